import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import {
  E_INVOICE_ADDRESS_HINT,
  E_INVOICE_ADDRESS_LABEL,
  E_INVOICE_OPERATOR_HINT,
  E_INVOICE_OPERATOR_LABEL,
  INVOICE_REFERENCE_HINT,
  INVOICE_REFERENCE_LABEL,
  INVOICING_EMAIL_LABEL,
} from '~/domain/customer-info/field-labels';
import type { CompanyDetailsFields } from '~/domain/customer-info/info-input';
import { TextField } from './text-field';

type InvoicingField =
  'invoicingEmail' | 'eInvoiceAddress' | 'eInvoiceOperator' | 'invoiceReference';

/**
 * How a company's invoices travel (spec §3 Company, §5): the invoicing e-mail, the e-invoice
 * address with its operator, and the reference. Shared by the company order wizard and the
 * admin's company details form; `field` registers a company field with the form's own path.
 */
export function CompanyInvoicingFields({
  idPrefix,
  field,
  errors,
  emailOptional,
}: {
  idPrefix: string;
  field: (name: InvoicingField) => UseFormRegisterReturn;
  errors: FieldErrors<CompanyDetailsFields> | undefined;
  /** The order needs an e-mail or an e-invoice address; the details form needs neither. */
  emailOptional: boolean;
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-invoicing-email`}
        label={emailOptional ? `${INVOICING_EMAIL_LABEL} (vapaaehtoinen)` : INVOICING_EMAIL_LABEL}
        type="email"
        autoComplete="email"
        registration={field('invoicingEmail')}
        error={errors?.invoicingEmail}
      />
      <fieldset>
        <legend>Verkkolasku (vapaaehtoinen)</legend>
        <TextField
          id={`${idPrefix}-e-invoice-address`}
          label={E_INVOICE_ADDRESS_LABEL}
          hint={E_INVOICE_ADDRESS_HINT}
          registration={field('eInvoiceAddress')}
          error={errors?.eInvoiceAddress}
        />
        <TextField
          id={`${idPrefix}-e-invoice-operator`}
          label={E_INVOICE_OPERATOR_LABEL}
          hint={E_INVOICE_OPERATOR_HINT}
          registration={field('eInvoiceOperator')}
          error={errors?.eInvoiceOperator}
        />
      </fieldset>
      <TextField
        id={`${idPrefix}-invoice-reference`}
        label={`${INVOICE_REFERENCE_LABEL} (vapaaehtoinen)`}
        hint={INVOICE_REFERENCE_HINT}
        registration={field('invoiceReference')}
        error={errors?.invoiceReference}
      />
    </>
  );
}
