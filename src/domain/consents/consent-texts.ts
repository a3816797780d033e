import { brandName, newsletterName } from './brands';
import type { ConsentSlot } from './consent-slots';
import type { ChangeChannel, ConsentValue } from './enums';

// The plain Finnish words of the consent pages and e-mails. Zod-free: the islands read them.

const MEDIUM_WORDS = { EMAIL: 'sähköpostilla', SMS: 'tekstiviestillä', ANY: '' } as const;

/** What a slot is about, as a question's short name: 'Päivän Sanomat: markkinointi sähköpostilla'. */
export function slotLabel(s: ConsentSlot): string {
  switch (s.kind) {
    case 'MARKETING_PERMISSION':
      return `${brandName(s.brand)}: markkinointi ${MEDIUM_WORDS[s.channel]}`;
    case 'MARKETING_CUSTOMER':
      return `Asiakkuuteen perustuva markkinointi ${MEDIUM_WORDS[s.channel]}`;
    case 'NEWSLETTER':
      return `Uutiskirje ${newsletterName(s.brand)}`;
    case 'ACCOUNT_TARGETING':
      return 'Tilin tietoihin perustuva kohdentaminen';
    case 'PROFILING':
      return 'Profilointi';
    case 'POPULATION_REGISTER_ADDRESS':
      return 'Osoitteen päivitys väestötietojärjestelmästä';
  }
}

/** The answer a value stands for, worded for the slot's kind. */
export function valueLabel(s: Pick<ConsentSlot, 'kind'>, value: ConsentValue): string {
  if (value === 'EMPTY') return 'Ei valintaa';
  if (s.kind === 'NEWSLETTER') return value === 'OptIn' ? 'Tilaan' : 'En tilaa';
  return value === 'OptIn' ? 'Sallin' : 'En salli';
}

/** Where a change was made, as the end of "Muutettu … klo …, verkkopalvelussa". */
export const CHANGE_CHANNEL_WORDS: Readonly<Record<ChangeChannel, string | null>> = {
  WEB: 'verkkopalvelussa',
  IVR: 'puhelinpalvelussa',
  CS_PHONE: 'asiakaspalvelussa puhelimitse',
  CS_EMAIL: 'asiakaspalvelussa sähköpostitse',
  CS_CHAT: 'asiakaspalvelun chatissa',
  OS: 'toisessa asiointipalvelussa',
  UNKNOWN: null,
};

/** One line under a privacy choice or marketing group on what it means; null where none. */
export function slotDescription(s: Pick<ConsentSlot, 'kind'>): string | null {
  switch (s.kind) {
    case 'ACCOUNT_TARGETING':
      return 'Saamme näyttää sinulle verkkopalveluissamme sisältöä ja mainontaa, joka perustuu käyttäjätilisi tietoihin, kuten tilauksiisi.';
    case 'PROFILING':
      return 'Saamme päätellä kiinnostuksen kohteitasi lukemasi sisällön perusteella ja käyttää niitä viestiemme ja mainonnan valintaan.';
    case 'POPULATION_REGISTER_ADDRESS':
      return 'Saamme päivittää osoitteesi väestötietojärjestelmästä, kun muutat, jotta lehtesi ja laskusi tulevat oikeaan osoitteeseen.';
    default:
      return null;
  }
}

/** The form was sent without a changed choice. */
export const NO_CHANGES_MESSAGE = 'Et muuttanut yhtään valintaa.';
