import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inbox } from '~/domain/staff-inbox/inbox-views';
import { feedbackMessages } from '~/server/db/schema/feedback';
import { auditLog } from '~/server/db/schema/system';
import { json } from '../support/json';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { type TestApp, createTestApp } from '../support/test-app';

// Issue 17 item 6: customer service's inbox lists what customers send with its state, and marks
// feedback and contact messages handled. STAFF_INBOX_TOKEN, off when unset.

const TOKEN = 'staff-inbox-token-0123456789';
const ADMIN = 'yritys.admin@example.fi';

let app: TestApp;
let contactId = '';
beforeAll(async () => {
  app = await createTestApp({ env: { STAFF_INBOX_TOKEN: TOKEN } });
  const send = (path: string, body: unknown, clientAddress: string) =>
    app.call(path, { method: 'POST', body, clientAddress });
  // One of each kind: a contact message, company feedback, a +Kaikki notice, a company request.
  const contact = await send(
    '/feedback/contact',
    {
      topic: 'CANCELLATION',
      cancellationTiming: 'IN_30_DAYS',
      message: 'Lopettakaa tilaukseni 2000001, kiitos.',
      contactEmail: 'lukija@koti.example',
    },
    '10.19.0.1',
  );
  expect(contact.status).toBe(201);
  const company = await send(
    '/feedback/company',
    { topic: 'BILLING_INFO', message: 'Viite muuttuu.', contactEmail: 'ostaja@yritys.example' },
    '10.19.0.2',
  );
  expect(company.status).toBe(201);
  const kaikki = await send(
    '/kaikki-notices',
    {
      firstName: 'Kalle',
      lastName: 'Kaikkinen',
      email: 'kalle@koti.example',
      endOption: 'END_OF_PERIOD',
      reason: 'FREE_CONTENT_SUFFICIENT',
    },
    '10.19.0.3',
  );
  expect(kaikki.status).toBe(201);
  expect((await app.login(ADMIN, { intent: 'b2b' })).status).toBe(200);
  const request = await app.call('/subscriptions/2100001/company-requests', {
    method: 'POST',
    body: { changeType: 'OTHER', message: 'Laskutusosoite vaihtuu.' },
  });
  expect(request.status).toBe(201);
  app.clearCookies();
  const [row] = await app.db
    .select()
    .from(feedbackMessages)
    .where(eq(feedbackMessages.kind, 'CONTACT'));
  contactId = row!.id;
});
afterAll(() => app.close());

const staff = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
  app.call(path, {
    method: init.method ?? 'GET',
    ...(init.body !== undefined ? { body: init.body } : {}),
    headers: { authorization: `Bearer ${init.token ?? TOKEN}` },
  });
const inbox = async (query = '') => json<Inbox>(await staff(`/staff/inbox${query}`));

async function handledRows() {
  const [f] = await app.db
    .select({ n: count() })
    .from(feedbackMessages)
    .where(eq(feedbackMessages.state, 'HANDLED'));
  const [a] = await app.db
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.action, 'FEEDBACK_HANDLED'));
  return { handled: f?.n, audits: a?.n };
}

describe('GET /staff/inbox', () => {
  it('lists each kind with its state, topic, sender and excerpt, newest first', async () => {
    const body = await inbox();
    expect(body.open).toEqual({ COMPANY_FEEDBACK: 1, CONTACT: 1, COMPANY_REQUEST: 1, KAIKKI: 1 });
    expect(body.items.map((i) => i.kind).sort()).toEqual(
      ['COMPANY_FEEDBACK', 'COMPANY_REQUEST', 'CONTACT', 'KAIKKI'].sort(),
    );
    expect(body.items.find((i) => i.kind === 'CONTACT')).toMatchObject({
      id: contactId,
      reference: `PA-${contactId.slice(0, 8).toUpperCase()}`,
      state: 'OPEN',
      topic: 'Tilauksen lopettaminen: 30 päivän irtisanomisajalla',
      sender: 'lukija@koti.example',
      excerpt: 'Lopettakaa tilaukseni 2000001, kiitos.',
    });
    expect(body.items.find((i) => i.kind === 'KAIKKI')).toMatchObject({
      topic: '+Kaikki-irtisanominen: Nykyisen tilausjakson lopussa',
      sender: 'Kalle Kaikkinen <kalle@koti.example>',
    });
    expect(body.items.find((i) => i.kind === 'COMPANY_REQUEST')).toMatchObject({
      reference: 'tilaus 2100001',
      sender: 'Esimerkki Oy',
    });
    const times = body.items.map((i) => i.receivedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by kind and state', async () => {
    const contacts = await inbox('?kind=CONTACT');
    expect(contacts.items.map((i) => i.kind)).toEqual(['CONTACT']);
    expect((await inbox('?state=HANDLED')).items.filter((i) => i.kind === 'KAIKKI')).toEqual([]);
    const bad = await staff('/staff/inbox?kind=SPAM');
    expect(bad.status).toBe(400);
  });

  it('answers 401 without the right token and 404 when no token is configured', async () => {
    expect((await app.call('/staff/inbox')).status).toBe(401);
    expect((await staff('/staff/inbox', { token: 'väärä-token-0123456789abcd' })).status).toBe(401);
    const off = await createTestApp();
    try {
      const res = await off.call('/staff/inbox', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('POST /staff/feedback/{id}/handled', () => {
  it('refuses bad input, an unknown message, a forged Origin and no token, changing nothing', async () => {
    await expectRefusedUnchanged(
      () => staff(`/staff/feedback/${contactId}/handled`, { method: 'POST', body: {} }),
      { status: 400, errorKey: 'validation-failed', field: 'handledBy' },
      handledRows,
    );
    await expectRefusedUnchanged(
      () =>
        staff('/staff/feedback/ei-tunniste/handled', { method: 'POST', body: { handledBy: 'AK' } }),
      { status: 400, errorKey: 'validation-failed', field: 'id' },
      handledRows,
    );
    await expectRefusedUnchanged(
      () =>
        staff('/staff/feedback/0b5c3f7e-8a51-4c5f-9d3e-1a2b3c4d5e6f/handled', {
          method: 'POST',
          body: { handledBy: 'AK' },
        }),
      { status: 404, errorKey: 'feedback-not-found' },
      handledRows,
    );
    await expectRefusedUnchanged(
      () =>
        app.call(`/staff/feedback/${contactId}/handled`, {
          method: 'POST',
          body: { handledBy: 'AK' },
          headers: { authorization: `Bearer ${TOKEN}`, origin: 'https://evil.example' },
        }),
      { status: 403, errorKey: 'bad-origin' },
      handledRows,
    );
    await expectRefusedUnchanged(
      () =>
        app.call(`/staff/feedback/${contactId}/handled`, {
          method: 'POST',
          body: { handledBy: 'AK' },
        }),
      { status: 401, errorKey: 'invalid-token' },
      handledRows,
    );
  });

  it('marks a message handled once of two clicks, with an audit row naming who', async () => {
    const mark = () =>
      staff(`/staff/feedback/${contactId}/handled`, {
        method: 'POST',
        body: { handledBy: 'Anna K.' },
      });
    const [a, b] = await Promise.all([mark(), mark()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'FEEDBACK_HANDLED'), eq(auditLog.entityId, contactId)));
    expect(entry?.details).toMatchObject({ kind: 'CONTACT', handledBy: 'Anna K.' });
    const after = await inbox('?state=ALL&kind=CONTACT');
    expect(after.items[0]).toMatchObject({ id: contactId, state: 'HANDLED' });
    expect((await inbox()).open.CONTACT).toBe(0);
  });
});
