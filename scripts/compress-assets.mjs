// Pre-compresses the built static files (brotli and gzip) so that src/server/edge/serve.ts can send
// them compressed without spending CPU per request. Runs after `astro build`. Compression runs in
// libuv's thread pool, a few files at a time, so it uses every core (docs/performance.md).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ROOT = new URL('../dist/client/', import.meta.url).pathname;
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
]);
const MIN_BYTES = 512;
const CONCURRENCY = 4;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const started = Date.now();
const todo = [];
for await (const path of files(ROOT)) {
  if (COMPRESSIBLE.has(extname(path)) && (await stat(path)).size >= MIN_BYTES) todo.push(path);
}

let before = 0;
let after = 0;
async function worker() {
  for (let path = todo.pop(); path; path = todo.pop()) {
    const data = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          // Quality 10: 1.3 % larger than 11 and 2.5 times faster (docs/performance.md).
          [constants.BROTLI_PARAM_QUALITY]: 10,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gz(data, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
    before += data.length;
    after += br.length;
  }
}
const count = todo.length;
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
console.log(
  `[compress] ${count} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
