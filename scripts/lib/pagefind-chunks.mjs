// Pagefind writes its word index in chunks of about 20 KB compressed (at 1,000 articles; more at
// 10,000), and a query loads every chunk that one of its words, as a prefix, may fall in: one or
// two chunks a word, 66-78 KB for a three-word query at 1,000 articles (docs/performance.md).
// Pagefind has no setting for the chunk size, so after it has written the index this module
// rewrites the same words, in the same order and with the same content, into smaller chunks and
// lists them in Pagefind's metadata file as Pagefind lists its own: the range of each chunk is
// the common prefix of the words on either side of a boundary plus one character
// (docs/decisions/0053).
//
// The files are Pagefind's internal format (gzip of "pagefind_dcd" + CBOR), read and written
// here for the version in PAGEFIND_FORMATS only: another version stops the build until this
// module has been checked against it (tests/unit/search/pagefind-chunks.test.ts compares the
// search results of a split index with Pagefind's own).
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/** The Pagefind versions whose files this module reads and writes. */
const PAGEFIND_FORMATS = ['1.6.0'];

/** Uncompressed bytes of CBOR per chunk: about 6-7 KB once gzipped. */
const CHUNK_BYTES = 16 * 1024;

const SIGNATURE = Buffer.from('pagefind_dcd');

// ---------------------------------------------------------------------------------------------
// The subset of CBOR (RFC 8949) Pagefind's index and metadata use: unsigned and negative
// integers, byte and text strings, definite-length arrays. Anything else is refused.

/** @param {Uint8Array} bytes */
export function decodeCbor(bytes) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const argument = (info) => {
    if (info < 24) return info;
    const size = { 24: 1, 25: 2, 26: 4, 27: 8 }[info];
    if (!size) throw new Error(`CBOR: unsupported length encoding ${info}`);
    const value = size === 8 ? Number(buf.readBigUInt64BE(at)) : buf.readUIntBE(at, size);
    at += size;
    return value;
  };
  const item = () => {
    const head = buf[at++];
    const major = head >> 5;
    const n = argument(head & 31);
    switch (major) {
      case 0:
        return n;
      case 1:
        return -1 - n;
      case 2:
        at += n;
        return Uint8Array.from(buf.subarray(at - n, at));
      case 3:
        at += n;
        return buf.toString('utf8', at - n, at);
      case 4:
        return Array.from({ length: n }, item);
      default:
        throw new Error(`CBOR: unsupported major type ${major}`);
    }
  };
  const value = item();
  if (at !== buf.length) throw new Error('CBOR: bytes left after the value');
  return value;
}

/** @returns {Buffer} the shortest encoding of `value` (integers, strings, byte strings, arrays). */
export function encodeCbor(value) {
  const parts = [];
  const head = (major, n) => {
    if (n < 24) parts.push(Buffer.of((major << 5) | n));
    else if (n < 0x100) parts.push(Buffer.of((major << 5) | 24, n));
    else if (n < 0x10000) {
      const b = Buffer.alloc(3);
      b[0] = (major << 5) | 25;
      b.writeUInt16BE(n, 1);
      parts.push(b);
    } else if (n < 0x100000000) {
      const b = Buffer.alloc(5);
      b[0] = (major << 5) | 26;
      b.writeUInt32BE(n, 1);
      parts.push(b);
    } else {
      const b = Buffer.alloc(9);
      b[0] = (major << 5) | 27;
      b.writeBigUInt64BE(BigInt(n), 1);
      parts.push(b);
    }
  };
  const item = (v) => {
    if (Number.isInteger(v)) head(v >= 0 ? 0 : 1, v >= 0 ? v : -1 - v);
    else if (typeof v === 'string') {
      const text = Buffer.from(v, 'utf8');
      head(3, text.length);
      parts.push(text);
    } else if (v instanceof Uint8Array) {
      head(2, v.length);
      parts.push(Buffer.from(v));
    } else if (Array.isArray(v)) {
      head(4, v.length);
      v.forEach(item);
    } else throw new Error(`CBOR: cannot encode ${typeof v}`);
  };
  item(value);
  return Buffer.concat(parts);
}

// ---------------------------------------------------------------------------------------------

/** A Pagefind file's content: gunzipped, signature checked, CBOR decoded. */
export function readPagefindFile(gzipped, name) {
  const bytes = gunzipSync(gzipped);
  if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
    throw new Error(`[search] ${name}: not a Pagefind file (no signature)`);
  }
  return decodeCbor(bytes.subarray(SIGNATURE.length));
}

/** @returns {Buffer} a Pagefind file of `value`, compressed. */
const pagefindFile = (value) =>
  gzipSync(Buffer.concat([SIGNATURE, encodeCbor(value)]), { level: 9 });

const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** The first `length` characters (code points, as Pagefind counts) of a word. */
const head = (word, length) => Array.from(word).slice(0, length).join('');

/** The number of leading characters two words share. */
function sharedLength(a, b) {
  const x = Array.from(a);
  const y = Array.from(b);
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n;
}

/**
 * Words (Pagefind's entries, in its order) in runs of at most `maxBytes` of CBOR each; a word
 * larger than that is a run of its own.
 */
function groupWords(words, maxBytes) {
  const groups = [];
  let group = [];
  let size = 0;
  for (const entry of words) {
    const bytes = encodeCbor(entry).length;
    if (group.length > 0 && size + bytes > maxBytes) {
      groups.push(group);
      group = [];
      size = 0;
    }
    group.push(entry);
    size += bytes;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/**
 * The [from, to] range of each run as Pagefind writes it in its metadata: the first run starts
 * at `first`, the last ends at `last`; at a boundary between the words a | b both sides keep
 * their shared characters plus one.
 */
function chunkRanges(groups, first, last) {
  return groups.map((group, k) => {
    const previous = groups[k - 1]?.at(-1)?.[0];
    const next = groups[k + 1]?.[0]?.[0];
    const own = [group[0][0], group.at(-1)[0]];
    return [
      previous === undefined ? first : head(own[0], sharedLength(previous, own[0]) + 1),
      next === undefined ? last : head(own[1], sharedLength(own[1], next) + 1),
    ];
  });
}

/**
 * Rewrites the word index of the Pagefind bundle in `dir` in chunks of at most `maxBytes` of
 * CBOR (a word larger than that keeps a chunk of its own), for every language in it; writes the
 * metadata under a new name and points pagefind-entry.json to it.
 * @returns {Promise<{ before: number; after: number }>} the chunk counts
 */
export async function splitIndexChunks(dir, maxBytes = CHUNK_BYTES) {
  const entryPath = join(dir, 'pagefind-entry.json');
  const entry = JSON.parse(await readFile(entryPath, 'utf8'));
  if (!PAGEFIND_FORMATS.includes(entry.version)) {
    throw new Error(
      `[search] Pagefind ${entry.version}: its index chunks are split for ${PAGEFIND_FORMATS.join(', ')} only; check scripts/lib/pagefind-chunks.mjs against it`,
    );
  }
  let before = 0;
  let after = 0;
  for (const [language, info] of Object.entries(entry.languages)) {
    const metaPath = join(dir, `pagefind.${info.hash}.pf_meta`);
    const meta = readPagefindFile(await readFile(metaPath), metaPath);
    if (meta[0] !== entry.version) throw new Error(`[search] ${metaPath}: version ${meta[0]}`);
    const chunks = meta[2];
    if (chunks.length === 0) continue;
    const words = [];
    for (const [, , hash] of chunks) {
      const path = join(dir, 'index', `${hash}.pf_index`);
      const [chunkWords] = readPagefindFile(await readFile(path), path);
      words.push(...chunkWords);
    }
    const groups = groupWords(words, maxBytes);
    const ranges = chunkRanges(groups, chunks[0][0], chunks.at(-1)[1]);
    const listed = [];
    for (const [k, group] of groups.entries()) {
      const file = pagefindFile([group]);
      const hash = `${language}_${hashOf(file).slice(0, 10)}`;
      await writeFile(join(dir, 'index', `${hash}.pf_index`), file);
      listed.push([...ranges[k], hash]);
    }
    const kept = new Set(listed.map(([, , hash]) => hash));
    for (const [, , hash] of chunks) {
      if (!kept.has(hash)) await rm(join(dir, 'index', `${hash}.pf_index`));
    }
    meta[2] = listed;
    const metaFile = pagefindFile(meta);
    const metaHash = `${language}_${hashOf(metaFile).slice(0, 10)}`;
    await rm(metaPath);
    await writeFile(join(dir, `pagefind.${metaHash}.pf_meta`), metaFile);
    info.hash = metaHash;
    before += chunks.length;
    after += listed.length;
  }
  await writeFile(entryPath, JSON.stringify(entry));
  return { before, after };
}
