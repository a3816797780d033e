import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceList } from '~/domain/invoices/invoice-views';
import { createApi } from '~/server/app';
import { bankPayments } from '~/server/db/schema/bank-payments';
import { invoices } from '~/server/db/schema/payments';
import { auditLog } from '~/server/db/schema/system';
import { readEnv } from '~/server/env';
import type { PaymentImportResult } from '~/server/api/payments-import/routes';
import { TEST_ORIGIN, useTestApp } from '../support/test-app';
import { json } from '../support/json';

const TOKEN = 'maksujen-tuonti-testiavain-2026';
const HEADER = 'archive_id;reference;amount;paid_on;payer';

const app = useTestApp();

/** The staff route on an API whose environment configures the token, as a staff tool calls it. */
function post(body: unknown, token: string | null = TOKEN, env = { PAYMENT_IMPORT_TOKEN: TOKEN }) {
  const api = createApi({
    db: app.db,
    clock: app.clock,
    env: readEnv({ NODE_ENV: 'test', SITE_URL: TEST_ORIGIN, ...env }),
  });
  return api.fetch(
    new Request(`${TEST_ORIGIN}/api/v1/staff/payments/import`, {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
    { clientAddress: '127.0.0.1' },
  );
}

async function invoice(number: string) {
  const [row] = await app.db.select().from(invoices).where(eq(invoices.invoiceNumber, number));
  return row;
}

beforeAll(async () => {});

describe('POST /staff/payments/import', () => {
  it('does not exist without a configured token', async () => {
    const res = await post(
      { csv: `${HEADER}\nA1;500000047;19,90;2026-11-20;` },
      TOKEN,
      {} as never,
    );
    expect(res.status).toBe(404);
  });

  it('refuses a missing or wrong token before reading the body', async () => {
    for (const token of [null, 'vaara-avain', `${TOKEN}x`]) {
      const res = await post({ nothing: true }, token);
      expect(res.status).toBe(401);
      expect((await json<{ errorKey: string }>(res)).errorKey).toBe('invalid-token');
    }
  });

  it('refuses a file with a bad line whole, naming every bad line', async () => {
    const csv = [
      HEADER,
      'A1;500000047;19,90;2026-11-20;Maija Meikäläinen',
      'A2;500000048;19,90;2026-11-20;',
      'A3;500000039;abc;31.2.2026;',
    ].join('\n');
    const res = await post({ csv });
    expect(res.status).toBe(400);
    const err = await json<{ errorKey: string; fields: Record<string, string> }>(res);
    expect(err.errorKey).toBe('invalid-payment-file');
    expect(Object.keys(err.fields)).toEqual(['line-3', 'line-4']);
    expect(err.fields['line-3']).toContain('viitenumero');
    expect(err.fields['line-4']).toContain('summa');
    expect(err.fields['line-4']).toContain('maksupäivä');
    expect(await app.db.select().from(bankPayments)).toEqual([]);
    expect((await invoice('50000004'))?.paymentState).toBe('UNPAID');
  });

  it('refuses a body that is not {csv}', async () => {
    const res = await post({ csv: '' });
    expect(res.status).toBe(400);
    expect((await json<{ errorKey: string }>(res)).errorKey).toBe('validation-failed');
    expect((await post({ file: 'x' })).status).toBe(400);
  });

  it('marks a fully paid invoice paid, keeps a partly paid one open, reports the rest', async () => {
    const csv = [
      HEADER,
      // 50000004: 19,90 € in full, the reference zero-padded as banks write it.
      'ARK-001;00000000000500000047;19,90;2026-11-20;Maija Meikäläinen',
      // 50000003 (reminder, 54,50 €): 20 € now.
      'ARK-002;50000 0034;20.00;20.11.2026;Maija Meikäläinen',
      // 50000002 was paid last month.
      'ARK-003;500000021;19,90;2026-11-20;',
      // Nobody's reference.
      'ARK-004;1232;10;2026-11-20;Tuntematon',
    ].join('\r\n');
    const res = await post({ csv });
    expect(res.status).toBe(200);
    const result = await json<PaymentImportResult>(res);
    expect(result.registered).toBe(4);
    expect(result.skipped).toBe(0);
    expect(result.counts).toEqual({ PAID: 1, PARTIAL: 1, ALREADY_PAID: 1, UNMATCHED: 1 });
    expect(result.results.map((r) => [r.archiveId, r.outcome, r.invoiceNumber])).toEqual([
      ['ARK-001', 'PAID', '50000004'],
      ['ARK-002', 'PARTIAL', '50000003'],
      ['ARK-003', 'ALREADY_PAID', '50000002'],
      ['ARK-004', 'UNMATCHED', null],
    ]);
    const paid = await invoice('50000004');
    expect(paid?.paymentState).toBe('PAID');
    expect(paid?.paidAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect((await invoice('50000003'))?.paymentState).toBe('OVERDUE');
    // The invoice's payment is on its customer's audit trail, by the system.
    const trail = await app.db.select().from(auditLog).where(eq(auditLog.action, 'INVOICE_PAID'));
    expect(trail).toMatchObject([
      {
        customerId: paid?.customerId,
        entityId: '50000004',
        channel: 'SYSTEM',
        details: { archiveId: 'ARK-001', amountCents: 1990, paidOn: '2026-11-20' },
      },
    ]);

    // Maija now finds it under paid invoices.
    await app.login('maija.meikalainen@example.fi');
    const list = await json<InvoiceList>(await app.call('/invoices'));
    expect(list.paid.find((i) => i.invoiceNumber === '50000004')).toMatchObject({
      statusLabel: 'Maksettu',
      paidOnLabel: '20.11.2026',
    });
    expect(list.unpaid.map((i) => i.invoiceNumber)).not.toContain('50000004');
  });

  it('skips payments imported before and completes a partly paid invoice', async () => {
    const csv = [
      HEADER,
      'ARK-001;500000047;19,90;2026-11-20;Maija Meikäläinen',
      // The rest of the reminder, its reference in RF form as some banks write it.
      'ARK-005;RF82 5000 0003 4;34,50;2026-11-21;Maija Meikäläinen',
    ].join('\n');
    const res = await post({ csv });
    expect(res.status).toBe(200);
    const result = await json<PaymentImportResult>(res);
    expect(result).toMatchObject({ registered: 1, skipped: 1 });
    expect(result.results[0]).toMatchObject({ archiveId: 'ARK-001', outcome: 'DUPLICATE' });
    expect(result.results[1]).toMatchObject({
      archiveId: 'ARK-005',
      outcome: 'PAID',
      invoiceNumber: '50000003',
    });
    expect(await app.db.select().from(bankPayments)).toHaveLength(5);
    expect((await invoice('50000003'))?.paymentState).toBe('PAID');
    expect((await invoice('50000004'))?.paidAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });
});
