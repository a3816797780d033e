import { desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { BankPaymentRow } from '~/domain/invoices/bank-payments-csv';
import { referenceMatchKeys } from '~/domain/invoices/payment-details-format';
import { OUTCOME_LABELS, paymentOutcome } from '~/domain/invoices/payment-matching';
import type { AppDeps } from '../../app-context';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { bankPayments } from '../../db/schema/bank-payments';
import { invoices } from '../../db/schema/payments';
import type { PaymentImportResult } from './routes';

type Result = PaymentImportResult['results'][number];

// The stored reference compared as the bank writes it: no spaces, upper case.
const storedReference = sql<string>`replace(upper(${invoices.referenceNumber}), ' ', '')`;

/**
 * The invoice a reference pays, locked for this transaction: an open one first (a reference
 * reused on a reminder pays the reminder), else the latest.
 */
async function invoiceFor(tx: Db, reference: string) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(inArray(storedReference, referenceMatchKeys(reference)))
    .orderBy(sql`${invoices.paymentState} = 'PAID'`, desc(invoices.invoiceDate))
    .limit(1)
    .for('update');
  return row;
}

async function paidSoFar(tx: Db, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sum(bankPayments.amountCents) })
    .from(bankPayments)
    .where(eq(bankPayments.invoiceId, invoiceId));
  return Number(row?.total ?? 0);
}

/** A bank payment's booking day as an instant: noon in Finland, clear of any DST edge. */
const paidAtOf = (day: string): Date => new Date(`${day}T10:00:00.000Z`);

async function registerOne(tx: Db, p: BankPaymentRow, at: Date): Promise<Result> {
  const invoice = await invoiceFor(tx, p.reference);
  const outcome = paymentOutcome({
    invoice: invoice
      ? {
          paid: invoice.paymentState === 'PAID',
          totalCents: invoice.amountCents + invoice.reminderFeeCents + invoice.paperInvoiceFeeCents,
          paidSoFarCents: await paidSoFar(tx, invoice.id),
        }
      : null,
    amountCents: p.amountCents,
  });
  const [inserted] = await tx
    .insert(bankPayments)
    .values({
      archiveId: p.archiveId,
      referenceNumber: p.reference,
      amountCents: p.amountCents,
      paidOn: p.paidOn,
      payerName: p.payer,
      invoiceId: invoice?.id ?? null,
      outcome,
      importedAt: at,
    })
    .onConflictDoNothing({ target: bankPayments.archiveId })
    .returning({ id: bankPayments.id });
  const base = {
    line: p.line,
    archiveId: p.archiveId,
    reference: p.reference,
    amountCents: p.amountCents,
    invoiceNumber: invoice?.invoiceNumber ?? null,
  };
  if (!inserted) {
    return { ...base, outcome: 'DUPLICATE', outcomeLabel: 'Tuotu jo aiemmin: ohitettiin' };
  }
  if (outcome === 'PAID' && invoice) {
    await tx
      .update(invoices)
      .set({ paymentState: 'PAID', paidAt: paidAtOf(p.paidOn) })
      .where(eq(invoices.id, invoice.id));
    await audit(tx, {
      accountId: null,
      customerId: invoice.customerId,
      action: 'INVOICE_PAID',
      entity: 'invoice',
      entityId: invoice.invoiceNumber,
      details: { archiveId: p.archiveId, amountCents: p.amountCents, paidOn: p.paidOn },
      at,
      channel: 'SYSTEM',
    });
  }
  return { ...base, outcome, outcomeLabel: OUTCOME_LABELS[outcome] };
}

/** Registers the payments in one transaction: all of the file, or (on an error) nothing. */
export async function importPayments(
  deps: AppDeps,
  rows: BankPaymentRow[],
): Promise<PaymentImportResult> {
  const at = deps.clock.now();
  const results = await deps.db.transaction(async (tx) => {
    const done: Result[] = [];
    for (const row of rows) done.push(await registerOne(tx, row, at));
    return done;
  });
  const counts = { PAID: 0, PARTIAL: 0, ALREADY_PAID: 0, UNMATCHED: 0 };
  for (const r of results) if (r.outcome !== 'DUPLICATE') counts[r.outcome] += 1;
  const skipped = results.filter((r) => r.outcome === 'DUPLICATE').length;
  return { registered: results.length - skipped, skipped, counts, results };
}
