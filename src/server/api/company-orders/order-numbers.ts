import { sql } from 'drizzle-orm';
import { finnishReferenceCheckDigit } from '~/domain/validation/finnish-ids';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { customers } from '../../db/schema/customers';
import { invoices } from '../../db/schema/payments';
import { subscriptions } from '../../db/schema/subscriptions';

// New numbers for a company order: customer, subscription and invoice. Each is one above the
// highest in use, taken under a transaction-scoped advisory lock so that two orders at the same
// moment take turns. The subscription number uses the add-on order's lock key, so the two
// features never pick the same number (a resource may not import another's module).

const SUBSCRIPTION_NUMBER_LOCK = 7_000_001;
const CUSTOMER_NUMBER_LOCK = 7_000_002;
const INVOICE_NUMBER_LOCK = 7_000_003;

async function highest(
  tx: Db,
  lock: number,
  query: ReturnType<typeof sql>,
): Promise<number | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
  const max = rowsOf<{ max: string | null }>(await tx.execute(query))[0]?.max ?? null;
  return max === null ? null : Number(max);
}

/** Company customers ordered here get 8-digit numbers from 60000001 (spec §9: 8 or 9 digits). */
export async function nextCompanyCustomerNumber(tx: Db): Promise<string> {
  const max = await highest(
    tx,
    CUSTOMER_NUMBER_LOCK,
    sql`select max(${customers.customerNumber}) as max from ${customers} where ${customers.customerNumber} ~ '^6[0-9]{7}$'`,
  );
  return String((max ?? 60_000_000) + 1);
}

/** The next free 7-digit subscription number (spec §9: 7 or 8 digits). */
export async function nextSubscriptionNumber(tx: Db): Promise<string> {
  const max = await highest(
    tx,
    SUBSCRIPTION_NUMBER_LOCK,
    sql`select max(${subscriptions.subscriptionNumber}) as max from ${subscriptions} where ${subscriptions.subscriptionNumber} ~ '^[0-9]{7}$'`,
  );
  const next = (max ?? 1_000_000) + 1;
  if (next > 9_999_999) throw new Error('The 7-digit subscription numbers have run out');
  return String(next);
}

/** The next all-digit invoice number and its reference number (7-3-1 check digit). */
export async function nextInvoiceNumber(
  tx: Db,
): Promise<{ invoiceNumber: string; referenceNumber: string }> {
  const max = await highest(
    tx,
    INVOICE_NUMBER_LOCK,
    sql`select max(case when ${invoices.invoiceNumber} ~ '^[0-9]{1,15}$' then ${invoices.invoiceNumber}::bigint end) as max from ${invoices}`,
  );
  const invoiceNumber = String((max ?? 50_000_000) + 1);
  return {
    invoiceNumber,
    referenceNumber: `${invoiceNumber}${finnishReferenceCheckDigit(invoiceNumber)}`,
  };
}
