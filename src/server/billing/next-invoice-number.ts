import { sql } from 'drizzle-orm';
import { finnishReferenceCheckDigit } from '~/domain/validation/finnish-ids';
import type { Db } from '../db/client';
import { invoices } from '../db/schema/payments';

// Any fixed key will do: it only has to be the same for every caller that hands out numbers.
const INVOICE_NUMBER_LOCK = 7_000_003;

/**
 * The next free all-digit invoice number, one above the highest in use, and its Finnish
 * reference number (7-3-1 check digit). The transaction-scoped advisory lock makes two callers
 * (a company order, the reader-count job) take turns until the first one's transaction ends,
 * so they never pick the same number. Insert the invoice before asking for the next one.
 */
export async function nextInvoiceNumber(
  tx: Db,
): Promise<{ invoiceNumber: string; referenceNumber: string }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_NUMBER_LOCK})`);
  // Written as migration 0029's index is, so the answer is one step down that index, not a
  // scan of every invoice (seconds per number at a publisher's size).
  const [row] = await tx
    .select({ max: sql<string | null>`max((${invoices.invoiceNumber})::bigint)` })
    .from(invoices)
    .where(sql`${invoices.invoiceNumber} ~ '^[0-9]{1,15}$'`);
  const invoiceNumber = String(Number(row?.max ?? '50000000') + 1);
  return {
    invoiceNumber,
    referenceNumber: `${invoiceNumber}${finnishReferenceCheckDigit(invoiceNumber)}`,
  };
}
