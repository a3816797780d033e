import { eq } from 'drizzle-orm';
import { isOrganisation } from '~/domain/customers/enums';
import type { LinkResult } from '~/domain/subscription-links/link-overview';
import { isLinkable } from '~/domain/subscription-links/link-overview';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { forgetSession } from '../../auth/session-cache';
import type { Db } from '../../db/client';
import { accountCustomers } from '../../db/schema/accounts';
import { customers } from '../../db/schema/customers';
import { queueEmail } from '../../email/outbox';
import { subscriptionsOf } from './find-customer';
import { linkedEmail } from './link-emails';
import { companyCustomerNotLinkable, linkedToAnother, nothingToLink } from './link-errors';

export interface LinkOutcome {
  /** False when this account had already linked the customer (a repeated request). */
  created: boolean;
  result: LinkResult;
}

/**
 * Links the customer to the account as OWNER, with its audit row and confirmation e-mail, in one
 * transaction. The customer row is locked first, so two accounts confirming at the same moment
 * cannot both win; the checks are repeated under the lock for the same reason.
 */
export async function linkInTransaction(
  deps: AppDeps,
  auth: AuthContext,
  via: 'search' | 'email-link',
  /** The customer to link, found inside the transaction (the e-mailed link consumes its token). */
  customerIdIn: (tx: Db) => Promise<string>,
): Promise<LinkOutcome> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const customerId = await customerIdIn(tx);
    const [customer] = await tx
      .select({ customerNumber: customers.customerNumber, customerType: customers.customerType })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    // The e-mailed link too: holding a company's mailbox does not make a private owner of it.
    if (customer && isOrganisation(customer.customerType)) throw companyCustomerNotLinkable();
    const links = await tx
      .select({ accountId: accountCustomers.accountId })
      .from(accountCustomers)
      .where(eq(accountCustomers.customerId, customerId));
    const linkable = (await subscriptionsOf(tx, customerId)).filter((s) =>
      isLinkable(s, deps.clock.today()),
    );
    const result: LinkResult = {
      linkedCustomerNumber: customer?.customerNumber ?? '',
      subscriptionNumbers: linkable.map((s) => s.subscriptionNumber),
    };
    if (links.some((l) => l.accountId === auth.accountId)) return { created: false, result };
    if (links.length > 0) throw linkedToAnother();
    if (!customer || linkable.length === 0) throw nothingToLink();
    await tx
      .insert(accountCustomers)
      .values({ accountId: auth.accountId, customerId, role: 'OWNER', linkedAt: now });
    await audit(tx, {
      accountId: auth.accountId,
      customerId,
      action: 'SUBSCRIPTION_LINKED',
      entity: 'customer',
      entityId: customer.customerNumber,
      details: { subscriptionNumbers: result.subscriptionNumbers, via },
      at: now,
    });
    await queueEmail(
      tx,
      linkedEmail({
        to: auth.username,
        customerNumber: customer.customerNumber,
        subscriptions: linkable,
        at: now,
      }),
      now,
    );
    return { created: true, result };
  });
  // The session's customer list is cached for a few seconds; the next page must see the link.
  forgetSession(deps, auth.sessionId);
  return outcome;
}
