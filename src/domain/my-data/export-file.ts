// The download's file name and what never goes into it; zod-free, for the page too.

// 'sv-SE' writes dates as yyyy-MM-dd: the Helsinki date without a date library on the page.
const helsinkiDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' });

/** The name of a download made at `now`: 'omat-tiedot-2026-11-23.json' (its Helsinki date). */
export const myDataFileName = (now: Date): string => `omat-tiedot-${helsinkiDate.format(now)}.json`;

/** Column names that hold secrets (hashes, tokens, codes): never part of the download. */
const SECRET_COLUMN = /hash|token|secret|password|verifier|nonce|activationcode/i;

export const isSecretColumn = (name: string): boolean => SECRET_COLUMN.test(name);
