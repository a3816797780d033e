import {
  type AddressChangeFacts,
  type CompanyRequestFacts,
  externalManagerOf,
  type ManagerFacts,
} from '~/domain/subscriptions/actions';
import { isOrganisation } from '~/domain/customers/enums';
import type { ProductFormat, SubscriptionStatus } from '~/domain/subscriptions/enums';
import { isGiftGiver } from '~/domain/subscriptions/gift-sides';
import { hasEnded } from '~/domain/subscriptions/listing';
import type { CustomerWithAddress, OwnSubscription } from './load-subscription-facts';

/** What the address change and processing request verdicts read, and nothing more. */
export type ChangeFacts = AddressChangeFacts & CompanyRequestFacts & ManagerFacts;

/**
 * The facts of the ADDRESS_CHANGE and COMPANY_REQUEST verdicts for the viewer acting for
 * `customerIds`, read as the details page reads them (addressChangeAction, companyRequestAction
 * give the same answer as its subscriptionActions).
 */
export function changeFactsOf(
  own: OwnSubscription,
  subscriber: CustomerWithAddress,
  customerIds: readonly string[],
  today: string,
): ChangeFacts {
  const { sub, product } = own;
  return {
    productFormat: sub.productFormat as ProductFormat,
    ended: hasEnded({ status: sub.status as SubscriptionStatus, endDate: sub.endDate }, today),
    isCompany: isOrganisation(subscriber.customer.customerType),
    isGiftGiver: isGiftGiver(sub, customerIds),
    orderChangeInProgress: sub.orderChangeInProgress,
    externalManager: externalManagerOf(product.externallyManaged, sub.tags),
  };
}
