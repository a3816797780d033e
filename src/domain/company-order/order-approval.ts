import { z } from 'zod';
import { addDays } from '../shared/dates';
import { type CompanyOrderResult, priceSchema } from './order-views';

// Issue 30 item 17 (decision 0038): an order naming a company that is already a customer, with
// the company's name and invoicing data, from a login that is not the company's admin, is not
// billed to the company. It waits, unbilled, for one of the company's admins to accept it
// through an e-mailed link, or to refuse it; after APPROVAL_DAYS it expires. Pure rules here.

/** Days an order waits for the company's admin before it expires. */
const APPROVAL_DAYS = 14;

export const APPROVAL_STATES = ['WAITING', 'ACCEPTED', 'REFUSED', 'EXPIRED', 'WITHDRAWN'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** The state's Finnish label, as the acceptance page and the orderer's thanks step show it. */
export const APPROVAL_STATE_LABELS: Record<ApprovalState, string> = {
  WAITING: 'Odottaa hyväksyntää',
  ACCEPTED: 'Hyväksytty',
  REFUSED: 'Hylätty',
  EXPIRED: 'Vanhentunut',
  WITHDRAWN: 'Peruttu',
};

/** The label of the last day, on the orderer's thanks step and the admin's page. */
export const LAST_DAY_LABEL = 'Hyväksyttävä viimeistään';

/** The last day (yyyy-MM-dd, Finnish time) the admin can accept an order placed `today`. */
export const approvalLastDay = (today: string): string => addDays(today, APPROVAL_DAYS);

/**
 * The state an approval is in now: a waiting one whose deadline has passed is expired even
 * before the daily job has marked it; a waiting one whose orderer deleted the account (the
 * login stopped) is withdrawn. A decided state stays.
 */
export function approvalStateNow(
  approval: { state: ApprovalState; lastDay: string },
  today: string,
  ordererGone: boolean,
): ApprovalState {
  if (approval.state !== 'WAITING') return approval.state;
  if (ordererGone) return 'WITHDRAWN';
  return today > approval.lastDay ? 'EXPIRED' : 'WAITING';
}

/** The error key an accept or a refusal meets in a state other than WAITING. */
export function approvalRefusalKey(
  state: ApprovalState,
):
  | 'company-order-approval-decided'
  | 'company-order-approval-expired'
  | 'company-order-approval-withdrawn'
  | null {
  if (state === 'WAITING') return null;
  if (state === 'EXPIRED') return 'company-order-approval-expired';
  if (state === 'WITHDRAWN') return 'company-order-approval-withdrawn';
  return 'company-order-approval-decided';
}

/** The acceptance page of an approval (login required; the link carries only the id). */
export const approvalPagePath = (id: string): string =>
  `/yritystilaus/hyvaksynta/${encodeURIComponent(id)}`;

export const approvalIdParamsSchema = z.object({
  id: z.uuid({ error: 'Tuntematon tilaus.' }),
});

/** POST /company-orders answers this (202) when the order waits for the company's admin. */
export const companyOrderWaitingSchema = z
  .strictObject({
    approvalId: z.string(),
    state: z.enum(APPROVAL_STATES),
    productName: z.string(),
    companyName: z.string(),
    businessId: z.string(),
    price: priceSchema,
    /** Print: the chosen first issue, yyyy-MM-dd; null for digital rights (the accept day). */
    startDate: z.string().nullable(),
    /** yyyy-MM-dd (Finnish time): the last day the company's admin can accept it. */
    lastDay: z.string(),
  })
  .meta({ id: 'CompanyOrderWaiting' });
export type CompanyOrderWaiting = z.infer<typeof companyOrderWaitingSchema>;

/** What the company's admin sees on the acceptance page. */
export const companyOrderApprovalSchema = companyOrderWaitingSchema
  .extend({
    /** The username (e-mail) of the login that placed the order. */
    orderedBy: z.string(),
    contactPerson: z.string(),
    customerNumber: z.string(),
    /** ISO time the order was placed. */
    createdAt: z.string(),
    /** Set once accepted: the subscription the order made. */
    subscriptionNumber: z.string().nullable(),
  })
  .meta({ id: 'CompanyOrderApproval' });
export type CompanyOrderApproval = z.infer<typeof companyOrderApprovalSchema>;

/** What POST /company-orders answers: the placed order, or the order waiting for the admin. */
export type CompanyOrderAnswer = CompanyOrderResult | CompanyOrderWaiting;

/** Whether a company order's answer is a waiting one (202) rather than a placed order. */
export const isWaitingOrder = (answer: CompanyOrderAnswer): answer is CompanyOrderWaiting =>
  'approvalId' in answer;
