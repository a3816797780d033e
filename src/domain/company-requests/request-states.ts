// The life of a processing request (decision 0037): sent by the company admin (PENDING), then
// marked handled by customer service (DONE) with the time, who handled it and an optional note
// to the customer. Free of zod, so the details page's list can use it without the schemas.

import type { StatusBadge } from '../shared/status-badge';

export const COMPANY_REQUEST_STATUSES = ['PENDING', 'DONE'] as const;
export type CompanyRequestStatus = (typeof COMPANY_REQUEST_STATUSES)[number];

/** Spec §6 status of a request as the company admin reads it. */
const STATUS_LABELS: Record<CompanyRequestStatus, string> = {
  PENDING: 'Odottaa käsittelyä',
  DONE: 'Käsitelty',
};

/** Each state's badge beside its label (issue 34). */
export const REQUEST_STATUS_BADGES: Record<CompanyRequestStatus, StatusBadge> = {
  PENDING: 'pending',
  DONE: 'done',
};

const isStatus = (value: string): value is CompanyRequestStatus =>
  (COMPANY_REQUEST_STATUSES as readonly string[]).includes(value);

/** The stored status as the admin reads it; a value this version does not know reads plainly. */
export function requestStatusLabel(status: string): string {
  return isStatus(status) ? STATUS_LABELS[status] : 'Tuntematon tila';
}

/** The stored status, read strictly: anything unknown counts as still waiting (nothing lost). */
export const requestStatusOf = (status: string): CompanyRequestStatus =>
  isStatus(status) ? status : 'PENDING';

/**
 * Whether customer service may mark a request handled now: only a waiting one. Handling is
 * done once; a second marking would send the admin a second, possibly different, answer.
 */
export function handleRefusal(status: string): 'already-handled' | null {
  return requestStatusOf(status) === 'DONE' ? 'already-handled' : null;
}

/** The list's line under a handled request: 'Käsitelty 24.11.2026' (the date in Helsinki). */
export const handledLine = (handledDateLabel: string): string =>
  `${STATUS_LABELS.DONE} ${handledDateLabel}`;

/** The heading of the note customer service wrote to the customer. */
export const HANDLED_NOTE_LABEL = 'Asiakaspalvelun viesti';
