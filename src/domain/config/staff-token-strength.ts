/**
 * Whether a staff route's bearer token looks random enough to guard customers' data (issue 30
 * item 23). A token is at least 32 random bytes written as text: 43 characters of base64url or
 * 44 of base64 (`openssl rand -base64 32`), 64 of hex (`openssl rand -hex 32`). Length alone
 * is not enough ('a' × 64 has none), so the characters must also be varied (Shannon entropy of
 * the text's own character counts) and not a short run repeated (distinct three-character
 * pieces), which a person's made-up or patterned token fails.
 */
const STAFF_TOKEN_MIN_LENGTH = 43;
/** Total estimated bits; a random hex token of 64 has about 235, base64url of 43 about 205. */
const MIN_ESTIMATED_BITS = 160;
/** Share of the three-character pieces that must be distinct (random text: nearly all). */
const MIN_DISTINCT_TRIGRAMS = 0.9;

function shannonBitsPerCharacter(text: string): number {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

function distinctTrigramShare(text: string): number {
  const pieces = new Set<string>();
  const total = text.length - 2;
  for (let i = 0; i < total; i++) pieces.add(text.slice(i, i + 3));
  return total > 0 ? pieces.size / total : 0;
}

/** The reason a token is refused (English, for the boot report), or null when it will do. */
export function staffTokenWeakness(token: string): string | null {
  if (token.length < STAFF_TOKEN_MIN_LENGTH) {
    return `shorter than ${STAFF_TOKEN_MIN_LENGTH} characters (32 random bytes)`;
  }
  if (/\s/.test(token)) return 'contains white space';
  if (shannonBitsPerCharacter(token) * token.length < MIN_ESTIMATED_BITS) {
    return 'too few different characters to be random';
  }
  if (distinctTrigramShare(token) < MIN_DISTINCT_TRIGRAMS) return 'repeats a pattern';
  return null;
}
