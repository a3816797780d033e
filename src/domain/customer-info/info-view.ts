import { z } from 'zod';
import { customerTypeSchema } from '../customers/enums';

// GET /customer/info and the answer of PATCH /customer/info: the logged-in customer's own data.

const companyViewSchema = z.object({
  name: z.string(),
  /** Y-tunnus; read-only here (customer service changes it). */
  businessId: z.string(),
  vatNumber: z.string().nullable(),
  contactPerson: z.string().nullable(),
  invoicingEmail: z.string().nullable(),
  eInvoiceAddress: z.string().nullable(),
  eInvoiceOperator: z.string().nullable(),
  invoiceReference: z.string().nullable(),
});
export type CompanyView = z.infer<typeof companyViewSchema>;

export const customerInfoSchema = z
  .object({
    /** The account's login (an e-mail address). */
    username: z.string(),
    customerNumber: z.string(),
    customerType: customerTypeSchema,
    /** 'Yksityisasiakas', 'Yritysasiakas', 'Yhteisöasiakas' or 'Asiakas'. */
    customerTypeLabel: z.string(),
    /** The name the portal shows (spec §5: a company's name, a person's capitalised name). */
    name: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    yearOfBirth: z.number().int().nullable(),
    phone: z.string().nullable(),
    contactEmail: z.string().nullable(),
    /** The primary (delivery) address, read-only: it changes through an address change. */
    address: z
      .object({
        streetAddress: z.string(),
        zipCode: z.string(),
        postOffice: z.string(),
        countryCode: z.string(),
        /** 'Mannerheimintie 10 A 5, 00100 HELSINKI'. */
        label: z.string(),
      })
      .nullable(),
    company: companyViewSchema.nullable(),
    /** What this session may change: a person's details, the phone, a company's details. */
    editable: z.object({
      personalDetails: z.boolean(),
      phone: z.boolean(),
      companyDetails: z.boolean(),
    }),
    /** The years of birth the server accepts (configured, decision 0025). */
    yearOfBirthRange: z.object({ min: z.number().int(), max: z.number().int() }),
  })
  .meta({ id: 'CustomerInfo' });
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

export const CUSTOMER_TYPE_LABELS: Record<z.infer<typeof customerTypeSchema>, string> = {
  PERSON: 'Yksityisasiakas',
  COMPANY: 'Yritysasiakas',
  COMMUNITY: 'Yhteisöasiakas',
  UNKNOWN: 'Asiakas',
};
