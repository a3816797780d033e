import { eq } from 'drizzle-orm';
import { changeOptions } from '~/domain/product-change/change-options';
import type { ProductChangeInput } from '~/domain/product-change/product-change-input';
import type { ProductChangeResult } from '~/domain/product-change/product-change-options';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { productChangeRequests } from '../../db/schema/product-changes';
import { subscriptions } from '../../db/schema/subscriptions';
import { queueEmail } from '../../email/outbox';
import { loadChangeContext } from './change-context';
import { productChangeEmail } from './change-email';
import {
  productNotAvailable,
  startNotOffered,
  upgradeRequiresAction,
} from './product-change-errors';

/**
 * POST /subscriptions/{n}/product-change: records the request, marks the subscription as changing, audits and
 * queues the confirmation, all in one transaction; any error leaves everything unchanged. A
 * second request (a double click) finds the marker under the row lock and answers 409.
 */
export async function requestProductChange(
  deps: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  input: ProductChangeInput,
): Promise<ProductChangeResult> {
  const today = deps.clock.today();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const ctx = await loadChangeContext(tx, auth, subscriptionNumber, today, true);
    const option = changeOptions(ctx.subject, ctx.catalogue, today).find(
      (o) => o.productCode === input.productCode,
    );
    const toProductId = ctx.productIds.get(input.productCode);
    if (!option || !toProductId) throw productNotAvailable();
    if (option.requiredAction !== null) throw upgradeRequiresAction();
    const start = option.startOptions.find((s) => s.start === input.start);
    if (!start) throw startNotOffered();
    const { sub, product } = ctx.own;
    await tx.insert(productChangeRequests).values({
      subscriptionId: sub.id,
      fromProductId: sub.productId,
      toProductId,
      startOption: start.start,
      effectiveDate: start.effectiveDate,
      status: 'PENDING',
      createdAt: now,
    });
    await tx
      .update(subscriptions)
      .set({ orderChangeInProgress: true })
      .where(eq(subscriptions.id, sub.id));
    await audit(tx, {
      accountId: auth.accountId,
      customerId: sub.customerId,
      action: 'PRODUCT_CHANGE_REQUESTED',
      entity: 'subscription',
      entityId: sub.subscriptionNumber,
      details: {
        from: product.code,
        to: option.productCode,
        direction: option.direction,
        start: start.start,
        effectiveDate: start.effectiveDate,
      },
      at: now,
    });
    await queueEmail(
      tx,
      productChangeEmail({
        to: auth.username,
        subscriptionNumber: sub.subscriptionNumber,
        fromName: product.name,
        toName: option.name,
        effectiveDate: start.effectiveDate,
      }),
      now,
    );
    return {
      subscriptionNumber: sub.subscriptionNumber,
      productCode: option.productCode,
      productName: option.name,
      start: start.start,
      effectiveDate: start.effectiveDate,
      status: 'PENDING' as const,
    };
  });
}
