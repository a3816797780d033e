import { formatPostalAddress } from '~/domain/address-changes/address-fields';
import type { CompanyRequestFields } from '~/domain/company-requests/request-input';
import { requestStatusLabel, requestStatusOf } from '~/domain/company-requests/request-states';
import {
  COMPANY_REQUEST_TYPE_LABELS,
  type CompanyRequestType,
} from '~/domain/company-requests/request-types';
import type { CompanyRequestSummary } from '~/domain/company-requests/request-view';
import { formatDate } from '~/domain/shared/dates';
import { changePeriodLabel } from '~/domain/subscriptions/detail-labels';
import type { companyChangeRequests } from '../db/schema/delivery';

export type RequestRow = typeof companyChangeRequests.$inferSelect;

/** What was asked, as stored in company_change_requests.request. */
export type StoredRequest = Omit<CompanyRequestFields, 'changeType'>;

/** '1.12.2026–14.12.2026, Rantatie 4, 21600 PARAINEN', then the free text. */
export function requestSummary(r: StoredRequest): string {
  const parts: string[] = [];
  if (r.startDate !== undefined) parts.push(changePeriodLabel(r.startDate, r.endDate ?? null));
  if (r.address !== undefined) parts.push(formatPostalAddress(r.address));
  if (r.message !== '') parts.push(r.message);
  return parts.join(', ');
}

export function toRequestSummary(row: RequestRow): CompanyRequestSummary {
  const changeType = row.changeType as CompanyRequestType;
  return {
    id: row.id,
    changeType,
    typeLabel: COMPANY_REQUEST_TYPE_LABELS[changeType],
    createdLabel: formatDate(row.createdAt),
    status: requestStatusOf(row.status),
    statusLabel: requestStatusLabel(row.status),
    handledLabel: row.handledAt ? formatDate(row.handledAt) : null,
    note: row.handledNote,
    summary: requestSummary(row.request as StoredRequest),
  };
}
