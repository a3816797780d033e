// The chunks of the word-form table (src/domain/search/word-forms.ts) that the browser has
// loaded: each is fetched once, when a query first needs it.
import { type WordFormChunk, chunkKey } from '~/domain/search/word-forms';

const TABLE_URL = '/search/sanat/';
const EMPTY: WordFormChunk = { forms: {}, matches: {} };

const loaded = new Map<string, WordFormChunk>();
const loading = new Map<string, Promise<void>>();

async function fetchChunk(key: string): Promise<void> {
  try {
    const res = await fetch(`${TABLE_URL}${key}.json`);
    // No file: no word of the articles starts so. A failure is asked again next time.
    if (res.ok) loaded.set(key, (await res.json()) as WordFormChunk);
    else if (res.status === 404) loaded.set(key, EMPTY);
  } catch {
    // Offline: the words are searched as written (Pagefind still stems them).
  } finally {
    loading.delete(key);
  }
}

/** Loads the chunks these words need; answers every chunk loaded so far. */
export async function loadChunks(
  words: readonly string[],
): Promise<ReadonlyMap<string, WordFormChunk>> {
  const keys = new Set(words.filter(Boolean).map(chunkKey));
  await Promise.all(
    [...keys]
      .filter((key) => !loaded.has(key))
      .map((key) => {
        let pending = loading.get(key);
        if (!pending) loading.set(key, (pending = fetchChunk(key)));
        return pending;
      }),
  );
  return loaded;
}
