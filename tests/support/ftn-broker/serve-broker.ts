import { createServer } from 'node:http';
import type { JWK } from 'jose';
import { createFakeOidcProvider } from '../fake-oidc-provider.ts';

// The FTN broker stand-in (tests/support/fake-oidc-provider.ts, profile enforced) as a process of
// its own for the browser tests (playwright.config.ts): `node tests/support/ftn-broker/
// serve-broker.ts` with FTN_BROKER_PORT and PORTAL_JWKS_URL, the portal's published JWKS, which
// it fetches before each authorisation as a broker refreshes a registered jwks_uri.

const port = Number(process.env['FTN_BROKER_PORT'] ?? 4403);
const issuer = `http://127.0.0.1:${port}`;
const jwksUrl = process.env['PORTAL_JWKS_URL'] ?? '';

const broker = await createFakeOidcProvider({ now: () => new Date(), issuer });

const server = createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/authorize') {
      const { keys } = (await (await fetch(jwksUrl)).json()) as { keys: JWK[] };
      broker.ftnClient = { jwks: keys, assertionAudience: 'issuer' };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const answer = await broker.handle(
      new Request(url, {
        method: req.method ?? 'GET',
        headers: Object.entries(req.headers).flatMap(([name, value]) =>
          typeof value === 'string' ? [[name, value] as [string, string]] : [],
        ),
        ...(body.length > 0 ? { body } : {}),
      }),
    );
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  })().catch((err: unknown) => {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(err));
  });
});
server.listen(port, '127.0.0.1', () => console.log(`FTN broker stand-in at ${issuer}`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
