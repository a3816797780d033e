import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CompanyOffer } from '~/domain/company-order/company-offers';
import { type CompanyOrderInput, orderedQuantity } from '~/domain/company-order/order-input';
import { companyOrderPrice, type CompanyOrderResult } from '~/domain/company-order/order-views';
import { addDays, addMonths } from '~/domain/shared/dates';
import { audit } from '../../audit';
import { nextInvoiceNumber } from '../../billing/next-invoice-number';
import type { Db } from '../../db/client';
import { accountCustomers } from '../../db/schema/accounts';
import { companyOrders } from '../../db/schema/company-orders';
import { customers } from '../../db/schema/customers';
import { invoices } from '../../db/schema/payments';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';
import { queueEmail } from '../../email/outbox';
import { HttpError } from '../../http/http-error';
import { nextSubscriptionNumber } from '../../subscriptions/next-subscription-number';
import { createCompanyCustomer } from './company-customer';
import { companyOrderEmail } from './order-emails';
import { deliveryAddressOf } from './print-start';

/** The publisher's collection account, as on every invoice (seed-invoice.ts). */
const IBAN = 'FI2112345600000785';
const PAYMENT_DAYS = 14;

/** An order checked and allowed: what `writeOrder` stores. */
export interface OrderToWrite {
  /** The ordering account; `companySession`: it ordered in a b2b session. */
  orderer: { accountId: string; username: string; companySession: boolean };
  input: CompanyOrderInput;
  offer: CompanyOffer;
  vatNumber: string;
  /** The delivery address's post office as the address database spells it (a new company). */
  postOffice: string;
  /** Digital: today; print: the checked first issue. */
  startDate: string;
  /**
   * The existing company the order joins, with whether the orderer is its admin (an admin's own
   * order, or false for one its admin accepted); null makes a new company with the orderer as
   * its admin (spec §6).
   */
  existing: { customerId: string; ordererIsAdmin: boolean } | null;
  now: Date;
  today: string;
}

/**
 * Stores a company order (spec §1, §6, §8; decision 0038) inside the caller's transaction: the
 * company customer (new, or the existing one), the subscription with its reader count or
 * copies, the first invoice, a new company's orderer as its COMPANY_ADMIN, the order row under
 * the orderer's idempotency key, audit rows and the confirmation e-mail.
 */
export async function writeOrder(tx: Db, order: OrderToWrite): Promise<CompanyOrderResult> {
  const { orderer, input, offer, vatNumber, startDate, existing, now, today } = order;
  const quantity = orderedQuantity(offer.kind, input);
  const price = companyOrderPrice(offer, quantity);
  const print = offer.kind === 'PRINT_COPIES';
  const [product] = await tx.select().from(products).where(eq(products.code, offer.productCode));
  if (!product) throw new HttpError(500, 'company-order-failed');
  const { customerId, customerNumber } = existing
    ? await existingCustomer(tx, existing.customerId)
    : await createCompanyCustomer(tx, input, vatNumber, order.postOffice, now);
  const subscriptionNumber = await nextSubscriptionNumber(tx);
  const periodEnd = addDays(addMonths(startDate, 12), -1);
  const paymentMethod = input.company.eInvoiceAddress === '' ? 'EMAIL_INVOICE' : 'E_INVOICE_B2B';
  const [sub] = await tx
    .insert(subscriptions)
    .values({
      subscriptionNumber,
      customerId,
      productId: product.id,
      // Print copies ordered for a later first issue wait for it, as an add-on does.
      status: startDate > today ? 'PENDING' : 'ACTIVE',
      subscriptionType: 'RECURRING',
      productFormat: product.productFormat,
      startDate,
      periodStartDate: startDate,
      periodEndDate: periodEnd,
      priceCents: price.grossCents,
      periodUnit: 'YEARS',
      periodLength: 1,
      paymentMethod,
      readerCount: print ? null : quantity,
      createdAt: now,
    })
    .returning({ id: subscriptions.id });
  if (!sub) throw new HttpError(500, 'company-order-failed');
  const { invoiceNumber, referenceNumber } = await nextInvoiceNumber(tx);
  await tx.insert(invoices).values({
    invoiceNumber,
    referenceNumber,
    customerId,
    subscriptionId: sub.id,
    kind: 'INVOICED',
    paymentState: 'UNPAID',
    paymentMethod,
    invoiceDate: today,
    dueDate: addDays(today, PAYMENT_DAYS),
    periodStartDate: startDate,
    periodEndDate: periodEnd,
    amountCents: price.grossCents,
    iban: IBAN,
    createdAt: now,
  });
  const becameAdmin = existing === null;
  if (becameAdmin) await makeAdmin(tx, orderer.accountId, customerId, now);
  const result: CompanyOrderResult = {
    orderId: randomUUID(),
    productName: offer.productName,
    companyName: input.company.name,
    businessId: input.businessId,
    vatNumber,
    customerNumber,
    subscriptionNumber,
    invoiceNumber,
    startDate,
    deliveryAddress: print ? await deliveryAddressOf(tx, customerId) : null,
    price,
    existingCompany: existing !== null,
    admin: becameAdmin || existing.ordererIsAdmin,
    companySession: orderer.companySession,
  };
  await tx.insert(companyOrders).values({
    id: result.orderId,
    accountId: orderer.accountId,
    idempotencyKey: input.idempotencyKey,
    slug: offer.slug,
    customerId,
    subscriptionId: sub.id,
    readers: print ? null : quantity,
    copies: print ? quantity : null,
    netCents: price.netCents,
    vatCents: price.vatCents,
    existingCompany: existing !== null,
    result,
    createdAt: now,
  });
  await audit(tx, {
    accountId: orderer.accountId,
    customerId,
    action: 'COMPANY_ORDER_PLACED',
    entity: 'subscription',
    entityId: subscriptionNumber,
    details: {
      slug: offer.slug,
      ...(print ? { copies: quantity, startDate } : { readers: quantity }),
      netCents: price.netCents,
      vatCents: price.vatCents,
      invoiceNumber,
      existingCompany: existing !== null,
    },
    at: now,
  });
  if (becameAdmin) {
    await audit(tx, {
      accountId: orderer.accountId,
      customerId,
      action: 'COMPANY_ADMIN_ADDED',
      entity: 'customer',
      entityId: customerNumber,
      details: { role: 'COMPANY_ADMIN', reason: 'company-order' },
      at: now,
    });
  }
  await queueEmail(tx, companyOrderEmail(orderer.username, result), now);
  return result;
}

/** Makes the account the company's COMPANY_ADMIN (a plain user's link is raised). */
async function makeAdmin(tx: Db, accountId: string, customerId: string, now: Date) {
  await tx
    .insert(accountCustomers)
    .values({ accountId, customerId, role: 'COMPANY_ADMIN', linkedAt: now })
    .onConflictDoUpdate({
      target: [accountCustomers.accountId, accountCustomers.customerId],
      set: { role: 'COMPANY_ADMIN' },
    });
}

async function existingCustomer(tx: Db, customerId: string) {
  const [row] = await tx
    .select({ customerNumber: customers.customerNumber })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw new HttpError(500, 'company-order-failed');
  return { customerId, customerNumber: row.customerNumber };
}
