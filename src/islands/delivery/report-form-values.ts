/**
 * The report form's values: the logged-in form uses the report fields (its subscription is in
 * the address it posts to), the anonymous one adds the identification with the subscription
 * number. The zod schema of each decides what passes.
 */
export interface ReportFormValues {
  subscriptionNumber?: string;
  customerNumber?: string;
  lastName?: string;
  zipCode?: string;
  email?: string;
  complaint: string;
  otherReason?: string;
  dates: string[];
  compensation: string;
}
