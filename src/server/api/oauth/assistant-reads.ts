import type { InvoiceList } from '~/domain/invoices/invoice-views';
import type { AssistantInvoices, AssistantSubscriptions } from '~/domain/oauth/oauth-views';
import type { SubscriptionListScope } from '~/domain/subscriptions/listing';
import type { SubscriptionList } from '~/domain/subscriptions/subscription-summary';
import type { AppDeps, AuthContext } from '../../app-context';

/**
 * The portal's own list queries, passed in by app.ts (a resource folder may not import another:
 * this reuses GET /subscriptions and GET /invoices instead of copying them).
 */
export interface AssistantSources {
  listSubscriptions: (
    deps: AppDeps,
    auth: AuthContext,
    scope: SubscriptionListScope,
  ) => Promise<SubscriptionList>;
  listInvoices: (deps: AppDeps, auth: AuthContext) => Promise<InvoiceList>;
}

/** GET /assistant/subscriptions: active and ended subscriptions, compact. */
export async function assistantSubscriptions(
  deps: AppDeps,
  sources: AssistantSources,
  auth: AuthContext,
): Promise<AssistantSubscriptions> {
  const lists = await Promise.all(
    (['active', 'ended'] as const).map(async (scope) => ({
      active: scope === 'active',
      list: await sources.listSubscriptions(deps, auth, scope),
    })),
  );
  return {
    subscriptions: lists.flatMap(({ active, list }) =>
      list.subscriptions.map((s) => ({
        subscriptionNumber: s.subscriptionNumber,
        productName: s.productName,
        active,
        statusLabel: s.statusLabel,
        startDate: s.startDate,
        endDate: s.endDate,
        periodEndDate: s.periodEndDate,
        priceLabel: s.priceLabel,
      })),
    ),
  };
}

/** GET /assistant/invoices: unpaid then paid invoices of the past year, compact. */
export async function assistantInvoices(
  deps: AppDeps,
  sources: AssistantSources,
  auth: AuthContext,
): Promise<AssistantInvoices> {
  const list = await sources.listInvoices(deps, auth);
  const compact = (paid: boolean) => (i: InvoiceList['unpaid'][number]) => ({
    invoiceNumber: i.invoiceNumber,
    paid,
    statusLabel: i.statusLabel,
    dueDate: i.dueDate,
    totalCents: i.totalCents,
    productName: i.productName,
    subscriptionNumber: i.subscriptionNumber,
  });
  return { invoices: [...list.unpaid.map(compact(false)), ...list.paid.map(compact(true))] };
}
