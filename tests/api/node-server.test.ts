import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ASSET, ASSET_BODY, createStubDist } from '../support/processes/stub-dist';

// Process-level tests of src/server/edge/serve.ts on a stub build (DIST_DIR): no `npm run build` needed.
// Issue 12 "operations": a malformed percent-escape hung the server and then blocked SIGTERM; no
// ETag/304; no graceful shutdown.

let dist: string;
const servers: ChildProcess[] = [];

beforeAll(() => {
  dist = createStubDist();
});
const killLeftovers = () => {
  for (const child of servers.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
};
afterAll(() => {
  killLeftovers();
  rmSync(dist, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  base: string;
  port: number;
  output: () => string;
  exit: Promise<{ code: number | null; ms: number }>;
  /** Sends a signal and resolves with the exit code and how long it took. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; ms: number }>;
}

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['src/server/edge/serve.ts'], {
    // One process unless a test asks for cluster mode (CI's PostgreSQL run sets DATABASE_URL).
    env: {
      ...process.env,
      DATABASE_URL: '',
      VITEST: '',
      DIST_DIR: dist,
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let out = '';
  child.stdout?.on('data', (chunk) => (out += String(chunk)));
  child.stderr?.on('data', (chunk) => (out += String(chunk)));
  let signalledAt = 0;
  const exit = new Promise<{ code: number | null; ms: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, ms: Date.now() - signalledAt })),
  );
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line:\n${out}`)), 15_000);
    child.stdout?.on('data', () => {
      const url = /"url":"(http:\/\/[^"]+)"/.exec(out)?.[1];
      if (url && out.includes('ready at')) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    void exit.then(({ code }) => reject(new Error(`server exited ${code}:\n${out}`)));
  });
  return {
    child,
    base,
    port: Number(new URL(base).port),
    output: () => out,
    exit,
    stop: (signal = 'SIGTERM') => {
      signalledAt = Date.now();
      child.kill(signal);
      return exit;
    },
  };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request (the path is sent as is, unlike fetch, which would normalise it). */
function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  agent?: Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('src/server/edge/serve.ts: static files', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    const { code } = await server.stop();
    expect(code, server.output()).toBe(0);
  });

  it('sends the brotli twin of a hashed asset, cached for a year, with an ETag and 304', async () => {
    const first = await get(server.port, ASSET, { 'accept-encoding': 'gzip, br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['vary']).toContain('Accept-Encoding');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get(server.port, ASSET, {
      'accept-encoding': 'gzip, br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const plain = await get(server.port, ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(ASSET_BODY);
  });

  it('serves pages without .html, revalidated (no-cache), with security headers and a request id', async () => {
    const res = await get(server.port, '/tietoa');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<h1>Tietoa</h1>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get(server.port, '/')).body.toString()).toContain('Etusivu');
  });

  it('redirects the .html, trailing-slash and product-title forms of an address', async () => {
    for (const [from, to] of [
      ['/tietoa.html', '/tietoa'],
      ['/tietoa/?a=1', '/tietoa?a=1'],
      ['/vanha', '/tietoa'],
    ]) {
      const res = await get(server.port, from as string);
      expect(res.status).toBe(301);
      expect(res.headers['location']).toBe(to);
    }
  });

  it('marks pages for the app web view (hide order links) and sets its cookie', async () => {
    const res = await get(server.port, '/tietoa?origin=app');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<html lang="fi" data-hide-orders');
    expect(String(res.headers['set-cookie'])).toContain('HttpOnly');
  });

  it('gives on-demand pages to Astro and unknown addresses the Finnish 404 pages', async () => {
    expect((await get(server.port, '/on-demand')).body.toString()).toBe('astro');
    const missing = await get(server.port, '/ei-ole');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain('Sivua ei löytynyt');
    const article = await get(server.port, '/aihe/laskut/ei-ole');
    expect(article.status).toBe(404);
    expect(article.body.toString()).toContain('Artikkelia ei löytynyt');
  });

  it('has rendered an on-demand page before the port opened, so no visitor waits for the first', async () => {
    // The warm-up rendered /auth/login once on a loopback listener of its own.
    expect((await get(server.port, '/auth/login')).body.toString()).toBe('login render 2');
    expect(server.output()).not.toContain('did not render while warming up');
  });

  it('answers a malformed percent-escape with 400 at once', async () => {
    const page = await get(server.port, '/%E0%A4%A');
    expect(page.status).toBe(400);
    const api = await get(server.port, '/api/v1/%E0%A4%A');
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body.toString())).toMatchObject({ errorKey: 'bad-request' });
  });

  it('writes a JSON access line per page request with the request id', async () => {
    await get(server.port, '/tietoa?token=do-not-log-me', { 'x-request-id': 'req-static-0001' });
    await delay(50);
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('req-static-0001'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      msg: 'request',
      method: 'GET',
      path: '/tietoa',
      status: 200,
      requestId: 'req-static-0001',
    });
    expect(server.output()).not.toContain('do-not-log-me');
  });
});

describe('src/server/edge/serve.ts: the address the pages were built for', () => {
  it('in production refuses a build made for another address than SITE_URL, naming both', async () => {
    const other = createStubDist();
    try {
      writeFileSync(join(other, 'site.json'), JSON.stringify({ site: 'http://localhost:4321' }));
      const env = { DIST_DIR: other, NODE_ENV: 'production' };
      await expect(startServer({ ...env, SITE_URL: 'https://asiakas.example.fi' })).rejects.toThrow(
        /server exited 1[\s\S]*built for http:\/\/localhost:4321/,
      );
      writeFileSync(
        join(other, 'site.json'),
        JSON.stringify({ site: 'https://asiakas.example.fi' }),
      );
      const server = await startServer({ ...env, SITE_URL: 'https://asiakas.example.fi/' });
      expect((await server.stop()).code).toBe(0);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('src/server/edge/serve.ts: graceful shutdown', () => {
  afterEach(killLeftovers);

  it('finishes a request in flight on SIGTERM, stops the API and exits 0 at once', async () => {
    const server = await startServer();
    const inFlight = get(server.port, '/api/v1/slow?ms=1000');
    await delay(200);
    const exited = server.stop();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ slow: 'done' });
    const { code, ms } = await exited;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(3_000);
    expect(server.output()).toContain('stub api closed');
  });

  it('is not blocked by a malformed request on a kept-alive connection', async () => {
    const server = await startServer();
    const agent = new Agent({ keepAlive: true });
    expect((await get(server.port, '/%E0%A4%A', {}, agent)).status).toBe(400);
    expect((await get(server.port, '/tietoa', {}, agent)).status).toBe(200);
    const { code, ms } = await server.stop();
    agent.destroy();
    expect(code).toBe(0);
    expect(ms).toBeLessThan(2_000);
  });

  it('exits 1 when requests are still open at the deadline (SHUTDOWN_TIMEOUT_SECONDS)', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const inFlight = get(server.port, '/api/v1/slow?ms=10000').catch(() => null);
    await delay(200);
    const { code, ms } = await server.stop();
    expect(code).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(4_000);
    await inFlight;
  });

  it('stops gracefully (exit 0, API closed) on a signal that comes while it still warms up', async () => {
    const child = spawn(process.execPath, ['src/server/edge/serve.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        VITEST: '',
        DIST_DIR: dist,
        HOST: '127.0.0.1',
        PORT: '0',
        STUB_LOGIN_RENDER_MS: '5000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    servers.push(child);
    let out = '';
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve) =>
      child.stdout?.on('data', (chunk) => {
        out += String(chunk);
        // The warm-up has passed readiness and waits on the slow login render.
        if (out.includes('"msg":"starting"')) setTimeout(resolve, 1_000);
      }),
    );
    const signalled = Date.now();
    child.kill('SIGTERM');
    expect(await exit, out).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(3_000);
    expect(out).toContain('stub api closed');
    expect(out).not.toContain('ready at');
  });

  it('in cluster mode (DATABASE_URL) every worker finishes its request and the primary exits 0', async () => {
    const server = await startServer({
      DATABASE_URL: 'postgres://stub.invalid/portal',
      WEB_CONCURRENCY: '2',
      PORT: String(20_000 + Math.floor(Math.random() * 20_000)),
    });
    const inFlight = [1, 2, 3, 4].map(() =>
      get(server.port, '/api/v1/slow?ms=1000', {}, new Agent({ keepAlive: false })),
    );
    await delay(300);
    const exited = server.stop();
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const { code, ms } = await exited;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(4_000);
  });
});
