// The excerpt under a search result: the stretch of the article with the most matching words,
// the matches marked. Pure; the caller decides what a match is (Voikko base forms on the server).

/** A piece of excerpt text; mark = a word that matched the query. */
export interface ExcerptSegment {
  text: string;
  mark: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const EXCERPT_WORDS = 24;

/**
 * The window of `length` words of `text` with the most words for which isMatch (given the word
 * lower-cased) is true, as segments; '…' where the text goes on. null when no word matches.
 */
export function excerpt(
  text: string,
  isMatch: (word: string) => boolean,
  length = EXCERPT_WORDS,
): ExcerptSegment[] | null {
  const words = [...text.matchAll(WORD)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    match: isMatch(m[0].toLowerCase()),
  }));
  const hits = words.map((w) => (w.match ? 1 : 0));
  let inWindow = 0;
  let best = 0;
  let bestStart = 0;
  for (let i = 0; i < words.length; i++) {
    inWindow += hits[i] ?? 0;
    if (i >= length) inWindow -= hits[i - length] ?? 0;
    const start = Math.max(0, i - length + 1);
    if (inWindow > best) {
      best = inWindow;
      // Start a little before the first match, so the reader sees what leads to it.
      const first = words.findIndex((w, j) => j >= start && w.match);
      bestStart = Math.max(0, Math.min(first - 3, words.length - length));
    }
  }
  if (best === 0) return null;
  const window = words.slice(bestStart, bestStart + length);
  const first = window[0];
  const last = window[window.length - 1];
  if (!first || !last) return null;
  const segments: ExcerptSegment[] = [];
  const push = (piece: string, mark: boolean) => {
    if (!piece) return;
    const previous = segments[segments.length - 1];
    if (previous && previous.mark === mark) previous.text += piece;
    else segments.push({ text: piece, mark });
  };
  push(bestStart > 0 ? '… ' : '', false);
  let at = first.start;
  for (const w of window) {
    push(text.slice(at, w.start), false);
    push(text.slice(w.start, w.end), w.match);
    at = w.end;
  }
  const atEnd = bestStart + window.length >= words.length;
  push(atEnd ? text.slice(last.end).trimEnd() : ' …', false);
  return segments;
}
