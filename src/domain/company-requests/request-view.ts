import { z } from 'zod';
import { COMPANY_REQUEST_STATUSES } from './request-states';
import { companyRequestTypeSchema } from './request-types';

const companyRequestSummarySchema = z.object({
  id: z.string(),
  changeType: companyRequestTypeSchema,
  typeLabel: z.string(),
  /** d.M.yyyy of the day it was sent. */
  createdLabel: z.string(),
  status: z.enum(COMPANY_REQUEST_STATUSES),
  statusLabel: z.string(),
  /** d.M.yyyy (Helsinki) of the day customer service marked it handled; null while waiting. */
  handledLabel: z.string().nullable(),
  /** Customer service's note to the company, if it wrote one. */
  note: z.string().nullable(),
  /** One line of what was asked, e.g. '1.12.2026–14.12.2026, Rantatie 4, 21600 PARAINEN'. */
  summary: z.string(),
});
export type CompanyRequestSummary = z.infer<typeof companyRequestSummarySchema>;

/** GET /subscriptions/{n}/company-requests: what the processing-request modal needs. */
export const companyRequestOverviewSchema = z
  .object({
    subscriptionNumber: z.string(),
    productName: z.string(),
    companyName: z.string(),
    /** The server's today, the earliest date the form offers. */
    today: z.string(),
    /** The request types that fit this subscription, with their Finnish labels. */
    types: z.array(z.object({ type: companyRequestTypeSchema, label: z.string() })),
    requests: z.array(companyRequestSummarySchema),
  })
  .meta({ id: 'CompanyRequestOverview' });
export type CompanyRequestOverview = z.infer<typeof companyRequestOverviewSchema>;

/** The answer of a sent request (201). */
export const companyRequestResultSchema = z
  .object({
    request: companyRequestSummarySchema,
    /** Customer service handles it within 1-3 working days: the last day and the sentence. */
    deadline: z.string(),
    deadlineLabel: z.string(),
    notice: z.string(),
  })
  .meta({ id: 'CompanyRequestResult' });
export type CompanyRequestResult = z.infer<typeof companyRequestResultSchema>;

/** What the admin is told once the request is sent. */
export function companyRequestNotice(deadlineLabel: string): string {
  return (
    'Kiitos! Käsittelypyyntö on lähetetty asiakaspalveluun. Asiakaspalvelu käsittelee sen ' +
    `1–3 arkipäivässä, viimeistään ${deadlineLabel}. Saat vahvistuksen sähköpostiisi.`
  );
}
