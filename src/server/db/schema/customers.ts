import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A customer of the publisher: a person, a company or a community (spec §3 Customer). */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** 8 or 9 digits; printed on invoices; used to link and to identify anonymously. */
  customerNumber: text('customer_number').notNull().unique(),
  customerType: text('customer_type').notNull(),
  customerKind: text('customer_kind').notNull().default('REGULAR'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  yearOfBirth: integer('year_of_birth'),
  companyName: text('company_name'),
  companyId: text('company_id'),
  phone: text('phone'),
  contactEmail: text('contact_email'),
  gender: text('gender'),
  country: text('country').notNull().default('FI'),
  doorCode: text('door_code'),
  careOfName: text('care_of_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Postal addresses of a customer; exactly one is primary (the delivery address). */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(true),
    streetAddress: text('street_address').notNull(),
    streetAddress2: text('street_address2'),
    streetAddress3: text('street_address3'),
    zipCode: text('zip_code').notNull(),
    postOffice: text('post_office').notNull(),
    countryCode: text('country_code').notNull().default('FI'),
  },
  (t) => [index().on(t.customerId)],
);

/** Company details of a COMPANY or COMMUNITY customer (spec §3 Company). */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    businessId: text('business_id').notNull(),
    vatNumber: text('vat_number'),
    contactPerson: text('contact_person'),
    invoicingEmail: text('invoicing_email'),
    eInvoiceAddress: text('e_invoice_address'),
    eInvoiceOperator: text('e_invoice_operator'),
    invoiceReference: text('invoice_reference'),
  },
  // A company order finds an existing company by its Y-tunnus (company-orders/existing-company.ts).
  (t) => [index().on(t.businessId)],
);
