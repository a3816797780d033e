import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, paymentCards } from '../../db/schema/payments';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';

// Invoices are looked up through the session's customers (the payer on the invoice), so another
// customer's invoice number answers exactly as an unknown one: 404.

function ownInvoices(db: Db, customerIds: string[]) {
  return db
    .select({
      invoice: invoices,
      subscriptionNumber: subscriptions.subscriptionNumber,
      subscriptionType: subscriptions.subscriptionType,
      isSample: subscriptions.isSample,
      productName: products.name,
      card: { brand: paymentCards.brand, last4: paymentCards.last4 },
    })
    .from(invoices)
    .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .leftJoin(products, eq(products.id, subscriptions.productId))
    .leftJoin(
      paymentCards,
      and(eq(paymentCards.id, subscriptions.paymentCardId), isNull(paymentCards.deletedAt)),
    )
    .where(inArray(invoices.customerId, customerIds))
    .$dynamic();
}

export type OwnInvoice = Awaited<ReturnType<typeof listOwnInvoices>>[number];

export async function listOwnInvoices(db: Db, customerIds: string[]) {
  if (customerIds.length === 0) return [];
  return ownInvoices(db, customerIds);
}

export async function findOwnInvoice(
  db: Db,
  customerIds: string[],
  invoiceNumber: string,
): Promise<OwnInvoice | undefined> {
  if (customerIds.length === 0) return undefined;
  const [row] = await ownInvoices(db, customerIds).where(
    and(inArray(invoices.customerId, customerIds), eq(invoices.invoiceNumber, invoiceNumber)),
  );
  return row;
}
