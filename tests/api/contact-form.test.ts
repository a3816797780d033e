import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FeedbackReceipt } from '~/domain/feedback/company-feedback';
import { accounts } from '~/server/db/schema/accounts';
import { auditLog } from '~/server/db/schema/system';
import { json } from '../support/json';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { useFeedbackEndpoint } from '../support/feedback-endpoint';

// Issue 17 item 1: the contact form of /aihe/ota-yhteytta (POST /feedback/contact), open to
// anyone, stored in feedback_messages with kind CONTACT (decision 0036's table).

const MAIJA = 'maija.meikalainen@example.fi';
const SERVICE = 'asiakaspalvelu@example.fi';
const SENDER = 'lukija@koti.example';
const TEXT = 'Digilehti ei aukea puhelimessa kirjautumisen jälkeen.';
const PATH = '/feedback/contact';

const { app, from, send, rows, mails, counts } = useFeedbackEndpoint(PATH, '10.17.1');

const valid = {
  topic: 'DIGI',
  product: 'Päivän Sanomat',
  device: 'PHONE',
  message: TEXT,
  contactEmail: SENDER,
  replyByEmail: true,
};

describe('POST /feedback/contact', () => {
  it('stores a visitor’s message with its device, e-mails customer service and a receipt', async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    const receipt = await json<FeedbackReceipt>(res);
    expect(receipt).toMatchObject({
      reference: expect.stringMatching(/^PA-[0-9A-F]{8}$/),
      topicLabel: 'Digilehti ja sovellukset',
      sentTo: SENDER,
    });
    const [row] = await rows();
    expect(row).toMatchObject({
      kind: 'CONTACT',
      topic: 'DIGI',
      product: 'Päivän Sanomat',
      device: 'PHONE',
      message: TEXT,
      contactEmail: SENDER,
      replyByEmail: true,
      accountId: null,
      state: 'RECEIVED',
    });
    const sent = await mails();
    const toService = sent.find((m) => m.toAddress === SERVICE);
    expect(toService).toMatchObject({
      kind: 'contact-message',
      subject: `Yhteydenotto ${receipt.reference}: Digilehti ja sovellukset`,
    });
    expect(toService?.bodyText).toContain('Laite: Puhelin');
    expect(toService?.bodyText).toContain(TEXT);
    const toSender = sent.find((m) => m.toAddress === SENDER);
    expect(toSender?.kind).toBe('contact-message-receipt');
    expect(toSender?.bodyText).toContain('Olemme vastaanottaneet yhteydenottosi aiheesta');
    expect(toSender?.bodyText).not.toContain(TEXT);
  });

  it('stores a cancellation with its timing as the spec’s topic', async () => {
    const cases = [
      [
        'END_OF_PERIOD',
        'CANCELLATION_END_OF_PERIOD',
        'Tilauksen lopettaminen: tilausjakson lopussa',
      ],
      [
        'IN_30_DAYS',
        'CANCELLATION_IN_30_DAYS',
        'Tilauksen lopettaminen: 30 päivän irtisanomisajalla',
      ],
      [
        'IN_14_DAYS',
        'CANCELLATION_IN_14_DAYS',
        'Tilauksen lopettaminen: 14 päivän peruutusoikeudella',
      ],
    ] as const;
    for (const [timing, topic, label] of cases) {
      const res = await send({
        topic: 'CANCELLATION',
        cancellationTiming: timing,
        message: 'Lopettakaa tilaukseni 2000001.',
        contactEmail: SENDER,
      });
      expect(res.status).toBe(201);
      expect((await json<FeedbackReceipt>(res)).topicLabel).toBe(label);
      expect((await rows()).some((r) => r.topic === topic)).toBe(true);
    }
  });

  it('answers a logged-in customer at her username and audits the message', async () => {
    expect((await app.login(MAIJA, { clientAddress: from() })).status).toBe(200);
    const res = await send({ topic: 'INVOICING', message: 'Laskussa on väärä summa.' });
    expect(res.status).toBe(201);
    expect((await json<FeedbackReceipt>(res)).sentTo).toBe(MAIJA);
    const [account] = await app.db.select().from(accounts).where(eq(accounts.username, MAIJA));
    const [row] = await rows();
    expect(row).toMatchObject({ accountId: account?.id, contactEmail: MAIJA, device: null });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, row?.id ?? ''));
    expect(entry).toMatchObject({ action: 'FEEDBACK_SENT', accountId: account?.id });
  });

  it.each([
    ['no topic', { topic: '' }, 'topic', 'Aihe on pakollinen tieto'],
    ['a company topic', { topic: 'BILLING_INFO' }, 'topic', undefined],
    [
      'a cancellation without its timing',
      { topic: 'CANCELLATION' },
      'cancellationTiming',
      'Valitse, milloin haluat tilauksen päättyvän.',
    ],
    [
      'a timing on another topic',
      { cancellationTiming: 'IN_14_DAYS' },
      'cancellationTiming',
      'Päättymisajan voi valita vain, kun aihe on tilauksen lopettaminen.',
    ],
    ['an unknown device', { device: 'TELEVISION' }, 'device', undefined],
    ['an empty text', { message: ' ' }, 'message', 'Viesti on pakollinen tieto'],
    ['a text over 2000 characters', { message: 'a'.repeat(2001) }, 'message', undefined],
    ['no e-mail without a login', { contactEmail: '' }, 'contactEmail', undefined],
  ])('refuses %s with 400, storing and sending nothing', async (_label, change, field, message) => {
    const body = await expectRefusedUnchanged(
      () => send({ ...valid, ...change }),
      { status: 400, errorKey: 'validation-failed', field },
      counts,
    );
    if (message) expect(body.fields?.[field]).toBe(message);
  });

  it('answers a filled honeypot as if accepted, storing and sending nothing', async () => {
    const before = await counts();
    const res = await send({ ...valid, website: 'https://roskaposti.example' });
    expect(res.status).toBe(201);
    expect(await counts()).toEqual(before);
  });

  it('shares the company form’s limit: 5 messages an hour from one address, then 429', async () => {
    for (let i = 0; i < 3; i++) expect((await send(valid)).status).toBe(201);
    const company = { topic: 'LOGIN', message: 'Kirjautuminen ei onnistu.', contactEmail: SENDER };
    for (let i = 0; i < 2; i++) {
      const res = await app.call('/feedback/company', {
        method: 'POST',
        body: company,
        clientAddress: from(),
      });
      expect(res.status).toBe(201);
    }
    const before = await counts();
    const blocked = await send(valid);
    expect(blocked.status).toBe(429);
    expect(await counts()).toEqual(before);
  });

  it('refuses a forged Origin, malformed JSON and an unknown field, storing nothing', async () => {
    await expectRefusedUnchanged(
      () => send(valid, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      counts,
    );
    await expectRefusedUnchanged(
      () => app.call(PATH, { method: 'POST', rawBody: '{"topic": "DIGI",', clientAddress: from() }),
      { status: 400, errorKey: 'invalid-json' },
      counts,
    );
    await expectRefusedUnchanged(
      () => send({ ...valid, customerNumber: '10000001' }),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
  });

  it('stores two identical messages sent at once as two messages', async () => {
    const [a, b] = await Promise.all([send(valid), send(valid)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await rows()).toHaveLength(2);
    expect(await mails()).toHaveLength(4);
  });
});
