import { describe, expect, it } from 'vitest';
import {
  canChangeCard,
  cardLabel,
  cardRequestDeadline,
  cardRequestReasonOf,
  cardRequestReasonText,
  cardRequestText,
  chargeRefusalReason,
  chargedFromText,
  deletionVerdict,
  expiryLabel,
  isCardExpired,
  isCharged,
  isRequestOverdue,
  nextChargeDate,
} from '~/domain/cards/card-rules';

const TODAY = '2026-11-21';

describe('card display', () => {
  it('names a card by brand and last four, and its expiry as MM/YYYY', () => {
    expect(cardLabel({ brand: 'Visa', last4: '1111' })).toBe('Visa, päättyy 1111');
    expect(expiryLabel({ expiryMonth: 3, expiryYear: 2029 })).toBe('03/2029');
  });

  it('keeps a card valid to the end of its expiry month', () => {
    expect(isCardExpired({ expiryMonth: 11, expiryYear: 2026 }, TODAY)).toBe(false);
    expect(isCardExpired({ expiryMonth: 10, expiryYear: 2026 }, TODAY)).toBe(true);
    expect(isCardExpired({ expiryMonth: 12, expiryYear: 2025 }, TODAY)).toBe(true);
    expect(isCardExpired({ expiryMonth: 1, expiryYear: 2027 }, TODAY)).toBe(false);
  });
});

describe('next period (spec §4: a changed card is charged from the next period)', () => {
  it('is the day after the current period ends', () => {
    expect(nextChargeDate('2026-12-11')).toBe('2026-12-12');
    expect(nextChargeDate('2026-12-31')).toBe('2027-01-01');
    expect(chargedFromText('12.12.2026')).toBe(
      'Uudelta kortilta veloitetaan seuraava laskutuskausi, joka alkaa 12.12.2026.',
    );
  });
});

describe('which subscriptions a card pays', () => {
  it('counts running subscriptions, not cancelled, finished or ended ones', () => {
    expect(isCharged({ status: 'ACTIVE', endDate: null }, TODAY)).toBe(true);
    expect(isCharged({ status: 'SUSPENDED', endDate: '2026-11-21' }, TODAY)).toBe(true);
    expect(isCharged({ status: 'PENDING', endDate: null }, TODAY)).toBe(true);
    expect(isCharged({ status: 'ACTIVE', endDate: '2026-11-20' }, TODAY)).toBe(false);
    expect(isCharged({ status: 'CANCELLED', endDate: '2026-12-10' }, TODAY)).toBe(false);
    expect(isCharged({ status: 'FINISHED', endDate: '2026-10-01' }, TODAY)).toBe(false);
  });

  it('lets only card-billed, running subscriptions change their card', () => {
    const running = { status: 'ACTIVE', endDate: null };
    expect(canChangeCard({ ...running, paymentMethod: 'CREDIT_CARD' }, TODAY)).toBe(true);
    expect(canChangeCard({ ...running, paymentMethod: 'CARD' }, TODAY)).toBe(true);
    expect(canChangeCard({ ...running, paymentMethod: 'EMAIL_INVOICE' }, TODAY)).toBe(false);
    expect(
      canChangeCard({ status: 'CANCELLED', endDate: null, paymentMethod: 'CREDIT_CARD' }, TODAY),
    ).toBe(false);
  });
});

describe('deleting a card (spec §5)', () => {
  const valid = { sameCard: false, expired: false };

  it('needs no replacement for a card that pays nothing', () => {
    expect(deletionVerdict({ chargedSubscriptions: 0, replacement: null })).toBe('ok');
    expect(deletionVerdict({ chargedSubscriptions: 0, replacement: 'not-found' })).toBe('ok');
  });

  it('requires another valid card of the customer for a card in use', () => {
    expect(deletionVerdict({ chargedSubscriptions: 2, replacement: null })).toBe(
      'replacement-required',
    );
    expect(deletionVerdict({ chargedSubscriptions: 1, replacement: valid })).toBe('ok');
    for (const replacement of [
      'not-found' as const,
      { ...valid, sameCard: true },
      { ...valid, expired: true },
    ]) {
      expect(deletionVerdict({ chargedSubscriptions: 1, replacement })).toBe('replacement-invalid');
    }
  });
});

describe('card deadline (spec §4)', () => {
  it('gives 14 days and falls back the day after the deadline', () => {
    expect(cardRequestDeadline(TODAY)).toBe('2026-12-05');
    expect(isRequestOverdue('2026-11-21', TODAY)).toBe(false);
    expect(isRequestOverdue('2026-11-20', TODAY)).toBe(true);
    expect(cardRequestText('5.12.2026', '2,95\u00A0€')).toBe(
      'Lisää maksukortti viimeistään 5.12.2026. Muuten tilaus laskutetaan paperilaskulla, ' +
        'jonka laskutuslisä on 2,95\u00A0€.',
    );
  });
});

describe('why a card is asked for (modal paivitys-vaatii-toimenpidetta)', () => {
  const VISA = 'Visa, päättyy 0341';

  it('names the refused card and says why the bank refused', () => {
    expect(cardRequestReasonText('CHARGE_DECLINED', VISA)).toBe(
      'Laskua ei voitu veloittaa maksukortiltasi (Visa, päättyy 0341). Korttisi pankki ei ' +
        'hyväksynyt veloitusta. Kortti voi olla vanhentunut, suljettu tai sen kate ei riittänyt.',
    );
  });

  it('tells a charge that needed the cardholder to add the card again to confirm it', () => {
    const text = cardRequestReasonText('CHARGE_NEEDS_CUSTOMER', VISA);
    expect(text).toContain('Korttisi pankki pyytää vahvistamaan veloituksen');
    expect(text).toContain(
      'Kun lisäät kortin uudelleen, vahvistat sen pankkisi tunnistautumisella',
    );
  });

  it('speaks of an expiring card, and of a missing one without a card label', () => {
    expect(cardRequestReasonText('CARD_EXPIRING', VISA)).toBe(
      'Maksukorttisi (Visa, päättyy 0341) vanhenee ennen seuraavaa veloitusta.',
    );
    expect(cardRequestReasonText('CARD_EXPIRING', null)).toBe(
      'Maksukorttisi vanhenee ennen seuraavaa veloitusta.',
    );
    expect(cardRequestReasonText('NO_CARD', null)).toBe(
      'Tilaus maksetaan maksukortilla, mutta sille ei ole vielä lisätty korttia.',
    );
  });

  it('maps a refused charge to its reason, and an unknown stored reason to no card', () => {
    expect(chargeRefusalReason('DECLINED')).toBe('CHARGE_DECLINED');
    expect(chargeRefusalReason('NEEDS_CUSTOMER')).toBe('CHARGE_NEEDS_CUSTOMER');
    expect(cardRequestReasonOf('CARD_EXPIRING')).toBe('CARD_EXPIRING');
    expect(cardRequestReasonOf('SOMETHING_ELSE')).toBe('NO_CARD');
  });
});
