import { formatPostalAddress } from '~/domain/address-changes/address-fields';
import { customerTypeSchema } from '~/domain/customers/enums';
import { CUSTOMER_TYPE_LABELS, type CustomerInfo } from '~/domain/customer-info/info-view';
import type { YearRange } from '~/domain/customer-info/year-range';
import { customerDisplayName } from '~/domain/shared/names';
import type { AuthContext } from '../../app-context';
import { editableParts } from './info-permissions';
import type { OwnCustomer } from './own-customer';

/** The rows of the session's own customer as GET /customer/info answers them. */
export function toCustomerInfo(
  own: OwnCustomer,
  auth: AuthContext,
  yearOfBirthRange: YearRange,
): CustomerInfo {
  const { customer, address, company } = own;
  const customerType = customerTypeSchema.catch('UNKNOWN').parse(customer.customerType);
  return {
    username: auth.username,
    customerNumber: customer.customerNumber,
    customerType,
    customerTypeLabel: CUSTOMER_TYPE_LABELS[customerType],
    name: customerDisplayName({
      customerType,
      firstName: customer.firstName,
      lastName: customer.lastName,
      companyName: company?.name ?? customer.companyName,
    }),
    firstName: customer.firstName,
    lastName: customer.lastName,
    yearOfBirth: customer.yearOfBirth,
    phone: customer.phone,
    contactEmail: customer.contactEmail,
    address: address && {
      streetAddress: address.streetAddress,
      zipCode: address.zipCode,
      postOffice: address.postOffice,
      countryCode: address.countryCode,
      label: formatPostalAddress(address),
    },
    company: company && {
      name: company.name,
      businessId: company.businessId,
      vatNumber: company.vatNumber,
      contactPerson: company.contactPerson,
      invoicingEmail: company.invoicingEmail,
      eInvoiceAddress: company.eInvoiceAddress,
      eInvoiceOperator: company.eInvoiceOperator,
      invoiceReference: company.invoiceReference,
    },
    editable: editableParts(own, auth),
    yearOfBirthRange,
  };
}
