import { readFile, readdir, rm, writeFile, mkdtemp, cp } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeCbor,
  encodeCbor,
  readPagefindFile,
  splitIndexChunks,
} from '../../../scripts/lib/pagefind-chunks.mjs';

// A word entry of Pagefind's index: [word, pages, variants written with diacritics].
type PageEntry = [number, number[], unknown[]];
type WordEntry = [string, PageEntry[], [string, PageEntry[]][]];

const WORDS = (
  'tilaus tilauksen tilaukset lasku laskun laskut laskutus eräpäivä eräpäivän siirto siirtää ' +
  'osoite osoitteen muutos muutokset jakelu jakeluhäiriö keskeytys keskeyttää lukuoikeus ' +
  'digilehti päivä päivän sähköposti yritys kortti maksu hyvitys näköislehti sanomalehti'
).split(' ');

/** Deterministic pseudo-random pages over WORDS, enough that the index has many words. */
function pageText(n: number): string {
  let seed = n * 7919 + 17;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const words = Array.from({ length: 60 }, () => WORDS[Math.floor(next() * WORDS.length)]);
  return `${words.join(' ')} sana${n} erikoissana${n % 7}`;
}

let site: string;
let original: string;
let split: string;
let server: Server;

async function buildIndex(outputPath: string): Promise<void> {
  const { index } = await pagefind.createIndex({ forceLanguage: 'fi' });
  if (!index) throw new Error('no Pagefind index');
  for (let n = 0; n < 40; n++) {
    await index.addCustomRecord({ url: `/sivu-${n}`, content: pageText(n), language: 'fi' });
  }
  await index.writeFiles({ outputPath });
  await pagefind.close();
}

const entryOf = async (dir: string) =>
  JSON.parse(await readFile(join(dir, 'pagefind-entry.json'), 'utf8')) as {
    version: string;
    languages: Record<string, { hash: string }>;
  };

async function metaOf(dir: string): Promise<unknown[]> {
  const entry = await entryOf(dir);
  const path = join(dir, `pagefind.${entry.languages.fi?.hash}.pf_meta`);
  return readPagefindFile(await readFile(path), path) as unknown[];
}

async function wordsOf(dir: string): Promise<WordEntry[]> {
  const chunks = (await metaOf(dir))[2] as [string, string, string][];
  const words: WordEntry[] = [];
  for (const [, , hash] of chunks) {
    const path = join(dir, 'index', `${hash}.pf_index`);
    words.push(...(readPagefindFile(await readFile(path), path) as [WordEntry[]])[0]);
  }
  return words;
}

interface PagefindModule {
  options(o: object): Promise<void>;
  search(term: string): Promise<{ results: { id: string; data(): Promise<{ url: string }> }[] }>;
}

/** Pagefind's own browser module run from a bundle, over HTTP as a browser would. */
async function pagefindOf(dir: string): Promise<PagefindModule> {
  const port = (server.address() as AddressInfo).port;
  const name = dir === original ? 'original' : 'split';
  const pf = (await import(
    /* @vite-ignore */ `${join(dir, 'pagefind.js')}?${name}`
  )) as PagefindModule;
  await pf.options({ basePath: `http://127.0.0.1:${port}/${name}/`, noWorker: true });
  return pf;
}

beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'pagefind-chunks-'));
  original = join(site, 'original');
  split = join(site, 'split');
  await buildIndex(original);
  await cp(original, split, { recursive: true });
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    readFile(join(site, path)).then(
      (body) => res.end(body),
      () => {
        res.statusCode = 404;
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}, 60_000);

afterAll(async () => {
  server?.close();
  await rm(site, { recursive: true, force: true });
});

describe('Pagefind files', () => {
  it('re-encode to the same bytes Pagefind wrote (index chunks, metadata, filters)', async () => {
    const files = [
      ...(await readdir(join(original, 'index'))).map((f) => join(original, 'index', f)),
      ...(await readdir(original))
        .filter((f) => f.endsWith('.pf_meta'))
        .map((f) => join(original, f)),
    ];
    expect(files.length).toBeGreaterThan(1);
    const { gunzipSync } = await import('node:zlib');
    for (const file of files) {
      const cbor = gunzipSync(await readFile(file)).subarray('pagefind_dcd'.length);
      expect(Buffer.compare(encodeCbor(decodeCbor(cbor)), cbor), file).toBe(0);
    }
  });
});

describe('splitIndexChunks', () => {
  const MAX = 600;
  let before: WordEntry[];

  beforeAll(async () => {
    before = await wordsOf(original);
    expect(await splitIndexChunks(split, MAX)).toMatchObject({ before: 1 });
  });

  it('keeps every word, in order and with its pages, in chunks of at most the size asked', async () => {
    expect(await wordsOf(split)).toEqual(before);
    const chunks = (await metaOf(split))[2] as [string, string, string][];
    expect(chunks.length).toBeGreaterThan(10);
    for (const [, , hash] of chunks) {
      const path = join(split, 'index', `${hash}.pf_index`);
      const [words] = readPagefindFile(await readFile(path), path) as [WordEntry[]];
      // CBOR's array head is 3 bytes at most here.
      if (words.length > 1) expect(encodeCbor(words).length - 3).toBeLessThanOrEqual(MAX);
    }
    // Only the listed chunks are left, under the new metadata the entry file names.
    expect((await readdir(join(split, 'index'))).sort()).toEqual(
      chunks.map(([, , hash]) => `${hash}.pf_index`).sort(),
    );
    expect((await readdir(split)).filter((f) => f.endsWith('.pf_meta'))).toEqual([
      `pagefind.${(await entryOf(split)).languages.fi?.hash}.pf_meta`,
    ]);
  });

  it('lists chunk ranges as Pagefind does: shared characters plus one at each boundary', async () => {
    const chunks = (await metaOf(split))[2] as [string, string, string][];
    const originalChunks = (await metaOf(original))[2] as [string, string, string][];
    expect(chunks[0]?.[0]).toBe(originalChunks[0]?.[0]);
    expect(chunks.at(-1)?.[1]).toBe(originalChunks.at(-1)?.[1]);
    const words = (await wordsOf(split)).map(([word]) => word);
    let first = 0;
    for (let k = 0; k + 1 < chunks.length; k++) {
      const [, to, hash] = chunks[k] as [string, string, string];
      const [from] = chunks[k + 1] as [string, string, string];
      const path = join(split, 'index', `${hash}.pf_index`);
      first += (readPagefindFile(await readFile(path), path) as [WordEntry[]])[0].length;
      const [last, next] = [words[first - 1] ?? '', words[first] ?? ''];
      let shared = 0;
      while (last[shared] !== undefined && last[shared] === next[shared]) shared++;
      expect([to, from]).toEqual([last.slice(0, shared + 1), next.slice(0, shared + 1)]);
    }
  });

  // Pagefind looks a query's word up in one chunk, and finds the longer words that start with it
  // in that chunk only (its own index too, at its boundaries): what a split must keep is that
  // every word finds the pages it is on, and nothing the unsplit index would not find.
  it('finds with Pagefind itself the pages of every word, and nothing the unsplit index does not', async () => {
    const [pfOriginal, pfSplit] = [await pagefindOf(original), await pagefindOf(split)];
    const pageHashes = ((await metaOf(original))[1] as [string, number][]).map(([hash]) => hash);
    const idsOf = async (pf: PagefindModule, term: string) =>
      new Set((await pf.search(term)).results.map((r) => r.id));
    let checked = 0;
    for (const [word, pages, variants] of before) {
      // Page numbers are stored as the difference from the previous one.
      const own = new Set<string>();
      for (const list of [pages, ...variants.map(([, p]) => p)]) {
        let page = 0;
        for (const [delta] of list) own.add(pageHashes[(page += delta)] ?? '?');
      }
      const [inOriginal, inSplit] = [await idsOf(pfOriginal, word), await idsOf(pfSplit, word)];
      // A stem Pagefind would stem again to another word is not a query of its own.
      if (![...own].every((id) => inOriginal.has(id))) continue;
      checked += 1;
      expect(
        [...own].filter((id) => !inSplit.has(id)),
        word,
      ).toEqual([]);
      expect(
        [...inSplit].filter((id) => !inOriginal.has(id)),
        word,
      ).toEqual([]);
    }
    expect(checked).toBeGreaterThan(before.length / 2);
  });

  it('stops at a Pagefind version it has not been checked against', async () => {
    const copy = join(site, 'other-version');
    await cp(original, copy, { recursive: true });
    const entry = await entryOf(copy);
    await writeFile(
      join(copy, 'pagefind-entry.json'),
      JSON.stringify({ ...entry, version: '9.0.0' }),
    );
    await expect(splitIndexChunks(copy, MAX)).rejects.toThrow(/Pagefind 9\.0\.0/);
  });
});
