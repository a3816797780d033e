import { z } from 'zod';
import * as m from '../validation/messages';
import { COMPANY_REQUEST_STATUSES } from './request-states';
import { companyRequestTypeSchema } from './request-types';

// Customer service's side of a processing request (staff token routes, decision 0037).

const HANDLED_BY_LABEL = 'Käsittelijä';
const HANDLED_BY_MAX = 100;
const NOTE_MAX = 2000;

/** POST /staff/company-requests/{requestId}/handled: who handled it and a note to the customer. */
export const handleCompanyRequestInputSchema = z
  .strictObject({
    /** The staff member's name or initials: one token is shared, so the audit needs the name. */
    handledBy: z
      .string({ error: m.requiredMessage(HANDLED_BY_LABEL) })
      .trim()
      .min(1, m.requiredMessage(HANDLED_BY_LABEL))
      .max(HANDLED_BY_MAX, m.maxLengthMessage(HANDLED_BY_MAX)),
    /** Shown to the company admin on the details page and in the e-mail; optional. */
    note: z.string().trim().max(NOTE_MAX, m.maxLengthMessage(NOTE_MAX)).default(''),
  })
  .meta({ id: 'HandleCompanyRequestInput' });
export type HandleCompanyRequestFields = z.output<typeof handleCompanyRequestInputSchema>;

export const companyRequestIdParamsSchema = z.object({
  requestId: z.uuid({ error: 'Käsittelypyynnön tunniste on virheellinen.' }),
});

/** One request as customer service sees it: whose, what, when. */
export const staffCompanyRequestSchema = z
  .object({
    id: z.string(),
    subscriptionNumber: z.string(),
    companyName: z.string(),
    productName: z.string(),
    changeType: companyRequestTypeSchema,
    typeLabel: z.string(),
    summary: z.string(),
    /** The instant it was sent (ISO 8601). */
    createdAt: z.string(),
    status: z.enum(COMPANY_REQUEST_STATUSES),
    handledAt: z.string().nullable(),
    handledBy: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'StaffCompanyRequest' });
export type StaffCompanyRequest = z.infer<typeof staffCompanyRequestSchema>;

export const staffCompanyRequestListSchema = z
  .object({ requests: z.array(staffCompanyRequestSchema) })
  .meta({ id: 'StaffCompanyRequestList' });
