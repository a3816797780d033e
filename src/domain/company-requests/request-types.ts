import { z } from 'zod';
import type { ProductFormat } from '../subscriptions/enums';

// Spec §6: company subscriptions are not changed directly; the company admin sends customer
// service a processing request (modal yritystilaus-kasittelypyynto) of one of these types.

export const companyRequestTypeSchema = z.enum(
  ['SUSPENSION', 'TEMPORARY_ADDRESS_CHANGE', 'PERMANENT_ADDRESS_CHANGE', 'OTHER'],
  { error: 'Valitse, mitä haluat muuttaa.' },
);
export type CompanyRequestType = z.infer<typeof companyRequestTypeSchema>;

export const COMPANY_REQUEST_TYPE_LABELS: Record<CompanyRequestType, string> = {
  SUSPENSION: 'Jakelun keskeytys',
  TEMPORARY_ADDRESS_CHANGE: 'Tilapäinen osoitteenmuutos',
  PERMANENT_ADDRESS_CHANGE: 'Pysyvä osoitteenmuutos',
  OTHER: 'Muu muutos',
};

/** Only a paper delivery can be suspended or sent elsewhere for a while (spec §6). */
const PAPER_ONLY: readonly CompanyRequestType[] = ['SUSPENSION', 'TEMPORARY_ADDRESS_CHANGE'];

const hasPaper = (format: ProductFormat) => format === 'PAPER' || format === 'PAPER_AND_DIGI';

/**
 * The request types that fit a subscription: a digital subscription has no delivery to suspend
 * or redirect, but its company may still move (the invoicing address) or ask anything else.
 */
export function availableRequestTypes(format: ProductFormat): CompanyRequestType[] {
  return companyRequestTypeSchema.options.filter(
    (t) => hasPaper(format) || !PAPER_ONLY.includes(t),
  );
}
