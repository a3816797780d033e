// The content rules that both the build's schemas (src/content.config.ts) and the content editor
// (keystatic.config.ts) enforce, written once so that the editor never accepts what the build
// would refuse (docs/decisions/0044-keystatic-for-content-editors.md). Messages are Finnish: they
// are read by content editors.

/** Shortest and longest length of each text field, in characters. */
export const LENGTHS = {
  topicTitle: [3, 60],
  topicDescription: [20, 200],
  familyName: [2, 60],
  familyDescription: [20, 200],
  productName: [2, 80],
  productFullName: [2, 120],
  productDescription: [20, 600],
  articleTitle: [5, 90],
  articleSummary: [30, 200],
  benefitTitle: [3, 90],
  benefitSummary: [20, 200],
  campaignTitle: [5, 90],
  campaignSummary: [20, 200],
  noticeTitle: [5, 90],
  noticeSummary: [20, 200],
} as const satisfies Record<string, readonly [number, number]>;

/** Most related articles an article may list. */
export const MAX_RELATED_ARTICLES = 5;

/** "Otsikko: 5–90 merkkiä." */
export const lengthMessage = (label: string, [min, max]: readonly [number, number]): string =>
  `${label}: ${min}–${max} merkkiä.`;

/** "Otsikko puuttuu." */
export const missingMessage = (label: string): string => `${label} puuttuu.`;

/**
 * A pattern that accepts exactly `min`–`max` characters (UTF-16 code units, as zod counts).
 * The editor checks lengths with a pattern because only a pattern's message can be Finnish.
 */
export const lengthPattern = ([min, max]: readonly [number, number]): RegExp =>
  new RegExp(`^[\\s\\S]{${min},${max}}$`);

/** An entry id, the last part of its address: lower-case a–z, digits, single hyphens. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ID_MESSAGE =
  'Tunniste: pienet kirjaimet a–z, numerot ja väliviivat, esimerkiksi jakelun-keskeytys.';

/** A benefit's id: its category, or category/benefit. */
export const BENEFIT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
export const BENEFIT_ID_MESSAGE =
  'Tunniste: kategoria (esimerkiksi kulttuuri) tai kategoria/etu (esimerkiksi kulttuuri/teatteri); pienet kirjaimet a–z, numerot ja väliviivat.';

/** A copytext's key, e.g. subscriptions.intro. */
export const COPYTEXT_KEY_PATTERN = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;
export const COPYTEXT_KEY_MESSAGE =
  'Avain: pienet kirjaimet, numerot, väliviivat ja pisteet, esimerkiksi subscriptions.intro. Älä muuta olemassa olevan tekstin avainta.';

/** An article's id; 'sivu' is the pagination segment of topic and product pages. */
export const ARTICLE_ID_PATTERN = /^(?!sivu$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTICLE_ID_MESSAGE = `${ID_MESSAGE} Tunniste ei voi olla sivu.`;

/** A topic's id; yhteystiedot and ota-yhteytta are pages of their own under /aihe. */
export const TOPIC_ID_PATTERN = /^(?!(?:yhteystiedot|ota-yhteytta)$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const TOPIC_ID_MESSAGE = `${ID_MESSAGE} Tunnisteet yhteystiedot ja ota-yhteytta ovat varattuja.`;

/**
 * The id the editor proposes from a title: Finnish letters without their dots (ä → a, ö → o,
 * å → a), lower case, words joined by single hyphens, at most 60 characters at a word boundary.
 * "Miten keskeytän lehden jakelun?" → "miten-keskeytan-lehden-jakelun".
 */
export function idFromTitle(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
  let id = '';
  for (const word of words) {
    const next = id === '' ? word : `${id}-${word}`;
    if (next.length > 60) break;
    id = next;
  }
  return id === '' ? (words[0] ?? '').slice(0, 60) : id;
}
