import { and, eq, gte } from 'drizzle-orm';
import type { CompanyOffer } from '~/domain/company-order/company-offers';
import {
  approvalLastDay,
  approvalPagePath,
  type CompanyOrderWaiting,
} from '~/domain/company-order/order-approval';
import { type CompanyOrderInput, orderedQuantity } from '~/domain/company-order/order-input';
import { companyOrderPrice } from '~/domain/company-order/order-views';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { companyOrderApprovals } from '../../db/schema/company-order-approvals';
import { queueEmail } from '../../email/outbox';
import { siteOrigin } from '../../env';
import { HttpError } from '../../http/http-error';
import { approvalRequestEmail, approvalWaitingEmail } from './order-emails';

export interface ApprovalRequest {
  auth: AuthContext;
  input: CompanyOrderInput;
  offer: CompanyOffer;
  /** The existing company the order names. */
  customerId: string;
  /** Its admins (at least one): each is asked. */
  admins: readonly { accountId: string; username: string }[];
  /** Digital: today; print: the checked first issue. */
  startDate: string;
}

/**
 * An order for an existing company from a login that is not its admin (issue 30 item 17): stored
 * unbilled as WAITING until the last day, each admin e-mailed a link to the acceptance page, the
 * orderer told. One waiting order per account and company at a time, so a login cannot flood a
 * company's admins with requests (409 company-order-approval-pending).
 */
export async function requestApproval(
  tx: Db,
  deps: AppDeps,
  request: ApprovalRequest,
): Promise<CompanyOrderWaiting> {
  const { auth, input, offer, customerId, admins, startDate } = request;
  const now = deps.clock.now();
  const today = deps.clock.today();
  const [pending] = await tx
    .select({ id: companyOrderApprovals.id })
    .from(companyOrderApprovals)
    .where(
      and(
        eq(companyOrderApprovals.accountId, auth.accountId),
        eq(companyOrderApprovals.customerId, customerId),
        eq(companyOrderApprovals.state, 'WAITING'),
        gte(companyOrderApprovals.lastDay, today),
      ),
    );
  if (pending) throw new HttpError(409, 'company-order-approval-pending');

  const id = crypto.randomUUID();
  const waiting: CompanyOrderWaiting = {
    approvalId: id,
    state: 'WAITING',
    productName: offer.productName,
    companyName: input.company.name,
    businessId: input.businessId,
    price: companyOrderPrice(offer, orderedQuantity(offer.kind, input)),
    startDate: offer.kind === 'PRINT_COPIES' ? startDate : null,
    lastDay: approvalLastDay(today),
  };
  await tx.insert(companyOrderApprovals).values({
    id,
    accountId: auth.accountId,
    idempotencyKey: input.idempotencyKey,
    customerId,
    input,
    waiting,
    state: 'WAITING',
    lastDay: waiting.lastDay,
    createdAt: now,
  });
  await audit(tx, {
    accountId: auth.accountId,
    customerId,
    action: 'COMPANY_ORDER_APPROVAL_REQUESTED',
    entity: 'company-order-approval',
    entityId: id,
    details: { slug: offer.slug, quantity: waiting.price.quantityText, admins: admins.length },
    at: now,
  });
  const link = `${siteOrigin(deps.env)}${approvalPagePath(id)}`;
  for (const admin of admins) {
    await queueEmail(tx, approvalRequestEmail(admin.username, waiting, auth.username, link), now);
  }
  await queueEmail(tx, approvalWaitingEmail(auth.username, waiting), now);
  return waiting;
}
