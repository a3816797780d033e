import { z } from 'zod';
import { companyDetailsSchema } from '../customer-info/info-input';
import { MAX_SELF_SERVICE_READERS } from '../reader-count/reader-tiers';
import { isoDate, postOffice, streetAddress, zipCode } from '../validation/fields';
import { businessIdSchema } from '../validation/finnish-id-schemas';
import { type CompanyOfferKind, companyOfferBySlug } from './company-offers';
import { MAX_SELF_SERVICE_COPIES } from './print-copy-tiers';
import {
  CONTACT_PERSON_REQUIRED,
  CONTACT_SALES_MESSAGE,
  COPIES_CONTACT_SALES_MESSAGE,
  START_DATE_LABEL,
  INVOICING_CHANNEL_MESSAGE,
  POST_OFFICE_LABEL,
  STREET_ADDRESS_LABEL,
  TERMS_MESSAGE,
  ZIP_CODE_LABEL,
} from './order-texts';

// The company order's inputs (spec §1, §3 Company and Company order, §5, §9): one schema for the
// wizard's details step and the same fields, plus the terms and the idempotency key, for
// POST /company-orders. The company fields are the customer-info schema's (the Y-tunnus, OVT,
// IBAN and BIC checks are shared, not copied). What is ordered depends on the offer's kind
// (decision 0040): `readers` for digital reading rights, `copies` and `startDate` (the first
// issue; the server checks it against the publication calendar) for print copies.

const READERS_NUMBER_MESSAGE = 'Anna lukijoiden määrä kokonaislukuna.';
const READERS_MIN_MESSAGE = 'Lukijoita on oltava vähintään 1.';

/** 1..50 readers; above 50 the message says to contact sales (spec §5, §9). */
const readers = (number: z.ZodNumber) =>
  number
    .int({ error: READERS_NUMBER_MESSAGE })
    .min(1, { error: READERS_MIN_MESSAGE })
    .max(MAX_SELF_SERVICE_READERS, { error: CONTACT_SALES_MESSAGE });

const COPIES_NUMBER_MESSAGE = 'Anna lehtien määrä kokonaislukuna.';
const COPIES_MIN_MESSAGE = 'Lehtiä on oltava vähintään 1.';
const START_DATE_MISSING = 'Valitse ensimmäinen jakelupäivä.';
const NOT_IN_THIS_ORDER = 'Tämä tieto ei kuulu tähän tilaukseen. Aloita tilaus alusta.';

/** 1..20 print copies; above 20 the message says to contact sales (decision 0040). */
const copies = (number: z.ZodNumber) =>
  number
    .int({ error: COPIES_NUMBER_MESSAGE })
    .min(1, { error: COPIES_MIN_MESSAGE })
    .max(MAX_SELF_SERVICE_COPIES, { error: COPIES_CONTACT_SALES_MESSAGE });

/** The fields each kind of offer asks for, with the message of a missing one. */
const KIND_FIELDS: Record<CompanyOfferKind, Partial<Record<QuantityField, string>>> = {
  DIGI_READERS: { readers: READERS_NUMBER_MESSAGE },
  PRINT_COPIES: { copies: COPIES_NUMBER_MESSAGE, startDate: START_DATE_MISSING },
};
type QuantityField = 'readers' | 'copies' | 'startDate';
const QUANTITY_FIELDS: readonly QuantityField[] = ['readers', 'copies', 'startDate'];

/** A kind's fields are required and the other kind's are refused (not silently ignored). */
function checkKindFields(
  kind: CompanyOfferKind,
  value: Partial<Record<QuantityField, unknown>>,
  ctx: z.RefinementCtx,
  fields: readonly QuantityField[] = QUANTITY_FIELDS,
) {
  const wanted = KIND_FIELDS[kind];
  for (const field of fields) {
    const missing = wanted[field];
    if (missing !== undefined && value[field] === undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: missing });
    } else if (missing === undefined && value[field] !== undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: NOT_IN_THIS_ORDER });
    }
  }
}

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
  readers: readers(z.number({ error: READERS_NUMBER_MESSAGE })).optional(),
  copies: copies(z.number({ error: COPIES_NUMBER_MESSAGE })).optional(),
  startDate: isoDate(START_DATE_LABEL).optional(),
  businessId: businessIdSchema,
  company: companyFields,
  address: deliveryAddress,
};

/** The wizard's step tietosi of an offer's kind: how many, the company and its address. */
export const companyOrderDetailsSchema = (kind: CompanyOfferKind) =>
  z.strictObject(detailsShape).superRefine((v, ctx) => checkKindFields(kind, v, ctx));
export type CompanyOrderDetailsInput = z.input<ReturnType<typeof companyOrderDetailsSchema>>;
export type CompanyOrderDetails = z.infer<ReturnType<typeof companyOrderDetailsSchema>>;

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
  .superRefine((v, ctx) => {
    // An unknown slug is the handler's 404 (campaign loading failed), not a field error.
    const offer = companyOfferBySlug(v.slug);
    if (offer) checkKindFields(offer.kind, v, ctx);
  })
  .meta({ id: 'CompanyOrderInput' });
export type CompanyOrderInput = z.infer<typeof companyOrderInputSchema>;

/**
 * GET /company-orders/quote?slug=…&readers=… (digital) or …&copies=… (print): the year's price of
 * that many readers or copies.
 */
export const companyOrderQuoteQuerySchema = z
  .strictObject({
    slug,
    readers: readers(z.coerce.number({ error: READERS_NUMBER_MESSAGE })).optional(),
    copies: copies(z.coerce.number({ error: COPIES_NUMBER_MESSAGE })).optional(),
  })
  .superRefine((v, ctx) => {
    const offer = companyOfferBySlug(v.slug);
    if (offer) checkKindFields(offer.kind, v, ctx, ['readers', 'copies']);
  });

/** How many readers (digital) or copies (print) an input that passed its kind's check orders. */
export function orderedQuantity(
  kind: CompanyOfferKind,
  value: { readers?: number | undefined; copies?: number | undefined },
): number {
  const quantity = kind === 'PRINT_COPIES' ? value.copies : value.readers;
  if (quantity === undefined) throw new RangeError(`No quantity for ${kind}`);
  return quantity;
}
