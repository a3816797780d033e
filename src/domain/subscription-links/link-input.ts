import { z } from 'zod';
import { customerNumber, requiredString, zipCode } from '../validation/fields';

export const CUSTOMER_NUMBER_LABEL = 'Asiakasnumero';
export const ZIP_CODE_LABEL = 'Postinumero';
export const CONSENT_MESSAGE =
  'Vahvista, että olet tilauksen tilaaja tai maksaja ja haluat liittää sen tiliisi.';
export const TOKEN_MESSAGE =
  'Vahvistuslinkki on virheellinen. Avaa linkki sähköpostistasi uudelleen.';

const searchFields = {
  customerNumber: customerNumber(CUSTOMER_NUMBER_LABEL),
  zipCode: zipCode(ZIP_CODE_LABEL),
};

/** Step 1 of the link wizard and POST /subscription-links/search. */
export const linkSearchInputSchema = z.strictObject(searchFields);
export type LinkSearchInput = z.input<typeof linkSearchInputSchema>;
export type LinkSearchFields = z.output<typeof linkSearchInputSchema>;

/**
 * Step 2 and POST /subscription-links: the same search again (the server trusts nothing from
 * step 1) plus the consent confirmation that spec §5 requires in the link flow.
 */
export const linkConfirmInputSchema = z.strictObject({
  ...searchFields,
  consent: z.literal(true, CONSENT_MESSAGE),
});
export type LinkConfirmInput = z.input<typeof linkConfirmInputSchema>;
export type LinkConfirmFields = z.output<typeof linkConfirmInputSchema>;

/** POST /subscription-links/confirm-token: the one-time token of the e-mailed link. */
export const linkTokenInputSchema = z.strictObject({
  token: requiredString('Vahvistuskoodi', { max: 200 }).regex(/^[\w-]{20,}$/, TOKEN_MESSAGE),
  consent: z.literal(true, CONSENT_MESSAGE),
});
export type LinkTokenInput = z.input<typeof linkTokenInputSchema>;
