import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CardSetupCompleted, CardSetupStarted } from '~/domain/cards/card-views';
import type {
  BillingOverview,
  MethodChangeResult,
  MethodChoice,
} from '~/domain/payment-methods/views';
import { runBillingJobs } from '~/server/billing/billing-jobs';
import { startNextPeriods } from '~/server/billing/start-next-periods';
import { applyCardDeadlines } from '~/server/cards/card-deadlines';
import { askForExpiringCards } from '~/server/cards/expiring-cards';
import { handleHostedCardPage } from '~/server/cards/test-provider/hosted-page';
import { billingPeriodChanges, paymentMethodChanges } from '~/server/db/schema/billing-changes';
import { retentionDiscounts } from '~/server/db/schema/cancellations';
import { cardCharges, cardRequests } from '~/server/db/schema/cards';
import { invoices, paymentCards } from '~/server/db/schema/payments';
import { ensureInvoice } from '~/server/db/seed/seed-invoice';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { readEnv } from '~/server/env';
import { identifyStrongly } from '../support/strong-identification';
import { type TestApp, createTestApp } from '../support/test-app';
import { plainJson } from '../support/json';
import { underSubscription } from '../support/subscription-path';

// Spec §4: payment method and billing period changes take effect when the billing period
// changes, and a card not added by its deadline turns billing into a paper invoice with a fee.

const MAIJA = 'maija.meikalainen@example.fi';
const SECRET = readEnv({}).CARD_PROVIDER_SECRET;
const DAY = 24 * 60 * 60 * 1000;

let app: TestApp;
const deps = () => ({ db: app.db, clock: app.clock, env: readEnv({ NODE_ENV: 'test' }) });

const changeMethod = (body: unknown) =>
  app.call(...underSubscription('payment-method/changes', 'POST', body));

async function subscription(number: string) {
  const [row] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, number));
  if (!row) throw new Error(`no ${number}`);
  return row;
}

async function requestsOf(number: string) {
  const sub = await subscription(number);
  return app.db.select().from(cardRequests).where(eq(cardRequests.subscriptionId, sub.id));
}

async function methodChangesOf(number: string) {
  const sub = await subscription(number);
  return app.db
    .select()
    .from(paymentMethodChanges)
    .where(eq(paymentMethodChanges.subscriptionId, sub.id));
}

/** Adds a Mastercard for the subscription through the test provider's hosted page. */
async function addCardFor(subscriptionNumber: string): Promise<CardSetupCompleted> {
  const started = await app.call('/cards/setups', {
    method: 'POST',
    body: { returnTo: 'CARDS', subscriptionNumber },
  });
  expect(started.status).toBe(201);
  const { redirectUrl } = await plainJson<CardSetupStarted>(started);
  const page = await handleHostedCardPage(
    new Request(redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ numero: '5555 5555 5555 4444', voimassa: '08/29', cvc: '123' }),
    }),
    { secret: SECRET, now: () => app.clock.now() },
  );
  expect(page.status).toBe(303);
  const kortti = new URL(page.headers.get('location') ?? '').searchParams.get('kortti') ?? '';
  const result = new URLSearchParams({ kortti }).toString();
  const done = await app.call('/cards/setups/complete', { method: 'POST', body: { result } });
  expect(done.status).toBe(200);
  return plainJson<CardSetupCompleted>(done);
}

beforeEach(async () => {
  app = await createTestApp();
  expect((await app.login(MAIJA)).status).toBe(200);
});
afterEach(() => app.close());

describe('choosing card payment with a card still to be added', () => {
  it('asks for the card by a deadline, and the card added goes with the change', async () => {
    const res = await changeMethod({
      subscriptionNumber: '2000008',
      method: 'CREDIT_CARD',
      newCard: true,
    });
    expect(res.status).toBe(201);
    const body = await plainJson<MethodChangeResult>(res);
    expect(body.cardRequest).toEqual({
      deadline: '2026-12-05',
      deadlineLabel: '5.12.2026',
      text: 'Lisää maksukortti viimeistään 5.12.2026. Muuten tilaus laskutetaan paperilaskulla, jonka laskutuslisä on 3,95 €.',
    });
    expect(body.notice).toContain('Lisää maksukortti viimeistään 5.12.2026.');
    const overview = await plainJson<BillingOverview>(await app.call('/payment-methods'));
    const row = overview.subscriptions.find((r) => r.subscriptionNumber === '2000008');
    expect(row?.cardRequest?.deadline).toBe('2026-12-05');
    expect(row?.methodLabel).toBe('Sähköpostilasku');
    const choice = await plainJson<MethodChoice>(
      await app.call('/subscriptions/2000008/payment-method/options'),
    );
    expect(choice.cardRequest?.deadlineLabel).toBe('5.12.2026');

    const added = await addCardFor('2000008');
    expect(added.change?.message).toMatch(/maksetaan jatkossa kortilla Mastercard, päättyy 4444/);
    const [change] = await methodChangesOf('2000008');
    expect(change).toMatchObject({ status: 'PENDING', paymentCardId: added.card.id });
    expect((await requestsOf('2000008')).map((r) => r.status)).toEqual(['FULFILLED']);
    // The current period is billed as agreed: the subscription itself is unchanged for now.
    expect((await subscription('2000008')).paymentMethod).toBe('EMAIL_INVOICE');
  });

  it('turns the change into paper invoice with the fee when the deadline passes', async () => {
    await changeMethod({ subscriptionNumber: '2000008', method: 'CREDIT_CARD', newCard: true });
    app.clock.advance(14 * DAY);
    expect(await applyCardDeadlines(deps())).toEqual([]);
    app.clock.advance(DAY);
    const expired = await applyCardDeadlines(deps());
    expect(expired).toEqual([
      { subscriptionNumber: '2000008', productName: expect.any(String), feeCents: 395 },
    ]);
    const [change] = await methodChangesOf('2000008');
    expect(change).toMatchObject({
      status: 'PENDING',
      toMethod: 'PAPER_INVOICE_WITH_CHARGE',
      feeCents: 395,
      paymentCardId: null,
    });
    expect((await requestsOf('2000008')).map((r) => r.status)).toEqual(['EXPIRED']);
    expect((await subscription('2000008')).paymentMethod).toBe('EMAIL_INVOICE');
  });

  it('cancels the card request when another method replaces the change', async () => {
    await changeMethod({ subscriptionNumber: '2000008', method: 'CREDIT_CARD', newCard: true });
    expect((await identifyStrongly(app)).status).toBe(200);
    const res = await changeMethod({ subscriptionNumber: '2000008', method: 'E_INVOICE' });
    expect(res.status).toBe(201);
    expect((await plainJson<MethodChangeResult>(res)).cardRequest).toBeNull();
    expect((await requestsOf('2000008')).map((r) => r.status)).toEqual(['CANCELLED']);
    app.clock.advance(20 * DAY);
    expect(await applyCardDeadlines(deps())).toEqual([]);
  });

  it('refuses to add a card for a subscription neither billed nor moving to a card', async () => {
    const res = await app.call('/cards/setups', {
      method: 'POST',
      body: { returnTo: 'CARDS', subscriptionNumber: '2000008' },
    });
    expect(res.status).toBe(409);
  });
});

describe('the period change (startNextPeriods)', () => {
  it('has nothing to do on the demo data the day it is seeded', async () => {
    expect(await runBillingJobs(deps())).toEqual({
      periodsStarted: 0,
      cardsCharged: 0,
      cardChargesRefused: 0,
      cardChargesUnanswered: 0,
      expiringCardsAsked: 0,
      cardDeadlinesApplied: 0,
    });
  });

  it('starts the next period and applies the pending method and period changes', async () => {
    expect((await identifyStrongly(app)).status).toBe(200);
    expect(
      (await changeMethod({ subscriptionNumber: '2000001', method: 'EMAIL_INVOICE' })).status,
    ).toBe(201);
    const period = await app.call('/subscriptions/2000001/billing-period/changes', {
      method: 'POST',
      body: { periodUnit: 'MONTHS', periodLength: 3 },
    });
    expect(period.status).toBe(201);
    const before = await subscription('2000001');
    expect(before.periodEndDate).toBe('2026-12-11');

    const startedOf = async (number: string) =>
      (await startNextPeriods(deps())).filter((s) => s.subscriptionNumber === number);
    app.clock.advance(20 * DAY); // 2026-12-11: the last day of the current period
    expect(await startedOf('2000001')).toEqual([]);
    app.clock.advance(DAY); // 2026-12-12
    expect(await startedOf('2000001')).toEqual([
      {
        subscriptionNumber: '2000001',
        periodStartDate: '2026-12-12',
        periodEndDate: '2027-03-11',
        applied: ['BILLING_PERIOD', 'PAYMENT_METHOD'],
      },
    ]);
    const after = await subscription('2000001');
    const [periodChange] = await app.db
      .select()
      .from(billingPeriodChanges)
      .where(eq(billingPeriodChanges.subscriptionId, after.id));
    expect(after).toMatchObject({
      periodStartDate: '2026-12-12',
      periodEndDate: '2027-03-11',
      periodUnit: 'MONTHS',
      periodLength: 3,
      priceCents: periodChange?.toPriceCents,
      paymentMethod: 'EMAIL_INVOICE',
      paymentCardId: null,
    });
    expect(periodChange).toMatchObject({ status: 'APPLIED', appliedAt: expect.any(Date) });
    const [methodChange] = await methodChangesOf('2000001');
    expect(methodChange).toMatchObject({ status: 'APPLIED', appliedAt: expect.any(Date) });
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'BILLING_PERIOD_STARTED'), eq(auditLog.entityId, '2000001')));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.channel).toBe('SYSTEM');
    // Run again (or in a second process): nothing more to do.
    expect(await startNextPeriods(deps())).toEqual([]);
  });

  it('moves a subscription without changes on by its own period, and never a cancelled one', async () => {
    const cancelled = await subscription('2000003');
    expect(cancelled.status).toBe('CANCELLED');
    app.clock.advance(60 * DAY); // 2027-01-20
    const started = await startNextPeriods(deps());
    const byNumber = Object.fromEntries(started.map((s) => [s.subscriptionNumber, s]));
    // 2000001 is monthly from 2026-11-12: two periods have begun since.
    expect(byNumber['2000001']).toEqual({
      subscriptionNumber: '2000001',
      periodStartDate: '2027-01-12',
      periodEndDate: '2027-02-11',
      applied: [],
    });
    expect(byNumber['2000003']).toBeUndefined();
    expect((await subscription('2000003')).periodEndDate).toBe(cancelled.periodEndDate);
  });

  it('gives an accepted retention discount to its periods, then the normal price (issue 20 item 4)', async () => {
    // 2000001: monthly, 39,90 €, the next period begins 12.12.2026.
    const sub = await subscription('2000001');
    await app.db.insert(retentionDiscounts).values({
      subscriptionId: sub.id,
      offerId: 'ps-alennus-50-3',
      normalPriceCents: sub.priceCents,
      discountedPriceCents: 1995,
      periods: 2,
      validFrom: '2026-12-12',
      createdAt: app.clock.now(),
    });
    app.clock.advance(22 * DAY); // 2026-12-13
    const first = (await startNextPeriods(deps())).find((s) => s.subscriptionNumber === '2000001');
    expect(first?.applied).toContain('RETENTION_DISCOUNT');
    expect((await subscription('2000001')).priceCents).toBe(1995);
    app.clock.advance(31 * DAY); // 2027-01-13: the second discounted period
    await startNextPeriods(deps());
    expect((await subscription('2000001')).priceCents).toBe(1995);
    app.clock.advance(31 * DAY); // 2027-02-13: the normal price again
    await startNextPeriods(deps());
    expect((await subscription('2000001')).priceCents).toBe(sub.priceCents);
  });

  it('a change to a card still to be added waits for the card after the period begins', async () => {
    const sub = await subscription('2000008');
    await app.db
      .update(subscriptions)
      .set({ periodEndDate: '2026-11-25' })
      .where(eq(subscriptions.id, sub.id));
    await changeMethod({ subscriptionNumber: '2000008', method: 'CREDIT_CARD', newCard: true });
    app.clock.advance(6 * DAY); // 2026-11-27
    expect((await startNextPeriods(deps())).map((s) => s.subscriptionNumber)).toEqual(['2000008']);
    expect(await subscription('2000008')).toMatchObject({
      paymentMethod: 'CREDIT_CARD',
      paymentCardId: null,
      periodStartDate: '2026-11-26',
    });
    expect(await requestsOf('2000008')).toMatchObject([
      { status: 'PENDING', deadline: '2026-12-05' },
    ]);
    expect((await app.login(MAIJA)).status).toBe(200); // the session idled out meanwhile
    const added = await addCardFor('2000008');
    expect((await subscription('2000008')).paymentCardId).toBe(added.card.id);
    expect((await requestsOf('2000008')).map((r) => r.status)).toEqual(['FULFILLED']);
  });
});

describe('a card that expires before the next charge (askForExpiringCards)', () => {
  /** Maija's Visa, which pays 2000001 (next charge 12.12.2026), valid to the end of `month`. */
  async function visaValidTo(month: number, year: number) {
    const sub = await subscription('2000001');
    await app.db
      .update(paymentCards)
      .set({ expiryMonth: month, expiryYear: year })
      .where(eq(paymentCards.id, sub.paymentCardId ?? ''));
  }

  it('leaves a card valid at the next charge alone', async () => {
    await visaValidTo(12, 2026);
    expect(await askForExpiringCards(deps())).toEqual([]);
  });

  it('asks once for a new card by the deadline, by e-mail and on the cards page', async () => {
    await visaValidTo(11, 2026);
    expect(await askForExpiringCards(deps())).toEqual([
      { subscriptionNumber: '2000001', deadline: '2026-12-05' },
    ]);
    expect(await askForExpiringCards(deps())).toEqual([]);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.kind, 'card-expiring'));
    expect(mail?.toAddress).toBe(MAIJA);
    expect(mail?.bodyText).toContain('Visa, päättyy 1111 vanhenee ennen seuraavaa veloitusta');
    expect(mail?.bodyText).toContain(
      '/laskut/maksukortit?modal=paivitys-vaatii-toimenpidetta&maksutapa=2000001',
    );
    const cards = await plainJson<{
      requests: { subscriptionNumber: string; text: string; reason: string; reasonText: string }[];
    }>(await app.call('/cards'));
    expect(cards.requests).toMatchObject([
      {
        subscriptionNumber: '2000001',
        text: expect.stringContaining('viimeistään 5.12.2026'),
        reason: 'CARD_EXPIRING',
        reasonText: 'Maksukorttisi (Visa, päättyy 1111) vanhenee ennen seuraavaa veloitusta.',
      },
    ]);
    // A new card for the subscription answers the request.
    await addCardFor('2000001');
    expect((await requestsOf('2000001')).map((r) => r.status)).toEqual(['FULFILLED']);
  });

  it('does not ask while the next charge is more than 30 days away', async () => {
    await visaValidTo(11, 2026);
    const sub = await subscription('2000001');
    await app.db
      .update(subscriptions)
      .set({ periodEndDate: '2026-12-31' })
      .where(eq(subscriptions.id, sub.id));
    expect(await askForExpiringCards(deps())).toEqual([]);
  });
});

describe('the card charges of card-billed invoices (test provider)', () => {
  /** An open card invoice of Maija's 2000001, which her Visa pays. */
  async function cardInvoice(invoiceNumber: string, cardNumber?: string) {
    const sub = await subscription('2000001');
    if (cardNumber) {
      // A test card whose charges the test provider refuses (decision 0017's test cards).
      await app.db
        .update(paymentCards)
        .set({ providerToken: `tok_test_${cardNumber}_0123456789abcdef` })
        .where(eq(paymentCards.id, sub.paymentCardId ?? ''));
    }
    await ensureInvoice(app.db, {
      invoiceNumber,
      customerId: sub.customerId,
      subscriptionId: sub.id,
      kind: 'INVOICED',
      paymentState: 'UNPAID',
      paymentMethod: 'CREDIT_CARD',
      invoiceDate: '2026-11-20',
      dueDate: '2026-12-04',
      amountCents: 3490,
    });
    const [invoice] = await app.db
      .select()
      .from(invoices)
      .where(eq(invoices.invoiceNumber, invoiceNumber));
    return invoice;
  }

  it('charges the saved card once and marks the invoice paid, with an audit row', async () => {
    const invoice = await cardInvoice('62000001');
    expect(await runBillingJobs(deps())).toMatchObject({ cardsCharged: 1, cardChargesRefused: 0 });
    const [after] = await app.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice?.id ?? ''));
    expect(after?.paymentState).toBe('PAID');
    const [charge] = await app.db.select().from(cardCharges);
    expect(charge).toMatchObject({ status: 'CHARGED', transactionId: `test-${charge?.id}` });
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.action, 'CARD_CHARGED'));
    expect(audits.map((a) => a.entityId)).toEqual(['62000001']);
    expect(await runBillingJobs(deps())).toMatchObject({ cardsCharged: 0 });
  });

  it('asks for a new card when the charge is refused, and a new card answers the request', async () => {
    const invoice = await cardInvoice('62000002', '0341');
    expect(await runBillingJobs(deps())).toMatchObject({ cardsCharged: 0, cardChargesRefused: 1 });
    const [after] = await app.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice?.id ?? ''));
    expect(after?.paymentState).toBe('UNPAID');
    expect(await requestsOf('2000001')).toMatchObject([
      { status: 'PENDING', deadline: '2026-12-05' },
    ]);
    // The cards page shows the request, and a new card answers it.
    const cards = await plainJson<{ requests: { subscriptionNumber: string }[] }>(
      await app.call('/cards'),
    );
    expect(cards.requests.map((r) => r.subscriptionNumber)).toEqual(['2000001']);
    await addCardFor('2000001');
    expect((await requestsOf('2000001')).map((r) => r.status)).toEqual(['FULFILLED']);
  });
});
