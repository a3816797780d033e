import { addDays, diffInDays, formatDate } from '../shared/dates';
import { ERROR_MESSAGES } from '../errors/error-messages';
import type { InvoiceKind, PaymentMethod, PaymentState } from './enums';

// Spec §9: "Due date can be moved by 2 or 4 weeks, only once"; issue 7: not for reminders or paid
// invoices, each refusal with its message. The same verdict decides what the invoice page offers
// and what the API accepts, so the two never disagree.

const POSTPONE_WEEKS = [2, 4] as const;
export type PostponeWeeks = (typeof POSTPONE_WEEKS)[number];

/** Spec §8 "Due date: ... by 2 or 4 weeks". */
export const POSTPONE_WEEKS_MESSAGE = 'Eräpäivää voi siirtää 2 tai 4 viikkoa.';

/** Why a due date cannot be moved: the API's errorKey and the customer's sentence. */
export const POSTPONE_REFUSAL_KEYS = [
  'invoice-already-paid',
  'due-date-reminder',
  'due-date-already-postponed',
  'due-date-passed',
  'due-date-automatic-payment',
  'due-date-cannot-be-changed',
] as const;
export type PostponeRefusal = (typeof POSTPONE_REFUSAL_KEYS)[number];

export interface PostponeFacts {
  kind: InvoiceKind;
  paymentState: PaymentState;
  paymentMethod: PaymentMethod;
  dueDate: string;
  /** Set once the due date has been moved. */
  originalDueDate: string | null;
}

export type PostponeVerdict =
  { allowed: true } | { allowed: false; errorKey: PostponeRefusal; reason: string };

// Charged without the customer paying anything by hand: there is no due date to give more time.
const AUTOMATIC: ReadonlySet<PaymentMethod> = new Set([
  'CREDIT_CARD',
  'CARD',
  'DIRECT_DEBIT',
  'DIRECT_PAY',
]);
const OPEN_STATES: ReadonlySet<PaymentState> = new Set(['UNPAID', 'INVOICED', 'PENDING']);

const refuse = (errorKey: PostponeRefusal): PostponeVerdict => ({
  allowed: false,
  errorKey,
  reason: ERROR_MESSAGES[errorKey],
});

/**
 * Whether the due date may be moved today. Most final first: paid, a reminder, collection or a
 * credit note, already moved once, automatic charges, then a due date already passed (the last
 * day itself still counts: the customer may ask for more time on the due date).
 */
export function postponeVerdict(facts: PostponeFacts, today: string): PostponeVerdict {
  if (facts.paymentState === 'PAID') return refuse('invoice-already-paid');
  if (facts.kind === 'FIRST_REMINDER' || facts.kind === 'SECOND_REMINDER') {
    return refuse('due-date-reminder');
  }
  if (facts.kind !== 'INVOICED' && facts.kind !== 'INVOICED_DIRECT') {
    return refuse('due-date-cannot-be-changed');
  }
  if (facts.originalDueDate !== null) return refuse('due-date-already-postponed');
  if (AUTOMATIC.has(facts.paymentMethod)) return refuse('due-date-automatic-payment');
  if (!OPEN_STATES.has(facts.paymentState)) return refuse('due-date-cannot-be-changed');
  if (diffInDays(facts.dueDate, today) < 0) return refuse('due-date-passed');
  return { allowed: true };
}

/** The new due date: the current one moved by whole weeks. */
export function postponedDueDate(dueDate: string, weeks: PostponeWeeks): string {
  return addDays(dueDate, weeks * 7);
}

export interface PostponeOption {
  weeks: PostponeWeeks;
  /** yyyy-MM-dd */
  dueDate: string;
  /** '2 viikkoa (uusi eräpäivä 15.12.2026)' */
  label: string;
}

/** The choices the form offers, each with the due date it would give. */
export function postponeOptions(dueDate: string): PostponeOption[] {
  return POSTPONE_WEEKS.map((weeks) => {
    const next = postponedDueDate(dueDate, weeks);
    return { weeks, dueDate: next, label: `${weeks} viikkoa (uusi eräpäivä ${formatDate(next)})` };
  });
}
