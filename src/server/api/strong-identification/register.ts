import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../app-context';
import { requireAuth } from '../../auth/require-auth';
import { HttpError } from '../../http/http-error';
import { identificationProvider } from '../../strong-identification/provider';
import { identifiedUntil } from '../../strong-identification/requirement';
import { decideTestBank } from '../../strong-identification/test-bank';
import { completeIdentification } from './complete';
import { startIdentification } from './start';
import {
  clientJwksRoute,
  completeRoute,
  startRoute,
  statusRoute,
  testBankDecisionRoute,
} from './routes';

export function registerStrongIdentificationRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const auth = requireAuth(deps);
  app.use('/strong-identification', auth);
  app.use('/strong-identification/start', auth);
  app.use('/strong-identification/complete', auth);

  app.openapi(statusRoute, async (c) => {
    const until = await identifiedUntil(deps, c.get('auth'));
    return c.json(
      {
        identified: until !== null,
        identifiedUntil: until?.toISOString() ?? null,
        provider: identificationProvider(deps)?.kind ?? null,
      },
      200,
    );
  });
  app.openapi(startRoute, async (c) =>
    c.json(await startIdentification(deps, c.get('auth'), c.req.valid('json')), 200),
  );
  app.openapi(completeRoute, async (c) =>
    c.json(await completeIdentification(deps, c.get('auth'), c.req.valid('json')), 200),
  );
  // Public: the broker fetches it to check the portal's client assertions.
  app.openapi(clientJwksRoute, (c) => {
    const keys = identificationProvider(deps)?.publicKeys ?? [];
    if (keys.length === 0) {
      throw new HttpError(404, 'not-found', { message: 'Asiakasavainta ei ole määritetty.' });
    }
    // Short: during a key rotation the broker should see the new key within minutes.
    c.header('cache-control', 'public, max-age=300');
    return c.json({ keys }, 200);
  });
  // The test bank's login page is the provider's, not the portal's: it needs no portal session.
  app.openapi(testBankDecisionRoute, async (c) => {
    const provider = identificationProvider(deps);
    if (provider?.kind !== 'test-bank') {
      throw new HttpError(404, 'not-found', { message: 'Testipankki ei ole käytössä.' });
    }
    return c.json(
      await decideTestBank(deps.db, deps.clock, provider.redirectUri, c.req.valid('json')),
      200,
    );
  });
}
