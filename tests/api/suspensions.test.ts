import { and, asc, eq, inArray, isNull, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SuspensionList, SuspensionQuote, SuspensionView } from '~/domain/suspensions/views';
import { suspensionLimits } from '~/server/env';
import { suspensionRunsOn } from '~/domain/suspensions/runs-on';
import { addressChanges, suspensions } from '~/server/db/schema/changes';
import { customers } from '~/server/db/schema/customers';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { linkAccount } from '~/server/db/seed/seed-helpers';
import { readEnv } from '~/server/env';
import { createAccount, createCustomer } from '../support/customer-factory';
import { useTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';
import { expectAnsweredUnchanged, expectRefusedUnchanged } from '../support/refused-unchanged';

// Today is Saturday 21.11.2026. Maija's 2000001 is Päivän Sanomat 7 pv (paper + digi, every
// day but the newspaper-free holidays) at 39,90 € / kk; 2000002 a paper magazine out on
// Wednesdays that ends in about two months. Each test keeps to its own dates on 2000001.

const MAIJA = 'maija.meikalainen@example.fi';
const HV_READER = 'hameen-viesti@example.fi'; // Hämeen Viesti 6 pv: no Sunday paper
const COMPANY = 'yritys-paperi@example.fi';
const GIVER = 'lahjan-antaja@example.fi';

const app = useTestApp();
let sub2000001 = '';
let hvSubscription = '';

/** Which of the subscriptions have a suspension running on `date`, by the list's own rule. */
async function subscriptionsSuspendedOn(ids: string[], date: string): Promise<Set<string>> {
  const rows = await app.db
    .select()
    .from(suspensions)
    .where(and(inArray(suspensions.subscriptionId, ids), isNull(suspensions.cancelledAt)));
  return new Set(rows.filter((s) => suspensionRunsOn(s, date)).map((s) => s.subscriptionId));
}

async function subscriptionId(number: string): Promise<string> {
  const [row] = await app.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, number));
  if (!row) throw new Error(`No subscription ${number}`);
  return row.id;
}

beforeAll(async () => {
  sub2000001 = await subscriptionId('2000001');

  const hv = await createCustomer(app.db, {
    customerNumber: '400000001',
    subscriptionNumber: '4100001',
  });
  await linkAccount(app.db, await createAccount(app.db, HV_READER), hv, 'OWNER');
  hvSubscription = await subscriptionId('4100001');

  const company = await createCustomer(app.db, {
    customerNumber: '400000002',
    subscriptionNumber: '4100002',
  });
  await app.db
    .update(customers)
    .set({ customerType: 'COMPANY', companyName: 'Paperi Oy' })
    .where(eq(customers.id, company));
  await linkAccount(app.db, await createAccount(app.db, COMPANY), company, 'OWNER');

  // A gift: the giver pays, the receiver (linked to no account here) gets the paper.
  const giver = await createCustomer(app.db, {
    customerNumber: '400000003',
    subscriptionNumber: '4100003',
  });
  const receiver = await createCustomer(app.db, {
    customerNumber: '400000004',
    subscriptionNumber: '4100004',
  });
  await app.db
    .update(subscriptions)
    .set({ customerId: receiver, payerCustomerId: giver, isGift: true, giftRole: 'GIVER' })
    .where(eq(subscriptions.subscriptionNumber, '4100004'));
  await linkAccount(app.db, await createAccount(app.db, GIVER), giver, 'OWNER');
});

async function asUser(username: string): Promise<void> {
  app.clearCookies();
  expect((await app.login(username)).status).toBe(200);
}

const base = (number: string) => `/subscriptions/${number}/suspensions`;
const list = (number = '2000001') => app.call(base(number));
const quote = (body: unknown, number = '2000001') =>
  app.call(`${base(number)}/quote`, { method: 'POST', body });
const create = (body: unknown, number = '2000001') =>
  app.call(base(number), { method: 'POST', body });
const change = (id: string, body: unknown, number = '2000001') =>
  app.call(`${base(number)}/${id}`, { method: 'PATCH', body });
const remove = (id: string, number = '2000001') =>
  app.call(`${base(number)}/${id}`, { method: 'DELETE' });

async function expectError(res: Response, status: number, errorKey: string) {
  const body = (await res.json()) as {
    errorKey: string;
    message: string;
    fields?: Record<string, string>;
  };
  expect({ status: res.status, errorKey: body.errorKey }).toEqual({ status, errorKey });
  expect(body.message).not.toBe('');
  return body;
}

/** Everything a suspension change writes: rows, audit rows and e-mails. */
async function snapshot() {
  const rows = await app.db.select().from(suspensions).orderBy(asc(suspensions.id));
  const audits = { table: auditLog, where: like(auditLog.action, 'SUSPENSION_%') };
  return { rows, ...(await rowCounts(app.db, { audits, mails: outbox })) };
}

/** A suspension written straight to the database, e.g. one that has already started. */
async function insertSuspension(
  subscription: string,
  startDate: string,
  endDate: string,
  digitalPart = 'KEEP',
): Promise<string> {
  const [row] = await app.db
    .insert(suspensions)
    .values({
      subscriptionId: subscription,
      startDate,
      endDate,
      digitalPart,
      creditedDays: 0,
      deductibleDays: 7,
      totalCreditedCents: 0,
    })
    .returning({ id: suspensions.id });
  return row?.id ?? '';
}

describe('access', () => {
  it('needs a login', async () => {
    app.clearCookies();
    expect((await list()).status).toBe(401);
    expect((await create({ startDate: '2026-12-01', endDate: '2026-12-20' })).status).toBe(401);
  });

  it("answers 404 for another customer's subscription, and for unknown ones", async () => {
    await asUser(MAIJA);
    // Pekka's 3000001 and the company's 2100001 are not Maija's; 9999999 does not exist.
    for (const number of ['3000001', '2100001', '9999999', '4100001']) {
      await expectError(await list(number), 404, 'subscription-not-found');
      await expectRefusedUnchanged(
        () => create({ startDate: '2026-12-01', endDate: '2026-12-20' }, number),
        { status: 404, errorKey: 'subscription-not-found' },
        snapshot,
      );
    }
  });

  it('refuses a digital-only and an ended subscription (only paper can be suspended)', async () => {
    await asUser(MAIJA);
    await expectError(await list('2000003'), 409, 'suspension-not-allowed');
    await expectRefusedUnchanged(
      () => create({ startDate: '2026-12-01', endDate: '2026-12-20' }, '2000003'),
      { status: 409, errorKey: 'suspension-not-allowed' },
      snapshot,
    );
    await expectError(await list('2000004'), 409, 'suspension-not-allowed');
  });

  it('refuses a company subscription and a gift giver with the reason', async () => {
    await asUser(COMPANY);
    const company = await expectRefusedUnchanged(
      () => create({ startDate: '2026-12-01', endDate: '2026-12-19' }, '4100002'),
      { status: 409, errorKey: 'suspension-not-allowed' },
      snapshot,
    );
    expect(company.message).toBe('Yritystilauksen muutokset tehdään käsittelypyynnöllä.');

    await asUser(GIVER);
    const gift = await expectError(await list('4100004'), 409, 'suspension-not-allowed');
    expect(gift.message).toContain('vain lahjan saaja');
    await expectRefusedUnchanged(
      () => create({ startDate: '2026-12-01', endDate: '2026-12-19' }, '4100004'),
      { status: 409, errorKey: 'suspension-not-allowed' },
      snapshot,
    );
  });

  it('answers 400 for a malformed subscription number or suspension id', async () => {
    await asUser(MAIJA);
    await expectError(await list('12'), 400, 'validation-failed');
    await expectError(await remove('not-a-uuid'), 400, 'validation-failed');
  });
});

describe('GET /subscriptions/{number}/suspensions', () => {
  it('gives the rules and the digital-part choice of a paper + digi subscription', async () => {
    await asUser(MAIJA);
    const res = await list();
    expect(res.status).toBe(200);
    const body = (await res.json()) as SuspensionList;
    expect(body).toMatchObject({
      subscriptionNumber: '2000001',
      productName: 'Päivän Sanomat 7 pv',
      hasDigitalChoice: true,
      earliestStartDate: '2026-11-21',
      minDays: 3,
      maxDays: 180,
    });
    expect(body.digitalPartOptions).toEqual([
      { value: 'KEEP', label: 'Pidän digilehden keskeytyksen aikana (0,65\u00A0€ päivässä)' },
      { value: 'SUSPEND', label: 'Keskeytän myös digilehden' },
    ]);
    expect(body.rulesText).toContain('vähintään 3 ja enintään 180 päivää');
    // The publication days, so none is found by trial (issue 30 item 15).
    expect(body.rulesText).toMatch(/^Lehti ilmestyy joka päivä\. /);
  });

  it('gives the month calendar the publication days up to the last possible end (issue 34)', async () => {
    await asUser(MAIJA);
    const body = (await (await list()).json()) as SuspensionList;
    // From today; a start at most 365 days ahead plus the longest suspension, 180 days.
    expect(body.calendar).toMatchObject({
      from: '2026-11-21',
      to: '2028-05-19',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      extraIssue: [],
    });
    // The holidays without a newspaper; Independence Day has one.
    expect(body.calendar.noIssue).toEqual(
      expect.arrayContaining(['2026-12-25', '2027-01-01', '2027-03-26', '2027-06-26']),
    );
    expect(body.calendar.noIssue).not.toContain('2026-12-06');
  });

  it('offers no choice for paper only', async () => {
    await asUser(MAIJA);
    const body = (await (await list('2000002')).json()) as SuspensionList;
    expect(body.hasDigitalChoice).toBe(false);
    expect(body.digitalPartOptions).toEqual([]);
  });
});

describe('POST /subscriptions/{number}/suspensions/quote', () => {
  it('computes the breakdown of 20 days keeping the digital part and saves nothing', async () => {
    await asUser(MAIJA);
    const before = await snapshot();
    const res = await quote({
      startDate: '2026-12-01',
      endDate: '2026-12-20',
      digitalPart: 'KEEP',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SuspensionQuote;
    expect(body).toMatchObject({
      periodLabel: '1.12.2026\u201320.12.2026',
      digitalPart: 'KEEP',
      breakdown: {
        lengthDays: 20,
        deductibleDays: 7,
        creditedDays: 13,
        dayPriceCents: 131,
        digiPricePerDayCents: 65,
        digiChargeCents: 845,
        totalCreditedCents: 858,
        extensionDays: 6,
      },
    });
    expect(body.breakdown.rows.map((r) => `${r.label}: ${r.value}`)).toContain(
      'Hyvitys yhteensä: 8,58\u00A0€',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('checks the same rules as the creation', async () => {
    await asUser(MAIJA);
    await expectError(
      await quote({ startDate: '2026-11-20', endDate: '2026-12-20', digitalPart: 'KEEP' }),
      400,
      'start-date-in-past',
    );
  });
});

describe('POST /subscriptions/{number}/suspensions', () => {
  it('creates the suspension with its breakdown, an audit row and a confirmation e-mail', async () => {
    await asUser(MAIJA);
    const res = await create({
      startDate: '2026-12-01',
      endDate: '2026-12-20',
      digitalPart: 'KEEP',
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as SuspensionView;
    expect(created).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-20',
      digitalPart: 'KEEP',
      digitalPartLabel: 'Digilehti on käytössä keskeytyksen aikana',
      phase: 'FUTURE',
      phaseLabel: 'Tuleva',
      canChangeAll: true,
      canRemove: true,
      breakdown: { creditedDays: 13, totalCreditedCents: 858, extensionDays: 6 },
    });

    const [row] = await app.db.select().from(suspensions).where(eq(suspensions.id, created.id));
    expect(row).toMatchObject({
      subscriptionId: sub2000001,
      digitalPart: 'KEEP',
      creditedDays: 13,
      deductibleDays: 7,
      digiPricePerDayCents: 65,
      totalCreditedCents: 858,
      channel: 'WEB',
      cancelledAt: null,
    });
    const [audit] = await app.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(audit).toMatchObject({ action: 'SUSPENSION_CREATED', channel: 'WEB' });
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.kind, 'suspension-created'));
    expect(mail?.toAddress).toBe(MAIJA);
    expect(mail?.bodyText).toContain('1.12.2026\u201320.12.2026');
    expect(mail?.bodyText).toContain('Hyvitys yhteensä: 8,58\u00A0€');

    const listed = (await (await list()).json()) as SuspensionList;
    expect(listed.suspensions.map((s) => s.id)).toEqual([created.id]);
    // While it waits, the subscription is not suspended; on its days it is.
    expect(await subscriptionsSuspendedOn([sub2000001], '2026-11-21')).toEqual(new Set());
    expect(await subscriptionsSuspendedOn([sub2000001], '2026-12-20')).toEqual(
      new Set([sub2000001]),
    );
  });

  it('refuses an overlap with another suspension, also a repeated order (409 date-overlap)', async () => {
    await asUser(MAIJA);
    const body = await expectRefusedUnchanged(
      () => create({ startDate: '2026-12-20', endDate: '2026-12-31', digitalPart: 'SUSPEND' }),
      { status: 409, errorKey: 'date-overlap' },
      snapshot,
    );
    expect(body.fields?.startDate).toContain('päällekkäin');
    await expectRefusedUnchanged(
      () => create({ startDate: '2026-12-01', endDate: '2026-12-20', digitalPart: 'KEEP' }),
      { status: 409, errorKey: 'date-overlap' },
      snapshot,
    );
  });

  it('refuses an overlap with a temporary address change', async () => {
    await app.db.insert(addressChanges).values({
      subscriptionId: sub2000001,
      changeType: 'TEMPORARY_ADDRESS_CHANGE',
      startDate: '2027-02-01',
      endDate: '2027-02-14',
      streetAddress: 'Mökkitie 3',
      zipCode: '41800',
      postOffice: 'KORPILAHTI',
    });
    await asUser(MAIJA);
    await expectRefusedUnchanged(
      () => create({ startDate: '2027-02-10', endDate: '2027-02-20', digitalPart: 'KEEP' }),
      { status: 409, errorKey: 'date-overlap' },
      snapshot,
    );
  });

  it('requires the digital-part choice with a digital part, and refuses it without one', async () => {
    await asUser(MAIJA);
    const required = await expectRefusedUnchanged(
      () => create({ startDate: '2027-03-01', endDate: '2027-03-10' }),
      { status: 400, errorKey: 'validation-failed' },
      snapshot,
    );
    expect(required.fields).toEqual({ digitalPart: 'Digilehden valinta on pakollinen tieto' });
    const meaningless = await expectRefusedUnchanged(
      () =>
        create({ startDate: '2026-12-02', endDate: '2026-12-16', digitalPart: 'KEEP' }, '2000002'),
      { status: 400, errorKey: 'validation-failed' },
      snapshot,
    );
    expect(meaningless.fields?.digitalPart).toBeDefined();
  });

  it('refuses malformed input and unknown fields', async () => {
    await asUser(MAIJA);
    const body = await expectRefusedUnchanged(
      () => create({ startDate: '1.12.2026', endDate: '', digitalPart: 'MAYBE', extra: true }),
      { status: 400, errorKey: 'validation-failed' },
      snapshot,
    );
    expect(Object.keys(body.fields ?? {})).toEqual(
      expect.arrayContaining(['startDate', 'endDate', 'digitalPart']),
    );
  });

  it.each([
    ['a start in the past', '2026-11-20', '2026-12-05', 'start-date-in-past', 'startDate'],
    [
      'an end before the start',
      '2027-03-10',
      '2027-03-01',
      'start-date-not-before-end-date',
      'endDate',
    ],
    [
      'the same start and end (1 day)',
      '2027-03-10',
      '2027-03-10',
      'suspension-too-short',
      'endDate',
    ],
    ['2 days (minimum 3)', '2027-03-01', '2027-03-02', 'suspension-too-short', 'endDate'],
    ['181 days (maximum 180)', '2027-03-01', '2027-08-28', 'suspension-too-long', 'endDate'],
    // Newspaper-free holidays: Christmas Day and New Year's Day.
    [
      'a start on Christmas Day',
      '2026-12-25',
      '2027-01-05',
      'start-date-publication-days',
      'startDate',
    ],
    [
      'an end on New Year\u2019s Day',
      '2026-12-22',
      '2027-01-01',
      'end-date-publication-days',
      'endDate',
    ],
  ])('refuses %s', async (_name, startDate, endDate, errorKey, field) => {
    await asUser(MAIJA);
    const status = 400;
    const body = await expectRefusedUnchanged(
      () => create({ startDate, endDate, digitalPart: 'SUSPEND' }),
      { status: status, errorKey: errorKey },
      snapshot,
    );
    expect(Object.keys(body.fields ?? {})).toEqual([field]);
  });

  it('validates start and end against the publication calendar of the product', async () => {
    await asUser(HV_READER);
    // Hämeen Viesti comes out Monday to Saturday: 6.12.2026 is a Sunday.
    await expectRefusedUnchanged(
      () => create({ startDate: '2026-12-06', endDate: '2026-12-12' }, '4100001'),
      { status: 400, errorKey: 'start-date-publication-days' },
      snapshot,
    );
    await expectRefusedUnchanged(
      () => create({ startDate: '2026-12-07', endDate: '2026-12-13' }, '4100001'),
      { status: 400, errorKey: 'end-date-publication-days' },
      snapshot,
    );
    const ok = await create({ startDate: '2026-12-07', endDate: '2026-12-12' }, '4100001');
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as SuspensionView).digitalPart).toBeNull();
  });

  it('refuses a suspension that goes on after the subscription has ended', async () => {
    await asUser(MAIJA);
    // 2000002 ends on 21.1.2027; its magazine comes out on Wednesdays.
    await expectRefusedUnchanged(
      () => create({ startDate: '2027-01-06', endDate: '2027-01-27' }, '2000002'),
      { status: 400, errorKey: 'suspension-after-subscription-end' },
      snapshot,
    );
  });
});

describe('PATCH and DELETE /subscriptions/{number}/suspensions/{id}', () => {
  it('changes the dates and the choice of a future suspension, with audit and e-mail', async () => {
    await asUser(MAIJA);
    const made = (await (
      await create({ startDate: '2027-04-01', endDate: '2027-04-10', digitalPart: 'KEEP' })
    ).json()) as SuspensionView;
    const mails = (await snapshot()).mails ?? 0;
    const res = await change(made.id, {
      startDate: '2027-04-02',
      endDate: '2027-04-21',
      digitalPart: 'SUSPEND',
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as SuspensionView).toMatchObject({
      id: made.id,
      startDate: '2027-04-02',
      endDate: '2027-04-21',
      digitalPart: 'SUSPEND',
      breakdown: { creditedDays: 13, totalCreditedCents: 13 * 131, digiPricePerDayCents: 0 },
    });
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.entityId, made.id));
    expect(audits.map((a) => a.action)).toEqual(['SUSPENSION_CREATED', 'SUSPENSION_CHANGED']);
    expect((await snapshot()).mails).toBe(mails + 1);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.kind, 'suspension-changed'));
    expect(mail?.bodyText).toContain(
      'Aiemmin: 1.4.2027\u201310.4.2027. Nyt: 2.4.2027\u201321.4.2027.',
    );

    // The same answer again changes nothing and sends nothing.
    await expectAnsweredUnchanged(
      () =>
        change(made.id, { startDate: '2027-04-02', endDate: '2027-04-21', digitalPart: 'SUSPEND' }),
      200,
      snapshot,
    );
  });

  it('checks a change against other changes but not against itself', async () => {
    await asUser(MAIJA);
    const made = (await (
      await create({ startDate: '2027-05-01', endDate: '2027-05-10', digitalPart: 'KEEP' })
    ).json()) as SuspensionView;
    const before = await snapshot();
    const quoted = await app.call(`${base('2000001')}/${made.id}/quote`, {
      method: 'POST',
      body: { startDate: '2027-05-05', endDate: '2027-05-12', digitalPart: 'KEEP' },
    });
    expect(quoted.status).toBe(200);
    expect(((await quoted.json()) as SuspensionQuote).breakdown.creditedDays).toBe(1);
    expect(await snapshot()).toEqual(before);
    const res = await change(made.id, {
      startDate: '2027-05-05',
      endDate: '2027-05-12',
      digitalPart: 'KEEP',
    });
    expect(res.status).toBe(200);
    // 1.12.-20.12.2026 is taken by the first test's suspension.
    await expectRefusedUnchanged(
      () =>
        change(made.id, { startDate: '2026-12-15', endDate: '2026-12-24', digitalPart: 'KEEP' }),
      { status: 409, errorKey: 'date-overlap' },
      snapshot,
    );
    await expectRefusedUnchanged(
      () =>
        change(made.id, { startDate: '2027-05-05', endDate: '2027-05-06', digitalPart: 'KEEP' }),
      { status: 400, errorKey: 'suspension-too-short' },
      snapshot,
    );
  });

  it('lets a running suspension change only its end date', async () => {
    await asUser(MAIJA);
    const id = await insertSuspension(sub2000001, '2026-11-19', '2026-11-28', 'KEEP');
    expect(await subscriptionsSuspendedOn([sub2000001, hvSubscription], '2026-11-21')).toEqual(
      new Set([sub2000001]),
    );
    const listed = (await (await list()).json()) as SuspensionList;
    expect(listed.suspensions.find((s) => s.id === id)).toMatchObject({
      phase: 'RUNNING',
      phaseLabel: 'Meneillään',
      canChangeAll: false,
      canChangeEndDate: true,
      canRemove: false,
    });

    await expectRefusedUnchanged(
      () => change(id, { startDate: '2026-11-21', endDate: '2026-11-28', digitalPart: 'KEEP' }),
      { status: 409, errorKey: 'suspension-already-started' },
      snapshot,
    );
    const locked = await expectRefusedUnchanged(
      () => change(id, { startDate: '2026-11-19', endDate: '2026-11-28', digitalPart: 'SUSPEND' }),
      { status: 409, errorKey: 'digital-part-locked' },
      snapshot,
    );
    expect(locked.message).toContain('tee sen jälkeen uusi keskeytys');
    await expectRefusedUnchanged(
      () => change(id, { startDate: '2026-11-19', endDate: '2026-11-20', digitalPart: 'KEEP' }),
      { status: 400, errorKey: 'end-date-in-past' },
      snapshot,
    );
    await expectRefusedUnchanged(
      () => remove(id),
      { status: 409, errorKey: 'suspension-already-started' },
      snapshot,
    );

    // Ending it today is fine, although it is then shorter than a new one may be.
    const res = await change(id, {
      startDate: '2026-11-19',
      endDate: '2026-11-21',
      digitalPart: 'KEEP',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as SuspensionView).endDate).toBe('2026-11-21');
  });

  it('changes and removes nothing finished', async () => {
    await asUser(MAIJA);
    const id = await insertSuspension(sub2000001, '2026-11-01', '2026-11-10', 'SUSPEND');
    await expectRefusedUnchanged(
      () => change(id, { startDate: '2026-11-01', endDate: '2026-11-25', digitalPart: 'SUSPEND' }),
      { status: 409, errorKey: 'suspension-finished' },
      snapshot,
    );
    await expectRefusedUnchanged(
      () => remove(id),
      { status: 409, errorKey: 'suspension-finished' },
      snapshot,
    );
  });

  it('removes a future suspension, with audit and e-mail, and lists it no more', async () => {
    await asUser(MAIJA);
    const made = (await (
      await create({ startDate: '2027-06-01', endDate: '2027-06-20', digitalPart: 'SUSPEND' })
    ).json()) as SuspensionView;
    const res = await remove(made.id);
    expect(res.status).toBe(204);
    const [row] = await app.db.select().from(suspensions).where(eq(suspensions.id, made.id));
    expect(row?.cancelledAt).not.toBeNull();
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.entityId, made.id));
    expect(audits.map((a) => a.action)).toEqual(['SUSPENSION_CREATED', 'SUSPENSION_REMOVED']);
    const [mail] = await app.db.select().from(outbox).where(eq(outbox.kind, 'suspension-removed'));
    expect(mail?.bodyText).toContain('1.6.2027\u201320.6.2027');
    const listed = (await (await list()).json()) as SuspensionList;
    expect(listed.suspensions.map((s) => s.id)).not.toContain(made.id);
    // Removed is gone: a second removal finds nothing, and its days are free again.
    await expectRefusedUnchanged(
      () => remove(made.id),
      { status: 404, errorKey: 'suspension-not-found' },
      snapshot,
    );
    expect(
      (await create({ startDate: '2027-06-01', endDate: '2027-06-20', digitalPart: 'SUSPEND' }))
        .status,
    ).toBe(201);
  });

  it("answers 404 for another subscription's suspension", async () => {
    await asUser(HV_READER);
    const made = (await (
      await create({ startDate: '2027-01-11', endDate: '2027-01-16' }, '4100001')
    ).json()) as SuspensionView;
    await asUser(MAIJA);
    // Through Maija's own subscription the other one's id is unknown ...
    await expectRefusedUnchanged(
      () =>
        change(made.id, { startDate: '2027-01-11', endDate: '2027-01-20', digitalPart: 'KEEP' }),
      { status: 404, errorKey: 'suspension-not-found' },
      snapshot,
    );
    await expectRefusedUnchanged(
      () => remove(made.id),
      { status: 404, errorKey: 'suspension-not-found' },
      snapshot,
    );
    // ... and through its own subscription number the subscription is not hers.
    await expectRefusedUnchanged(
      () => remove(made.id, '4100001'),
      { status: 404, errorKey: 'subscription-not-found' },
      snapshot,
    );
  });
});

describe('the digital day price', () => {
  it('refuses to keep a digital part that the family sells no priced digital product for', async () => {
    // Hämeen Viesti has no digital product in the price list (decision 0010).
    const customer = await createCustomer(app.db, {
      customerNumber: '400000005',
      subscriptionNumber: '4100005',
      subscription: { productFormat: 'PAPER_AND_DIGI' },
    });
    await linkAccount(app.db, await createAccount(app.db, 'hv-digi@example.fi'), customer, 'OWNER');
    await asUser('hv-digi@example.fi');
    const body = (await (await list('4100005')).json()) as SuspensionList;
    expect(body.digitalPartOptions[0]?.label).toBe('Pidän digilehden keskeytyksen aikana');
    const refused = await expectRefusedUnchanged(
      () =>
        create({ startDate: '2026-12-07', endDate: '2026-12-19', digitalPart: 'KEEP' }, '4100005'),
      { status: 409, errorKey: 'digital-part-price-unavailable' },
      snapshot,
    );
    expect(Object.keys(refused.fields ?? {})).toEqual(['digitalPart']);
    const suspended = await create(
      { startDate: '2026-12-07', endDate: '2026-12-19', digitalPart: 'SUSPEND' },
      '4100005',
    );
    expect(suspended.status).toBe(201);
  });
});

describe('the contract', () => {
  it('is described in /openapi.json', async () => {
    const doc = await (await app.call('/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/subscriptions/{subscriptionNumber}/suspensions',
        '/api/v1/subscriptions/{subscriptionNumber}/suspensions/quote',
        '/api/v1/subscriptions/{subscriptionNumber}/suspensions/{id}',
        '/api/v1/subscriptions/{subscriptionNumber}/suspensions/{id}/quote',
      ]),
    );
  });
});

describe('configuration', () => {
  it('defaults to 3-180 days and reads SUSPENSION_MIN_DAYS and SUSPENSION_MAX_DAYS', () => {
    expect(suspensionLimits(readEnv({}))).toEqual({ minDays: 3, maxDays: 180 });
    expect(
      suspensionLimits(readEnv({ SUSPENSION_MIN_DAYS: '7', SUSPENSION_MAX_DAYS: '90' })),
    ).toEqual({ minDays: 7, maxDays: 90 });
    expect(() => readEnv({ SUSPENSION_MIN_DAYS: '1' })).toThrow();
    expect(() =>
      suspensionLimits(readEnv({ SUSPENSION_MIN_DAYS: '30', SUSPENSION_MAX_DAYS: '10' })),
    ).toThrow(/SUSPENSION_MIN_DAYS/);
  });
});

describe('the period extension (spec §9: a 20-day suspension extends the period by 13 days)', () => {
  const periodOf = async (id: string) => {
    const [row] = await app.db
      .select({ periodEndDate: subscriptions.periodEndDate, endDate: subscriptions.endDate })
      .from(subscriptions)
      .where(eq(subscriptions.id, id));
    if (!row) throw new Error('subscription missing');
    return row;
  };

  it('moves the period end by the credited days, and back when the suspension goes', async () => {
    await asUser(HV_READER);
    const before = await periodOf(hvSubscription);
    // Monday 1.2. to Saturday 20.2.2027: 20 days, both publication days of a six-day paper.
    const res = await create({ startDate: '2027-02-01', endDate: '2027-02-20' }, '4100001');
    expect(res.status, await res.clone().text()).toBe(201);
    const made = (await res.json()) as SuspensionView;
    expect(made.breakdown).toMatchObject({ creditedDays: 13, extensionDays: 13 });
    const after = await periodOf(hvSubscription);
    const days = (a: string, b: string) => (Date.parse(a) - Date.parse(b)) / 86_400_000;
    expect(days(after.periodEndDate, before.periodEndDate)).toBe(13);

    // Shorter by five days: five days less extension.
    const changed = await change(
      made.id,
      { startDate: '2027-02-01', endDate: '2027-02-15' },
      '4100001',
    );
    expect(changed.status).toBe(200);
    expect(days((await periodOf(hvSubscription)).periodEndDate, before.periodEndDate)).toBe(8);

    expect((await remove(made.id, '4100001')).status).toBe(204);
    expect(await periodOf(hvSubscription)).toEqual(before);
  });
});
