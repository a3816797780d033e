import type { CustomerInfo } from '~/domain/customer-info/info-view';
import type { AppDeps, AuthContext } from '../../app-context';
import { customerNotFound } from './info-errors';
import { toCustomerInfo } from './info-mapper';
import { ownCustomerId, readCustomer } from './own-customer';
import { configuredYearRange } from './year-range';

/** GET /customer/info: the session's own customer, never another's (there is no id to ask by). */
export async function readInfo(deps: AppDeps, auth: AuthContext): Promise<CustomerInfo> {
  const customerId = await ownCustomerId(deps.db, auth);
  if (!customerId) throw customerNotFound();
  return toCustomerInfo(await readCustomer(deps.db, customerId), auth, configuredYearRange(deps));
}
