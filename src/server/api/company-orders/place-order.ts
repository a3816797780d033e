import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { companyOfferBySlug } from '~/domain/company-order/company-offers';
import { type CompanyOrderInput, orderedQuantity } from '~/domain/company-order/order-input';
import { STREET_ADDRESS_LABEL } from '~/domain/company-order/order-texts';
import { companyOrderPrice, type CompanyOrderResult } from '~/domain/company-order/order-views';
import { vatNumberOf } from '~/domain/company-order/vat-number';
import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { addDays, addMonths } from '~/domain/shared/dates';
import { knownStreetsProvider } from '../../address/address-provider';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { forgetAccountSessions } from '../../auth/session-cache';
import type { Db } from '../../db/client';
import { accountCustomers } from '../../db/schema/accounts';
import { companyOrders } from '../../db/schema/company-orders';
import { customers } from '../../db/schema/customers';
import { invoices } from '../../db/schema/payments';
import { products } from '../../db/schema/products';
import { subscriptions } from '../../db/schema/subscriptions';
import { queueEmail } from '../../email/outbox';
import { HttpError } from '../../http/http-error';
import { createCompanyCustomer } from './company-customer';
import { adminsOf, assertOrdersForCompany, existingCompanyFor } from './existing-company';
import { companyOrderEmail, orderByOtherEmail } from './order-emails';
import { checkedStartDate, deliveryAddressOf } from './print-start';
import { nextInvoiceNumber } from '../../billing/next-invoice-number';
import { nextSubscriptionNumber } from '../../subscriptions/next-subscription-number';

/** The publisher's collection account, as on every invoice (seed-invoice.ts). */
const IBAN = 'FI2112345600000785';
const PAYMENT_DAYS = 14;

export const offerOrNotFound = (slug: string) => {
  const offer = companyOfferBySlug(slug);
  if (!offer) throw new HttpError(404, 'company-order-offer-not-found');
  return offer;
};

/** The delivery address's post office as the address database spells it, or 400. */
async function checkedPostOffice(deps: AppDeps, input: CompanyOrderInput): Promise<string> {
  const lookup = await knownStreetsProvider(deps.db).lookup({
    ...input.address,
    countryCode: 'FI',
  });
  if (lookup.result === 'found') return lookup.postOffice;
  if (lookup.result === 'not-checked') return input.address.postOffice;
  const message = ERROR_MESSAGES['company-order-address-not-found'];
  throw new HttpError(400, 'company-order-address-not-found', {
    fields: { 'address.streetAddress': `${STREET_ADDRESS_LABEL}: ${message}` },
  });
}

async function alreadyPlaced(tx: Db, auth: AuthContext, key: string) {
  const [row] = await tx
    .select({ result: companyOrders.result })
    .from(companyOrders)
    .where(and(eq(companyOrders.accountId, auth.accountId), eq(companyOrders.idempotencyKey, key)));
  return row?.result ?? null;
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

/**
 * POST /company-orders (spec §1, §6, §8; decision 0038). In one transaction: the company
 * customer and its companies row (or the existing company with the same Y-tunnus when its
 * invoicing data matches, else 409 and nothing stored), the subscription with its reader count,
 * the first invoice, the ordering account as the company's COMPANY_ADMIN, the order row, audit
 * rows and the e-mails. The same account and idempotency key again answers the first order.
 */
export async function placeCompanyOrder(
  deps: AppDeps,
  auth: AuthContext,
  input: CompanyOrderInput,
): Promise<{ result: CompanyOrderResult; repeated: boolean }> {
  const offer = offerOrNotFound(input.slug);
  const vatNumber = vatNumberOf(input.businessId);
  if (vatNumber === null) throw new HttpError(400, 'validation-failed');
  const postOffice = await checkedPostOffice(deps, input);
  const now = deps.clock.now();
  const today = deps.clock.today();
  const quantity = orderedQuantity(offer.kind, input);
  const price = companyOrderPrice(offer, quantity);
  const startDate = await checkedStartDate(deps.db, offer, input.startDate, today);
  const print = offer.kind === 'PRINT_COPIES';
  const outcome = await deps.db.transaction(async (tx) => {
    // A double click: the second request waits here for the first and then finds its order.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`company-order:${auth.accountId}:${input.idempotencyKey}`}))`,
    );
    const earlier = await alreadyPlaced(tx, auth, input.idempotencyKey);
    if (earlier) {
      return { result: { ...earlier, companySession: auth.intent === 'b2b' }, repeated: true };
    }

    const [product] = await tx.select().from(products).where(eq(products.code, offer.productCode));
    if (!product) throw new HttpError(500, 'company-order-failed');
    const existingId = await existingCompanyFor(tx, input.businessId, input.company);
    const admins = existingId ? await adminsOf(tx, existingId) : [];
    if (existingId) assertOrdersForCompany(admins, auth.accountId);
    const { customerId, customerNumber } = existingId
      ? await existingCustomer(tx, existingId)
      : await createCompanyCustomer(tx, input, vatNumber, postOffice, now);
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
    // The orderer becomes the admin of a new company (spec §6); an existing company's order
    // comes from one of its admins (assertOrdersForCompany), and the others are told of it.
    const wasAdmin = admins.some((a) => a.accountId === auth.accountId);
    const becameAdmin = admins.length === 0;
    if (becameAdmin) await makeAdmin(tx, auth.accountId, customerId, now);
    const otherAdmins = admins.filter((a) => a.accountId !== auth.accountId).map((a) => a.username);
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
      existingCompany: existingId !== null,
      admin: wasAdmin || becameAdmin,
      companySession: auth.intent === 'b2b',
    };
    await tx.insert(companyOrders).values({
      id: result.orderId,
      accountId: auth.accountId,
      idempotencyKey: input.idempotencyKey,
      slug: offer.slug,
      customerId,
      subscriptionId: sub.id,
      readers: print ? null : quantity,
      copies: print ? quantity : null,
      netCents: price.netCents,
      vatCents: price.vatCents,
      existingCompany: existingId !== null,
      result,
      createdAt: now,
    });
    await audit(tx, {
      accountId: auth.accountId,
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
        existingCompany: existingId !== null,
      },
      at: now,
    });
    if (becameAdmin) {
      await audit(tx, {
        accountId: auth.accountId,
        customerId,
        action: 'COMPANY_ADMIN_ADDED',
        entity: 'customer',
        entityId: customerNumber,
        details: { role: 'COMPANY_ADMIN', reason: 'company-order' },
        at: now,
      });
    }
    await queueEmail(tx, companyOrderEmail(auth.username, result), now);
    if (!wasAdmin) {
      for (const admin of otherAdmins) {
        await queueEmail(tx, orderByOtherEmail(admin, result, auth.username), now);
      }
    }
    return { result, repeated: false };
  });
  // A company session caches the customers it may act for: the new company joins them now.
  forgetAccountSessions(deps, auth.accountId);
  return outcome;
}

async function existingCustomer(tx: Db, customerId: string) {
  const [row] = await tx
    .select({ customerNumber: customers.customerNumber })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw new HttpError(500, 'company-order-failed');
  return { customerId, customerNumber: row.customerNumber };
}
