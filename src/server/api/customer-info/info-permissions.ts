import { isOrganisation } from '~/domain/customers/enums';
import type { CustomerInfo } from '~/domain/customer-info/info-view';
import type { AuthContext } from '../../app-context';
import type { OwnCustomer } from './own-customer';

/**
 * What the session may change: a person's names and year of birth; anyone's phone; a
 * company's details only as its admin (b2b sessions hold only COMPANY_ADMIN customers).
 */
export function editableParts(own: OwnCustomer, auth: AuthContext): CustomerInfo['editable'] {
  const organisation = isOrganisation(own.customer.customerType);
  return {
    personalDetails: !organisation,
    phone: true,
    companyDetails: organisation && auth.intent === 'b2b' && own.company !== null,
  };
}
