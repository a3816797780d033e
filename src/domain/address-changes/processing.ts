import { z } from 'zod';
import { addWorkingDays, type DateSet } from '../delivery/calendar';
import { formatDate } from '../shared/dates';

/**
 * CONFIRMED: the address database knows the address; CUSTOMER_SERVICE: entered by hand (or
 * abroad), so customer service checks it (spec §4: manual address changes in 1-3 working days).
 */
export const addressProcessingSchema = z.enum(['CONFIRMED', 'CUSTOMER_SERVICE']);
export type AddressProcessing = z.infer<typeof addressProcessingSchema>;

/** Spec §4, §9: customer service handles a request within 1-3 working days. */
const CUSTOMER_SERVICE_WORKING_DAYS = 3;

/** The last day of "within 1-3 working days" from `today` (holidays as data). */
export function customerServiceDeadline(today: string, nonWorkingDays: DateSet): string {
  return addWorkingDays(today, CUSTOMER_SERVICE_WORKING_DAYS, nonWorkingDays);
}

/** What the customer is told when customer service takes over. */
export function customerServiceNotice(deadline: string): string {
  return (
    'Asiakaspalvelu käsittelee muutoksen 1–3 arkipäivässä, ' +
    `viimeistään ${formatDate(deadline)}. Saat vahvistuksen sähköpostiisi.`
  );
}

export const PROCESSING_LABELS: Record<AddressProcessing, string | null> = {
  CONFIRMED: null,
  CUSTOMER_SERVICE: 'Asiakaspalvelu tarkistaa osoitteen',
};
