import { and, desc, eq } from 'drizzle-orm';
import type { ProductChangeResult } from '~/domain/product-change/product-change-options';
import type { AppDeps, AuthContext } from '../../app-context';
import { productChangeRequests } from '../../db/schema/product-changes';
import { products } from '../../db/schema/products';
import { HttpError } from '../../http/http-error';
import { findOwnSubscription } from '../../subscriptions/load-subscription-facts';
import { subscriptionNotFound } from './product-change-errors';

/**
 * GET /subscriptions/{n}/product-change/pending: the subscription's product change request still waiting for
 * customer service, so that the thank-you page confirms only a request that exists.
 */
export async function getPendingChange(
  { db }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
): Promise<ProductChangeResult> {
  const own = await findOwnSubscription(db, auth.customerIds, subscriptionNumber);
  if (!own) throw subscriptionNotFound();
  const [row] = await db
    .select({ request: productChangeRequests, product: products })
    .from(productChangeRequests)
    .innerJoin(products, eq(products.id, productChangeRequests.toProductId))
    .where(
      and(
        eq(productChangeRequests.subscriptionId, own.sub.id),
        eq(productChangeRequests.status, 'PENDING'),
      ),
    )
    .orderBy(desc(productChangeRequests.createdAt))
    .limit(1);
  if (!row) {
    throw new HttpError(404, 'product-change-not-found');
  }
  return {
    subscriptionNumber: own.sub.subscriptionNumber,
    productCode: row.product.code,
    productName: row.product.name,
    start: row.request.startOption as ProductChangeResult['start'],
    effectiveDate: row.request.effectiveDate,
    status: 'PENDING',
  };
}
