import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BillingOverview, MethodChoice } from '~/domain/payment-methods/views';
import { paymentMethodChanges } from '~/server/db/schema/billing-changes';
import { paymentCards } from '~/server/db/schema/payments';
import { auditLog, outbox } from '~/server/db/schema/system';
import { createTestApp, useTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';
import { identifyStrongly } from '../support/strong-identification';
import { plainJson } from '../support/json';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { underSubscription } from '../support/subscription-path';

const MAIJA = 'maija.meikalainen@example.fi';

const app = useTestApp({ loggedInAs: MAIJA });

const change = (body: unknown) =>
  app.call(...underSubscription('payment-method/changes', 'POST', body));

const counts = () =>
  rowCounts(app.db, { changes: paymentMethodChanges, audits: auditLog, mails: outbox });

describe('GET /payment-methods', () => {
  it("lists Maija's running subscriptions with method, period and why not", async () => {
    const res = await app.call('/payment-methods');
    expect(res.status).toBe(200);
    const body = await plainJson<BillingOverview>(res);
    const rows = Object.fromEntries(body.subscriptions.map((r) => [r.subscriptionNumber, r]));
    expect(Object.keys(rows)).toEqual(['2000001', '2000002', '2000003', '2000008']);
    expect(rows['2000001']).toMatchObject({
      methodLabel: 'Maksukortti (Visa, päättyy 1111)',
      priceLabel: '39,90 € / 1 kk',
      methodBlock: null,
      periodBlock: null,
      pendingMethod: null,
    });
    // The fixed-term magazine ends with its period; the digital paper is cancelled.
    expect(rows['2000002']?.methodBlock).toMatch(/päättyy nykyisen laskutuskauden lopussa/);
    expect(rows['2000003']?.methodBlock).toMatch(/päättyy nykyisen laskutuskauden lopussa/);
    expect(body.paperInvoiceFeeText).toBe('Paperilaskun laskutuslisä on 3,95 € / lasku.');
  });

  it('names no card that has been deleted', async () => {
    const other = await createTestApp();
    try {
      expect((await other.login(MAIJA)).status).toBe(200);
      await other.db.update(paymentCards).set({ deletedAt: new Date('2026-11-20T10:00:00Z') });
      const body = await plainJson<BillingOverview>(await other.call('/payment-methods'));
      expect(body.subscriptions.find((r) => r.subscriptionNumber === '2000001')?.methodLabel).toBe(
        'Maksukortti',
      );
    } finally {
      await other.close();
    }
  });

  it('shows the company its e-invoice, changed only by a processing request', async () => {
    app.clearCookies();
    await app.login('yritys.admin@example.fi', { intent: 'b2b' });
    const body = await plainJson(await app.call('/payment-methods'));
    expect(body.subscriptions[0]).toMatchObject({
      subscriptionNumber: '2100001',
      methodLabel: 'Verkkolasku',
      methodBlock: 'Yritystilauksen laskutuksen muutokset tehdään käsittelypyynnöllä.',
    });
    expect(body.paperInvoiceFeeText).toBe('Paperilaskun laskutuslisä on 5,95 € / lasku.');
  });

  it('needs a login', async () => {
    app.clearCookies();
    expect((await app.call('/payment-methods')).status).toBe(401);
  });
});

describe('GET /subscriptions/{n}/payment-method/options', () => {
  it('offers the methods the product allows, with the paper invoice fee', async () => {
    const res = await app.call('/subscriptions/2000001/payment-method/options');
    expect(res.status).toBe(200);
    const body = await plainJson<MethodChoice>(res);
    expect(body.options.map((o) => o.method)).toEqual([
      'EMAIL_INVOICE',
      'E_INVOICE',
      'DIRECT_PAY',
      'CREDIT_CARD',
      'PAPER_INVOICE',
    ]);
    const paper = body.options.find((o) => o.method === 'PAPER_INVOICE');
    expect(paper).toMatchObject({
      feeCents: 395,
      feeLabel: '+3,95 € / lasku',
      requiresStrongIdentification: true,
    });
    expect(body.options.find((o) => o.method === 'CREDIT_CARD')?.requiresStrongIdentification).toBe(
      false,
    );
    expect(body.cards).toEqual([
      expect.objectContaining({ label: 'Visa, päättyy 1111 (voimassa 12/2028)', current: true }),
    ]);
    expect(body).toMatchObject({
      methodLabel: 'Maksukortti (Visa, päättyy 1111)',
      effectiveText: expect.stringMatching(
        /^Uusi laskutustapa tulee voimaan \d+\.12\.2026, kun laskutuskausi vaihtuu\.$/,
      ),
    });
  });

  it('refuses another customer (404), a blocked subscription (409) and bad input (400)', async () => {
    expect((await app.call('/subscriptions/2100001/payment-method/options')).status).toBe(404);
    expect((await app.call('/subscriptions/3000001/payment-method/options')).status).toBe(404);
    const blocked = await app.call('/subscriptions/2000002/payment-method/options');
    expect(blocked.status).toBe(409);
    expect(await plainJson(blocked)).toMatchObject({
      errorKey: 'payment-method-cannot-be-changed',
    });
    const bad = await app.call('/subscriptions/12/payment-method/options');
    expect(bad.status).toBe(400);
    expect(await plainJson(bad)).toMatchObject({ errorKey: 'validation-failed' });
  });
});

describe('POST /subscriptions/{n}/payment-method/changes', () => {
  it('asks for strong identification before an invoice method, then records it pending', async () => {
    await expectRefusedUnchanged(
      () => change({ subscriptionNumber: '2000001', method: 'PAPER_INVOICE' }),
      { status: 401, errorKey: 'strong-identification-required' },
      counts,
    );
    expect((await identifyStrongly(app)).status).toBe(200);
    const identified = await counts();
    const res = await change({ subscriptionNumber: '2000001', method: 'PAPER_INVOICE' });
    expect(res.status).toBe(201);
    const body = await plainJson(res);
    expect(body.pending).toMatchObject({
      label: 'Paperilasku (laskutuslisällä) 3,95 € / lasku',
      effectiveDate: '2026-12-12',
      effectiveDateLabel: '12.12.2026',
    });
    expect(body.notice).toBe(
      'Uusi laskutustapa Paperilasku (laskutuslisällä) 3,95 € / lasku tulee voimaan 12.12.2026, kun laskutuskausi vaihtuu.',
    );
    const after = await counts();
    expect(after).toEqual({
      changes: identified.changes + 1,
      audits: identified.audits + 1,
      mails: identified.mails + 1,
    });
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'payment-method-changed'));
    expect(mail?.toAddress).toBe(MAIJA);
    const overview = await plainJson(await app.call('/payment-methods'));
    expect(overview.subscriptions[0].pendingMethod.label).toBe(
      'Paperilasku (laskutuslisällä) 3,95 € / lasku',
    );

    // Back to the card: no identification needed, and the pending paper invoice is replaced.
    const [card] = await app.db.select().from(paymentCards);
    const back = await change({
      subscriptionNumber: '2000001',
      method: 'CREDIT_CARD',
      cardId: card?.id,
    });
    expect(back.status).toBe(201);
    // The overview shows the newest pending change, with the card it names.
    const backLabel = (await plainJson(back)).pending.label;
    expect(backLabel).toContain(card?.last4);
    const latest = await plainJson(await app.call('/payment-methods'));
    expect(latest.subscriptions[0].pendingMethod.label).toBe(backLabel);
    const rows = await app.db.select().from(paymentMethodChanges);
    expect(rows.map((r) => r.status).sort()).toEqual(['CANCELLED', 'PENDING']);
  });

  it('refuses every invalid change and changes nothing', async () => {
    const before = await counts();
    await expectRefusedUnchanged(
      () => change({ subscriptionNumber: '2000001' }),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
    const noCard = await change({ subscriptionNumber: '2000001', method: 'CREDIT_CARD' });
    expect(noCard.status).toBe(400);
    expect((await plainJson(noCard)).fields).toEqual({
      cardId: 'Valitse kortti, jolta tilaus veloitetaan.',
    });
    await expectRefusedUnchanged(
      () => change({ subscriptionNumber: '2000001', method: 'BITCOIN' }),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
    await expectRefusedUnchanged(
      () =>
        change({
          subscriptionNumber: '2100001',
          method: 'CREDIT_CARD',
          cardId: crypto.randomUUID(),
        }),
      { status: 404, errorKey: 'subscription-not-found' },
      counts,
    );
    await expectRefusedUnchanged(
      () => change({ subscriptionNumber: '2000002', method: 'EMAIL_INVOICE' }),
      { status: 409, errorKey: 'payment-method-cannot-be-changed' },
      counts,
    );
    await expectRefusedUnchanged(
      () =>
        change({
          subscriptionNumber: '2000008',
          method: 'CREDIT_CARD',
          cardId: crypto.randomUUID(),
        }),
      { status: 404, errorKey: 'payment-card-not-found' },
      counts,
    );
    await expectRefusedUnchanged(
      () => change({ subscriptionNumber: '2000008', method: 'EMAIL_INVOICE' }),
      { status: 409, errorKey: 'payment-method-already-in-use' },
      counts,
    );
    // Nor did the card-less change between them write anything.
    expect(await counts()).toEqual(before);
  });

  it("refuses the company's change: it goes through a processing request", async () => {
    app.clearCookies();
    await app.login('yritys.admin@example.fi', { intent: 'b2b' });
    const res = await change({ subscriptionNumber: '2100001', method: 'PAPER_INVOICE' });
    expect(res.status).toBe(409);
    expect(await plainJson(res)).toMatchObject({ errorKey: 'payment-method-cannot-be-changed' });
  });
});

describe('parallel identical changes (issue 12, finding 12b)', () => {
  it('stores one change and queues one e-mail for 50 parallel requests', async () => {
    const local = await createTestApp();
    try {
      expect((await local.login(MAIJA)).status).toBe(200);
      expect((await identifyStrongly(local)).status).toBe(200);
      const body = { subscriptionNumber: '2000001', method: 'PAPER_INVOICE' };
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          local.call(...underSubscription('payment-method/changes', 'POST', body)),
        ),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      const duplicate = answers.find((r) => r.status === 409);
      expect(await plainJson(duplicate as Response)).toMatchObject({
        errorKey: 'payment-method-change-already-pending',
      });
      const mails = await local.db
        .select({ n: count() })
        .from(outbox)
        .where(eq(outbox.kind, 'payment-method-changed'));
      expect(mails[0]?.n).toBe(1);
      const changes = await local.db.select({ n: count() }).from(paymentMethodChanges);
      expect(changes[0]?.n).toBe(1);
    } finally {
      await local.close();
    }
  }, 60_000);
});
