import type { ChangedField } from '~/domain/customer-info/field-labels';
import type { CustomerInfoPatch } from '~/domain/customer-info/info-input';
import type { companies, customers } from '../../db/schema/customers';

type CustomerRow = typeof customers.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

/** What a PATCH changes: the columns to write on each table and the fields named to the customer. */
export interface InfoChanges {
  customer: Partial<Pick<CustomerRow, 'firstName' | 'lastName' | 'yearOfBirth' | 'phone'>>;
  company: Partial<
    Pick<
      CompanyRow,
      | 'name'
      | 'contactPerson'
      | 'invoicingEmail'
      | 'eInvoiceAddress'
      | 'eInvoiceOperator'
      | 'invoiceReference'
    >
  >;
  fields: ChangedField[];
}

const orNull = (s: string): string | null => (s === '' ? null : s);

/** Only what differs from the stored values: a repeated PATCH changes nothing and says so. */
export function infoChanges(
  input: CustomerInfoPatch,
  customer: CustomerRow,
  company: CompanyRow | null,
): InfoChanges {
  const changes: InfoChanges = { customer: {}, company: {}, fields: [] };
  const personal = [
    ['firstName', input.firstName],
    ['lastName', input.lastName],
    ['yearOfBirth', input.yearOfBirth],
    ['phone', input.phone],
  ] as const;
  for (const [field, value] of personal) {
    if (value === undefined || value === customer[field]) continue;
    Object.assign(changes.customer, { [field]: value });
    changes.fields.push(field);
  }
  if (input.company && company) {
    const c = input.company;
    const wanted = [
      ['name', 'companyName', c.name],
      ['contactPerson', 'contactPerson', orNull(c.contactPerson)],
      ['invoicingEmail', 'invoicingEmail', orNull(c.invoicingEmail)],
      ['eInvoiceAddress', 'eInvoiceAddress', orNull(c.eInvoiceAddress)],
      ['eInvoiceOperator', 'eInvoiceOperator', orNull(c.eInvoiceOperator)],
      ['invoiceReference', 'invoiceReference', orNull(c.invoiceReference)],
    ] as const;
    for (const [column, field, value] of wanted) {
      if (value === company[column]) continue;
      Object.assign(changes.company, { [column]: value });
      changes.fields.push(field);
    }
  }
  return changes;
}
