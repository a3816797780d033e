import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bankPayments } from '../db/schema/bank-payments';
import { cancellations } from '../db/schema/cancellations';
import { cardRequests, cardSetups } from '../db/schema/cards';
import { addressChanges } from '../db/schema/changes';
import { consentChanges, consents } from '../db/schema/consents';
import { marketingBans } from '../db/schema/marketing-bans';
import { addresses, companies, customers } from '../db/schema/customers';
import { companyChangeRequests, deliveryReclamations } from '../db/schema/delivery';
import { feedbackMessages } from '../db/schema/feedback';
import { linkConfirmations } from '../db/schema/links';
import { invoices, paymentCards } from '../db/schema/payments';
import { readingRights, subscriptions } from '../db/schema/subscriptions';
import { auditLog } from '../db/schema/system';

/** A purged card keeps its row (ended subscriptions and old changes point at it), not its token. */
const PURGED_CARD = { providerToken: 'purged', last4: '0000' } as const;

/**
 * Removes or anonymises one private customer's personal data (decision 0027 lists every table).
 * Kept for bookkeeping: the customer row with its number and type, subscriptions, invoices,
 * payments, suspensions, product and billing changes, with no name, address or contact left.
 */
export async function purgeCustomer(tx: Db, customerId: string, now: Date): Promise<void> {
  const own = tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId));
  // Reading rights shared from the customer's subscriptions: invitees' e-mails and names.
  await tx.delete(readingRights).where(inArray(readingRights.subscriptionId, own));
  // Delivery addresses and names for an address, however old.
  await tx.delete(addressChanges).where(inArray(addressChanges.subscriptionId, own));
  await tx.delete(companyChangeRequests).where(inArray(companyChangeRequests.subscriptionId, own));
  // A report's free text and an anonymous reporter's name and address.
  await tx
    .update(deliveryReclamations)
    .set({ details: null })
    .where(inArray(deliveryReclamations.subscriptionId, own));
  await tx
    .update(cancellations)
    .set({ reasonText: null, accountId: null })
    .where(eq(cancellations.customerId, customerId));
  await tx.delete(feedbackMessages).where(eq(feedbackMessages.customerId, customerId));
  await tx.delete(cardSetups).where(eq(cardSetups.customerId, customerId));
  await tx.delete(cardRequests).where(eq(cardRequests.customerId, customerId));
  await tx.update(paymentCards).set(PURGED_CARD).where(eq(paymentCards.customerId, customerId));
  await tx
    .update(paymentCards)
    .set({ deletedAt: now })
    .where(and(eq(paymentCards.customerId, customerId), isNull(paymentCards.deletedAt)));
  await tx.delete(consents).where(eq(consents.customerId, customerId));
  await tx.delete(consentChanges).where(eq(consentChanges.customerId, customerId));
  await tx.delete(marketingBans).where(eq(marketingBans.customerId, customerId));
  await tx.delete(linkConfirmations).where(eq(linkConfirmations.customerId, customerId));
  await tx.delete(addresses).where(eq(addresses.customerId, customerId));
  await tx.delete(companies).where(eq(companies.customerId, customerId));
  await tx
    .update(bankPayments)
    .set({ payerName: null })
    .where(
      inArray(
        bankPayments.invoiceId,
        tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.customerId, customerId)),
      ),
    );
  await tx.update(auditLog).set({ details: null }).where(eq(auditLog.customerId, customerId));
  await tx
    .update(customers)
    .set({
      firstName: null,
      lastName: null,
      yearOfBirth: null,
      companyName: null,
      companyId: null,
      phone: null,
      contactEmail: null,
      gender: null,
      doorCode: null,
      careOfName: null,
    })
    .where(eq(customers.id, customerId));
}
