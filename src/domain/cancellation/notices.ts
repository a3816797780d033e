import type { ProductFormat, SubscriptionType } from '../subscriptions/enums';
import { diffInDays, formatDate } from '../shared/dates';

/** Spec §9: the distance-selling right lasts 14 days from receiving the first product. */
const DISTANCE_SELLING_DAYS = 14;

const hasPaper = (f: ProductFormat) => f === 'PAPER' || f === 'PAPER_AND_DIGI';
const hasDigi = (f: ProductFormat) => f === 'DIGI' || f === 'PAPER_AND_DIGI';

/** Spec §9 "Notice period 30 days or end of current period", where it applies. */
export function noticePeriodText(type: SubscriptionType, endDate: string): string {
  const end = formatDate(endDate);
  if (type === 'RECURRING') {
    return (
      'Jatkuvan tilauksen irtisanomisaika on 30 päivää tai nykyisen tilausjakson loppuun. ' +
      `Tilauksesi päättyy nykyisen tilausjakson lopussa ${end}, ja siihen asti se on voimassa normaalisti.`
    );
  }
  return `Tilauksesi päättyy tilausjakson lopussa ${end}, ja siihen asti se on voimassa normaalisti.`;
}

/**
 * The 14-day right is explained only to a subscription that began within the last 14 days
 * (the first product arrives on or after the start). Digital content has no right once
 * delivery has started (spec §9), so a digital-only order hears that instead.
 */
export function distanceSellingText(
  sub: { startDate: string; productFormat: ProductFormat },
  today: string,
): string | null {
  const days = diffInDays(today, sub.startDate);
  if (days < 0 || days > DISTANCE_SELLING_DAYS) return null;
  if (hasPaper(sub.productFormat)) {
    return (
      'Tilauksesi on alkanut äskettäin. Etämyynnissä sinulla on 14 päivän peruutusoikeus siitä, ' +
      'kun sait ensimmäisen lehden: voit perua tilauksen ja saada maksun takaisin ottamalla ' +
      'yhteyttä asiakaspalveluun. Lopettaminen tällä sivulla päättää tilauksen tilausjakson lopussa.'
    );
  }
  return (
    'Digisisällössä ei ole 14 päivän peruutusoikeutta sen jälkeen, kun olet voinut alkaa käyttää ' +
    'palvelua. Tilaus päättyy tilausjakson lopussa.'
  );
}

/** What happens to reading: the paper and the digital rights run to the end date. */
export function readingRightsText(format: ProductFormat, endDate: string, sharedRights: number) {
  const end = formatDate(endDate);
  const parts: string[] = [];
  if (hasPaper(format)) parts.push(`Lehti tulee normaalisti ${end} asti.`);
  if (hasDigi(format)) {
    parts.push(`Digilehden lukuoikeutesi on voimassa ${end} asti.`);
    if (sharedRights > 0) {
      parts.push(
        `Myös jakamasi lukuoikeudet (${sharedRights}) päättyvät silloin. Kerro siitä niille, joille olet jakanut lukuoikeuden.`,
      );
    }
  }
  return parts.join(' ');
}
