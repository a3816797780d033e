import { addDays, diffInDays } from '../shared/dates';

// Rules of payment cards (spec §4, §5, §9). Pure: the API and the screens decide alike.

/** The payment methods charged to a card (spec §3 lists both names). */
export const CARD_METHODS: readonly string[] = ['CREDIT_CARD', 'CARD'];

export const isCardMethod = (method: string): boolean => CARD_METHODS.includes(method);

/** The paper invoice a card-billed subscription falls back to when no card arrives (spec §4). */
export const FALLBACK_METHOD = 'PAPER_INVOICE_WITH_CHARGE';

/** How long a card-billed subscription without a card waits for one before the fallback. */
const CARD_REQUEST_DAYS = 14;

/**
 * Statuses of a subscription that will still be charged, so its card matters: a cancelled one
 * ends at its period end and a finished one is over, so neither is charged again.
 */
const CHARGED_STATUSES: readonly string[] = [
  'ACTIVE',
  'PENDING',
  'SUSPENDED',
  'ACTIVE_ORDER_BEING_RENEWED',
  'WAITING_CONFIRMATION',
];

export interface ChargeFacts {
  status: string;
  endDate: string | null;
}

/** Will this subscription be charged again (its card in use, spec §5 "active subscriptions")? */
export function isCharged(sub: ChargeFacts, today: string): boolean {
  if (!CHARGED_STATUSES.includes(sub.status)) return false;
  return sub.endDate === null || diffInDays(sub.endDate, today) >= 0;
}

/** A card is valid to the end of its expiry month. */
export function isCardExpired(card: { expiryMonth: number; expiryYear: number }, today: string) {
  const [year, month] = today.split('-').map(Number);
  if (year === undefined || month === undefined) throw new RangeError(`Bad date ${today}`);
  return card.expiryYear < year || (card.expiryYear === year && card.expiryMonth < month);
}

/** '12/2028' */
export const expiryLabel = (card: { expiryMonth: number; expiryYear: number }): string =>
  `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;

/** 'Visa, päättyy 1111': what the customer recognises a card by. */
export const cardLabel = (card: { brand: string; last4: string }): string =>
  `${card.brand}, päättyy ${card.last4}`;

/**
 * Spec §4: a card change charges the new card at the next period. The current period is already
 * paid, so the first charge to the new card is on the day after the current period ends.
 */
export const nextChargeDate = (periodEndDate: string): string => addDays(periodEndDate, 1);

/** The sentence every card change ends with ('d.M.yyyy' given). */
export const chargedFromText = (dateLabel: string): string =>
  `Uudelta kortilta veloitetaan seuraava laskutuskausi, joka alkaa ${dateLabel}.`;

/** The last day to add a card when one is asked for today. */
export const cardRequestDeadline = (today: string): string => addDays(today, CARD_REQUEST_DAYS);

/** The deadline day itself still counts: the fallback applies from the next day. */
export const isRequestOverdue = (deadline: string, today: string): boolean =>
  diffInDays(today, deadline) > 0;

/** The warning shown while a card is awaited ('d.M.yyyy' and '2,95 €' given). */
export const cardRequestText = (deadlineLabel: string, feeLabel: string): string =>
  `Lisää maksukortti viimeistään ${deadlineLabel}. Muuten tilaus laskutetaan paperilaskulla, ` +
  `jonka laskutuslisä on ${feeLabel}.`;

/** The notice after the deadline passed ('2,95 €' given). */
export const cardRequestExpiredText = (feeLabel: string): string =>
  `Maksukorttia ei lisätty määräaikaan mennessä, joten tilaus laskutetaan nyt paperilaskulla, ` +
  `jonka laskutuslisä on ${feeLabel}.`;

export type DeletionVerdict = 'ok' | 'replacement-required' | 'replacement-invalid';

/**
 * Spec §5: deleting a card that active subscriptions are charged to requires choosing another
 * card for them. The replacement must be another of the customer's cards that has not expired.
 */
export function deletionVerdict(input: {
  chargedSubscriptions: number;
  replacement: { sameCard: boolean; expired: boolean } | null | 'not-found';
}): DeletionVerdict {
  const { chargedSubscriptions, replacement } = input;
  if (chargedSubscriptions === 0) return 'ok';
  if (replacement === null) return 'replacement-required';
  if (replacement === 'not-found' || replacement.sameCard || replacement.expired) {
    return 'replacement-invalid';
  }
  return 'ok';
}

/** A subscription's card can be changed while it is billed by card and will be charged again. */
export const canChangeCard = (
  sub: ChargeFacts & { paymentMethod: string },
  today: string,
): boolean => isCardMethod(sub.paymentMethod) && isCharged(sub, today);

/**
 * Why a charge failed, in the customer's words: declined (or expired), or the bank wants the
 * cardholder to confirm (3-D Secure), which a charge without the customer cannot do.
 */
export const chargeFailedText = (reason: 'DECLINED' | 'NEEDS_CUSTOMER'): string =>
  reason === 'NEEDS_CUSTOMER'
    ? 'Korttisi pankki pyytää vahvistamaan veloituksen, eikä sitä voitu tehdä ilman sinua.'
    : 'Korttisi pankki ei hyväksynyt veloitusta. Kortti voi olla vanhentunut, suljettu tai ' +
      'sen kate ei riittänyt.';

/** Why a subscription waits for a card (card_requests.reason). */
export const CARD_REQUEST_REASONS = [
  'NO_CARD',
  'CARD_EXPIRING',
  'CHARGE_DECLINED',
  'CHARGE_NEEDS_CUSTOMER',
] as const;
export type CardRequestReason = (typeof CARD_REQUEST_REASONS)[number];

/** The request's reason as stored, defaulting an unknown value to the plain "no card". */
export const cardRequestReasonOf = (stored: string): CardRequestReason =>
  (CARD_REQUEST_REASONS as readonly string[]).includes(stored)
    ? (stored as CardRequestReason)
    : 'NO_CARD';

/** The reason a refused charge opens a card request with. */
export const chargeRefusalReason = (status: 'DECLINED' | 'NEEDS_CUSTOMER'): CardRequestReason =>
  status === 'NEEDS_CUSTOMER' ? 'CHARGE_NEEDS_CUSTOMER' : 'CHARGE_DECLINED';

/**
 * What happened, in the customer's words (modal paivitys-vaatii-toimenpidetta and the cards
 * page): the card in question by its label ('Visa, päättyy 1111'), when there is one.
 */
export function cardRequestReasonText(reason: CardRequestReason, card: string | null): string {
  const which = card === null ? '' : ` (${card})`;
  const failed = `Laskua ei voitu veloittaa maksukortiltasi${which}.`;
  switch (reason) {
    case 'CHARGE_DECLINED':
      return `${failed} ${chargeFailedText('DECLINED')}`;
    case 'CHARGE_NEEDS_CUSTOMER':
      return (
        `${failed} ${chargeFailedText('NEEDS_CUSTOMER')} ` +
        'Kun lisäät kortin uudelleen, vahvistat sen pankkisi tunnistautumisella, jotta ' +
        'seuraavat veloitukset voidaan tehdä ilman sinua.'
      );
    case 'CARD_EXPIRING':
      return `Maksukorttisi${which} vanhenee ennen seuraavaa veloitusta.`;
    case 'NO_CARD':
      return 'Tilaus maksetaan maksukortilla, mutta sille ei ole vielä lisätty korttia.';
  }
}
