import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { MAILING_FORMS, mailingEmailKey } from '../auth/mail-limits';
import { loginPairKey, loginUserKey } from '../auth/rate-limit';
import type { Db } from '../db/client';
import { accountCustomers, accounts, loginAttempts } from '../db/schema/accounts';
import {
  cancellations,
  kaikkiCancellationNotices,
  retentionOfferEvents,
} from '../db/schema/cancellations';
import { customers } from '../db/schema/customers';
import { feedbackMessages } from '../db/schema/feedback';
import { registrations } from '../db/schema/registrations';
import { readingRights } from '../db/schema/subscriptions';
import { auditLog, outbox } from '../db/schema/system';

const lower = (column: unknown) => sql`lower(${column})`;

/**
 * The private customers of a deletion whose data may go: those no other login holds any more
 * (a household may share a customer; then only the deleted login leaves it).
 */
export async function customersToPurge(
  tx: Db,
  accountId: string,
  customerIds: string[],
): Promise<{ id: string; customerNumber: string; contactEmail: string | null }[]> {
  if (customerIds.length === 0) return [];
  const shared = tx
    .select({ id: accountCustomers.customerId })
    .from(accountCustomers)
    .where(
      and(
        inArray(accountCustomers.customerId, customerIds),
        ne(accountCustomers.accountId, accountId),
      ),
    );
  return tx
    .select({
      id: customers.id,
      customerNumber: customers.customerNumber,
      contactEmail: customers.contactEmail,
    })
    .from(customers)
    .where(and(inArray(customers.id, customerIds), sql`${customers.id} not in ${shared}`));
}

/**
 * Removes the login and what points at it by account id or by e-mail address: sessions, links,
 * strong identifications and assistant authorisations (oauth.ts: grants, codes, tokens) go with the
 * account row (cascade); the audit trail, cancellations
 * and offers lose the account id; e-mails to the addresses go from the outbox;
 * reading rights held by or offered to the person go; registrations of the addresses and
 * failed-login counters go; feedback messages sent from the login or with the addresses go.
 */
export async function purgeAccount(
  tx: Db,
  accountId: string | null,
  emails: string[],
  customerNumbers: string[],
): Promise<void> {
  if (accountId) {
    const [account] = await tx
      .select({ username: accounts.username })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (account) emails.push(account.username);
    await tx
      .update(auditLog)
      .set({ accountId: null, details: null })
      .where(eq(auditLog.accountId, accountId));
    await tx
      .update(cancellations)
      .set({ accountId: null, reasonText: null })
      .where(eq(cancellations.accountId, accountId));
    await tx
      .update(retentionOfferEvents)
      .set({ accountId: null })
      .where(eq(retentionOfferEvents.accountId, accountId));
    await tx
      .update(readingRights)
      .set({ inviterAccountId: null })
      .where(eq(readingRights.inviterAccountId, accountId));
    await tx.delete(readingRights).where(eq(readingRights.holderAccountId, accountId));
    await tx.delete(feedbackMessages).where(eq(feedbackMessages.accountId, accountId));
    await tx.delete(loginAttempts).where(sql`position(${accountId} in ${loginAttempts.key}) > 0`);
    await tx.delete(accounts).where(eq(accounts.id, accountId));
  }
  const addresses = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (addresses.length > 0) {
    await tx.delete(readingRights).where(inArray(lower(readingRights.email), addresses));
    await tx.delete(outbox).where(inArray(lower(outbox.toAddress), addresses));
    await tx.delete(registrations).where(inArray(registrations.email, addresses));
    await tx
      .delete(feedbackMessages)
      .where(inArray(lower(feedbackMessages.contactEmail), addresses));
    await tx.delete(loginAttempts).where(
      or(
        inArray(loginAttempts.key, addresses.map(loginUserKey)),
        ...addresses.map((a) => sql`starts_with(${loginAttempts.key}, ${loginPairKey(a, '')})`),
        inArray(
          loginAttempts.key,
          addresses.flatMap((a) => MAILING_FORMS.map((form) => mailingEmailKey(form, a))),
        ),
      ),
    );
  }
  const matchesNotice = [
    ...(addresses.length > 0 ? [inArray(lower(kaikkiCancellationNotices.email), addresses)] : []),
    ...(customerNumbers.length > 0
      ? [inArray(kaikkiCancellationNotices.customerNumber, customerNumbers)]
      : []),
  ];
  if (matchesNotice.length > 0) {
    await tx
      .update(kaikkiCancellationNotices)
      .set({
        firstName: 'Poistettu',
        lastName: 'Poistettu',
        email: '',
        customerNumber: null,
        reasonText: null,
      })
      .where(or(...matchesNotice));
  }
}
