import { formatMoney } from '../shared/money';
import type { ProductFormat } from '../subscriptions/enums';

/** '10,00 € / kk kalliimpi', '5,00 € / kk edullisempi' or 'Sama hinta kuin nyt'. */
export function priceDifferenceText(currentMonthly: number, targetMonthly: number): string {
  const diff = targetMonthly - currentMonthly;
  if (diff === 0) return 'Sama hinta kuin nyt';
  const amount = `${formatMoney(Math.abs(diff))} / kk`;
  return diff > 0 ? `${amount} kalliimpi` : `${amount} edullisempi`;
}

/**
 * Spec §5/§9: distance selling gives 14 days to cancel from receiving the first issue, but
 * digital content has no cancellation right once its delivery has started. A product with a
 * paper part is delivered as a paper, so the 14-day wording applies to it.
 */
export function termsText(target: ProductFormat): string {
  if (target === 'DIGI') {
    return (
      'Hyväksyn tilausehdot. Ymmärrän, että digitaalisella sisällöllä ei ole peruutusoikeutta, ' +
      'kun sen toimitus on alkanut.'
    );
  }
  return (
    'Hyväksyn tilausehdot. Minulla on 14 päivän peruutusoikeus siitä päivästä, ' +
    'jona saan ensimmäisen lehden.'
  );
}

export const PROCESSING_TEXT = 'Asiakaspalvelu käsittelee muutoksen 1–3 arkipäivän kuluessa.';

/**
 * What a pending product change blocks and what it leaves open, as the server enforces it
 * (src/domain/subscriptions/actions.ts, billing-change-rules.ts): the page and the e-mail say
 * the same (issue 30 item 9). Ending the subscription stays a customer's right, and a card that
 * runs out can still be replaced.
 */
export const WHILE_PENDING_TEXT =
  'Sillä aikaa tilaukseen ei voi tehdä jakelun keskeytystä, osoitteenmuutosta, lisätilausta, toista tuotteen vaihtoa eikä laskutustavan tai laskutusvälin muutosta. Tilauksen ja sen lisätilaukset voi silti lopettaa, ja maksukortin voi vaihtaa.';

export const PAYMENT_ACTION_TEXT =
  'Digitaalisen tuotteen voi maksaa maksukortilla tai e-laskulla, mutta ei paperilaskulla. ' +
  'Vaihda ensin tilauksen maksutavaksi maksukortti tai e-lasku, ja valitse sitten tuote uudelleen.';
