import { formatMoney } from '../shared/money';
import type { ReaderPrice } from './reader-tiers';

// The modal's words (zod-free, so the island loads them without the schema).

export const READER_COUNT_TITLE = 'Muuta lukijoiden määrää';
export const READERS_LABEL = 'Lukijoiden määrä';
export const CONFIRM_LABEL = 'Vahvista muutos';

/** Spec §4: results visible within 24 hours. */
export const READER_COUNT_PENDING_NOTICE =
  'Muutos on käsittelyssä. Näet sen tilauksessasi 24 tunnin kuluessa.';

/** Spec §9: the company price as total plus VAT with its percent, per year. */
export function yearlyPriceText(
  price: Pick<ReaderPrice, 'netCents' | 'vatCents' | 'vatPercent'>,
): string {
  return `yhteensä ${formatMoney(price.netCents)} + alv ${price.vatPercent} % ${formatMoney(price.vatCents)} / vuosi`;
}

/** "12 lukijaa" / "1 lukija". */
export const readersText = (n: number): string => (n === 1 ? '1 lukija' : `${n} lukijaa`);
