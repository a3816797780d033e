import { displayPostOffice } from '~/domain/shared/names';
import type { CompanyOffer } from '~/domain/company-order/company-offers';
import type { CompanyOrderDetailsInput } from '~/domain/company-order/order-input';
import { vatNumberOf } from '~/domain/company-order/vat-number';
import {
  COMPANY_NAME_LABEL,
  CONTACT_PERSON_LABEL,
  E_INVOICE_ADDRESS_LABEL,
  E_INVOICE_OPERATOR_LABEL,
  INVOICE_REFERENCE_LABEL,
  INVOICING_EMAIL_LABEL,
} from '~/domain/customer-info/field-labels';
import {
  BUSINESS_ID_LABEL,
  QUANTITY_WORDS,
  START_DATE_LABEL,
  VAT_NUMBER_LABEL,
} from '~/domain/company-order/order-texts';
import { formatDate } from '~/domain/shared/dates';
import { type DetailRow, DetailsList } from '../shared/details-list';

/** The order's details as the customer gave them, for the confirm and thank-you steps. */
export function OrderSummary({
  offer,
  details,
  priceText,
}: {
  offer: CompanyOffer;
  details: CompanyOrderDetailsInput;
  priceText: string | null;
}) {
  const { company, address } = details;
  const words = QUANTITY_WORDS[offer.kind];
  const rows: DetailRow[] = [
    ['Tuote', offer.productName],
    [words.label, words.text(Number(details[words.field]))],
    offer.kind === 'PRINT_COPIES' ? [START_DATE_LABEL, formatDate(details.startDate ?? '')] : null,
    ['Hinta', priceText ?? '–'],
    [COMPANY_NAME_LABEL, company.name ?? ''],
    [BUSINESS_ID_LABEL, details.businessId ?? ''],
    [VAT_NUMBER_LABEL, vatNumberOf(details.businessId ?? '') ?? '–'],
    [CONTACT_PERSON_LABEL, company.contactPerson ?? ''],
    [INVOICING_EMAIL_LABEL, company.invoicingEmail || '–'],
    [E_INVOICE_ADDRESS_LABEL, company.eInvoiceAddress || '–'],
    [E_INVOICE_OPERATOR_LABEL, company.eInvoiceOperator || '–'],
    [INVOICE_REFERENCE_LABEL, company.invoiceReference || '–'],
    [
      'Osoite',
      `${address.streetAddress ?? ''}, ${address.zipCode ?? ''} ${displayPostOffice(address.postOffice ?? '')}`,
    ],
  ];
  return <DetailsList rows={rows} />;
}
