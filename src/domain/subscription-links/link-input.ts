import { z } from 'zod';
import { customerNumber, zipCode } from '../validation/fields';
import { CUSTOMER_NUMBER_LABEL, ZIP_CODE_LABEL } from './link-texts';

export const CONSENT_MESSAGE =
  'Vahvista, että olet tilauksen tilaaja tai maksaja ja haluat liittää sen tiliisi.';

const searchFields = {
  customerNumber: customerNumber(CUSTOMER_NUMBER_LABEL),
  zipCode: zipCode(ZIP_CODE_LABEL),
};

/** Step 1 of the link wizard and POST /subscription-links/search. */
export const linkSearchInputSchema = z.strictObject(searchFields).meta({ id: 'LinkSearchInput' });
export type LinkSearchInput = z.input<typeof linkSearchInputSchema>;
export type LinkSearchFields = z.output<typeof linkSearchInputSchema>;

/**
 * Step 2 and POST /subscription-links: the same search again (the server trusts nothing from
 * step 1) plus the consent confirmation that spec §5 requires in the link flow.
 */
export const linkConfirmInputSchema = z
  .strictObject({
    ...searchFields,
    consent: z.literal(true, CONSENT_MESSAGE),
  })
  .meta({ id: 'LinkConfirmInput' });
export type LinkConfirmInput = z.input<typeof linkConfirmInputSchema>;
export type LinkConfirmFields = z.output<typeof linkConfirmInputSchema>;

/**
 * POST /subscription-links/confirm-token: the one-time token of the e-mailed link. Its shape is
 * not a form error: a mangled token is just one that does not exist (link-confirmation-invalid).
 */
export const linkTokenInputSchema = z
  .strictObject({
    token: z.string().max(200),
    consent: z.literal(true, CONSENT_MESSAGE),
  })
  .meta({ id: 'LinkTokenInput' });
export type LinkTokenInput = z.input<typeof linkTokenInputSchema>;
