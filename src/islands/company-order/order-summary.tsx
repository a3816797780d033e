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
  READERS_LABEL,
  VAT_NUMBER_LABEL,
} from '~/domain/company-order/order-texts';
import { readersText } from '~/domain/reader-count/reader-count-texts';

/** The order's details as the customer gave them, for the confirm and thank-you steps. */
export function OrderSummary({
  productName,
  details,
  priceText,
}: {
  productName: string;
  details: CompanyOrderDetailsInput;
  priceText: string | null;
}) {
  const { company, address } = details;
  const rows: [string, string][] = [
    ['Tuote', productName],
    [READERS_LABEL, readersText(Number(details.readers))],
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
      `${address.streetAddress ?? ''}, ${address.zipCode ?? ''} ${address.postOffice ?? ''}`,
    ],
  ];
  return (
    <dl className="details-list">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
