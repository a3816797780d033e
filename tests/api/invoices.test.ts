import { inflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoiceDetails, InvoiceList, PostponeResult } from '~/domain/invoices/invoice-views';
import { customers } from '~/server/db/schema/customers';
import { logger } from '~/server/log/logger';
import { invoices } from '~/server/db/schema/payments';
import { subscriptions } from '~/server/db/schema/subscriptions';
import { auditLog, outbox } from '~/server/db/schema/system';
import { useTestApp } from '../support/test-app';
import { json } from '../support/json';

const MAIJA = 'maija.meikalainen@example.fi';
const PEKKA = 'pekka.virtanen@example.fi';

const app = useTestApp();
let maijaId: string;

/** The text a PDF draws: its Flate streams inflated, then the hex strings of Tj operators read. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const parts: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      parts.push(Buffer.from(t[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return parts.join('\n');
}

async function insertInvoice(
  values: Partial<typeof invoices.$inferInsert> & { invoiceNumber: string },
) {
  await app.db.insert(invoices).values({
    customerId: maijaId,
    kind: 'INVOICED',
    paymentState: 'UNPAID',
    paymentMethod: 'EMAIL_INVOICE',
    invoiceDate: '2026-11-01',
    dueDate: '2026-12-01',
    amountCents: 1000,
    referenceNumber: '1232',
    iban: 'FI2112345600000785',
    ...values,
  });
}

async function subscriptionId(number: string): Promise<string> {
  const [row] = await app.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionNumber, number));
  return row?.id ?? '';
}

async function invoiceRow(number: string) {
  const [row] = await app.db.select().from(invoices).where(eq(invoices.invoiceNumber, number));
  return row;
}

beforeAll(async () => {
  const [maija] = await app.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerNumber, '10000001'));
  maijaId = maija?.id ?? '';
  // Cases the demo data does not hold.
  await insertInvoice({ invoiceNumber: '59100001', paymentMethod: 'CREDIT_CARD' });
  await insertInvoice({ invoiceNumber: '59100002', dueDate: '2026-11-20' });
  await insertInvoice({
    invoiceNumber: '59100003',
    kind: 'CANCELLED_AS_UNPAID',
    paymentState: 'OVERDUE',
  });
  await insertInvoice({ invoiceNumber: '59100004', kind: 'UNKNOWN', paymentState: 'UNKNOWN' });
  await insertInvoice({
    invoiceNumber: '59100005',
    kind: 'SECOND_REMINDER',
    paymentState: 'OVERDUE',
  });
  // A hetilasku (payment method code '08') made this morning: its PDF is not ready yet.
  await insertInvoice({
    invoiceNumber: '59100007',
    subscriptionId: await subscriptionId('2000008'),
    paymentMethod: 'PAPER_INVOICE_WITH_CHARGE',
    paymentMethodCode: '08',
    invoiceDate: '2026-11-21',
    dueDate: '2026-12-05',
    amountCents: 2490,
    paperInvoiceFeeCents: 395,
    referenceNumber: '1245',
    createdAt: new Date('2026-11-21T06:00:00Z'),
  });
  // This month's card charge of 2000001, paid.
  await insertInvoice({
    invoiceNumber: '59100008',
    subscriptionId: await subscriptionId('2000001'),
    kind: 'INVOICED_DIRECT',
    paymentState: 'PAID',
    paymentMethod: 'CREDIT_CARD',
    invoiceDate: '2026-11-12',
    dueDate: '2026-11-12',
    amountCents: 4280,
    paidAt: new Date('2026-11-12T10:00:00Z'),
  });
  // An open invoice of the weekend paper whose due date the tests move.
  await insertInvoice({
    invoiceNumber: '59100009',
    subscriptionId: await subscriptionId('2000008'),
    invoiceDate: '2026-11-16',
    dueDate: '2026-12-07',
    amountCents: 2490,
    referenceNumber: '1258',
  });
});

describe('GET /invoices', () => {
  it('needs a login', async () => {
    app.clearCookies();
    expect((await app.call('/invoices')).status).toBe(401);
    expect((await app.call('/invoices/50000004')).status).toBe(401);
    expect((await app.call('/invoices/50000004/pdf')).status).toBe(401);
  });

  it('lists unpaid invoices by due date and paid ones of the last year, latest first', async () => {
    await app.login(MAIJA);
    const errors = vi.spyOn(logger, 'error');
    const res = await app.call('/invoices');
    expect(res.status).toBe(200);
    const list = await json<InvoiceList>(res);
    const unpaid = list.unpaid.map((i) => i.invoiceNumber);
    expect(unpaid.slice(0, 2)).toEqual(['50000003', '59100002']);
    expect(unpaid).toEqual(
      expect.arrayContaining(['50000004', '59100009', '59100007', '59100001', '59100004']),
    );
    expect(list.paid.map((i) => i.invoiceNumber)).toEqual(['59100008', '50000002']);
    // 50000001 was paid 14 months ago: outside the one-year history.
    expect(JSON.stringify(list)).not.toContain('50000001');
    expect(list.historyStartLabel).toBe('21.11.2025');

    const byNumber = (n: string) =>
      [...list.unpaid, ...list.paid].find((i) => i.invoiceNumber === n);
    expect(byNumber('50000003')).toMatchObject({
      statusLabel: '1. Maksuhuomautus',
      badge: 'overdue',
      dueDateLabel: '15.11.2026',
      totalCents: 5450,
      totalLabel: '54,50\u00a0€',
      productName: expect.any(String),
      subscriptionNumber: '2000002',
      canPostpone: false,
    });
    expect(byNumber('50000004')).toMatchObject({
      statusLabel: 'Avoin',
      badge: 'open',
      dueDateLabel: '1.12.2026',
      totalLabel: '19,90\u00a0€',
      canPostpone: true,
      postponed: false,
    });
    expect(byNumber('59100005')?.statusLabel).toBe('2. Maksuhuomautus');
    expect(byNumber('59100003')?.statusLabel).toBe('Perinnässä');
    expect(byNumber('59100008')).toMatchObject({
      statusLabel: 'Maksettu',
      badge: 'paid',
      paidOnLabel: '12.11.2026',
    });
    // Spec §4: an unmapped kind/state pair is logged, and the screen shows the generic message.
    expect(byNumber('59100004')).toMatchObject({ statusLabel: null, badge: 'unknown' });
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ invoiceNumber: '59100004' }),
      expect.any(String),
    );
    errors.mockRestore();
  });

  it('shows nothing of other customers', async () => {
    await app.login(PEKKA);
    const list = await json<InvoiceList>(await app.call('/invoices'));
    expect(list.unpaid).toEqual([]);
    expect(list.paid).toEqual([]);
  });
});

describe('GET /invoices/{invoiceNumber}', () => {
  it('has every display field, the payment details and the virtual bar code', async () => {
    await app.login(MAIJA);
    const res = await app.call('/invoices/50000004');
    expect(res.status).toBe(200);
    const d = await json<InvoiceDetails>(res);
    expect(d).toMatchObject({
      invoiceNumber: '50000004',
      statusLabel: 'Avoin',
      badge: 'open',
      paid: false,
      invoiceDateLabel: '17.11.2026',
      dueDate: '2026-12-01',
      dueDateLabel: '1.12.2026',
      originalDueDateLabel: null,
      cancellationDateLabel: null,
      subscriptionNumber: '2000003',
      subscriptionKindLabel: 'Jatkuva tilaus',
      invoicingPeriodLabel: expect.stringMatching(/^\d+\.\d+\.2026–12\.12\.2026$/),
      paymentMethodLabel: 'Sähköpostilasku',
      amountLabel: '19,90\u00a0€',
      reminderFeeLabel: '0\u00a0€',
      paperInvoiceFeeLabel: '0\u00a0€',
      totalCents: 1990,
      iban: 'FI21 1234 5600 0007 85',
      referenceNumber: '5000 00047',
      pdf: { available: true, availableFromLabel: null },
      postpone: { allowed: true, errorKey: null },
    });
    expect(d.productName).toBeTruthy();
    // v4 | IBAN digits | 19,90 € | 000 | reference 500000047 | 1.12.2026
    expect(d.virtualBarcode).toBe(
      '4' + '2112345600000785' + '00001990' + '000' + '00000000000500000047' + '261201',
    );
    expect(d.postpone.options).toEqual([
      { weeks: 2, dueDate: '2026-12-15', label: '2 viikkoa (uusi eräpäivä 15.12.2026)' },
      { weeks: 4, dueDate: '2026-12-29', label: '4 viikkoa (uusi eräpäivä 29.12.2026)' },
    ]);
  });

  it("shows payment method code '08' as a hetilasku, with the paper invoice fee", async () => {
    const d = await json<InvoiceDetails>(await app.call('/invoices/59100007'));
    expect(d.paymentMethodLabel).toBe('Hetilasku');
    expect(d.paperInvoiceFeeLabel).toBe('3,95\u00a0€');
    expect(d.totalLabel).toBe('28,85\u00a0€');
    expect(d.pdf).toEqual({ available: false, availableFromLabel: '22.11.2026 klo 8.00' });
  });

  it('shows a reminder with its fee and a card charge with its card, no bar code once paid', async () => {
    const reminder = await json<InvoiceDetails>(await app.call('/invoices/50000003'));
    expect(reminder).toMatchObject({
      statusLabel: '1. Maksuhuomautus',
      badge: 'overdue',
      reminderFeeLabel: '5,00\u00a0€',
      totalLabel: '54,50\u00a0€',
      subscriptionKindLabel: 'Määräaikainen',
      postpone: { allowed: false, errorKey: 'due-date-reminder', options: [] },
    });
    const card = await json<InvoiceDetails>(await app.call('/invoices/59100008'));
    expect(card).toMatchObject({
      paid: true,
      paidOnLabel: '12.11.2026',
      paymentMethodLabel: 'Maksukortti (Visa, päättyy 1111)',
      virtualBarcode: null,
      postpone: { allowed: false, errorKey: 'invoice-already-paid' },
    });
  });

  it("answers 404 for another customer's invoice and an unknown one, 400 for a bad number", async () => {
    await app.login(PEKKA);
    for (const path of [
      '/invoices/50000004',
      '/invoices/50000004/pdf',
      '/invoices/50000004/barcode.svg',
    ]) {
      const res = await app.call(path);
      expect(res.status, path).toBe(404);
      expect((await json<{ errorKey: string }>(res)).errorKey).toBe('invoice-not-found');
    }
    await app.login(MAIJA);
    // Esimerkki Oy's invoice: another customer's.
    const company = await app.call('/invoices/50000005');
    expect(company.status).toBe(404);
    expect((await json<{ errorKey: string }>(company)).errorKey).toBe('invoice-not-found');
    const unknown = await app.call('/invoices/99999999');
    expect(unknown.status).toBe(404);
    expect((await json<{ errorKey: string }>(unknown)).errorKey).toBe('invoice-not-found');
    const bad = await app.call('/invoices/abc');
    expect(bad.status).toBe(400);
    expect((await json<{ errorKey: string }>(bad)).errorKey).toBe('validation-failed');
  });
});

describe('the bar code image and the PDF', () => {
  it('draws the bar code as a Code 128 SVG; a paid invoice has none', async () => {
    await app.login(MAIJA);
    const res = await app.call('/invoices/50000004/barcode.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const paid = await app.call('/invoices/50000002/barcode.svg');
    expect(paid.status).toBe(404);
    expect((await json<{ errorKey: string }>(paid)).errorKey).toBe('invoice-barcode-not-available');
  });

  it('is a real PDF with the invoice data and the bar code', async () => {
    const res = await app.call('/invoices/50000004/pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('lasku-50000004.pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('LASKU 50000004');
    expect(text).toContain('Maija Meikäläinen');
    expect(text).toContain('FI21 1234 5600 0007 85');
    expect(text).toContain('5000 00047');
    expect(text).toContain('1.12.2026');
    expect(text).toContain('421123456000007850000199000000000000000500000047261201');
    expect(Buffer.from(bytes).toString('latin1')).toContain('/Subtype /Image');
  });

  it("answers 404 'available within 24 hours' until the invoice is a day old", async () => {
    const res = await app.call('/invoices/59100007/pdf');
    expect(res.status).toBe(404);
    const body = await json<{ errorKey: string; message: string }>(res);
    expect(body.errorKey).toBe('invoice-pdf-not-available');
    expect(body.message).toContain('24 tunnin');
    const untilReady = Date.parse('2026-11-22T06:00:00Z') - app.clock.now().getTime();
    app.clock.advance(untilReady - 1000);
    await app.login(MAIJA); // the session of the morning has expired by now
    expect((await app.call('/invoices/59100007/pdf')).status).toBe(404);
    app.clock.advance(1000);
    const ready = await app.call('/invoices/59100007/pdf');
    expect(ready.status).toBe(200);
    expect(pdfText(new Uint8Array(await ready.arrayBuffer()))).toContain('Hetilasku');
    app.clock.advance(-untilReady);
    await app.login(MAIJA);
  });
});

describe('POST /invoices/{invoiceNumber}/due-date', () => {
  const postpone = (number: string, body: unknown) =>
    app.call(`/invoices/${number}/due-date`, { method: 'POST', body });

  it('refuses other weeks than 2 or 4 with the message, changing nothing', async () => {
    await app.login(MAIJA);
    for (const body of [{ weeks: 3 }, { weeks: '2' }, {}, { weeks: 2, extra: true }]) {
      const res = await postpone('59100009', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const err = await json<{ errorKey: string; fields?: Record<string, string> }>(res);
      expect(err.errorKey).toBe('validation-failed');
    }
    const res = await postpone('59100009', { weeks: 3 });
    const err = await json<{ fields: Record<string, string> }>(res);
    expect(err.fields['weeks']).toBe('Eräpäivää voi siirtää 2 tai 4 viikkoa.');
    expect((await invoiceRow('59100009'))?.originalDueDate).toBeNull();
  });

  it("answers 404 for another customer's invoice, changing nothing", async () => {
    await app.login(PEKKA);
    const res = await postpone('59100009', { weeks: 2 });
    expect(res.status).toBe(404);
    expect((await json<{ errorKey: string }>(res)).errorKey).toBe('invoice-not-found');
    expect((await invoiceRow('59100009'))?.dueDate).toBe('2026-12-07');
  });

  it('moves the due date by 2 weeks once, with an audit row and an e-mail', async () => {
    await app.login(MAIJA);
    const res = await postpone('59100009', { weeks: 2 });
    expect(res.status).toBe(200);
    expect(await json<PostponeResult>(res)).toEqual({
      invoiceNumber: '59100009',
      weeks: 2,
      dueDate: '2026-12-21',
      dueDateLabel: '21.12.2026',
      originalDueDateLabel: '7.12.2026',
    });
    const row = await invoiceRow('59100009');
    expect(row).toMatchObject({ dueDate: '2026-12-21', originalDueDate: '2026-12-07' });
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'INVOICE_DUE_DATE_POSTPONED'), eq(auditLog.entityId, '59100009')),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.channel).toBe('WEB');
    const mails = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'invoice-due-date-postponed'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.toAddress).toBe(MAIJA);
    expect(mails[0]?.bodyText).toContain('Uusi eräpäivä: 21.12.2026 (aiemmin 7.12.2026)');
    // The bar code follows the new due date.
    const d = await json<InvoiceDetails>(await app.call('/invoices/59100009'));
    expect(d.virtualBarcode?.slice(-6)).toBe('261221');
    expect(d.originalDueDateLabel).toBe('7.12.2026');
    expect(d.postpone).toMatchObject({ allowed: false, errorKey: 'due-date-already-postponed' });
  });

  it('refuses a second postponement, leaving the date as it was', async () => {
    const res = await postpone('59100009', { weeks: 4 });
    expect(res.status).toBe(409);
    const err = await json<{ errorKey: string; message: string }>(res);
    expect(err.errorKey).toBe('due-date-already-postponed');
    expect(err.message).toContain('vain kerran');
    expect((await invoiceRow('59100009'))?.dueDate).toBe('2026-12-21');
  });

  it('moves by 4 weeks too', async () => {
    const res = await postpone('50000004', { weeks: 4 });
    expect(res.status).toBe(200);
    expect((await json<PostponeResult>(res)).dueDate).toBe('2026-12-29');
  });

  it('of two clicks at once, moves once', async () => {
    await insertInvoice({ invoiceNumber: '59100006' });
    const [a, b] = await Promise.all([
      postpone('59100006', { weeks: 2 }),
      postpone('59100006', { weeks: 2 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await invoiceRow('59100006'))?.dueDate).toBe('2026-12-15');
  });

  it.each([
    ['50000002', 'invoice-already-paid', 'maksettu'],
    ['50000003', 'due-date-reminder', 'Maksuhuomautuksen'],
    ['59100005', 'due-date-reminder', 'Maksuhuomautuksen'],
    ['59100001', 'due-date-automatic-payment', 'automaattisesti'],
    ['59100002', 'due-date-passed', 'mennyt'],
    ['59100003', 'due-date-cannot-be-changed', 'ei voi siirtää'],
  ])('refuses %s with %s', async (number, errorKey, words) => {
    const before = await invoiceRow(number);
    const res = await postpone(number, { weeks: 2 });
    expect(res.status).toBe(409);
    const err = await json<{ errorKey: string; message: string }>(res);
    expect(err.errorKey).toBe(errorKey);
    expect(err.message).toContain(words);
    expect(await invoiceRow(number)).toEqual(before);
  });
});
