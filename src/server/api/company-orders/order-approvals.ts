import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  type ApprovalState,
  approvalRefusalKey,
  approvalStateNow,
  type CompanyOrderApproval,
} from '~/domain/company-order/order-approval';
import { vatNumberOf } from '~/domain/company-order/vat-number';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import type { Db } from '../../db/client';
import { accountDeletions } from '../../db/schema/account-deletions';
import { accounts } from '../../db/schema/accounts';
import { companyOrderApprovals } from '../../db/schema/company-order-approvals';
import { customers } from '../../db/schema/customers';
import { queueEmail } from '../../email/outbox';
import { HttpError } from '../../http/http-error';
import { approvalOutcomeEmail } from './order-emails';
import { offerOrNotFound } from './place-order';
import { checkedStartDate } from './print-start';
import { writeOrder } from './write-order';

// The company admin's side of an order that waits for acceptance (issue 30 item 17, decision
// 0038). Only a company (b2b) session acting for the order's company finds it: its customerIds
// hold exactly that one company while the account is its COMPANY_ADMIN (decision 0039), so
// anyone else, a private session and another company's admin alike, gets 404 and learns nothing.

type ApprovalRow = Awaited<ReturnType<typeof findApproval>>;

async function findApproval(db: Db, auth: AuthContext, id: string, forUpdate: boolean) {
  if (auth.intent !== 'b2b' || auth.customerIds.length === 0) return null;
  const query = db
    .select({
      approval: companyOrderApprovals,
      orderedBy: accounts.username,
      ordererDeletedAt: accountDeletions.requestedAt,
      customerNumber: customers.customerNumber,
    })
    .from(companyOrderApprovals)
    .innerJoin(accounts, eq(accounts.id, companyOrderApprovals.accountId))
    .innerJoin(customers, eq(customers.id, companyOrderApprovals.customerId))
    .leftJoin(
      accountDeletions,
      and(eq(accountDeletions.accountId, accounts.id), isNull(accountDeletions.purgedAt)),
    )
    .where(
      and(
        eq(companyOrderApprovals.id, id),
        inArray(companyOrderApprovals.customerId, auth.customerIds),
      ),
    );
  const [row] = await (forUpdate ? query.for('update', { of: companyOrderApprovals }) : query);
  return row ?? null;
}

async function approvalOrNotFound(db: Db, auth: AuthContext, id: string, forUpdate = false) {
  const row = await findApproval(db, auth, id, forUpdate);
  if (!row) throw new HttpError(404, 'company-order-approval-not-found');
  return row;
}

function viewOf(row: NonNullable<ApprovalRow>, state: ApprovalState): CompanyOrderApproval {
  const { approval } = row;
  return {
    ...approval.waiting,
    state,
    orderedBy: row.orderedBy,
    contactPerson: approval.input.company.contactPerson,
    customerNumber: row.customerNumber,
    createdAt: approval.createdAt.toISOString(),
    subscriptionNumber: approval.subscriptionNumber,
  };
}

const stateNow = (deps: AppDeps, row: NonNullable<ApprovalRow>): ApprovalState =>
  approvalStateNow(row.approval, deps.clock.today(), row.ordererDeletedAt !== null);

/** GET /company-order-approvals/{id}: the order as the admin decides on it. */
export async function getApproval(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
): Promise<CompanyOrderApproval> {
  const row = await approvalOrNotFound(deps.db, auth, id);
  return viewOf(row, stateNow(deps, row));
}

/** The row locked, still waiting and within its last day, or the refusal's error. */
async function waitingApproval(tx: Db, deps: AppDeps, auth: AuthContext, id: string) {
  const row = await approvalOrNotFound(tx, auth, id, true);
  const key = approvalRefusalKey(stateNow(deps, row));
  if (key === 'company-order-approval-decided') throw new HttpError(409, key);
  if (key !== null) throw new HttpError(410, key);
  return row;
}

/**
 * POST /company-order-approvals/{id}/accept: the order is placed as the orderer's, as it was
 * asked (the print start re-checked today), billed to the company; the orderer does not become
 * an admin. A second accept, or one after a refusal, answers 409; after the last day 410.
 */
export async function acceptApproval(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
): Promise<CompanyOrderApproval> {
  return deps.db.transaction(async (tx) => {
    const row = await waitingApproval(tx, deps, auth, id);
    const { approval } = row;
    const { input } = approval;
    const offer = offerOrNotFound(input.slug);
    const vatNumber = vatNumberOf(input.businessId);
    if (vatNumber === null) throw new HttpError(500, 'company-order-failed');
    const now = deps.clock.now();
    const today = deps.clock.today();
    // A print order's first issue may have passed while it waited: the orderer orders anew.
    const startDate = await checkedStartDate(tx, offer, input.startDate, today).catch(
      (err: unknown) => {
        if (err instanceof HttpError && err.status === 400) {
          throw new HttpError(409, 'company-order-approval-start-passed');
        }
        throw err;
      },
    );
    const result = await writeOrder(tx, {
      orderer: { accountId: approval.accountId, username: row.orderedBy, companySession: false },
      input,
      offer,
      vatNumber,
      postOffice: input.address.postOffice,
      startDate,
      existing: { customerId: approval.customerId, ordererIsAdmin: false },
      now,
      today,
    });
    await tx
      .update(companyOrderApprovals)
      .set({
        state: 'ACCEPTED',
        decidedAt: now,
        decidedBy: auth.accountId,
        subscriptionNumber: result.subscriptionNumber,
      })
      .where(eq(companyOrderApprovals.id, id));
    await audit(tx, {
      accountId: auth.accountId,
      customerId: approval.customerId,
      action: 'COMPANY_ORDER_APPROVAL_ACCEPTED',
      entity: 'company-order-approval',
      entityId: id,
      details: { subscriptionNumber: result.subscriptionNumber, orderedBy: approval.accountId },
      at: now,
    });
    return viewOf(
      { ...row, approval: { ...approval, subscriptionNumber: result.subscriptionNumber } },
      'ACCEPTED',
    );
  });
}

/** POST /company-order-approvals/{id}/refuse: nothing is billed; the orderer is told. */
export async function refuseApproval(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
): Promise<CompanyOrderApproval> {
  return deps.db.transaction(async (tx) => {
    const row = await waitingApproval(tx, deps, auth, id);
    const now = deps.clock.now();
    await tx
      .update(companyOrderApprovals)
      .set({ state: 'REFUSED', decidedAt: now, decidedBy: auth.accountId })
      .where(eq(companyOrderApprovals.id, id));
    await audit(tx, {
      accountId: auth.accountId,
      customerId: row.approval.customerId,
      action: 'COMPANY_ORDER_APPROVAL_REFUSED',
      entity: 'company-order-approval',
      entityId: id,
      details: { orderedBy: row.approval.accountId },
      at: now,
    });
    await queueEmail(tx, approvalOutcomeEmail(row.orderedBy, row.approval.waiting, 'REFUSED'), now);
    return viewOf(row, 'REFUSED');
  });
}
