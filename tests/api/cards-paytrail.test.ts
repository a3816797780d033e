import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  CardSetupCompleted,
  CardSetupStarted,
  CardsOverview,
} from '~/domain/cards/card-views';
import { applyCardDeadlines } from '~/server/cards/card-deadlines';
import { chargeDueInvoices } from '~/server/cards/card-charges';
import { cardProviderFor } from '~/server/cards/configured-provider';
import { cardCharges, cardRequests, cardSetups } from '~/server/db/schema/cards';
import { invoices, paymentCards } from '~/server/db/schema/payments';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { outbox } from '~/server/db/schema/system';
import { ensureInvoice } from '~/server/db/seed/seed-invoice';
import { linkAccount } from '~/server/db/seed/seed-helpers';
import { type Env, readEnv } from '~/server/env';
import { createAccount, createCustomer } from '../support/customer-factory';
import { json } from '../support/json';
import { type PaytrailStandIn, startPaytrailStandIn } from '../support/paytrail/stand-in';
import { TEST_ORIGIN, type TestApp, createTestApp } from '../support/test-app';

// The card flows with CARD_PROVIDER=paytrail against the local stand-in of Paytrail's API
// (tests/support/paytrail/stand-in.ts, written from Paytrail's documentation): the add card form,
// the signed return, the token, and the billing jobs' merchant-initiated charges.

const MERCHANT = '375917';
const SECRET = 'SAIPPUAKAUPPIAS';
const CARD = { number: '4111 1111 1111 1111', expiry: '08/29', cvc: '123' };
const DAY = 24 * 60 * 60 * 1000;

let app: TestApp;
let standIn: PaytrailStandIn;
let env: Env;
let serial = 0;

beforeAll(async () => {
  app = await createTestApp();
  standIn = await startPaytrailStandIn({
    merchantId: MERCHANT,
    secretKey: SECRET,
    now: () => app.clock.now(),
  });
  env = {
    ...readEnv({ NODE_ENV: 'test', SITE_URL: TEST_ORIGIN }),
    CARD_PROVIDER: 'paytrail',
    PAYTRAIL_MERCHANT_ID: MERCHANT,
    PAYTRAIL_SECRET_KEY: SECRET,
    PAYTRAIL_API_URL: standIn.url,
  };
  await app.close();
  app = await createTestApp({ env });
});

afterAll(async () => {
  await app.close();
  await standIn.close();
});

afterEach(() => {
  standIn.refusals.length = 0;
});

/** A logged-in customer of their own with one card-billed subscription (no card yet). */
async function cardCustomer(): Promise<{ username: string; number: string; customerId: string }> {
  serial += 1;
  const username = `paytrail-${serial}@example.fi`;
  const number = String(3200000 + serial);
  const customerId = await createCustomer(app.db, {
    customerNumber: String(320000000 + serial),
    subscriptionNumber: number,
    contactEmail: username,
    subscription: { paymentMethod: 'CREDIT_CARD' },
  });
  await linkAccount(app.db, await createAccount(app.db, username), customerId, 'OWNER');
  expect((await app.login(username)).status).toBe(200);
  return { username, number, customerId };
}

/** Through Paytrail's card page as the browser goes: the address it sends the customer back to. */
async function visit(
  body: Record<string, unknown>,
  card: typeof CARD | 'cancel' = CARD,
): Promise<URL> {
  const started = await app.call('/cards/setups', { method: 'POST', body });
  expect(started.status).toBe(201);
  const { redirectUrl } = await json<CardSetupStarted>(started);
  expect(redirectUrl.startsWith(`${standIn.url}/tokenization/card-form/`)).toBe(true);
  expect((await fetch(redirectUrl)).status).toBe(200);
  const form = card === 'cancel' ? { action: 'cancel' } : { ...card, action: 'save' };
  const back = await fetch(redirectUrl, {
    method: 'POST',
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
  expect(back.status).toBe(302);
  return new URL(back.headers.get('location') ?? '');
}

/** What the island sends on: the provider's parameters of the return address. */
function answerOf(back: URL): string {
  const answer = new URLSearchParams();
  for (const [name, value] of back.searchParams) {
    if (name === 'kortti' || name === 'signature' || name.startsWith('checkout-')) {
      answer.append(name, value);
    }
  }
  return answer.toString();
}

const complete = (result: string) =>
  app.call('/cards/setups/complete', { method: 'POST', body: { result } });

async function errorKey(res: Response): Promise<string> {
  return (await json<{ errorKey: string }>(res)).errorKey;
}

const cardCount = async () => (await app.db.select().from(paymentCards)).length;

describe('adding a card through Paytrail', () => {
  it('asks for the add card form with SITE_URL return addresses and saves only the token', async () => {
    await cardCustomer();
    const back = await visit({ returnTo: 'CARDS' });
    expect(back.origin + back.pathname).toBe(`${TEST_ORIGIN}/laskut/maksukortit`);
    expect(back.searchParams.get('modal')).toBe('lisaa-maksukortti');
    expect(back.searchParams.get('checkout-status')).toBe('ok');
    const res = await complete(answerOf(back));
    expect(res.status).toBe(200);
    const body = await json<CardSetupCompleted>(res);
    expect(body).toMatchObject({
      card: { label: 'Visa, päättyy 1111', expiryLabel: '08/2029' },
      message: 'Kortti Visa, päättyy 1111 on lisätty.',
    });
    const [row] = await app.db.select().from(paymentCards).where(eq(paymentCards.id, body.card.id));
    expect(row?.providerToken).toMatch(/^pt-token-/);
    expect(standIn.cards.has(row?.providerToken ?? '')).toBe(true);
    expect(JSON.stringify(row)).not.toContain('4111111111111111');
    expect(standIn.refusals).toEqual([]);

    // A reload of the same return answers the same and adds nothing (the token is not re-fetched).
    const before = await cardCount();
    const again = await complete(answerOf(back));
    expect(again.status).toBe(200);
    expect(await json<CardSetupCompleted>(again)).toEqual(body);
    expect(await cardCount()).toBe(before);
  });

  it('puts the card on the subscription of a change-card visit', async () => {
    const { number } = await cardCustomer();
    const back = await visit({ returnTo: 'CHANGE_CARD', subscriptionNumber: number });
    expect(back.pathname).toBe('/laskut/maksukortit/vaihda-kortti');
    const body = await json<CardSetupCompleted>(await complete(answerOf(back)));
    expect(body.change?.subscriptionNumber).toBe(number);
    const [sub] = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, number));
    expect(sub?.paymentCardId).toBe(body.card.id);
  });

  it('refuses a return whose signature does not hold, and saves nothing', async () => {
    await cardCustomer();
    const back = await visit({ returnTo: 'CARDS' });
    const before = await cardCount();
    for (const change of [
      (q: URLSearchParams) => q.set('checkout-tokenization-id', crypto.randomUUID()),
      (q: URLSearchParams) => q.set('checkout-account', '695861'),
      (q: URLSearchParams) => q.set('signature', '0'.repeat(64)),
      (q: URLSearchParams) => q.delete('signature'),
      (q: URLSearchParams) => q.set('checkout-algorithm', 'sha512'),
    ]) {
      const forged = new URLSearchParams(answerOf(back));
      change(forged);
      const res = await complete(forged.toString());
      expect(res.status).toBe(400);
      expect(await errorKey(res)).toBe('card-setup-invalid');
    }
    expect(await cardCount()).toBe(before);
    // The untouched answer still works: nothing was used up by the forgeries.
    expect((await complete(answerOf(back))).status).toBe(200);
  });

  it('refuses a stale return, correctly signed but over an hour old', async () => {
    await cardCustomer();
    const back = await visit({ returnTo: 'CARDS' });
    const stale = new URLSearchParams(answerOf(back));
    const hourAgo = new Date(app.clock.now().getTime() - 61 * 60 * 1000);
    stale.set('checkout-timestamp', hourAgo.toISOString());
    const params = Object.fromEntries([...stale].filter(([name]) => name.startsWith('checkout-')));
    stale.set('signature', standIn.signRedirect(params));
    const res = await complete(stale.toString());
    expect(res.status).toBe(400);
    expect(await errorKey(res)).toBe('card-setup-invalid');
    // The same return on time is accepted.
    expect((await complete(answerOf(back))).status).toBe(200);
  });

  it('refuses a return replayed onto another setup and one of another customer', async () => {
    await cardCustomer();
    const first = await visit({ returnTo: 'CARDS' });
    expect((await complete(answerOf(first))).status).toBe(200);
    // A second visit of the same customer, answered with the first visit's tokenization id.
    const second = await visit({ returnTo: 'CARDS' }, 'cancel');
    const replay = new URLSearchParams(answerOf(first));
    replay.set('kortti', second.searchParams.get('kortti') ?? '');
    const before = await cardCount();
    const replayed = await complete(replay.toString());
    expect(replayed.status).toBe(400);
    expect(await errorKey(replayed)).toBe('card-setup-invalid');

    const third = await visit({ returnTo: 'CARDS' });
    await cardCustomer(); // another customer logs in with the third visit's answer
    const stolen = await complete(answerOf(third));
    expect(stolen.status).toBe(400);
    expect(await errorKey(stolen)).toBe('card-setup-invalid');
    expect(await cardCount()).toBe(before);
  });

  it('tells a cancelled visit apart', async () => {
    await cardCustomer();
    const back = await visit({ returnTo: 'CARDS' }, 'cancel');
    expect(back.searchParams.get('checkout-status')).toBe('fail');
    const res = await complete(answerOf(back));
    expect(res.status).toBe(409);
    expect(await errorKey(res)).toBe('card-setup-cancelled');
  });

  it('answers 503 when Paytrail refuses the portal (a wrong secret), and saves no visit', async () => {
    const wrong = await createTestApp({ env: { ...env, PAYTRAIL_SECRET_KEY: 'VÄÄRÄ-AVAIN' } });
    try {
      expect((await wrong.login('maija.meikalainen@example.fi')).status).toBe(200);
      const res = await wrong.call('/cards/setups', {
        method: 'POST',
        body: { returnTo: 'CARDS' },
      });
      expect(res.status).toBe(503);
      expect(await errorKey(res)).toBe('card-provider-unavailable');
      expect(standIn.refusals).toEqual(['invalid signature']);
    } finally {
      await wrong.close();
    }
  });
});

/** A card of the customer's subscription saved through Paytrail, and an open invoice of it. */
async function billedByCard(cardNumber: string) {
  const customer = await cardCustomer();
  const back = await visit(
    { returnTo: 'CHANGE_CARD', subscriptionNumber: customer.number },
    { ...CARD, number: cardNumber },
  );
  const added = await complete(answerOf(back));
  expect(added.status).toBe(200);
  const [sub] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, customer.number));
  const invoiceNumber = String(61000000 + serial);
  await ensureInvoice(app.db, {
    invoiceNumber,
    customerId: customer.customerId,
    subscriptionId: sub?.id ?? null,
    kind: 'INVOICED',
    paymentState: 'UNPAID',
    paymentMethod: 'CREDIT_CARD',
    invoiceDate: '2026-11-21',
    dueDate: '2026-12-05',
    amountCents: 2990,
  });
  const [invoice] = await app.db
    .select()
    .from(invoices)
    .where(eq(invoices.invoiceNumber, invoiceNumber));
  if (!invoice || !sub) throw new Error('no invoice');
  return { ...customer, invoice, sub };
}

const deps = () => ({ db: app.db, clock: app.clock, env });
const provider = () => cardProviderFor(env, TEST_ORIGIN, () => app.clock.now());
const chargesOf = (invoiceId: string) =>
  app.db.select().from(cardCharges).where(eq(cardCharges.invoiceId, invoiceId));
const invoiceState = async (id: string) =>
  (await app.db.select().from(invoices).where(eq(invoices.id, id)))[0]?.paymentState;

describe('charging card-billed invoices (merchant-initiated)', () => {
  it('charges an open invoice once, with its charge id as the stamp, and marks it paid', async () => {
    const { invoice } = await billedByCard('4111 1111 1111 1111');
    const report = await chargeDueInvoices(deps(), provider());
    expect(report).toEqual({ charged: 1, refused: 0, unanswered: 0 });
    const [charge] = await chargesOf(invoice.id);
    expect(charge).toMatchObject({ status: 'CHARGED', amountCents: 2990 });
    const made = standIn.charges.filter((c) => c.stamp === charge?.id);
    expect(made).toEqual([expect.objectContaining({ status: 'ok', amount: 2990 })]);
    expect(charge?.transactionId).toBe(made[0]?.transactionId);
    expect(await invoiceState(invoice.id)).toBe('PAID');

    // A retried job charges nothing twice.
    expect(await chargeDueInvoices(deps(), provider())).toEqual({
      charged: 0,
      refused: 0,
      unanswered: 0,
    });
    expect(standIn.charges.filter((c) => c.stamp === charge?.id)).toHaveLength(1);
  });

  it('charges once when two runs start together', async () => {
    const { invoice } = await billedByCard('5555 5555 5555 4444');
    const [a, b] = await Promise.all([
      chargeDueInvoices(deps(), provider()),
      chargeDueInvoices(deps(), provider()),
    ]);
    expect(a.charged + b.charged).toBe(1);
    const [charge] = await chargesOf(invoice.id);
    expect(standIn.charges.filter((c) => c.stamp === charge?.id)).toHaveLength(1);
  });

  it('asks for a new card by the deadline when the bank declines, and the invoice stays open', async () => {
    const { invoice, sub, username } = await billedByCard('4000 0000 0000 0341');
    expect(await chargeDueInvoices(deps(), provider())).toMatchObject({ refused: 1 });
    const [charge] = await chargesOf(invoice.id);
    expect(charge).toMatchObject({ status: 'DECLINED', transactionId: null });
    expect(await invoiceState(invoice.id)).toBe('UNPAID');
    const [request] = await app.db
      .select()
      .from(cardRequests)
      .where(eq(cardRequests.subscriptionId, sub.id));
    expect(request).toMatchObject({
      status: 'PENDING',
      deadline: '2026-12-05',
      reason: 'CHARGE_DECLINED',
      cardId: sub.paymentCardId,
    });
    const mails = await app.db.select().from(outbox).where(eq(outbox.toAddress, username));
    const mail = mails.find((m) => m.kind === 'card-charge-failed');
    expect(mail?.subject).toBe('Laskun veloitus maksukortilta epäonnistui');
    expect(mail?.bodyText).toContain('Korttisi pankki ei hyväksynyt veloitusta.');
    expect(mail?.bodyText).toContain('Lisää maksukortti viimeistään 5.12.2026.');
    // The link opens the update-needed dialog of the cards page (spec §2 modal).
    expect(mail?.bodyText).toContain(
      `${TEST_ORIGIN}/laskut/maksukortit?modal=paivitys-vaatii-toimenpidetta&maksutapa=${sub.subscriptionNumber}`,
    );
    // What that dialog reads: the customer's card overview names the refused card and the deadline.
    const overview = await json<CardsOverview>(await app.call('/cards'));
    expect(overview.requests).toEqual([
      expect.objectContaining({
        subscriptionNumber: sub.subscriptionNumber,
        reason: 'CHARGE_DECLINED',
        reasonText:
          'Laskua ei voitu veloittaa maksukortiltasi (Visa, päättyy 0341). Korttisi pankki ei ' +
          'hyväksynyt veloitusta. Kortti voi olla vanhentunut, suljettu tai sen kate ei riittänyt.',
        deadlineLabel: '5.12.2026',
      }),
    ]);

    // The declined card does not answer its own request: past the deadline, paper invoice.
    app.clock.advance(15 * DAY);
    try {
      await applyCardDeadlines(deps());
      const [after] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      expect(after).toMatchObject({
        paymentMethod: 'PAPER_INVOICE_WITH_CHARGE',
        paymentCardId: null,
      });
    } finally {
      app.clock.advance(-15 * DAY);
    }
  });

  it('asks the customer to act when the bank wants 3-D Secure', async () => {
    const { invoice, username } = await billedByCard('4000 0027 6000 3184');
    expect(await chargeDueInvoices(deps(), provider())).toMatchObject({ refused: 1 });
    expect((await chargesOf(invoice.id))[0]?.status).toBe('NEEDS_CUSTOMER');
    const mails = await app.db.select().from(outbox).where(eq(outbox.toAddress, username));
    expect(mails.find((m) => m.kind === 'card-charge-failed')?.bodyText).toContain(
      'Korttisi pankki pyytää vahvistamaan veloituksen',
    );
    // The update-needed path: adding the card again confirms it with the bank.
    const overview = await json<CardsOverview>(await app.call('/cards'));
    expect(overview.requests[0]).toMatchObject({ reason: 'CHARGE_NEEDS_CUSTOMER' });
    expect(overview.requests[0]?.reasonText).toContain(
      'Kun lisäät kortin uudelleen, vahvistat sen pankkisi tunnistautumisella',
    );
  });

  it('turns a pending request for an expiring card into the news of the refused charge', async () => {
    const { sub } = await billedByCard('4000 0000 0000 0341');
    await app.db.insert(cardRequests).values({
      subscriptionId: sub.id,
      customerId: sub.customerId,
      deadline: '2026-12-01',
      cardId: sub.paymentCardId,
      reason: 'CARD_EXPIRING',
    });
    expect(await chargeDueInvoices(deps(), provider())).toMatchObject({ refused: 1 });
    const requests = await app.db
      .select()
      .from(cardRequests)
      .where(eq(cardRequests.subscriptionId, sub.id));
    // One request, its deadline kept, its reason now the refusal.
    expect(requests).toEqual([
      expect.objectContaining({ deadline: '2026-12-01', reason: 'CHARGE_DECLINED' }),
    ]);
  });

  it('never asks again for a charge that got no answer', async () => {
    const { invoice } = await billedByCard('4111 1111 1111 1111');
    standIn.failNextCharges(1);
    expect(await chargeDueInvoices(deps(), provider())).toMatchObject({ unanswered: 1 });
    expect((await chargesOf(invoice.id))[0]?.status).toBe('STARTED');
    const asked = standIn.charges.length;
    expect(await chargeDueInvoices(deps(), provider())).toEqual({
      charged: 0,
      refused: 0,
      unanswered: 0,
    });
    expect(standIn.charges.length).toBe(asked);
    expect(await invoiceState(invoice.id)).toBe('UNPAID');
  });

  it('leaves invoices of deleted cards, other methods and paid invoices alone', async () => {
    const { invoice, sub } = await billedByCard('4111 1111 1111 1111');
    await app.db
      .update(paymentCards)
      .set({ deletedAt: app.clock.now() })
      .where(eq(paymentCards.id, sub.paymentCardId ?? ''));
    expect((await chargeDueInvoices(deps(), provider())).charged).toBe(0);
    expect(await chargesOf(invoice.id)).toEqual([]);
    // The visits and charges are the customer's own data: no card setup lost its visit id.
    const setups = await app.db
      .select()
      .from(cardSetups)
      .where(eq(cardSetups.cardId, sub.paymentCardId ?? ''));
    expect(setups.every((s) => s.providerVisit !== null)).toBe(true);
  });
});
