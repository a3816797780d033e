import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// A tiny build for process-level tests of src/server/edge/serve.ts (DIST_DIR), so they need no
// `npm run build`: a few pages and one hashed asset with its .br/.gz twins, an Astro handler that
// answers /on-demand and counts its renders of /auth/login, and an API whose /api/v1/slow?ms=
// answers late (a request in flight).

export const ASSET = '/_astro/app.AbC123.js';
export const ASSET_BODY = `export const portal = ${JSON.stringify('x'.repeat(2000))};\n`;

const page = (title: string) =>
  `<!doctype html><html lang="fi"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

const ASTRO_ENTRY = `
let logins = 0;
export async function handler(req, res, next) {
  if (req.url === '/on-demand') { res.setHeader('Content-Type', 'text/plain'); res.end('astro'); return; }
  if (req.url === '/auth/login') {
    // STUB_LOGIN_RENDER_MS: a slow first render, so a test can stop the server mid-warm-up.
    await new Promise((done) => setTimeout(done, Number(process.env.STUB_LOGIN_RENDER_MS ?? 0)));
    res.setHeader('Content-Type', 'text/plain'); res.end('login render ' + ++logins); return;
  }
  return next();
}
`;

const API_ENTRY = `
let stopping = false;
export class ConfigError extends Error {}
/** The real bundle checks the environment here (src/server/config-check.ts); the stub accepts it. */
export function checkConfig() {}
export async function apiListener(req, res) {
  const url = new URL(req.url, 'http://localhost');
  if (url.pathname === '/api/v1/health/ready') {
    res.writeHead(stopping ? 503 : 200, { 'Content-Type': 'application/json' });
    return res.end(JSON.stringify(stopping ? { errorKey: 'shutting-down' } : { status: 'ok' }));
  }
  if (url.pathname === '/api/v1/slow') {
    await new Promise((done) => setTimeout(done, Number(url.searchParams.get('ms'))));
    res.writeHead(200, { 'Content-Type': 'application/json' });
    return res.end(JSON.stringify({ slow: 'done', pid: process.pid }));
  }
  res.writeHead(404, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ errorKey: 'not-found' }));
}
export async function shutdownApi(drain) {
  stopping = true;
  await drain();
  process.stdout.write('{"msg":"stub api closed"}\\n');
}
`;

/** Writes the stub build into a new temporary folder and returns its path. */
export function createStubDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  const client = join(dist, 'client');
  mkdirSync(join(client, '_astro'), { recursive: true });
  mkdirSync(join(dist, 'server'));
  mkdirSync(join(dist, 'api'));
  writeFileSync(join(client, 'index.html'), page('Etusivu'));
  writeFileSync(join(client, 'tietoa.html'), page('Tietoa'));
  writeFileSync(join(client, '404.html'), page('Sivua ei löytynyt'));
  writeFileSync(join(client, 'artikkelia-ei-loytynyt.html'), page('Artikkelia ei löytynyt'));
  writeFileSync(join(client, 'tuotteet-osoitteet.json'), JSON.stringify({ '/vanha': '/tietoa' }));
  const asset = join(client, ASSET);
  writeFileSync(asset, ASSET_BODY);
  writeFileSync(`${asset}.br`, brotliCompressSync(ASSET_BODY));
  writeFileSync(`${asset}.gz`, gzipSync(ASSET_BODY));
  writeFileSync(join(dist, 'server', 'entry.mjs'), ASTRO_ENTRY);
  writeFileSync(join(dist, 'api', 'node-api.mjs'), API_ENTRY);
  return dist;
}
