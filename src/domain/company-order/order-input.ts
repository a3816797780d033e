import { z } from 'zod';
import { companyDetailsSchema } from '../customer-info/info-input';
import { MAX_SELF_SERVICE_READERS } from '../reader-count/reader-tiers';
import { postOffice, streetAddress, zipCode } from '../validation/fields';
import { businessIdSchema } from '../validation/finnish-id-schemas';
import {
  CONTACT_PERSON_REQUIRED,
  CONTACT_SALES_MESSAGE,
  INVOICING_CHANNEL_MESSAGE,
  POST_OFFICE_LABEL,
  STREET_ADDRESS_LABEL,
  TERMS_MESSAGE,
  ZIP_CODE_LABEL,
} from './order-texts';

// The company order's inputs (spec §1, §3 Company and Company order, §5, §9): one schema for the
// wizard's details step and the same fields, plus the terms and the idempotency key, for
// POST /company-orders. The company fields are the customer-info schema's (the Y-tunnus, OVT,
// IBAN and BIC checks are shared, not copied).

const READERS_NUMBER_MESSAGE = 'Anna lukijoiden määrä kokonaislukuna.';
const READERS_MIN_MESSAGE = 'Lukijoita on oltava vähintään 1.';

/** 1..50 readers; above 50 the message says to contact sales (spec §5, §9). */
const readers = (number: z.ZodNumber) =>
  number
    .int({ error: READERS_NUMBER_MESSAGE })
    .min(1, { error: READERS_MIN_MESSAGE })
    .max(MAX_SELF_SERVICE_READERS, { error: CONTACT_SALES_MESSAGE });

const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,100}$/, 'Tuntematon tuote tai kampanja.');

/**
 * For an order the contact person is required and the invoice needs a way to travel: an
 * invoicing e-mail or an e-invoice address (with its operator, as the shared schema demands).
 */
const companyFields = companyDetailsSchema.shape.company.superRefine((v, ctx) => {
  if (v.contactPerson === '') {
    ctx.addIssue({ code: 'custom', path: ['contactPerson'], message: CONTACT_PERSON_REQUIRED });
  }
  if (v.invoicingEmail === '' && v.eInvoiceAddress === '') {
    ctx.addIssue({ code: 'custom', path: ['invoicingEmail'], message: INVOICING_CHANNEL_MESSAGE });
  }
});

const deliveryAddress = z.strictObject({
  streetAddress: streetAddress(STREET_ADDRESS_LABEL),
  zipCode: zipCode(ZIP_CODE_LABEL),
  postOffice: postOffice(POST_OFFICE_LABEL),
});

const detailsShape = {
  readers: readers(z.number({ error: READERS_NUMBER_MESSAGE })),
  businessId: businessIdSchema,
  company: companyFields,
  address: deliveryAddress,
};

/** The wizard's step tietosi: readers, the company and its address. */
export const companyOrderDetailsSchema = z.strictObject(detailsShape);
export type CompanyOrderDetailsInput = z.input<typeof companyOrderDetailsSchema>;
export type CompanyOrderDetails = z.infer<typeof companyOrderDetailsSchema>;

/**
 * POST /company-orders. `idempotencyKey`: a UUID the wizard makes once per order, so that a
 * double click or a retry answers the first order instead of placing a second one.
 */
export const companyOrderInputSchema = z
  .strictObject({
    ...detailsShape,
    slug,
    termsAccepted: z.literal(true, { error: TERMS_MESSAGE }),
    idempotencyKey: z.uuid({ error: 'Tilauksen tunniste puuttuu. Lataa sivu uudelleen.' }),
  })
  .meta({ id: 'CompanyOrderInput' });
export type CompanyOrderInput = z.infer<typeof companyOrderInputSchema>;

/** GET /company-orders/quote?slug=…&readers=…: the year's price of that many readers. */
export const companyOrderQuoteQuerySchema = z.strictObject({
  slug,
  readers: readers(z.coerce.number({ error: READERS_NUMBER_MESSAGE })),
});
