import { and, eq } from 'drizzle-orm';
import { handleRefusal } from '~/domain/company-requests/request-states';
import type {
  HandleCompanyRequestFields,
  StaffCompanyRequest,
} from '~/domain/company-requests/staff-handle-input';
import { formatDate } from '~/domain/shared/dates';
import type { AppDeps } from '../../app-context';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { accountCustomers, accounts } from '../../db/schema/accounts';
import { companyChangeRequests } from '../../db/schema/delivery';
import { queueEmail } from '../../email/outbox';
import { siteOrigin } from '../../env';
import { requestAlreadyHandled, requestNotFound } from './company-request-errors';
import { detailsPageUrl, requestHandledEmail } from './handled-email';
import { requestsWithContext, toStaffView } from '../../company-requests/requests-with-context';

/** The company's admins; if it has none left, the account that sent the request. */
async function adminAddresses(
  tx: Db,
  customerId: string,
  senderId: string | null,
): Promise<string[]> {
  const admins = await tx
    .select({ username: accounts.username })
    .from(accountCustomers)
    .innerJoin(accounts, eq(accounts.id, accountCustomers.accountId))
    .where(
      and(eq(accountCustomers.customerId, customerId), eq(accountCustomers.role, 'COMPANY_ADMIN')),
    )
    .orderBy(accounts.username);
  if (admins.length > 0 || senderId === null) return admins.map((a) => a.username);
  const sender = await tx
    .select({ username: accounts.username })
    .from(accounts)
    .where(eq(accounts.id, senderId));
  return sender.map((a) => a.username);
}

/**
 * POST /staff/company-requests/{requestId}/handled: customer service marks a waiting request
 * handled, with who did it and an optional note to the customer; the company's admins are
 * e-mailed and an audit row written, all in one transaction. The row is locked first, so of two
 * parallel markings exactly one wins and the other finds it handled (409).
 */
export async function handleRequest(
  { db, clock, env }: AppDeps,
  requestId: string,
  input: HandleCompanyRequestFields,
): Promise<StaffCompanyRequest> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: companyChangeRequests.status })
      .from(companyChangeRequests)
      .where(eq(companyChangeRequests.id, requestId))
      .for('update');
    if (!locked) throw requestNotFound();
    if (handleRefusal(locked.status) !== null) throw requestAlreadyHandled();
    const note = input.note === '' ? null : input.note;
    await tx
      .update(companyChangeRequests)
      .set({ status: 'DONE', handledAt: now, handledBy: input.handledBy, handledNote: note })
      .where(eq(companyChangeRequests.id, requestId));
    const [handled] = await requestsWithContext(tx).where(eq(companyChangeRequests.id, requestId));
    if (!handled) throw new Error('The handled request vanished');
    const view = toStaffView(handled);
    await audit(tx, {
      accountId: null,
      customerId: handled.customerId,
      action: 'COMPANY_REQUEST_HANDLED',
      entity: 'company_change_request',
      entityId: requestId,
      details: {
        subscriptionNumber: view.subscriptionNumber,
        changeType: view.changeType,
        handledBy: input.handledBy,
        withNote: note !== null,
      },
      at: now,
      channel: 'SYSTEM',
    });
    const recipients = await adminAddresses(tx, handled.customerId, handled.request.accountId);
    for (const to of recipients) {
      await queueEmail(
        tx,
        requestHandledEmail({
          to,
          companyName: view.companyName,
          productName: view.productName,
          subscriptionNumber: view.subscriptionNumber,
          typeLabel: view.typeLabel,
          summary: view.summary,
          createdLabel: formatDate(handled.request.createdAt),
          note,
          detailsUrl: detailsPageUrl(siteOrigin(env), view.subscriptionNumber),
        }),
        now,
      );
    }
    return view;
  });
}
