import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CardChangeResult,
  CardDeleted,
  CardSetupCompleted,
  CardSetupStarted,
  CardsOverview,
} from '~/domain/cards/card-views';
import { applyCardDeadlines, openCardRequest } from '~/server/cards/card-deadlines';
import { handleHostedCardPage } from '~/server/cards/test-provider/hosted-page';
import { cardRequests, cardSetups } from '~/server/db/schema/cards';
import { paymentCards } from '~/server/db/schema/payments';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { linkAccount } from '~/server/db/seed/seed-helpers';
import { readEnv } from '~/server/env';
import { createAccount, createCustomer } from '../support/customer-factory';
import { TEST_NOW, useTestApp } from '../support/test-app';
import { json } from '../support/json';

const MAIJA = 'maija.meikalainen@example.fi';
const LATE = 'myohassa@example.fi';
const WAITING = 'odottaa@example.fi';
const SECRET = readEnv({}).CARD_PROVIDER_SECRET;
const MASTERCARD = { numero: '5555 5555 5555 4444', voimassa: '08/29', cvc: '123' };

const app = useTestApp();

/** The provider's hosted page, called as the browser would (it is not part of the API). */
function hosted(url: string, form?: Record<string, string>): Promise<Response> {
  const init: RequestInit = form
    ? { method: 'POST', body: new URLSearchParams(form) }
    : { method: 'GET' };
  return handleHostedCardPage(new Request(url, init), {
    secret: SECRET,
    now: () => new Date(TEST_NOW),
  });
}

async function startSetup(body: Record<string, unknown>): Promise<string> {
  const res = await app.call('/cards/setups', { method: 'POST', body });
  expect(res.status).toBe(201);
  return (await json<CardSetupStarted>(res)).redirectUrl;
}

/** The answer of the provider's redirect back to the portal, as the island sends it on. */
function answerOf(res: Response): string {
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location') ?? '');
  return new URLSearchParams({ kortti: location.searchParams.get('kortti') ?? '' }).toString();
}

const complete = (result: string) =>
  app.call('/cards/setups/complete', { method: 'POST', body: { result } });

const cardsOf = () => app.db.select().from(paymentCards);

async function subscription(number: string) {
  const [row] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, number));
  if (!row) throw new Error(`no ${number}`);
  return row;
}

async function overview(): Promise<CardsOverview> {
  const res = await app.call('/cards');
  expect(res.status).toBe(200);
  return json<CardsOverview>(res);
}

async function visaId(): Promise<string> {
  const visa = (await overview()).cards.find((c) => c.label === 'Visa, päättyy 1111');
  if (!visa) throw new Error('no Visa');
  return visa.id;
}

beforeAll(async () => {
  // A customer whose card deadline passed, and one still within it (both card-billed, no card).
  for (const [username, customer, number] of [
    [LATE, '300000011', '3100011'],
    [WAITING, '300000012', '3100012'],
  ] as const) {
    const customerId = await createCustomer(app.db, {
      customerNumber: customer,
      subscriptionNumber: number,
      contactEmail: username,
      subscription: { paymentMethod: 'CREDIT_CARD' },
    });
    await linkAccount(app.db, await createAccount(app.db, username), customerId, 'OWNER');
    const sub = await subscription(number);
    const today = username === LATE ? '2026-10-20' : '2026-11-20';
    await openCardRequest(app.db, { id: sub.id, customerId }, today, new Date(TEST_NOW));
  }
});

describe('GET /cards', () => {
  it('needs a login', async () => {
    app.clearCookies();
    expect((await app.call('/cards')).status).toBe(401);
  });

  it("lists Maija's Visa with the subscription it pays and when a change would apply", async () => {
    await app.login(MAIJA);
    const data = await overview();
    expect(data.cards).toHaveLength(1);
    expect(data.cards[0]).toMatchObject({
      brand: 'Visa',
      last4: '1111',
      label: 'Visa, päättyy 1111',
      expiryLabel: '12/2028',
      expired: false,
      usedBy: [{ subscriptionNumber: '2000001', productName: 'Päivän Sanomat 7 pv' }],
    });
    expect(JSON.stringify(data)).not.toContain('demo-card-maija-visa-1111');
    expect(data.subscriptions).toEqual([
      expect.objectContaining({
        subscriptionNumber: '2000001',
        cardLabel: 'Visa, päättyy 1111',
        nextChargeDate: '2026-12-12',
        chargedFromText:
          'Uudelta kortilta veloitetaan seuraava laskutuskausi, joka alkaa 12.12.2026.',
      }),
    ]);
    expect(data.requests).toEqual([]);
  });
});

describe("the test provider's hosted page", () => {
  it('shows the card form for a valid session and refuses a forged one', async () => {
    await app.login(MAIJA);
    const url = await startSetup({ returnTo: 'CARDS' });
    expect(url).toMatch(/^http:\/\/portal\.test\/korttipalvelu\/kortti\?istunto=/);
    const form = await hosted(url);
    expect(form.status).toBe(200);
    expect(form.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await form.text()).toContain('Kortin numero');
    const forged = await hosted(url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Istunto on vanhentunut');
  });

  it('checks the entry and keeps the customer on the page', async () => {
    const url = await startSetup({ returnTo: 'CARDS' });
    const res = await hosted(url, { numero: '4111 1111 1111 1112', voimassa: '13/29', cvc: '12' });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('Tarkista kortin numero.');
    expect(page).toContain('Anna voimassaoloaika muodossa KK/VV.');
    expect(page).toContain('Tarkista turvakoodi (3 numeroa).');
  });

  it('declines the declined test card with its message', async () => {
    const url = await startSetup({ returnTo: 'CARDS' });
    const res = await hosted(url, { numero: '4000 0000 0000 0002', voimassa: '08/29', cvc: '123' });
    expect(res.status).toBe(402);
    expect(await res.text()).toContain(
      'Korttia ei hyväksytty. Tarkista kortin tiedot tai käytä toista korttia.',
    );
  });

  it('asks for 3-D Secure and saves nothing when it is rejected', async () => {
    const url = await startSetup({ returnTo: 'CARDS' });
    const res = await hosted(url, { numero: '4000 0000 0000 3220', voimassa: '08/29', cvc: '123' });
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('Vahvista kortti');
    const pending = /name="tapahtuma" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const confirmUrl = url.replace('/korttipalvelu/kortti?', '/korttipalvelu/vahvistus?');
    const rejected = await hosted(confirmUrl, { tapahtuma: pending, toiminto: 'hylkaa' });
    expect(rejected.status).toBe(402);
    expect(await rejected.text()).toContain('Kortin vahvistus epäonnistui');

    const approved = await hosted(confirmUrl, { tapahtuma: pending, toiminto: 'vahvista' });
    const done = await complete(answerOf(approved));
    expect(done.status).toBe(200);
    expect((await json<CardSetupCompleted>(done)).message).toBe(
      'Kortti Visa, päättyy 3220 on lisätty.',
    );
  });

  it('does not take a 3-D Secure confirmation over to another session', async () => {
    const first = await startSetup({ returnTo: 'CARDS' });
    const page = await (
      await hosted(first, { numero: '4000 0000 0000 3220', voimassa: '09/29', cvc: '123' })
    ).text();
    const pending = /name="tapahtuma" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const second = await startSetup({ returnTo: 'CARDS' });
    const res = await hosted(
      second.replace('/korttipalvelu/kortti?', '/korttipalvelu/vahvistus?'),
      {
        tapahtuma: pending,
        toiminto: 'vahvista',
      },
    );
    expect(res.status).toBe(400);
  });
});

describe('POST /cards/setups and /cards/setups/complete', () => {
  it('saves only the token and display data of an approved card, once', async () => {
    await app.login(MAIJA);
    const url = await startSetup({ returnTo: 'CARDS' });
    const answer = answerOf(await hosted(url, MASTERCARD));
    const res = await complete(answer);
    expect(res.status).toBe(200);
    const body = await json<CardSetupCompleted>(res);
    expect(body).toMatchObject({
      card: { label: 'Mastercard, päättyy 4444', expiryLabel: '08/2029' },
      change: null,
      message: 'Kortti Mastercard, päättyy 4444 on lisätty.',
    });
    const [row] = await app.db.select().from(paymentCards).where(eq(paymentCards.id, body.card.id));
    expect(row).toMatchObject({
      brand: 'Mastercard',
      last4: '4444',
      expiryMonth: 8,
      expiryYear: 2029,
    });
    expect(row?.providerToken).toMatch(/^tok_test_/);
    // Nothing anywhere holds the card number or the security code.
    const stored = JSON.stringify({
      cards: await cardsOf(),
      audit: await app.db.select().from(auditLog),
      setups: await app.db.select().from(cardSetups),
    });
    expect(stored).not.toContain('5555555555554444');
    expect(stored).not.toContain('5555 5555 5555 4444');

    // A reload of the return address answers the same and adds nothing.
    const again = await complete(answer);
    expect(await json<CardSetupCompleted>(again)).toEqual(body);
    const mastercards = await app.db
      .select()
      .from(paymentCards)
      .where(eq(paymentCards.last4, '4444'));
    expect(mastercards).toHaveLength(1);
    const mails = await app.db.select().from(outbox).where(eq(outbox.kind, 'card-added'));
    expect(mails.filter((m) => m.bodyText.includes('Mastercard, päättyy 4444'))).toHaveLength(1);
  });

  it('tells a cancelled visit apart and saves nothing', async () => {
    const url = await startSetup({ returnTo: 'CARDS' });
    const before = (await cardsOf()).length;
    const res = await complete(answerOf(await hosted(url, { toiminto: 'peruuta' })));
    expect(res.status).toBe(409);
    expect((await json<{ errorKey: string }>(res)).errorKey).toBe('card-setup-cancelled');
    expect((await cardsOf()).length).toBe(before);
  });

  it('refuses a forged answer and one of another customer', async () => {
    const forged = await complete('kortti=eyJyZWYiOiJ4In0.c2lnbmF0dXJl');
    expect(forged.status).toBe(400);
    expect((await json<{ errorKey: string }>(forged)).errorKey).toBe('card-setup-invalid');

    const url = await startSetup({ returnTo: 'CARDS' });
    const answer = answerOf(await hosted(url, { ...MASTERCARD, voimassa: '07/30' }));
    await app.login(WAITING);
    const stolen = await complete(answer);
    expect(stolen.status).toBe(400);
    expect((await json<{ errorKey: string }>(stolen)).errorKey).toBe('card-setup-invalid');
    await app.login(MAIJA);
  });

  it('validates the input', async () => {
    const noNumber = await app.call('/cards/setups', {
      method: 'POST',
      body: { returnTo: 'CHANGE_CARD' },
    });
    expect(noNumber.status).toBe(400);
    const body = await json<{ errorKey: string; fields: Record<string, string> }>(noNumber);
    expect(body.errorKey).toBe('validation-failed');
    expect(body.fields['subscriptionNumber']).toBe('Tilausnumero on pakollinen tieto');
    const extra = await app.call('/cards/setups', {
      method: 'POST',
      body: { returnTo: 'CARDS', cardNumber: '4111111111111111' },
    });
    expect(extra.status).toBe(400);
    const empty = await app.call('/cards/setups/complete', {
      method: 'POST',
      body: { result: '' },
    });
    expect(empty.status).toBe(400);
  });

  it('refuses a subscription not billed by card (409) and one of another customer (404)', async () => {
    const email = await app.call('/cards/setups', {
      method: 'POST',
      body: { returnTo: 'CHANGE_CARD', subscriptionNumber: '2000002' },
    });
    expect(email.status).toBe(409);
    expect((await json<{ errorKey: string }>(email)).errorKey).toBe('card-change-not-allowed');
    const other = await app.call('/cards/setups', {
      method: 'POST',
      body: { returnTo: 'CHANGE_CARD', subscriptionNumber: '3000001' },
    });
    expect(other.status).toBe(404);
    expect((await json<{ errorKey: string }>(other)).errorKey).toBe('subscription-not-found');
  });

  it('charges 2000001 and its add-on to a new card from the next period', async () => {
    const url = await startSetup({ returnTo: 'CHANGE_CARD', subscriptionNumber: '2000001' });
    const back = await hosted(url, {
      numero: '5105 1051 0510 5100',
      voimassa: '10/30',
      cvc: '321',
    });
    const location = new URL(back.headers.get('location') ?? '');
    expect(location.pathname + location.search).toMatch(
      /^\/laskut\/maksukortit\/vaihda-kortti\?maksutapa=2000001&kortti=/,
    );
    const answer = answerOf(back);
    const res = await complete(answer);
    const body = await json<CardSetupCompleted>(res);
    expect(body.change).toEqual({
      subscriptionNumber: '2000001',
      productName: 'Päivän Sanomat 7 pv',
      cardLabel: 'Mastercard, päättyy 5100',
      chargedFrom: '2026-12-12',
      chargedFromLabel: '12.12.2026',
      message:
        'Tilaus Päivän Sanomat 7 pv (2000001) maksetaan jatkossa kortilla Mastercard, päättyy 5100. ' +
        'Uudelta kortilta veloitetaan seuraava laskutuskausi, joka alkaa 12.12.2026.',
    });
    expect((await subscription('2000001')).paymentCardId).toBe(body.card.id);
    expect((await subscription('2000011')).paymentCardId).toBe(body.card.id);
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'CARD_CHANGED'), eq(auditLog.entityId, '2000001')));
    expect(row).toMatchObject({
      channel: 'WEB',
      details: expect.objectContaining({ chargedFrom: '2026-12-12' }),
    });
  });
});

describe('PUT /subscriptions/{subscriptionNumber}/card', () => {
  it('charges 2000001 to the saved Visa again, once', async () => {
    const cardId = await visaId();
    const res = await app.call('/subscriptions/2000001/card', { method: 'PUT', body: { cardId } });
    expect(res.status).toBe(200);
    const body = await json<CardChangeResult>(res);
    expect(body.cardLabel).toBe('Visa, päättyy 1111');
    expect(body.chargedFromLabel).toBe('12.12.2026');
    expect((await subscription('2000001')).paymentCardId).toBe(cardId);
    expect((await subscription('2000011')).paymentCardId).toBe(cardId);

    const mails = async () =>
      (await app.db.select().from(outbox).where(eq(outbox.kind, 'card-changed'))).length;
    const before = await mails();
    const again = await app.call('/subscriptions/2000001/card', {
      method: 'PUT',
      body: { cardId },
    });
    expect(again.status).toBe(200);
    expect(await mails()).toBe(before);
  });

  it("answers 404 for another customer's card or subscription, 409 where no card is used", async () => {
    const [other] = await app.db
      .insert(paymentCards)
      .values({
        customerId: (await subscription('3000001')).customerId,
        brand: 'Visa',
        last4: '9999',
        expiryMonth: 1,
        expiryYear: 2030,
        providerToken: 'tok_other',
      })
      .returning();
    const foreign = await app.call('/subscriptions/2000001/card', {
      method: 'PUT',
      body: { cardId: other?.id },
    });
    expect(foreign.status).toBe(404);
    expect((await json<{ errorKey: string }>(foreign)).errorKey).toBe('card-not-found');
    const cardId = await visaId();
    const notOwn = await app.call('/subscriptions/3000001/card', {
      method: 'PUT',
      body: { cardId },
    });
    expect(notOwn.status).toBe(404);
    const email = await app.call('/subscriptions/2000002/card', {
      method: 'PUT',
      body: { cardId },
    });
    expect(email.status).toBe(409);
    const bad = await app.call('/subscriptions/2000001/card', {
      method: 'PUT',
      body: { cardId: 'visa' },
    });
    expect(bad.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(bad)).fields['cardId']).toBe(
      'Valitse kortti.',
    );
    const foreignDelete = await app.call(`/cards/${other?.id}`, { method: 'DELETE', body: {} });
    expect(foreignDelete.status).toBe(404);
  });

  it('refuses an expired card', async () => {
    const [expired] = await app.db
      .insert(paymentCards)
      .values({
        customerId: (await subscription('2000001')).customerId,
        brand: 'Visa',
        last4: '0005',
        expiryMonth: 10,
        expiryYear: 2026,
        providerToken: 'tok_expired',
      })
      .returning();
    expect((await overview()).cards.find((c) => c.last4 === '0005')?.expired).toBe(true);
    const res = await app.call('/subscriptions/2000001/card', {
      method: 'PUT',
      body: { cardId: expired?.id },
    });
    expect(res.status).toBe(409);
    expect((await json<{ errorKey: string }>(res)).errorKey).toBe('card-expired');
  });
});

describe('DELETE /cards/{id}', () => {
  it('asks for another card while the card pays active subscriptions, and changes nothing', async () => {
    const cardId = await visaId();
    const res = await app.call(`/cards/${cardId}`, { method: 'DELETE', body: {} });
    expect(res.status).toBe(409);
    expect((await json<{ errorKey: string }>(res)).errorKey).toBe('card-replacement-required');
    for (const replacementCardId of [cardId, '7c9e6679-7425-40de-944b-e07fc1f90ae7']) {
      const invalid = await app.call(`/cards/${cardId}`, {
        method: 'DELETE',
        body: { replacementCardId },
      });
      expect(invalid.status).toBe(409);
      expect((await json<{ errorKey: string }>(invalid)).errorKey).toBe('card-replacement-invalid');
    }
    const expired = (await overview()).cards.find((c) => c.expired);
    const toExpired = await app.call(`/cards/${cardId}`, {
      method: 'DELETE',
      body: { replacementCardId: expired?.id },
    });
    expect(toExpired.status).toBe(409);
    const [row] = await app.db.select().from(paymentCards).where(eq(paymentCards.id, cardId));
    expect(row?.deletedAt).toBeNull();
    expect((await subscription('2000001')).paymentCardId).toBe(cardId);
  });

  it('moves the subscriptions to the chosen card and deletes the card', async () => {
    const data = await overview();
    const visa = data.cards.find((c) => c.label === 'Visa, päättyy 1111');
    const mastercard = data.cards.find((c) => c.label === 'Mastercard, päättyy 4444');
    const res = await app.call(`/cards/${visa?.id}`, {
      method: 'DELETE',
      body: { replacementCardId: mastercard?.id },
    });
    expect(res.status).toBe(200);
    expect(await json<CardDeleted>(res)).toEqual({
      message:
        'Kortti Visa, päättyy 1111 on poistettu. Tilaukset Päivän Sanomat 7 pv (2000001) ' +
        'maksetaan jatkossa kortilla Mastercard, päättyy 4444.',
      moved: [{ subscriptionNumber: '2000001', productName: 'Päivän Sanomat 7 pv' }],
    });
    expect((await subscription('2000001')).paymentCardId).toBe(mastercard?.id);
    expect((await subscription('2000011')).paymentCardId).toBe(mastercard?.id);
    const after = await overview();
    expect(after.cards.map((c) => c.label)).not.toContain('Visa, päättyy 1111');
    expect(after.subscriptions[0]?.cardLabel).toBe('Mastercard, päättyy 4444');
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'CARD_DELETED'), eq(auditLog.entityId, visa?.id ?? '')));
    expect(audit?.channel).toBe('WEB');
  });

  it('deletes a card that pays nothing without a body', async () => {
    const spare = (await overview()).cards.find((c) => c.usedBy.length === 0 && !c.expired);
    const res = await app.call(`/cards/${spare?.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await json<CardDeleted>(res)).moved).toEqual([]);
    const gone = await app.call(`/cards/${spare?.id}`, { method: 'DELETE' });
    expect(gone.status).toBe(404);
    expect((await json<{ errorKey: string }>(gone)).errorKey).toBe('card-not-found');
    const bad = await app.call('/cards/ei-kortti', { method: 'DELETE' });
    expect(bad.status).toBe(400);
  });
});

describe('card deadlines (spec §4)', () => {
  it('shows the deadline of a subscription waiting for a card and fulfils it with a new card', async () => {
    await app.login(WAITING);
    const data = await overview();
    expect(data.requests).toEqual([
      {
        subscriptionNumber: '3100012',
        productName: expect.any(String),
        deadline: '2026-12-04',
        deadlineLabel: '4.12.2026',
        feeLabel: expect.stringMatching(/^\d+,\d{2}\u00A0€$/),
        text: expect.stringMatching(
          /^Lisää maksukortti viimeistään 4\.12\.2026\. Muuten tilaus laskutetaan paperilaskulla, jonka laskutuslisä on /,
        ),
        reason: 'NO_CARD',
        reasonText: 'Tilaus maksetaan maksukortilla, mutta sille ei ole vielä lisätty korttia.',
      },
    ]);
    expect(data.subscriptions[0]).toMatchObject({ subscriptionNumber: '3100012', cardLabel: null });
    const url = await startSetup({ returnTo: 'CARDS', subscriptionNumber: '3100012' });
    expect(new URL(url).searchParams.get('istunto')).toBeTruthy();
    const res = await complete(answerOf(await hosted(url, MASTERCARD)));
    expect((await json<CardSetupCompleted>(res)).change?.subscriptionNumber).toBe('3100012');
    expect((await overview()).requests).toEqual([]);
    const [request] = await app.db
      .select()
      .from(cardRequests)
      .where(eq(cardRequests.subscriptionId, (await subscription('3100012')).id));
    expect(request?.status).toBe('FULFILLED');
  });

  it('turns billing into a paper invoice with the fee once the deadline has passed', async () => {
    await app.login(LATE);
    const data = await overview();
    expect(data.requests).toEqual([]);
    expect(data.notices).toHaveLength(1);
    expect(data.notices[0]).toMatch(
      /\(3100011\): Maksukorttia ei lisätty määräaikaan mennessä, joten tilaus laskutetaan nyt paperilaskulla, jonka laskutuslisä on \d+,\d{2}\u00A0€\.$/,
    );
    const sub = await subscription('3100011');
    expect(sub).toMatchObject({ paymentMethod: 'PAPER_INVOICE_WITH_CHARGE', paymentCardId: null });
    const [request] = await app.db
      .select()
      .from(cardRequests)
      .where(eq(cardRequests.subscriptionId, sub.id));
    expect(request).toMatchObject({ status: 'EXPIRED', deadline: '2026-11-03' });
    expect(request?.paperInvoiceFeeCents).toBeGreaterThan(0);
    const mails = await app.db.select().from(outbox).where(eq(outbox.toAddress, LATE));
    expect(mails.map((m) => m.kind)).toEqual(['card-request-expired']);
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'CARD_REQUEST_EXPIRED'), isNull(auditLog.accountId)));
    expect(audits).toHaveLength(1);
  });

  it('applies every overdue deadline once when run as a job', async () => {
    const customerId = await createCustomer(app.db, {
      customerNumber: '300000013',
      subscriptionNumber: '3100013',
      subscription: { paymentMethod: 'CARD' },
    });
    const sub = await subscription('3100013');
    await openCardRequest(app.db, { id: sub.id, customerId }, '2026-11-01', new Date(TEST_NOW));
    // Asking again keeps the pending request and its deadline.
    expect(
      await openCardRequest(app.db, { id: sub.id, customerId }, '2026-11-10', new Date(TEST_NOW)),
    ).toBe('2026-11-15');
    const deps = { db: app.db, clock: app.clock, env: readEnv({ NODE_ENV: 'test' }) };
    expect((await applyCardDeadlines(deps)).map((e) => e.subscriptionNumber)).toEqual(['3100013']);
    expect(await applyCardDeadlines(deps)).toEqual([]);
    expect((await subscription('3100013')).paymentMethod).toBe('PAPER_INVOICE_WITH_CHARGE');
  });
});
