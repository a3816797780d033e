import { and, eq, inArray, isNull } from 'drizzle-orm';
import { postponedDueDate, postponeVerdict } from '~/domain/invoices/due-date-postponement';
import type { PostponeInput } from '~/domain/invoices/postpone-input';
import type { PostponeResult } from '~/domain/invoices/invoice-views';
import { formatIban, formatReference } from '~/domain/invoices/payment-details-format';
import { formatDate } from '~/domain/shared/dates';
import { formatMoney } from '~/domain/shared/money';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { invoices } from '../../db/schema/payments';
import { queueEmail } from '../../email/outbox';
import { findOwnInvoice } from './find-own-invoice';
import { invoiceNotFound, postponeRefused } from './invoice-errors';
import { barcodeOf, postponeFactsOf, totalCentsOf } from './invoice-mapper';
import { dueDatePostponedEmail } from './invoice-emails';

/**
 * POST /invoices/{invoiceNumber}/due-date: moves the due date by 2 or 4 weeks, once. The invoice row is
 * locked first, so of two clicks the second sees the first one's change: 409
 * due-date-already-postponed, nothing moved twice. Audit row and e-mail in the same transaction.
 */
export async function postponeDueDate(
  deps: AppDeps,
  auth: AuthContext,
  number: string,
  input: PostponeInput,
): Promise<PostponeResult> {
  const now = deps.clock.now();
  const today = deps.clock.today();
  return deps.db.transaction(async (tx) => {
    // Locked on its own: FOR UPDATE cannot reach through the look-up's outer joins.
    const [locked] =
      auth.customerIds.length === 0
        ? []
        : await tx
            .select({ id: invoices.id })
            .from(invoices)
            .where(
              and(
                eq(invoices.invoiceNumber, number),
                inArray(invoices.customerId, auth.customerIds),
              ),
            )
            .for('update');
    const row = locked ? await findOwnInvoice(tx, auth.customerIds, number) : undefined;
    if (!row) throw invoiceNotFound();
    const invoice = row.invoice;
    const verdict = postponeVerdict(postponeFactsOf(invoice), today);
    if (!verdict.allowed) throw postponeRefused(verdict.errorKey, verdict.reason);

    const dueDate = postponedDueDate(invoice.dueDate, input.weeks);
    const [moved] = await tx
      .update(invoices)
      .set({ dueDate, originalDueDate: invoice.dueDate })
      .where(and(eq(invoices.id, invoice.id), isNull(invoices.originalDueDate)))
      .returning();
    if (!moved) throw invoiceNotFound();
    await audit(tx, {
      accountId: auth.accountId,
      customerId: invoice.customerId,
      action: 'INVOICE_DUE_DATE_POSTPONED',
      entity: 'invoice',
      entityId: invoice.invoiceNumber,
      details: { weeks: input.weeks, from: invoice.dueDate, to: dueDate },
      at: now,
    });
    await queueEmail(
      tx,
      dueDatePostponedEmail({
        to: auth.username,
        invoiceNumber: invoice.invoiceNumber,
        weeks: input.weeks,
        originalDueDateLabel: formatDate(invoice.dueDate),
        dueDateLabel: formatDate(dueDate),
        totalLabel: formatMoney(totalCentsOf(moved)),
        iban: formatIban(moved.iban),
        referenceNumber: formatReference(moved.referenceNumber),
        virtualBarcode: barcodeOf(moved),
      }),
      now,
    );
    return {
      invoiceNumber: invoice.invoiceNumber,
      weeks: input.weeks,
      dueDate,
      dueDateLabel: formatDate(dueDate),
      originalDueDateLabel: formatDate(invoice.dueDate),
    };
  });
}
