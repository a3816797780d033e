// Shared by the bench scripts: start the built portal as `npm run serve` does, on a fresh
// embedded database with a pinned clock, and log in as a demo customer.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DEMO_PASSWORD = 'Demo-salasana-2026';

/** Debian's Chromium with the flags this closed-network machine needs (see playwright.config.ts). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The Node options `npm run serve` gives the server in `cwd`'s package.json (e.g. the young
 * generation's size, docs/operations.md), so that a bench measures the server as it runs.
 */
function serverNodeFlags(cwd) {
  const { scripts } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
  const words = String(scripts?.serve ?? '').split(/\s+/);
  return words.slice(words.indexOf('node') + 1).filter((word) => word.startsWith('--'));
}

/**
 * Starts the portal's server (src/server/edge/serve.ts) on 127.0.0.1:port and resolves when it is ready (readiness answers 200). The server and its
 * temporary data folder go away with stop() (which resolves when the server has exited) or when
 * this process exits. `cwd` runs another checkout's build; `dataDir` keeps the data folder.
 */
export async function startPortal({ port, env = {}, cwd = process.cwd(), dataDir: givenDir }) {
  // A data folder given by the caller is the caller's to remove (it outlives this server).
  const dataDir = givenDir ?? mkdtempSync(join(tmpdir(), 'portal-bench-'));
  // A checkout from before decision 0050 (bench:api --base) has its server in scripts/serve.mjs.
  const entry = existsSync(join(cwd, 'src/server/edge/serve.ts'))
    ? 'src/server/edge/serve.ts'
    : 'scripts/serve.mjs';
  const server = spawn(process.execPath, [...serverNodeFlags(cwd), entry], {
    cwd,
    env: {
      ...process.env,
      // As `npm start` serves it: development mode, demo data, pinned clock.
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PORTAL_NOW: '2026-11-21T10:00:00+02:00',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exit = new Promise((done) => server.once('exit', done));
  const stop = () => {
    server.kill('SIGTERM');
    if (!givenDir) rmSync(dataDir, { recursive: true, force: true });
    return exit;
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  // Ready when readiness answers (the logs are JSON lines, and LOG_LEVEL may silence them).
  // Older builds (compared with by bench:api --base) have no readiness route: they print 'ready at'.
  let printedReady = false;
  const lookForReady = (chunk) => (printedReady ||= String(chunk).includes('ready at'));
  server.stdout.on('data', lookForReady);
  let exited = null;
  server.on('exit', (code) => (exited = code ?? 'signal'));
  for (;;) {
    if (exited !== null) throw new Error(`server exited ${exited}`);
    const ready = await fetch(`${base}/api/v1/health/ready`).catch(() => null);
    if (ready?.ok || printedReady) break;
    await new Promise((done) => setTimeout(done, 250));
  }
  // From now on the logs (a line per request) are drained unread: reading each chunk as text
  // took CPU from the load generator in this process, the more the more a build logs.
  server.stdout.off('data', lookForReady);
  server.stdout.resume();
  return { base, pid: server.pid, stop };
}

/** Logs in through the API and returns the session cookie ("name=value"). */
export async function loginCookie(base, username, { remember = false } = {}) {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, remember }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  if (!res.ok || !cookie) throw new Error(`login as ${username} failed: ${res.status}`);
  return cookie;
}

/** Ends the process with a message if it runs longer than `ms` (every bench stops by itself). */
export function giveUpAfter(ms, name) {
  setTimeout(() => {
    console.error(`${name}: gave up after ${Math.round(ms / 60_000)} minutes`);
    process.exit(1);
  }, ms).unref();
}
