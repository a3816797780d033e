import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryStatus, ReclaimResult } from '~/domain/delivery/delivery-status';
import { addDays, formatDate } from '~/domain/shared/dates';
import { suspensions } from '~/server/db/schema/changes';
import { customers } from '~/server/db/schema/customers';
import { deliveryReclamations } from '~/server/db/schema/delivery';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { linkAccount } from '~/server/db/seed/seed-helpers';
import { createAccount, createCustomer } from '../support/customer-factory';
import { useTestApp } from '../support/test-app';
import { rowCounts } from '../support/row-counts';
import { expectRefusedUnchanged } from '../support/refused-unchanged';
import { underSubscription } from '../support/subscription-path';

// The fixed clock: Saturday 21.11.2026 at 10:00 in Helsinki. The demo data has a WEATHER trouble
// today in 00100 (Päivän Sanomat, reported by the deliverer, ongoing) and a GENERIC_LATE one two
// days ago in 00100 for every paper (ended).
const TODAY = '2026-11-21';
const ago = (n: number) => addDays(TODAY, -n);

const MAIJA = 'maija.meikalainen@example.fi';
const GIVER = 'lahjan.antaja@example.fi';
const RECEIVER = 'lahjan.saaja@example.fi';
const FIRMA = 'firma.paperi@example.fi';

const app = useTestApp();

async function subscriptionId(number: string): Promise<string> {
  const [row] = await app.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, number));
  return row?.id ?? '';
}

beforeAll(async () => {
  // A gift: the giver (customer 300000011) pays, the receiver (300000012) gets the paper.
  const giver = await createCustomer(app.db, {
    customerNumber: '300000011',
    subscriptionNumber: '3200011',
    zipCode: '33100',
  });
  const receiver = await createCustomer(app.db, {
    customerNumber: '300000012',
    subscriptionNumber: '3200012',
    zipCode: '20100',
    subscription: { payerCustomerId: giver, isGift: true, giftRole: 'RECEIVER' },
  });
  await linkAccount(app.db, await createAccount(app.db, GIVER), giver, 'OWNER');
  await linkAccount(app.db, await createAccount(app.db, RECEIVER), receiver, 'OWNER');
  // A company's paper subscription, linked to a private login so only the company rule refuses.
  const company = await createCustomer(app.db, {
    customerNumber: '300000013',
    subscriptionNumber: '3200013',
  });
  await app.db
    .update(customers)
    .set({ customerType: 'COMPANY', companyName: 'Paperi Oy', lastName: null })
    .where(eq(customers.id, company));
  await linkAccount(app.db, await createAccount(app.db, FIRMA), company, 'OWNER');
  // Maija's weekend paper 2000008 was suspended last Friday.
  await app.db.insert(suspensions).values({
    subscriptionId: await subscriptionId('2000008'),
    startDate: ago(8),
    endDate: ago(1),
    digitalPart: 'SUSPEND',
    creditedDays: 1,
    totalCreditedCents: 0,
  });
});

async function asUser(username: string): Promise<void> {
  app.clearCookies();
  expect((await app.login(username)).status).toBe(200);
}

const status = (number: string) => app.call(`/subscriptions/${number}/delivery-status`);
const report = (body: Record<string, unknown>) =>
  app.call(...underSubscription('delivery-reclamations', 'POST', body));
const anonymous = (body: Record<string, unknown>) =>
  app.call('/delivery-reclamations/anonymous', { method: 'POST', body });

const missing = (number: string, dates: string[], compensation = 'REPLACEMENT_ISSUE') => ({
  subscriptionNumber: number,
  complaint: 'PAPER_MISSING',
  dates,
  compensation,
});

const counts = () =>
  rowCounts(app.db, {
    rows: deliveryReclamations,
    audits: { table: auditLog, where: eq(auditLog.action, 'DELIVERY_RECLAMATION_CREATED') },
    mails: outbox,
  });

async function result(res: Response, status: number): Promise<ReclaimResult> {
  expect(res.status).toBe(status);
  return (await res.json()) as ReclaimResult;
}

describe('GET /subscriptions/{n}/delivery-status', () => {
  it('is described in the OpenAPI document with the report routes', async () => {
    const doc = (await (await app.call('/openapi.json')).json()) as { paths: object };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/subscriptions/{subscriptionNumber}/delivery-status',
        '/api/v1/subscriptions/{subscriptionNumber}/delivery-reclamations',
        '/api/v1/delivery-reclamations/anonymous',
        '/api/v1/delivery-reclamations/dates',
      ]),
    );
  });

  it('needs a login', async () => {
    app.clearCookies();
    expect((await status('2000001')).status).toBe(401);
    expect((await report(missing('2000001', [ago(3)]))).status).toBe(401);
  });

  it("shows the troubles of Maija's area for her newspaper, ongoing first", async () => {
    await asUser(MAIJA);
    const res = await status('2000001');
    expect(res.status).toBe(200);
    const body = (await res.json()) as DeliveryStatus;
    expect(body).toMatchObject({
      subscriptionNumber: '2000001',
      productName: 'Päivän Sanomat 7 pv',
      kind: 'PAPER',
      kindText: null,
      deliveryTypeLabel: 'Varhaisjakelu: lehti tuodaan aamulla',
      todayText: 'Alueellasi on tänään jakeluhäiriö. Katso tiedot alta.',
      canReport: true,
      reportBlockedReason: null,
    });
    expect(body.troubles).toEqual([
      {
        reason: 'WEATHER',
        reasonLabel: 'Sää hidastaa jakelua',
        reasonText: expect.stringContaining('lumimyrsky') as string,
        deliveryDate: TODAY,
        deliveryDateLabel: '21.11.2026',
        ongoing: true,
        stateLabel: 'Häiriö jatkuu',
        reportedByDeliverer: true,
      },
      expect.objectContaining({
        reason: 'GENERIC_LATE',
        deliveryDate: ago(2),
        ongoing: false,
        stateLabel: 'Häiriö on päättynyt',
      }),
    ]);
    // Päivän Sanomat 7 pv comes out every day: the whole window can be reported.
    expect(body.reportDates.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(ago));
    expect(body.reportDates[0]?.label).toBe('Tänään 21.11.2026');
  });

  it("shows a magazine only the area's troubles of every paper and its own issue days", async () => {
    await asUser(MAIJA);
    const body = (await (await status('2000002')).json()) as DeliveryStatus;
    expect(body.troubles.map((t) => t.reason)).toEqual(['GENERIC_LATE']);
    expect(body.deliveryTypeLabel).toBe('Postijakelu: lehti tulee postin mukana');
    expect(body.todayText).toBe('Lehti ei ilmesty tänään.');
    // Koti & Puutarha comes out on Wednesdays.
    expect(body.reportDates).toEqual([{ date: ago(3), label: 'Keskiviikko 18.11.2026' }]);
    // One more issue of a weekly magazine moves the period's end to the next Wednesday.
    const [row] = await app.db
      .select({ end: subscriptions.periodEndDate })
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionNumber, '2000002'));
    const end = row?.end ?? '';
    const nextWednesday = [1, 2, 3, 4, 5, 6, 7]
      .map((n) => addDays(end, n))
      .find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 3);
    expect(body.extensionHint).toBe(
      `Tilausjaksosi pitenee yhdellä numerolla. Nyt jakso päättyy ${formatDate(end)}, pidennyksen jälkeen ${formatDate(nextWednesday ?? '')}. Jos ilmoitat useamman päivän, jokainen hyväksytty päivä pidentää jaksoa yhdellä numerolla.`,
    );
  });

  it('says so for a digital-only and an ended subscription', async () => {
    await asUser(MAIJA);
    const digi = (await (await status('2000003')).json()) as DeliveryStatus;
    expect(digi).toMatchObject({
      kind: 'DIGITAL_ONLY',
      troubles: [],
      canReport: false,
      extensionHint: null,
    });
    expect(digi.kindText).toContain('digitilaus');
    const ended = (await (await status('2000004')).json()) as DeliveryStatus;
    expect(ended).toMatchObject({ kind: 'ENDED', troubles: [], reportDates: [] });
  });

  it("hides the receiver's delivery from the gift giver", async () => {
    await asUser(GIVER);
    const body = (await (await status('3200012')).json()) as DeliveryStatus;
    expect(body).toMatchObject({ kind: 'GIFT_GIVER', troubles: [], canReport: false });
    await asUser(RECEIVER);
    const own = (await (await status('3200012')).json()) as DeliveryStatus;
    expect(own).toMatchObject({ kind: 'PAPER', canReport: true });
  });

  it('tells a company that its reports go as a processing request', async () => {
    await asUser(FIRMA);
    const body = (await (await status('3200013')).json()) as DeliveryStatus;
    expect(body.canReport).toBe(false);
    expect(body.reportBlockedReason).toContain('käsittelypyynnöllä');
    expect(body.extensionHint).toBeNull();
  });

  it("answers 404 for another customer's or a module's number and 400 for a malformed one", async () => {
    await asUser(MAIJA);
    for (const number of ['3000001', '2000011', '9999999']) {
      await expectRefusedUnchanged(
        () => status(number),
        { status: 404, errorKey: 'subscription-not-found' },
        counts,
      );
    }
    await expectRefusedUnchanged(
      () => status('12'),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
  });
});

describe('POST /subscriptions/{n}/delivery-reclamations', () => {
  it('stores a missing paper with its result, an audit row and a confirmation e-mail', async () => {
    await asUser(MAIJA);
    const before = await counts();
    const body = await result(await report(missing('2000001', [ago(3)])), 201);
    expect(body).toMatchObject({
      subscriptionNumber: '2000001',
      complaintLabel: 'Lehti ei tullut',
      compensationLabel: 'Uusi lehti',
      confirmationSentTo: MAIJA,
    });
    expect(body.results).toEqual([
      {
        date: ago(3),
        dateLabel: '18.11.2026',
        code: 'REDELIVERY_BY_POST',
        accepted: true,
        message: expect.stringContaining('kirjeenä') as string,
        // Three working days from Saturday: Monday, Tuesday, Wednesday.
        nextStep: 'Postitamme lehden 3 arkipäivän kuluessa, viimeistään 25.11.2026.',
        reference: expect.stringMatching(/^JH-[0-9A-F]{8}$/) as string,
      },
    ]);
    expect(await counts()).toEqual({
      rows: (before.rows ?? 0) + 1,
      audits: (before.audits ?? 0) + 1,
      mails: (before.mails ?? 0) + 1,
    });
    const [row] = await app.db
      .select()
      .from(deliveryReclamations)
      .where(eq(deliveryReclamations.deliveryDate, ago(3)));
    expect(row).toMatchObject({
      complaint: 'PAPER_MISSING',
      compensation: 'REPLACEMENT_ISSUE',
      result: 'REDELIVERY_BY_POST',
      channel: 'WEB',
      details: { reporter: 'ACCOUNT' },
    });
    expect(row?.accountId).not.toBeNull();
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'delivery-reclamation'));
    expect(mail).toMatchObject({
      toAddress: MAIJA,
      subject: 'Jakeluhäiriöilmoitus vastaanotettu: Päivän Sanomat 7 pv',
    });
    expect(mail?.bodyText).toContain('viimeistään 25.11.2026');
    expect(mail?.bodyText).toContain(body.results[0]?.reference ?? 'x');
  });

  it('refuses a second report of the same day, compensated or not, and stores nothing', async () => {
    await asUser(MAIJA);
    const before = await counts();
    const again = await result(await report(missing('2000001', [ago(3)], 'EXTENSION')), 200);
    expect(again.results[0]).toMatchObject({
      code: 'ALREADY_COMPENSATED',
      accepted: false,
      reference: null,
    });
    expect(again.confirmationSentTo).toBeNull();
    await result(await report(missing('2000001', [ago(6)], 'NO_COMPENSATION')), 201);
    const placed = await result(await report(missing('2000001', [ago(6)])), 200);
    expect(placed.results[0]?.code).toBe(
      'CUSTOMER_HAS_ALREADY_PLACED_DELIVERY_RECLAIM_IN_GIVEN_DATE',
    );
    const after = await counts();
    expect(after.rows).toBe((before.rows ?? 0) + 1);
  });

  it('answers with the known troubles of the area and stores nothing', async () => {
    await asUser(MAIJA);
    const before = await counts();
    const today = await result(await report(missing('2000001', [TODAY])), 200);
    expect(today.results[0]).toMatchObject({
      code: 'DELIVERY_TROUBLE_REPORTED_BY_DELIVERER',
      accepted: false,
    });
    expect(today.results[0]?.message).toContain('(sää hidastaa jakelua)');
    const late = await result(
      await report({ ...missing('2000001', [ago(2)]), complaint: 'PAPER_LATE' }),
      200,
    );
    expect(late.results[0]?.code).toBe('DELIVERY_TROUBLE_ENDED');
    expect(await counts()).toEqual(before);
  });

  it('decides each of several days and limits the compensations of one period', async () => {
    await asUser(MAIJA);
    // 18.11 was compensated above; two more extensions reach the limit of three.
    const periodEnd = async () =>
      (
        await app.db
          .select({ end: subscriptions.periodEndDate })
          .from(subscriptions)
          .where(eq(subscriptions.subscriptionNumber, '2000001'))
      )[0]?.end ?? '';
    const endBefore = await periodEnd();
    // The form says beforehand what one extension does, with the dates (issue 34 item 5).
    const hint = async () =>
      ((await (await status('2000001')).json()) as DeliveryStatus).extensionHint;
    expect(await hint()).toContain(
      `Nyt jakso päättyy ${formatDate(endBefore)}, pidennyksen jälkeen ${formatDate(addDays(endBefore, 1))}.`,
    );
    const two = await result(await report(missing('2000001', [ago(1), ago(4)], 'EXTENSION')), 201);
    // The promised extension happens: two accepted days, two more daily issues (issue 20 item 4).
    expect(await periodEnd()).toBe(addDays(endBefore, 2));
    expect(await hint()).toContain(`Nyt jakso päättyy ${formatDate(addDays(endBefore, 2))},`);
    expect(two.results.map((r) => [r.date, r.code])).toEqual([
      [ago(4), 'CUSTOMER_CAN_PLACE_DELIVERY_RECLAIM'],
      [ago(1), 'CUSTOMER_CAN_PLACE_DELIVERY_RECLAIM'],
    ]);
    expect(two.results[0]?.nextStep).toContain('pidennetään yhdellä numerolla');
    const full = await result(await report(missing('2000001', [ago(5)], 'EXTENSION')), 200);
    expect(full.results[0]?.code).toBe(
      'CUSTOMER_HAS_ALREADY_RECLAIMED_SUBSCRIPTION_PERIOD_COMPENSATION',
    );
    const free = await result(await report(missing('2000001', [ago(5)], 'NO_COMPENSATION')), 201);
    expect(free.results[0]?.code).toBe('CUSTOMER_CAN_PLACE_DELIVERY_RECLAIM');
  });

  it('refuses days without an issue, during a suspension, or before the subscription', async () => {
    await asUser(MAIJA);
    const before = await counts();
    // The weekend paper comes out Friday to Sunday; it was suspended until yesterday.
    const weekend = await result(await report(missing('2000008', [ago(3), ago(1)])), 200);
    expect(weekend.results.map((r) => r.code)).toEqual([
      'PAPER_IS_NOT_PUBLISHED_IN_REQUESTED_DATE',
      'CUSTOMER_SUBSCRIPTION_IS_SUSPENDED',
    ]);
    // The magazine that finished three months ago was not valid last week.
    const ended = await result(await report(missing('2000004', [ago(2)])), 200);
    expect(ended.results[0]?.code).toBe('CUSTOMER_DOES_NOT_HAVE_VALID_SUBSCRIPTION');
    expect(await counts()).toEqual(before);
  });

  it('refuses the magazine on its publication day only', async () => {
    await asUser(MAIJA);
    const body = await result(
      await report({ ...missing('2000002', [ago(3)]), complaint: 'PAPER_DAMAGED' }),
      201,
    );
    expect(body.results[0]?.code).toBe('REDELIVERY_BY_POST');
  });

  it.each([
    ['a digital-only subscription', MAIJA, '2000003'],
    ["the receiver's gift, for the giver", GIVER, '3200012'],
    ['a company subscription', FIRMA, '3200013'],
  ])('answers 409 not-allowed-reclamation-for-subscription for %s', async (_, user, number) => {
    await asUser(user);
    const before = await counts();
    await expectRefusedUnchanged(
      () => report(missing(number, [ago(3)])),
      { status: 409, errorKey: 'not-allowed-reclamation-for-subscription' },
      counts,
    );
    expect(await counts()).toEqual(before);
  });

  it('lets the gift receiver report', async () => {
    await asUser(RECEIVER);
    const body = await result(await report(missing('3200012', [ago(3)], 'EXTENSION')), 201);
    expect(body.confirmationSentTo).toBe(RECEIVER);
  });

  it("answers 404 for another customer's subscription", async () => {
    await asUser(MAIJA);
    await expectRefusedUnchanged(
      () => report(missing('3000001', [ago(3)])),
      { status: 404, errorKey: 'subscription-not-found' },
      counts,
    );
  });

  it.each([
    ['no compensation chosen', { compensation: undefined }, 'compensation', 'Valitse hyvitys.'],
    ['no day', { dates: [] }, 'dates', 'Valitse päivä, jota ilmoitus koskee.'],
    [
      'a day before the window',
      { dates: [ago(7)] },
      'dates',
      'Valitse päivä viimeisten 7 päivän ajalta.',
    ],
    [
      'a day in the future',
      { dates: [addDays(TODAY, 1)] },
      'dates',
      'Valitse päivä viimeisten 7 päivän ajalta.',
    ],
    [
      'OTHER_REASON without words',
      { complaint: 'OTHER_REASON' },
      'otherReason',
      'Kerro lyhyesti, mitä tapahtui.',
    ],
    [
      'an unknown complaint',
      { complaint: 'LOST_IN_SPACE' },
      'complaint',
      'Valitse, mitä tapahtui.',
    ],
    ['an unknown field', { extra: 1 }, '_', 'Tuntematon kenttä.'],
  ])('answers 400 for %s and stores nothing', async (_, change, field, message) => {
    await asUser(MAIJA);
    const before = await counts();
    const body = await expectRefusedUnchanged(
      () => report({ ...missing('2000001', [ago(5)]), ...change }),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
    expect(body.fields).toMatchObject({ [field]: message });
    expect(await counts()).toEqual(before);
  });

  it('takes a short text with OTHER_REASON', async () => {
    await asUser(RECEIVER);
    const body = await result(
      await report({
        ...missing('3200012', [ago(4)], 'NO_COMPENSATION'),
        complaint: 'OTHER_REASON',
        otherReason: 'Lehti oli naapurin ovella.',
      }),
      201,
    );
    expect(body.complaintLabel).toBe('Muu syy');
    const [row] = await app.db
      .select({ details: deliveryReclamations.details })
      .from(deliveryReclamations)
      .where(
        and(
          eq(deliveryReclamations.subscriptionId, await subscriptionId('3200012')),
          eq(deliveryReclamations.deliveryDate, ago(4)),
        ),
      );
    expect(row?.details).toMatchObject({ otherReason: 'Lehti oli naapurin ovella.' });
  });
});

describe('POST /delivery-reclamations/anonymous', () => {
  const pekka = {
    customerNumber: '200000001',
    subscriptionNumber: '3000001',
    lastName: 'virtanen ',
    zipCode: '33100',
    complaint: 'PAPER_MISSING',
    dates: [ago(3)],
    compensation: 'REPLACEMENT_ISSUE',
  };

  it('offers the days of the report window without a login', async () => {
    app.clearCookies();
    const res = await app.call('/delivery-reclamations/dates');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { dates: { date: string }[] };
    expect(body.dates.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(ago));
  });

  it('stores a report without a login and e-mails the address given', async () => {
    app.clearCookies();
    const before = await counts();
    const body = await result(await anonymous({ ...pekka, email: 'pekka@example.fi' }), 201);
    expect(body.results[0]).toMatchObject({ code: 'REDELIVERY_BY_POST', accepted: true });
    expect(body.confirmationSentTo).toBe('pekka@example.fi');
    expect(await counts()).toEqual({
      rows: (before.rows ?? 0) + 1,
      audits: (before.audits ?? 0) + 1,
      mails: (before.mails ?? 0) + 1,
    });
    const [row] = await app.db
      .select()
      .from(deliveryReclamations)
      .where(
        and(
          eq(deliveryReclamations.subscriptionId, await subscriptionId('3000001')),
          isNull(deliveryReclamations.accountId),
        ),
      );
    expect(row?.details).toEqual({ reporter: 'ANONYMOUS', email: 'pekka@example.fi' });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, row?.id ?? ''));
    expect(entry).toMatchObject({ accountId: null, action: 'DELIVERY_RECLAMATION_CREATED' });
  });

  it('stores a report without an e-mail address and sends nothing', async () => {
    app.clearCookies();
    const before = await counts();
    const body = await result(
      await anonymous({ ...pekka, dates: [ago(1)], compensation: 'EXTENSION', email: '' }),
      201,
    );
    expect(body.confirmationSentTo).toBeNull();
    const after = await counts();
    expect(after.rows).toBe((before.rows ?? 0) + 1);
    expect(after.mails).toBe(before.mails);
  });

  it('answers every mismatch with the same 404 customer-not-found and stores nothing', async () => {
    app.clearCookies();
    const before = await counts();
    const answers = [];
    for (const change of [
      { zipCode: '33101' },
      { lastName: 'Virta' },
      { customerNumber: '10000001' }, // Maija's number with Pekka's subscription
      { subscriptionNumber: '9999999' },
      { customerNumber: '99999999' },
    ]) {
      const res = await anonymous({ ...pekka, dates: [ago(2)], ...change });
      answers.push({ status: res.status, body: await res.text() });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]?.status).toBe(404);
    expect(JSON.parse(answers[0]?.body ?? '{}')).toMatchObject({ errorKey: 'customer-not-found' });
    expect(await counts()).toEqual(before);
  });

  it('refuses digital-only and gift giver reports with not-allowed-reclamation-for-subscription', async () => {
    app.clearCookies();
    await expectRefusedUnchanged(
      () =>
        anonymous({
          ...pekka,
          customerNumber: '10000001',
          subscriptionNumber: '2000003',
          lastName: 'Meikäläinen',
          zipCode: '00100',
        }),
      { status: 409, errorKey: 'not-allowed-reclamation-for-subscription' },
      counts,
    );
    // The giver knows the receiver's name and zip code, but reports by the giver's own number.
    const gift = { subscriptionNumber: '3200012', lastName: 'Asiakas', zipCode: '20100' };
    await expectRefusedUnchanged(
      () => anonymous({ ...pekka, ...gift, customerNumber: '300000011' }),
      { status: 409, errorKey: 'not-allowed-reclamation-for-subscription' },
      counts,
    );
    const own = await result(
      await anonymous({ ...pekka, ...gift, customerNumber: '300000012', dates: [ago(2)] }),
      201,
    );
    expect(own.results[0]?.accepted).toBe(true);
  });

  it('answers 400 for bad input and stores nothing', async () => {
    app.clearCookies();
    const before = await counts();
    const body = await expectRefusedUnchanged(
      () => anonymous({ ...pekka, customerNumber: '123', zipCode: '3310', email: 'x@' }),
      { status: 400, errorKey: 'validation-failed' },
      counts,
    );
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['customerNumber', 'email', 'zipCode']);
    expect(await counts()).toEqual(before);
  });

  it('blocks a customer number after five failed identifications, for 15 minutes', async () => {
    app.clearCookies();
    const wrong = { ...pekka, lastName: 'Väärä', dates: [ago(4)] };
    // The mismatch test above failed three times with this number (zip code, last name and an
    // unknown subscription number).
    for (let i = 0; i < 2; i++) {
      await expectRefusedUnchanged(
        () => anonymous(wrong),
        { status: 404, errorKey: 'customer-not-found' },
        counts,
      );
    }
    // Now even the right details are refused until the window has passed.
    await expectRefusedUnchanged(
      () => anonymous({ ...pekka, dates: [ago(4)] }),
      { status: 429, errorKey: 'too-many-requests' },
      counts,
    );
    app.clock.advance(16 * 60_000);
    const later = await anonymous({ ...pekka, dates: [ago(4)], compensation: 'EXTENSION' });
    expect(later.status).toBe(201);
  });
});
