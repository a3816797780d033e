import { z } from 'zod';

/**
 * Which company a b2b session acts for (decision 0039): the one it chose while the account is
 * still its admin; none chosen yet (a fresh login), the first of the account's admin companies;
 * the chosen one no longer administered, none at all, so the session gets the access-denied page
 * instead of quietly acting for another company.
 */
export function activeCompanyOf(
  adminCompanyIds: readonly string[],
  chosenId: string | null,
): string | null {
  if (chosenId === null) return adminCompanyIds[0] ?? null;
  return adminCompanyIds.includes(chosenId) ? chosenId : null;
}

/** POST /auth/company: the company to act for, by its customer number. */
export const companySwitchInputSchema = z
  .strictObject({
    customerNumber: z
      .string('Valitse yritys.')
      .trim()
      .regex(/^[0-9]{1,12}$/, 'Valitse yritys.'),
  })
  .meta({ id: 'CompanySwitchInput' });
export type CompanySwitchFields = z.output<typeof companySwitchInputSchema>;

/** GET /auth/companies: the companies a b2b session may act for, and the one it acts for now. */
export const companySessionSchema = z
  .object({
    companies: z.array(z.object({ customerNumber: z.string(), name: z.string() })),
    /** Null in a b2c session. */
    activeCustomerNumber: z.string().nullable(),
  })
  .meta({ id: 'CompanySession' });
export type CompanySession = z.infer<typeof companySessionSchema>;
