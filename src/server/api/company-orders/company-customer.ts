import type { CompanyOrderInput } from '~/domain/company-order/order-input';
import type { Db } from '../../db/client';
import { addresses, companies, customers } from '../../db/schema/customers';
import { newCustomerNumber } from '../../customers/new-customer-number';

/** A new COMPANY customer with its companies row and its delivery address; its id and number. */
export async function createCompanyCustomer(
  tx: Db,
  input: CompanyOrderInput,
  vatNumber: string,
  postOffice: string,
  now: Date,
): Promise<{ customerId: string; customerNumber: string }> {
  const { company } = input;
  const customerNumber = await newCustomerNumber(tx);
  const [row] = await tx
    .insert(customers)
    .values({
      customerNumber,
      customerType: 'COMPANY',
      customerKind: 'COMPANY',
      companyName: company.name,
      companyId: input.businessId,
      contactEmail: company.invoicingEmail === '' ? null : company.invoicingEmail,
      country: 'FI',
      createdAt: now,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('The company customer was not stored');
  await tx.insert(addresses).values({
    customerId: row.id,
    isPrimary: true,
    streetAddress: input.address.streetAddress,
    zipCode: input.address.zipCode,
    postOffice,
    countryCode: 'FI',
  });
  const orNull = (v: string) => (v === '' ? null : v);
  await tx.insert(companies).values({
    customerId: row.id,
    name: company.name,
    businessId: input.businessId,
    vatNumber,
    contactPerson: orNull(company.contactPerson),
    invoicingEmail: orNull(company.invoicingEmail),
    eInvoiceAddress: orNull(company.eInvoiceAddress),
    eInvoiceOperator: orNull(company.eInvoiceOperator),
    invoiceReference: orNull(company.invoiceReference),
  });
  return { customerId: row.id, customerNumber };
}
