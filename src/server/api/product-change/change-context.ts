import { eq } from 'drizzle-orm';
import { isOrganisation } from '~/domain/customers/enums';
import type { CatalogueProduct } from '~/domain/product-change/change-targets';
import type { ChangeSubject } from '~/domain/product-change/change-options';
import { externalManagerOf } from '~/domain/subscriptions/actions';
import type { PeriodUnit, ProductFormat, ProductGroup } from '~/domain/subscriptions/enums';
import { hasEnded } from '~/domain/subscriptions/listing';
import type { SubscriptionStatus } from '~/domain/subscriptions/enums';
import type { AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { orderChangePending } from '../../subscriptions/order-change-pending';
import { products } from '../../db/schema/products';
import {
  customerWithAddress,
  findOwnSubscription,
  type OwnSubscription,
} from '../../subscriptions/load-subscription-facts';
import {
  alreadyCancelled,
  changeNotPossible,
  companyNeedsRequest,
  subscriptionNotFound,
} from './product-change-errors';

export interface ChangeContext {
  own: OwnSubscription;
  subject: ChangeSubject;
  catalogue: CatalogueProduct[];
  /** Product id by code, for the request row. */
  productIds: Map<string, string>;
}

const toCatalogue = (p: typeof products.$inferSelect): CatalogueProduct => ({
  code: p.code,
  name: p.name,
  familyId: p.familyId,
  productGroup: p.productGroup as ProductGroup,
  productFormat: p.productFormat as ProductFormat,
  isModule: p.isModule,
  publicationDays: p.publicationDays,
});

/**
 * The subscription and its family's catalogue, after the checks every product change shares.
 * With `lock` (inside the POST's transaction) the subscription row is locked and re-read, so two
 * requests at the same moment cannot both pass the pending-change check.
 */
export async function loadChangeContext(
  db: Db,
  auth: AuthContext,
  number: string,
  today: string,
  lock = false,
): Promise<ChangeContext> {
  const own = await findOwnSubscription(db, auth.customerIds, number, { lock });
  if (!own) throw subscriptionNotFound();
  const { sub, product } = own;
  const { customer: subscriber } = await customerWithAddress(db, sub.customerId);
  const isCompany = isOrganisation(subscriber.customerType);
  // The order of the checks: the most final answer wins, as in actions.ts.
  if (isCompany) throw companyNeedsRequest();
  const status = sub.status as SubscriptionStatus;
  if (status === 'CANCELLED' || hasEnded({ status, endDate: sub.endDate }, today)) {
    throw alreadyCancelled();
  }
  const running = status === 'ACTIVE' || status === 'ACTIVE_ORDER_BEING_RENEWED';
  if (!running || externalManagerOf(product.externallyManaged, sub.tags) !== null) {
    throw changeNotPossible();
  }
  if (sub.orderChangeInProgress) throw orderChangePending();
  const family = await db.select().from(products).where(eq(products.familyId, product.familyId));
  return {
    own,
    subject: {
      product: toCatalogue(product),
      priceCents: sub.priceCents,
      periodLength: sub.periodLength,
      periodUnit: sub.periodUnit as PeriodUnit,
      periodEndDate: sub.periodEndDate,
      paymentMethod: sub.paymentMethod,
      isCompany,
    },
    catalogue: family.map(toCatalogue),
    productIds: new Map(family.map((p) => [p.code, p.id])),
  };
}
