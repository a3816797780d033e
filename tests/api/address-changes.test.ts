import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AddressChangeOverview,
  AddressChangeResult,
} from '~/domain/address-changes/address-change-view';
import { addressChanges, suspensions } from '~/server/db/schema/changes';
import { products } from '~/server/db/schema/products';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { ensureCustomer, ensureSubscription, linkAccount } from '~/server/db/seed/seed-helpers';
import { createAccount } from '../support/customer-factory';
import { useTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { underSubscription } from '../support/subscription-path';

const MAIJA = 'maija.meikalainen@example.fi';
const PEKKA = 'pekka.virtanen@example.fi';
const ADMIN = 'yritys.admin@example.fi';
const GIVER = 'antaja@example.fi';
const RECEIVER = 'saaja@example.fi';
const HOUR = 60 * 60 * 1000;

/** Maija's summer place: a street the address database knows (seed-delivery.ts). */
const RANTATIE = { streetAddress: 'Rantatie 4', zipCode: '21600', postOffice: 'Parainen' };
const temporary = (over: Record<string, unknown> = {}) => ({
  subscriptionNumber: '2000001',
  startDate: '2027-01-20',
  endDate: '2027-01-30',
  nameForAddress: 'Maija Meikäläinen',
  ...RANTATIE,
  ...over,
});
/** A temporary change's fields as PUT takes them (without the subscription number). */
function changeFields(over: Record<string, unknown> = {}) {
  const fields: Record<string, unknown> = temporary(over);
  delete fields['subscriptionNumber'];
  return fields;
}
const permanent = (over: Record<string, unknown> = {}) => ({
  subscriptionNumber: '2000001',
  startDate: '2027-02-15',
  role: 'SUBSCRIBER',
  streetAddress: 'Aurakatu 3 B 7',
  zipCode: '20100',
  postOffice: 'TURKU',
  ...over,
});

const app = useTestApp();

beforeAll(async () => {
  // A gift: the giver pays, the receiver subscribes (and reads HV-6PV at Pihlajatie 1).
  const [hv] = await app.db.select().from(products).where(eq(products.code, 'HV-6PV'));
  const giver = await ensureCustomer(
    app.db,
    { customerNumber: '400000001', customerType: 'PERSON', firstName: 'Anna', lastName: 'Antaja' },
    { streetAddress: 'Bulevardi 2', zipCode: '00120', postOffice: 'HELSINKI' },
  );
  const receiver = await ensureCustomer(
    app.db,
    { customerNumber: '400000002', customerType: 'PERSON', firstName: 'Sami', lastName: 'Saaja' },
    { streetAddress: 'Torikatu 5', zipCode: '90100', postOffice: 'OULU' },
  );
  await ensureSubscription(app.db, {
    subscriptionNumber: '4100001',
    customerId: receiver,
    payerCustomerId: giver,
    isGift: true,
    giftRole: 'GIVER',
    productId: hv?.id ?? '',
    status: 'ACTIVE',
    subscriptionType: 'FIXED_TERM',
    productFormat: 'PAPER',
    startDate: '2026-11-01',
    endDate: '2027-10-31',
    periodStartDate: '2026-11-01',
    periodEndDate: '2027-10-31',
    priceCents: 29900,
    periodUnit: 'YEARS',
    periodLength: 1,
    paymentMethod: 'PAPER_INVOICE',
  });
  await linkAccount(app.db, await createAccount(app.db, GIVER), giver, 'OWNER');
  await linkAccount(app.db, await createAccount(app.db, RECEIVER), receiver, 'OWNER');
});

async function asUser(username: string, intent: 'b2c' | 'b2b' = 'b2c'): Promise<void> {
  app.clearCookies();
  expect((await app.login(username, { intent })).status).toBe(200);
}

const overview = (number: string) => app.call(`/subscriptions/${number}/address-changes`);
const postTemporary = (body: unknown) =>
  app.call(...underSubscription('address-changes/temporary', 'POST', body));
const postPermanent = (body: unknown) =>
  app.call(...underSubscription('address-changes/permanent', 'POST', body));
/** The changes these tests edit and remove are Maija's on 2000001 (temporary()). */
const changePath = (id: string) => `/subscriptions/2000001/address-changes/${id}`;
const putChange = (id: string, body: unknown) => app.call(changePath(id), { method: 'PUT', body });
const removeChange = (id: string) => app.call(changePath(id), { method: 'DELETE' });

const counts = () =>
  rowCounts(app.db, {
    changes: { table: addressChanges, where: isNull(addressChanges.cancelledAt) },
    audits: auditLog,
    mails: outbox,
  });

async function created(res: Response): Promise<AddressChangeResult> {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AddressChangeResult;
}

/** The one e-mail of a kind sent since the test began (clearChanges empties the outbox). */
async function mailOf(kind: string) {
  const rows = await app.db.select().from(outbox).where(eq(outbox.kind, kind));
  expect(rows).toHaveLength(1);
  return rows[0];
}

async function tagsOf(number: string) {
  const [row] = await app.db
    .select({ tags: subscriptions.tags })
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, number));
  return row?.tags;
}

/** Removes every change the tests made on a subscription, so each test starts clean. */
async function clearChanges() {
  await app.db.delete(addressChanges);
  await app.db.delete(suspensions);
  await app.db.delete(outbox);
  await app.db
    .update(subscriptions)
    .set({ tags: [] })
    .where(eq(subscriptions.subscriptionNumber, '2000001'));
}

describe('GET /subscriptions/{n}/address-changes', () => {
  it('needs a login', async () => {
    app.clearCookies();
    expect((await overview('2000001')).status).toBe(401);
    expect((await postTemporary(temporary())).status).toBe(401);
    expect((await postPermanent(permanent())).status).toBe(401);
  });

  it("tells Maija her delivery address, the paper's days and that nothing is pending", async () => {
    await asUser(MAIJA);
    const res = await overview('2000001');
    expect(res.status).toBe(200);
    expect((await res.json()) as AddressChangeOverview).toEqual({
      subscriptionNumber: '2000001',
      productName: 'Päivän Sanomat 7 pv',
      today: '2026-11-21',
      allowed: true,
      reason: null,
      companyRequest: false,
      temporaryAllowed: true,
      currentAddress: 'Mannerheimintie 10 A 5, 00100 HELSINKI',
      roleChoice: false,
      publicationDaysLabel: 'Lehti ilmestyy joka päivä.',
      // The month calendar's days: a start at most 365 days ahead, lasting at most 365 days;
      // the holidays without a newspaper.
      calendar: {
        from: '2026-11-21',
        to: '2028-11-20',
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        noIssue: [
          '2026-12-25',
          '2027-01-01',
          '2027-03-26',
          '2027-06-26',
          '2027-12-25',
          '2028-01-01',
          '2028-04-14',
          '2028-06-24',
        ],
        extraIssue: [],
      },
      changes: [],
    });
  });

  it("answers 404 for another customer's or an unknown subscription, 400 for a bad number", async () => {
    await asUser(MAIJA);
    expect((await overview('3000001')).status).toBe(404);
    expect((await overview('2100001')).status).toBe(404);
    expect((await overview('9999999')).status).toBe(404);
    expect((await overview('12')).status).toBe(400);
  });

  it('tells a company only why not, and a gift giver nothing of the address', async () => {
    await asUser(ADMIN, 'b2b');
    const company = (await (await overview('2100001')).json()) as AddressChangeOverview;
    expect(company).toMatchObject({
      allowed: false,
      reason: 'Yritystilauksen muutokset tehdään käsittelypyynnöllä.',
      companyRequest: true,
      currentAddress: null,
      changes: [],
    });
    await asUser(GIVER);
    const gift = (await (await overview('4100001')).json()) as AddressChangeOverview;
    expect(gift).toMatchObject({
      allowed: false,
      companyRequest: false,
      currentAddress: null,
      changes: [],
    });
    expect(gift.reason).toContain('vain lahjan saaja');
  });
});

describe('POST /subscriptions/{n}/address-changes/temporary', () => {
  beforeEach(async () => {
    await clearChanges();
    await asUser(MAIJA);
  });

  it('saves a change to a known address with its audit row and confirmation e-mail', async () => {
    const before = await counts();
    const body = await created(await postTemporary(temporary()));
    expect(body.message).toBe('Tilapäinen osoitteenmuutos on tallennettu.');
    expect(body.customerService).toBeNull();
    expect(body.change).toMatchObject({
      changeType: 'TEMPORARY_ADDRESS_CHANGE',
      startDate: '2027-01-20',
      endDate: '2027-01-30',
      periodLabel: '20.1.2027\u201330.1.2027',
      nameForAddress: 'Maija Meikäläinen',
      // The post office as the address database spells it.
      addressLabel: 'Rantatie 4, 21600 PARAINEN',
      processing: 'CONFIRMED',
      processingLabel: null,
      editable: 'ALL',
    });
    expect(await counts()).toEqual({
      changes: (before.changes ?? 0) + 1,
      audits: (before.audits ?? 0) + 1,
      mails: (before.mails ?? 0) + 1,
    });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, body.change.id));
    expect(audit).toMatchObject({ action: 'ADDRESS_CHANGE_CREATED', channel: 'WEB' });
    const mail = await mailOf('address-change-created');
    expect(mail).toMatchObject({
      toAddress: MAIJA,
      subject: 'Tilapäinen osoitteenmuutos tallennettu',
    });
    expect(mail?.bodyText).toContain('Ajalla: 20.1.2027\u201330.1.2027');
    expect(mail?.bodyText).toContain('Uusi osoite: Maija Meikäläinen, Rantatie 4, 21600 PARAINEN');

    const listed = (await (await overview('2000001')).json()) as AddressChangeOverview;
    expect(listed.changes.map((c) => c.id)).toEqual([body.change.id]);
  });

  it('refuses an unknown address with invalid-address, then takes it by hand (manual)', async () => {
    const unknown = temporary({
      streetAddress: 'Tuntemattomankuja 5',
      zipCode: '00100',
      postOffice: 'HELSINKI',
    });
    const refused = await expectRefusedUnchanged(
      () => postTemporary(unknown),
      { status: 409, errorKey: 'invalid-address' },
      counts,
    );
    expect(refused.message).toContain('osoiterekisteristä');
    // A known street with a post office that does not belong to the zip code is not found either.
    await expectRefusedUnchanged(
      () => postTemporary(temporary({ postOffice: 'TURKU' })),
      { status: 409, errorKey: 'invalid-address' },
      counts,
    );

    const body = await created(await postTemporary({ ...unknown, manual: true }));
    expect(body.change).toMatchObject({
      processing: 'CUSTOMER_SERVICE',
      processingLabel: 'Asiakaspalvelu tarkistaa osoitteen',
    });
    // Saturday 21.11.2026: three working days on are Mon, Tue, Wed 25.11.
    expect(body.customerService).toEqual({
      deadline: '2026-11-25',
      deadlineLabel: '25.11.2026',
      notice:
        'Asiakaspalvelu käsittelee muutoksen 1–3 arkipäivässä, viimeistään 25.11.2026. Saat vahvistuksen sähköpostiisi.',
    });
    const [row] = await app.db
      .select()
      .from(addressChanges)
      .where(eq(addressChanges.id, body.change.id));
    expect(row?.processing).toBe('CUSTOMER_SERVICE');
    expect((await mailOf('address-change-created'))?.bodyText).toContain('viimeistään 25.11.2026');
  });

  it('sends a foreign address to customer service, its zip code prefixed with the country', async () => {
    const body = await created(
      await postTemporary(
        temporary({
          streetAddress: 'Storgatan 1',
          zipCode: '111 22',
          postOffice: 'Stockholm',
          countryCode: 'SE',
        }),
      ),
    );
    expect(body.change).toMatchObject({
      countryCode: 'SE',
      addressLabel: 'Storgatan 1, SE-111 22 STOCKHOLM',
      processing: 'CUSTOMER_SERVICE',
    });
    expect(body.customerService?.deadline).toBe('2026-11-25');
  });

  it('refuses overlap with another temporary change or a suspension (date-overlap)', async () => {
    await created(await postTemporary(temporary()));
    await expectRefusedUnchanged(
      () => postTemporary(temporary({ startDate: '2027-01-30', endDate: '2027-02-05' })),
      { status: 409, errorKey: 'date-overlap' },
      counts,
    );
    const [sub] = await app.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, '2000001'));
    await app.db.insert(suspensions).values({
      subscriptionId: sub?.id ?? '',
      startDate: '2027-02-10',
      endDate: '2027-02-20',
      digitalPart: 'KEEP',
      creditedDays: 4,
      totalCreditedCents: 0,
    });
    await expectRefusedUnchanged(
      () => postTemporary(temporary({ startDate: '2027-02-20', endDate: '2027-02-25' })),
      { status: 409, errorKey: 'date-overlap' },
      counts,
    );
    // The day after both is free.
    await created(
      await postTemporary(temporary({ startDate: '2027-02-21', endDate: '2027-02-25' })),
    );
  });

  it('refuses the current address', async () => {
    await expectRefusedUnchanged(
      () =>
        postTemporary(
          temporary({
            streetAddress: 'mannerheimintie  10 a 5',
            zipCode: '00100',
            postOffice: 'HELSINKI',
          }),
        ),
      { status: 409, errorKey: 'permanent-address-should-not-equal-subscription-address' },
      counts,
    );
  });

  it('checks the dates: not in the past, start before end, publication days', async () => {
    await expectRefusedUnchanged(
      () => postTemporary(temporary({ startDate: '2026-11-20' })),
      { status: 400, errorKey: 'validation-failed', field: 'startDate' },
      counts,
    );
    const reversed = await expectRefusedUnchanged(
      () => postTemporary(temporary({ startDate: '2027-01-30', endDate: '2027-01-20' })),
      { status: 400, errorKey: 'validation-failed', field: 'endDate' },
      counts,
    );
    expect(reversed.fields).toEqual({
      endDate: 'Päättymispäivän on oltava alkamispäivän jälkeen.',
    });
    // The magazine 2000002 comes out on Wednesdays; 23.12.2026 is a Wednesday without an issue.
    const magazine = { subscriptionNumber: '2000002' };
    await expectRefusedUnchanged(
      () =>
        postTemporary(temporary({ ...magazine, startDate: '2026-12-03', endDate: '2026-12-16' })),
      { status: 400, errorKey: 'start-date-publication-days', field: 'startDate' },
      counts,
    );
    await expectRefusedUnchanged(
      () =>
        postTemporary(temporary({ ...magazine, startDate: '2026-12-02', endDate: '2026-12-23' })),
      { status: 400, errorKey: 'end-date-publication-days', field: 'endDate' },
      counts,
    );
    await created(
      await postTemporary(
        temporary({ ...magazine, startDate: '2026-12-02', endDate: '2026-12-16' }),
      ),
    );
  });

  it('validates the address fields (spec §5) and refuses unknown fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ zipCode: '2160' }, 'zipCode'],
      [{ zipCode: '21600a' }, 'zipCode'],
      [{ streetAddress: 'Rantatie 4, 21600 Parainen' }, 'streetAddress'],
      [{ streetAddress: 'Rantatie 4; B' }, 'streetAddress'],
      [{ streetAddress: 'Rantatie #4' }, 'streetAddress'],
      [{ postOffice: 'P'.repeat(61) }, 'postOffice'],
      [{ postOffice: 'Parainen!' }, 'postOffice'],
      [{ nameForAddress: 'Maija 2' }, 'nameForAddress'],
      [{ countryCode: 'XX' }, 'countryCode'],
      [{ startDate: '20.1.2027' }, 'startDate'],
      [{ streetAddress: '' }, 'streetAddress'],
      [{ extra: 1 }, '_'],
    ];
    for (const [over, field] of cases) {
      await expectRefusedUnchanged(
        () => postTemporary(temporary(over)),
        { status: 400, errorKey: 'validation-failed', field: field },
        counts,
      );
    }
  });

  it('refuses a digital-only subscription, a company and a gift giver', async () => {
    await expectRefusedUnchanged(
      () => postTemporary(temporary({ subscriptionNumber: '2000003' })),
      { status: 409, errorKey: 'address-change-not-allowed' },
      counts,
    );
    // Not a permanent change either, not even abroad (issue 20 item 12).
    await expectRefusedUnchanged(
      () => postPermanent(permanent({ subscriptionNumber: '2000003', countryCode: 'SE' })),
      { status: 409, errorKey: 'address-change-not-allowed' },
      counts,
    );
    await asUser(ADMIN, 'b2b');
    await expectRefusedUnchanged(
      () => postTemporary(temporary({ subscriptionNumber: '2100001' })),
      { status: 409, errorKey: 'company-change-request-required' },
      counts,
    );
    await asUser(GIVER);
    await expectRefusedUnchanged(
      () => postTemporary(temporary({ subscriptionNumber: '4100001', startDate: '2027-01-21' })),
      { status: 403, errorKey: 'target_customer_not_allowed' },
      counts,
    );
    // The receiver may: the delivery is theirs.
    await asUser(RECEIVER);
    await created(
      await postTemporary(temporary({ subscriptionNumber: '4100001', startDate: '2027-01-21' })),
    );
  });

  it("answers 404 for another customer's subscription and changes nothing", async () => {
    await asUser(PEKKA);
    await expectRefusedUnchanged(
      () => postTemporary(temporary()),
      { status: 404, errorKey: 'subscription-not-found' },
      counts,
    );
  });
});

describe('PUT and DELETE /subscriptions/{n}/address-changes/{id}', () => {
  let id = '';
  beforeEach(async () => {
    await clearChanges();
    await asUser(MAIJA);
    id = (await created(await postTemporary(temporary()))).change.id;
  });

  it('edits a future change as a whole, checking it like a new one', async () => {
    const res = await putChange(id, {
      startDate: '2027-01-22',
      endDate: '2027-02-01',
      nameForAddress: '',
      streetAddress: 'Saaristotie 8',
      zipCode: '21600',
      postOffice: 'PARAINEN',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AddressChangeResult;
    expect(body.message).toBe('Osoitteenmuutos on päivitetty.');
    expect(body.change).toMatchObject({
      id,
      periodLabel: '22.1.2027\u20131.2.2027',
      nameForAddress: null,
      addressLabel: 'Saaristotie 8, 21600 PARAINEN',
    });
    expect(await mailOf('address-change-updated')).toMatchObject({ toAddress: MAIJA });
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'ADDRESS_CHANGE_UPDATED')));
    expect(audit).toBeDefined();
    // Still checked: an unknown street and a past start are refused.
    await expectRefusedUnchanged(
      () =>
        putChange(id, {
          ...temporary({ streetAddress: 'Olematon 1' }),
          subscriptionNumber: undefined,
        }),
      { status: 409, errorKey: 'invalid-address' },
      counts,
    );
  });

  it('once started, lets only the end date change and refuses removal', async () => {
    const started = (ms: number) => app.clock.advance(ms);
    started(61 * 24 * HOUR); // 21.1.2027: the change began on the 20th
    try {
      await asUser(MAIJA); // the session of two months ago has expired
      const fields = changeFields();
      await expectRefusedUnchanged(
        () => putChange(id, { ...fields, streetAddress: 'Saaristotie 8' }),
        { status: 409, errorKey: 'address-change-already-started' },
        counts,
      );
      await expectRefusedUnchanged(
        () => removeChange(id),
        { status: 409, errorKey: 'address-change-already-started' },
        counts,
      );
      await expectRefusedUnchanged(
        () => putChange(id, { ...fields, endDate: '2027-01-20' }),
        { status: 400, errorKey: 'validation-failed', field: 'endDate' },
        counts,
      );
      const res = await putChange(id, { ...fields, endDate: '2027-02-03' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as AddressChangeResult).change).toMatchObject({
        endDate: '2027-02-03',
        editable: 'END_DATE',
      });
    } finally {
      started(-61 * 24 * HOUR);
    }
  });

  it('removes a future change with an audit row and an e-mail', async () => {
    const before = await counts();
    expect((await removeChange(id)).status).toBe(204);
    expect(await counts()).toEqual({
      changes: (before.changes ?? 0) - 1,
      audits: (before.audits ?? 0) + 1,
      mails: (before.mails ?? 0) + 1,
    });
    expect(await mailOf('address-change-removed')).toMatchObject({
      subject: 'Tilapäinen osoitteenmuutos poistettu',
    });
    await expectRefusedUnchanged(
      () => removeChange(id),
      { status: 404, errorKey: 'address-change-not-found' },
      counts,
    );
  });

  it("answers 404 for another customer's change and 400 for a bad id", async () => {
    await asUser(PEKKA);
    const fields = changeFields();
    await expectRefusedUnchanged(
      () => putChange(id, fields),
      { status: 404, errorKey: 'address-change-not-found' },
      counts,
    );
    await expectRefusedUnchanged(
      () => removeChange(id),
      { status: 404, errorKey: 'address-change-not-found' },
      counts,
    );
    await expectRefusedUnchanged(
      () => removeChange('not-a-uuid'),
      { status: 400, errorKey: 'validation-failed', field: 'id' },
      counts,
    );
  });
});

describe('POST /subscriptions/{n}/address-changes/permanent', () => {
  beforeEach(async () => {
    await clearChanges();
    await asUser(MAIJA);
  });

  it('saves the change, tags the subscription and removing it clears the tag', async () => {
    const body = await created(await postPermanent(permanent()));
    expect(body.message).toBe('Pysyvä osoitteenmuutos on tallennettu.');
    expect(body.change).toMatchObject({
      changeType: 'PERMANENT_ADDRESS_CHANGE',
      role: 'SUBSCRIBER',
      endDate: null,
      periodLabel: 'alkaen 15.2.2027',
      addressLabel: 'Aurakatu 3 B 7, 20100 TURKU',
      editable: 'ALL',
    });
    expect(await tagsOf('2000001')).toEqual(['UPCOMING_ADDRESS_CHANGE']);
    const mail = await mailOf('address-change-created');
    expect(mail?.subject).toBe('Pysyvä osoitteenmuutos tallennettu');
    expect(mail?.bodyText).toContain('Alkaen: 15.2.2027');

    expect((await removeChange(body.change.id)).status).toBe(204);
    expect(await tagsOf('2000001')).toEqual([]);
  });

  it('refuses the same address twice, and a second one while one waits', async () => {
    await created(await postPermanent(permanent()));
    await expectRefusedUnchanged(
      () => postPermanent(permanent({ startDate: '2027-03-01', streetAddress: 'aurakatu 3 b 7' })),
      { status: 409, errorKey: 'permanent-address-change-already-exists-for-address' },
      counts,
    );
    await expectRefusedUnchanged(
      () => postPermanent(permanent({ streetAddress: 'Linnankatu 1' })),
      { status: 409, errorKey: 'date-overlap' },
      counts,
    );
  });

  it('refuses the current address', async () => {
    await expectRefusedUnchanged(
      () =>
        postPermanent(
          permanent({
            streetAddress: 'Mannerheimintie 10 A 5',
            zipCode: '00100',
            postOffice: 'HELSINKI',
          }),
        ),
      { status: 409, errorKey: 'permanent-address-should-not-equal-subscription-address' },
      counts,
    );
  });

  it('checks the start date and the address database like a temporary change', async () => {
    await expectRefusedUnchanged(
      () => postPermanent(permanent({ startDate: '2026-11-01' })),
      { status: 400, errorKey: 'validation-failed', field: 'startDate' },
      counts,
    );
    await expectRefusedUnchanged(
      () => postPermanent(permanent({ subscriptionNumber: '2000002', startDate: '2026-12-03' })),
      { status: 400, errorKey: 'start-date-publication-days' },
      counts,
    );
    await expectRefusedUnchanged(
      () => postPermanent(permanent({ streetAddress: 'Uusikatu 1' })),
      { status: 409, errorKey: 'invalid-address' },
      counts,
    );
    await expectRefusedUnchanged(
      () => postPermanent(permanent({ role: 'OWNER' })),
      { status: 400, errorKey: 'validation-failed', field: 'role' },
      counts,
    );
    const manual = await created(
      await postPermanent(permanent({ streetAddress: 'Uusikatu 1', manual: true })),
    );
    expect(manual.change.processing).toBe('CUSTOMER_SERVICE');
    expect(manual.customerService?.deadlineLabel).toBe('25.11.2026');
  });

  it("lets a gift receiver change only their own address, never the giver's", async () => {
    await asUser(RECEIVER);
    await expectRefusedUnchanged(
      () => postPermanent(permanent({ subscriptionNumber: '4100001', role: 'PAYER' })),
      { status: 403, errorKey: 'target_customer_not_allowed' },
      counts,
    );
    await created(await postPermanent(permanent({ subscriptionNumber: '4100001' })));
    await asUser(GIVER);
    await expectRefusedUnchanged(
      () => postPermanent(permanent({ subscriptionNumber: '4100001', startDate: '2027-03-01' })),
      { status: 403, errorKey: 'target_customer_not_allowed' },
      counts,
    );
  });

  it('refuses a company subscription and another customer’s subscription', async () => {
    await asUser(ADMIN, 'b2b');
    await expectRefusedUnchanged(
      () => postPermanent(permanent({ subscriptionNumber: '2100001' })),
      { status: 409, errorKey: 'company-change-request-required' },
      counts,
    );
    await asUser(PEKKA);
    await expectRefusedUnchanged(
      () => postPermanent(permanent()),
      { status: 404, errorKey: 'subscription-not-found' },
      counts,
    );
  });
});
