import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeedbackReceipt } from '~/domain/feedback/company-feedback';
import { EMAIL_MESSAGE } from '~/domain/validation/messages';
import { accounts } from '~/server/db/schema/accounts';
import { auditLog, outbox } from '~/server/db/schema/system';
import { json } from '../support/json';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { useFeedbackEndpoint } from '../support/feedback-endpoint';
import { createTestApp } from '../support/test-app';

// Decision 0036: the company feedback form, open to anyone, stored in feedback_messages.

const ADMIN = 'yritys.admin@example.fi';
const SERVICE = 'asiakaspalvelu@example.fi';
const SENDER = 'ostaja@yritys.example';
const TEXT = 'Laskumme viitenumero on muuttunut. Päivittäkää se seuraavaan laskuun.';
const PATH = '/feedback/company';

const { app, from, send, rows, mails, counts } = useFeedbackEndpoint(PATH, '10.16.4');

const valid = {
  topic: 'BILLING_INFO',
  product: 'Päivän Sanomat',
  message: TEXT,
  contactEmail: SENDER,
  replyByEmail: true,
};

describe('POST /feedback/company', () => {
  it('stores an anonymous message, e-mails customer service and sends a receipt', async () => {
    const before = await counts();
    const res = await send(valid);
    expect(res.status).toBe(201);
    const receipt = await json<FeedbackReceipt>(res);
    expect(receipt).toEqual({
      reference: expect.stringMatching(/^PA-[0-9A-F]{8}$/),
      receivedAtLabel: '21.11.2026',
      topicLabel: 'Laskutustiedot',
      sentTo: SENDER,
      nextSteps:
        'Asiakaspalvelumme käsittelee viestisi 1–3 arkipäivässä ja vastaa sinulle sähköpostitse.',
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: 'COMPANY',
      topic: 'BILLING_INFO',
      product: 'Päivän Sanomat',
      message: TEXT,
      device: null,
      contactEmail: SENDER,
      replyByEmail: true,
      accountId: null,
      customerId: null,
      state: 'RECEIVED',
    });
    expect(receipt.reference).toBe(`PA-${row?.id.slice(0, 8).toUpperCase()}`);
    const sent = await mails();
    expect(sent.map((m) => m.toAddress).sort()).toEqual([SENDER, SERVICE].sort());
    const toService = sent.find((m) => m.toAddress === SERVICE);
    expect(toService?.subject).toBe(`Yrityspalaute ${receipt.reference}: Laskutustiedot`);
    expect(toService?.bodyText).toContain(TEXT);
    expect(toService?.bodyText).toContain(`Lähettäjän sähköpostiosoite: ${SENDER}`);
    expect(toService?.bodyText).toContain('Haluaa vastauksen sähköpostiin: kyllä');
    expect(toService?.bodyText).toContain('Tuote: Päivän Sanomat');
    const toSender = sent.find((m) => m.toAddress === SENDER);
    expect(toSender?.subject).toBe(`Olemme vastaanottaneet viestisi (${receipt.reference})`);
    // The receipt repeats nothing typed: the address may be anyone's.
    expect(toSender?.bodyText).not.toContain(TEXT);
    expect(toSender?.bodyText).not.toContain('Päivän Sanomat');
    expect((await counts()).audit).toBe(before.audit);
  });

  it("keeps a logged-in sender's account and customer, answers to the username, and audits", async () => {
    expect((await app.login(ADMIN, { intent: 'b2b', clientAddress: from() })).status).toBe(200);
    const res = await send({ topic: 'LOGIN', message: 'Kirjautuminen ei onnistu.' });
    expect(res.status).toBe(201);
    const receipt = await json<FeedbackReceipt>(res);
    expect(receipt.sentTo).toBe(ADMIN);
    expect(receipt.nextSteps).toContain('Jos asiasi vaatii vastauksen');
    const [account] = await app.db.select().from(accounts).where(eq(accounts.username, ADMIN));
    const [row] = await rows();
    expect(row).toMatchObject({
      topic: 'LOGIN',
      product: null,
      contactEmail: ADMIN,
      replyByEmail: false,
      accountId: account?.id,
      customerId: expect.any(String),
    });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, row?.id ?? ''));
    expect(entry).toMatchObject({
      accountId: account?.id,
      customerId: row?.customerId,
      action: 'FEEDBACK_SENT',
      entity: 'feedback_message',
    });
    expect((await mails()).map((m) => m.toAddress).sort()).toEqual([SERVICE, ADMIN].sort());
  });

  it('refuses a missing topic with its Finnish message and stores nothing', async () => {
    const body = await expectRefusedUnchanged(
      () => send({ ...valid, topic: '' }),
      { status: 400, errorKey: 'validation-failed', field: 'topic' },
      counts,
    );
    expect(body.fields?.['topic']).toBe('Aihe on pakollinen tieto');
    const noTopic: Partial<typeof valid> = { ...valid };
    delete noTopic.topic;
    const absent = await expectRefusedUnchanged(
      () => send(noTopic),
      { status: 400, errorKey: 'validation-failed', field: 'topic' },
      counts,
    );
    expect(absent.fields?.['topic']).toBe('Aihe on pakollinen tieto');
  });

  it('refuses a private-customer topic, an empty or too long text and an unknown field', async () => {
    await expectRefusedUnchanged(
      () => send({ ...valid, topic: 'CONTENT' }),
      { status: 400, errorKey: 'validation-failed', field: 'topic' },
      counts,
    );
    const empty = await expectRefusedUnchanged(
      () => send({ ...valid, message: '   ' }),
      { status: 400, errorKey: 'validation-failed', field: 'message' },
      counts,
    );
    expect(empty.fields?.['message']).toBe('Viesti on pakollinen tieto');
    const long = await expectRefusedUnchanged(
      () => send({ ...valid, message: 'a'.repeat(2001) }),
      { status: 400, errorKey: 'validation-failed', field: 'message' },
      counts,
    );
    expect(long.fields?.['message']).toBe('Kirjoita enintään 2000 merkkiä.');
    await expectRefusedUnchanged(
      () => send({ ...valid, customerNumber: '10000001' }),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
    expect((await send({ ...valid, message: 'a'.repeat(2000) })).status).toBe(201);
  });

  it('refuses a bad e-mail address, and a missing one without a login', async () => {
    const bad = await expectRefusedUnchanged(
      () => send({ ...valid, contactEmail: 'ei-osoite' }),
      { status: 400, errorKey: 'validation-failed', field: 'contactEmail' },
      counts,
    );
    expect(bad.fields?.['contactEmail']).toBe(EMAIL_MESSAGE);
    const missing = await expectRefusedUnchanged(
      () => send({ ...valid, contactEmail: '' }),
      { status: 400, errorKey: 'validation-failed', field: 'contactEmail' },
      counts,
    );
    expect(missing.fields?.['contactEmail']).toBe('Sähköpostiosoite on pakollinen tieto');
  });

  it('answers a filled honeypot as if accepted, storing and sending nothing', async () => {
    const before = await counts();
    const res = await send({ ...valid, website: 'https://roskaposti.example' });
    expect(res.status).toBe(201);
    const receipt = await json<FeedbackReceipt>(res);
    expect(receipt.reference).toMatch(/^PA-[0-9A-F]{8}$/);
    expect(receipt.sentTo).toBe(SENDER);
    expect(await counts()).toEqual(before);
  });

  it('limits one client address to 5 messages an hour (429 with Retry-After)', async () => {
    for (let i = 0; i < 5; i++) expect((await send(valid)).status).toBe(201);
    const before = await counts();
    const blocked = await send(valid);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await counts()).toEqual(before);
    // Another address is not blocked, and the first one may send again after the hour.
    expect((await send(valid, { clientAddress: `${from()}0` })).status).toBe(201);
    app.clock.advance(61 * 60_000);
    expect((await send(valid)).status).toBe(201);
  });

  it('refuses a forged Origin and malformed JSON, storing nothing', async () => {
    await expectRefusedUnchanged(
      () => send(valid, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      counts,
    );
    await expectRefusedUnchanged(
      () =>
        app.call(PATH, { method: 'POST', rawBody: '{"topic": "LOGIN",', clientAddress: from() }),
      { status: 400, errorKey: 'invalid-json' },
      counts,
    );
  });

  it('stores two identical messages sent at once as two messages', async () => {
    const [a, b] = await Promise.all([send(valid), send(valid)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const refs = [await json<FeedbackReceipt>(a), await json<FeedbackReceipt>(b)];
    expect(refs[0]?.reference).not.toBe(refs[1]?.reference);
    expect(await rows()).toHaveLength(2);
    expect(await mails()).toHaveLength(4);
  });
});

describe('customer service address', () => {
  it('comes from CUSTOMER_SERVICE_EMAIL', async () => {
    const other = await createTestApp({
      env: { CUSTOMER_SERVICE_EMAIL: 'yrityspalvelu@lehtitalo.example' },
    });
    try {
      const res = await other.call(PATH, { method: 'POST', body: valid });
      expect(res.status).toBe(201);
      const sent = await other.db.select().from(outbox);
      expect(sent.map((m) => m.toAddress).sort()).toEqual(
        ['yrityspalvelu@lehtitalo.example', SENDER].sort(),
      );
    } finally {
      await other.close();
    }
  });
});
