import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  CompanyRequestOverview,
  CompanyRequestResult,
} from '~/domain/company-requests/request-view';
import type { StaffCompanyRequest } from '~/domain/company-requests/staff-handle-input';
import { companyChangeRequests } from '~/server/db/schema/delivery';
import { auditLog, outbox } from '~/server/db/schema/system';
import {
  ensureCustomer,
  ensureSubscription,
  linkAccount,
  productIdOf,
} from '~/server/db/seed/seed-helpers';
import { createAccount } from '../support/customer-factory';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { type TestApp, TEST_ORIGIN, createTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';

// Processing request states (issue 16 item 3, decision 0037): the admin's list on the details
// page and customer service's staff routes that mark a request handled.

const ADMIN = 'yritys.admin@example.fi';
const PLAIN_USER = 'yritys.lukija@example.fi';
const OTHER_ADMIN = 'toinen.admin@example.fi';
const TOKEN = 'kasittelypyynnot-testiavain-2026';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ env: { COMPANY_REQUEST_STAFF_TOKEN: TOKEN } });
  // Another company with its admin and a digital subscription of its own.
  const customerId = await ensureCustomer(
    app.db,
    {
      customerNumber: '10000777',
      customerType: 'COMPANY',
      customerKind: 'COMPANY',
      companyName: 'Toinen Oy',
      companyId: '7654321-8',
    },
    { streetAddress: 'Toisenkatu 2', zipCode: '00100', postOffice: 'HELSINKI' },
  );
  await ensureSubscription(app.db, {
    subscriptionNumber: '2100777',
    customerId,
    productId: await productIdOf(app.db, 'HV-6PV'),
    status: 'ACTIVE',
    subscriptionType: 'RECURRING',
    productFormat: 'PAPER',
    startDate: '2025-01-01',
    periodStartDate: '2026-11-01',
    periodEndDate: '2026-11-30',
    priceCents: 2990,
    periodUnit: 'MONTHS',
    periodLength: 1,
    paymentMethod: 'E_INVOICE_B2B',
  });
  await linkAccount(app.db, await createAccount(app.db, OTHER_ADMIN), customerId, 'COMPANY_ADMIN');
});
afterAll(() => app.close());

beforeEach(async () => {
  app.clearCookies();
  expect((await app.login(ADMIN, { intent: 'b2b' })).status).toBe(200);
});

const overview = (n: string) => app.call(`/subscriptions/${n}/company-requests`);

async function sendRequest(message: string): Promise<string> {
  const res = await app.call('/subscriptions/2100001/company-requests', {
    method: 'POST',
    body: { changeType: 'OTHER', message },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as CompanyRequestResult).request.id;
}

/** A staff call: with the token (or the given header), as customer service's tool sends it. */
function staff(
  path: string,
  init: { method?: string; body?: unknown; token?: string | null; origin?: string } = {},
) {
  const token = init.token === undefined ? TOKEN : init.token;
  return app.call(`/staff/company-requests${path}`, {
    method: init.method ?? 'GET',
    ...(init.body !== undefined ? { body: init.body } : {}),
    headers: {
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(init.origin ? { origin: init.origin } : {}),
    },
  });
}

const handle = (id: string, body: unknown = { handledBy: 'Asiakaspalvelu / TK' }, more = {}) =>
  staff(`/${id}/handled`, { method: 'POST', body, ...more });

async function snapshot() {
  const rows = await app.db.select().from(companyChangeRequests).orderBy(companyChangeRequests.id);
  return { rows, ...(await rowCounts(app.db, { audits: auditLog, mails: outbox })) };
}

describe('the admin sees each request and its state', () => {
  it('lists a waiting request with its Finnish state and no note', async () => {
    const id = await sendRequest('Yhteyshenkilö vaihtuu.');
    const res = await overview('2100001');
    expect(res.status).toBe(200);
    const listed = ((await res.json()) as CompanyRequestOverview).requests.find((r) => r.id === id);
    expect(listed).toEqual({
      id,
      changeType: 'OTHER',
      typeLabel: 'Muu muutos',
      createdLabel: '21.11.2026',
      status: 'PENDING',
      statusLabel: 'Odottaa käsittelyä',
      handledLabel: null,
      note: null,
      summary: 'Yhteyshenkilö vaihtuu.',
    });
  });

  it("answers 404 to another company's admin and to a plain company user, 401 logged out", async () => {
    app.clearCookies();
    expect((await app.login(OTHER_ADMIN, { intent: 'b2b' })).status).toBe(200);
    expect((await overview('2100001')).status).toBe(404);
    expect((await overview('2100777')).status).toBe(200);
    app.clearCookies();
    // A plain user may not log in for the company at all, and her own session holds no company.
    expect((await app.login(PLAIN_USER, { intent: 'b2b' })).status).not.toBe(200);
    app.clearCookies();
    expect((await app.login(PLAIN_USER)).status).toBe(200);
    expect((await overview('2100001')).status).toBe(404);
    app.clearCookies();
    expect((await overview('2100001')).status).toBe(401);
  });
});

describe('GET /staff/company-requests', () => {
  it('needs the staff token', async () => {
    for (const token of [null, 'vaara-avain', `${TOKEN}x`]) {
      const res = await staff('', { token });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { errorKey: string }).errorKey).toBe('invalid-token');
    }
  });

  it('does not exist without a configured token', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.call('/staff/company-requests', {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('lists the waiting requests oldest first with the company and subscription', async () => {
    const id = await sendRequest('Lisää lukijoita ensi vuonna.');
    const res = await staff('');
    expect(res.status).toBe(200);
    const { requests } = (await res.json()) as { requests: StaffCompanyRequest[] };
    expect(requests.every((r) => r.status === 'PENDING')).toBe(true);
    expect(requests.find((r) => r.id === id)).toMatchObject({
      subscriptionNumber: '2100001',
      companyName: 'Esimerkki Oy',
      productName: 'Päivän Sanomat Digi Yritys',
      typeLabel: 'Muu muutos',
      summary: 'Lisää lukijoita ensi vuonna.',
      handledAt: null,
    });
    const times = requests.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort());
  });
});

describe('POST /staff/company-requests/{id}/handled', () => {
  it('marks it handled, e-mails the admin with the note and writes the audit row', async () => {
    const id = await sendRequest('Laskutusosoite muuttuu.');
    const before = await snapshot();
    const res = await handle(id, {
      handledBy: '  Tiina Kallio ',
      note: ' Laskutusosoite on päivitetty 1.12.2026 alkaen. ',
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as StaffCompanyRequest).toMatchObject({
      id,
      status: 'DONE',
      handledAt: '2026-11-21T08:00:00.000Z',
      handledBy: 'Tiina Kallio',
      note: 'Laskutusosoite on päivitetty 1.12.2026 alkaen.',
    });
    const after = await snapshot();
    expect(after.audits).toBe(before.audits + 1);
    expect(after.mails).toBe(before.mails + 1);

    const handledAudit = (
      await app.db.select().from(auditLog).where(eq(auditLog.action, 'COMPANY_REQUEST_HANDLED'))
    ).find((a) => a.entityId === id);
    expect(handledAudit).toMatchObject({
      accountId: null,
      entity: 'company_change_request',
      details: { subscriptionNumber: '2100001', handledBy: 'Tiina Kallio', withNote: true },
    });
    const mails = (
      await app.db.select().from(outbox).where(eq(outbox.kind, 'company-request-handled'))
    ).filter((m) => m.bodyText.includes('Tiedot: Laskutusosoite muuttuu.'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: ADMIN,
      subject: 'Käsittelypyyntö käsitelty: Muu muutos',
    });
    expect(mails[0]?.bodyText).toContain('Laskutusosoite on päivitetty 1.12.2026 alkaen.');
    expect(mails[0]?.bodyText).toContain(`${TEST_ORIGIN}/tilaukset/tiedot?tilaus=2100001`);

    const listed = ((await (await overview('2100001')).json()) as CompanyRequestOverview).requests;
    expect(listed.find((r) => r.id === id)).toMatchObject({
      status: 'DONE',
      statusLabel: 'Käsitelty',
      handledLabel: '21.11.2026',
      note: 'Laskutusosoite on päivitetty 1.12.2026 alkaen.',
    });
    const open = (await (await staff('')).json()) as { requests: StaffCompanyRequest[] };
    expect(open.requests.map((r) => r.id)).not.toContain(id);
  });

  it('takes no note: the request is handled and the e-mail has no message part', async () => {
    const id = await sendRequest('Ei muuta.');
    const res = await handle(id, { handledBy: 'TK' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as StaffCompanyRequest).note).toBeNull();
  });

  it('refuses a second marking with 409, changing nothing', async () => {
    const id = await sendRequest('Kahdesti?');
    expect((await handle(id)).status).toBe(200);
    const body = await expectRefusedUnchanged(
      () => handle(id, { handledBy: 'Joku muu', note: 'Toinen vastaus' }),
      { status: 409, errorKey: 'company-request-already-handled' },
      snapshot,
    );
    expect(body.message).toBe(
      'Käsittelypyyntö on jo merkitty käsitellyksi. Sitä ei voi käsitellä uudelleen.',
    );
  });

  it('lets exactly one of two parallel markings win', async () => {
    const id = await sendRequest('Rinnakkain.');
    const before = await snapshot();
    const answers = await Promise.all([
      handle(id, { handledBy: 'A', note: 'Ensimmäinen' }),
      handle(id, { handledBy: 'B', note: 'Toinen' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await snapshot();
    expect(after.audits).toBe(before.audits + 1);
    expect(after.mails).toBe(before.mails + 1);
  });

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    await expectRefusedUnchanged(
      () => handle('00000000-0000-4000-8000-000000000000'),
      { status: 404, errorKey: 'company-request-not-found' },
      snapshot,
    );
    await expectRefusedUnchanged(
      () => handle('not-a-uuid'),
      { status: 400, errorKey: 'validation-failed', field: 'requestId' },
      snapshot,
    );
  });

  it.each([
    ['no handler', { note: 'x' }, 'handledBy'],
    ['a blank handler', { handledBy: '   ' }, 'handledBy'],
    ['an over-long note', { handledBy: 'TK', note: 'x'.repeat(2001) }, 'note'],
    ['an unknown field', { handledBy: 'TK', status: 'PENDING' }, undefined],
  ])('refuses %s with 400, changing nothing', async (_label, body, field) => {
    const id = await sendRequest('Virheellinen käsittely.');
    const refused = await expectRefusedUnchanged(
      () => handle(id, body),
      { status: 400, errorKey: 'validation-failed', ...(field ? { field } : {}) },
      snapshot,
    );
    if (field === 'handledBy')
      expect(refused.fields?.handledBy).toBe('Käsittelijä on pakollinen tieto');
  });

  it('refuses a missing or wrong token and a forged Origin, changing nothing', async () => {
    const id = await sendRequest('Luvaton.');
    for (const token of [null, 'vaara-avain']) {
      await expectRefusedUnchanged(
        () => handle(id, { handledBy: 'TK' }, { token }),
        { status: 401, errorKey: 'invalid-token' },
        snapshot,
      );
    }
    await expectRefusedUnchanged(
      () => handle(id, { handledBy: 'TK' }, { origin: 'https://evil.example' }),
      { status: 403, errorKey: 'bad-origin' },
      snapshot,
    );
  });
});
