import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CompanyRequestOverview,
  CompanyRequestResult,
} from '~/domain/company-requests/request-view';
import { customers } from '~/server/db/schema/customers';
import { companyChangeRequests } from '~/server/db/schema/delivery';
import { products } from '~/server/db/schema/products';
import { auditLog, outbox } from '~/server/db/schema/system';
import { ensureSubscription } from '~/server/db/seed/seed-helpers';
import { useTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { underSubscription } from '../support/subscription-path';

const ADMIN = 'yritys.admin@example.fi';
const MAIJA = 'maija.meikalainen@example.fi';

const app = useTestApp({ loggedInAs: ADMIN, intent: 'b2b' });

beforeAll(async () => {
  // A paper subscription of Esimerkki Oy too: its delivery can be suspended or redirected.
  const [company] = await app.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerNumber, '10000002'));
  const [hv] = await app.db.select().from(products).where(eq(products.code, 'HV-6PV'));
  await ensureSubscription(app.db, {
    subscriptionNumber: '2100002',
    customerId: company?.id ?? '',
    productId: hv?.id ?? '',
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
});

const overview = (number: string) => app.call(`/subscriptions/${number}/company-requests`);
const send = (body: unknown) => app.call(...underSubscription('company-requests', 'POST', body));

const ADDRESS = { streetAddress: 'Kauppakatu 1', zipCode: '40100', postOffice: 'Jyväskylä' };

/** Bodies each type refuses (without the number, 2100002 in the path): label, body, field. */
const INVALID: [string, Record<string, unknown>, string | undefined][] = [
  ['OTHER without a message', { changeType: 'OTHER' }, 'message'],
  [
    'an address change without the address',
    { changeType: 'PERMANENT_ADDRESS_CHANGE', startDate: '2027-01-04' },
    'address',
  ],
  [
    'an end before the start',
    { changeType: 'SUSPENSION', startDate: '2027-01-10', endDate: '2027-01-04' },
    'endDate',
  ],
  [
    'a date the type does not take',
    { changeType: 'OTHER', message: 'x', startDate: '2027-01-04' },
    'startDate',
  ],
  [
    'a start in the past',
    { changeType: 'SUSPENSION', startDate: '2026-11-20', endDate: '2026-11-30' },
    'startDate',
  ],
  [
    'a malformed zip code in the address',
    {
      changeType: 'PERMANENT_ADDRESS_CHANGE',
      startDate: '2027-01-04',
      address: { streetAddress: 'Katu 1', zipCode: '123', postOffice: 'X' },
    },
    'address.zipCode',
  ],
  ['an unknown type', { changeType: 'MOVE' }, 'changeType'],
  ['an unknown field', { changeType: 'OTHER', message: 'x', extra: true }, undefined],
];

/** Dates past the horizons: a start more than a year ahead, over-long changes. */
const BEYOND_HORIZON: [string, Record<string, unknown>, string][] = [
  [
    'a permanent change starting in 9999',
    { changeType: 'PERMANENT_ADDRESS_CHANGE', startDate: '9999-12-31', address: ADDRESS },
    'startDate',
  ],
  [
    'a temporary change ending in 9999',
    {
      changeType: 'TEMPORARY_ADDRESS_CHANGE',
      startDate: '2027-01-04',
      endDate: '9999-12-31',
      address: ADDRESS,
    },
    'endDate',
  ],
  [
    'a suspension ending in 9999',
    { changeType: 'SUSPENSION', startDate: '2027-01-04', endDate: '9999-12-31' },
    'endDate',
  ],
];

const counts = () =>
  rowCounts(app.db, { requests: companyChangeRequests, audits: auditLog, mails: outbox });

describe('GET /subscriptions/{n}/company-requests', () => {
  it('needs a login', async () => {
    app.clearCookies();
    expect((await overview('2100001')).status).toBe(401);
    expect((await send({ subscriptionNumber: '2100001', changeType: 'OTHER' })).status).toBe(401);
  });

  it('offers a digital subscription the types without a delivery', async () => {
    const res = await overview('2100001');
    expect(res.status).toBe(200);
    expect((await res.json()) as CompanyRequestOverview).toEqual({
      subscriptionNumber: '2100001',
      productName: 'Päivän Sanomat Digi Yritys',
      companyName: 'Esimerkki Oy',
      today: '2026-11-21',
      types: [
        { type: 'PERMANENT_ADDRESS_CHANGE', label: 'Pysyvä osoitteenmuutos' },
        { type: 'OTHER', label: 'Muu muutos' },
      ],
      requests: [],
    });
    const paper = (await (await overview('2100002')).json()) as CompanyRequestOverview;
    expect(paper.types.map((t) => t.type)).toEqual([
      'SUSPENSION',
      'TEMPORARY_ADDRESS_CHANGE',
      'PERMANENT_ADDRESS_CHANGE',
      'OTHER',
    ]);
  });

  it("answers 404 for another customer's subscription and 409 for a private one", async () => {
    expect((await overview('2000001')).status).toBe(404);
    expect((await overview('12')).status).toBe(400);
    app.clearCookies();
    await app.login(MAIJA);
    const res = await overview('2000001');
    expect(res.status).toBe(409);
    expect(((await res.json()) as { errorKey: string }).errorKey).toBe(
      'company-request-not-allowed',
    );
  });
});

describe('POST /subscriptions/{n}/company-requests', () => {
  it('stores a request with its audit row and e-mail, and tells when it is handled', async () => {
    const before = await counts();
    const res = await send({
      subscriptionNumber: '2100001',
      changeType: 'OTHER',
      message: 'Laskutusosoitteen yhteyshenkilö vaihtuu.',
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as CompanyRequestResult;
    expect(body).toMatchObject({
      request: {
        changeType: 'OTHER',
        typeLabel: 'Muu muutos',
        createdLabel: '21.11.2026',
        statusLabel: 'Odottaa käsittelyä',
        summary: 'Laskutusosoitteen yhteyshenkilö vaihtuu.',
      },
      // Saturday 21.11.2026 + three working days.
      deadline: '2026-11-25',
      deadlineLabel: '25.11.2026',
    });
    expect(body.notice).toContain('viimeistään 25.11.2026');
    expect(await counts()).toEqual({
      requests: before.requests + 1,
      audits: before.audits + 1,
      mails: before.mails + 1,
    });
    const [row] = await app.db
      .select()
      .from(companyChangeRequests)
      .where(eq(companyChangeRequests.id, body.request.id));
    expect(row).toMatchObject({
      changeType: 'OTHER',
      status: 'PENDING',
      request: { message: 'Laskutusosoitteen yhteyshenkilö vaihtuu.' },
    });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, body.request.id));
    expect(audit).toMatchObject({ action: 'COMPANY_REQUEST_SENT', channel: 'WEB' });
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'company-request-received'));
    expect(mail).toMatchObject({
      toAddress: ADMIN,
      subject: 'Käsittelypyyntö vastaanotettu: Muu muutos',
    });
    expect(mail?.bodyText).toContain('viimeistään 25.11.2026');
    const listed = (await (await overview('2100001')).json()) as CompanyRequestOverview;
    expect(listed.requests.map((r) => r.id)).toEqual([body.request.id]);
  });

  it('takes an address change with dates and the new address', async () => {
    const res = await send({
      subscriptionNumber: '2100002',
      changeType: 'TEMPORARY_ADDRESS_CHANGE',
      startDate: '2027-01-04',
      endDate: '2027-01-15',
      address: { streetAddress: 'Kauppakatu 1', zipCode: '40100', postOffice: 'Jyväskylä' },
      message: '',
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as CompanyRequestResult).request.summary).toBe(
      '4.1.2027\u201315.1.2027, Kauppakatu 1, 40100 JYVÄSKYLÄ',
    );
    const suspension = await send({
      subscriptionNumber: '2100002',
      changeType: 'SUSPENSION',
      startDate: '2027-02-01',
      endDate: '2027-02-10',
    });
    expect(suspension.status).toBe(201);
  });

  it('refuses a delivery change for a digital subscription', async () => {
    await expectRefusedUnchanged(
      () =>
        send({
          subscriptionNumber: '2100001',
          changeType: 'SUSPENSION',
          startDate: '2027-02-01',
          endDate: '2027-02-10',
        }),
      { status: 409, errorKey: 'company-request-type-not-available' },
      counts,
    );
  });

  it.each(INVALID)('refuses %s with 400, changing nothing', async (_label, body, field) => {
    await expectRefusedUnchanged(
      () => send({ subscriptionNumber: '2100002', ...body }),
      { status: 400, errorKey: 'validation-failed', ...(field ? { field } : {}) },
      counts,
    );
  });

  it("refuses another customer's subscription (404) and a private one (409)", async () => {
    await expectRefusedUnchanged(
      () => send({ subscriptionNumber: '2000001', changeType: 'OTHER', message: 'x' }),
      { status: 404, errorKey: 'subscription-not-found' },
      counts,
    );
    app.clearCookies();
    await app.login(MAIJA);
    await expectRefusedUnchanged(
      () => send({ subscriptionNumber: '2000001', changeType: 'OTHER', message: 'x' }),
      { status: 409, errorKey: 'company-request-not-allowed' },
      counts,
    );
  });
});

describe('date horizons (issue 12, finding 12a)', () => {
  it.each(BEYOND_HORIZON)('refuses %s', async (_label, body, field) => {
    await expectRefusedUnchanged(
      () => send({ subscriptionNumber: '2100002', ...body }),
      { status: 400, errorKey: 'validation-failed', field },
      counts,
    );
  });
});
