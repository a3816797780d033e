// The customer-info forms' labels, without zod, so that a form's first view loads no schema
// (the schemas come with the first submit, lazyZodResolver). The schemas name fields with them.

export const FIRST_NAME_LABEL = 'Etunimi';
export const LAST_NAME_LABEL = 'Sukunimi';
export const YEAR_OF_BIRTH_LABEL = 'Syntymävuosi';
export const PHONE_LABEL = 'Puhelinnumero';

export const COMPANY_NAME_LABEL = 'Yrityksen nimi';
export const CONTACT_PERSON_LABEL = 'Yhteyshenkilö';
export const INVOICING_EMAIL_LABEL = 'Laskutussähköposti';
export const E_INVOICE_ADDRESS_LABEL = 'Verkkolaskuosoite';
export const E_INVOICE_OPERATOR_LABEL = 'Verkkolaskuoperaattori';
export const INVOICE_REFERENCE_LABEL = 'Laskun viite';

/** The hints of the company's invoicing fields (the account's company details, the order). */
export const E_INVOICE_ADDRESS_HINT =
  'OVT-tunnus (0037 ja Y-tunnus ilman väliviivaa, esimerkiksi 003712345671) tai IBAN-tilinumero.';
export const E_INVOICE_OPERATOR_HINT = 'Operaattorin tunnus BIC-muodossa, esimerkiksi OKOYFIHH.';
export const INVOICE_REFERENCE_HINT = 'Enintään 40 merkkiä, esimerkiksi kustannuspaikka.';

/** The names of the changed fields in the audit row and the confirmation e-mail. */
export const CHANGED_FIELD_LABELS = {
  firstName: FIRST_NAME_LABEL,
  lastName: LAST_NAME_LABEL,
  yearOfBirth: YEAR_OF_BIRTH_LABEL,
  phone: PHONE_LABEL,
  companyName: COMPANY_NAME_LABEL,
  contactPerson: CONTACT_PERSON_LABEL,
  invoicingEmail: INVOICING_EMAIL_LABEL,
  eInvoiceAddress: E_INVOICE_ADDRESS_LABEL,
  eInvoiceOperator: E_INVOICE_OPERATOR_LABEL,
  invoiceReference: INVOICE_REFERENCE_LABEL,
} as const;
export type ChangedField = keyof typeof CHANGED_FIELD_LABELS;
