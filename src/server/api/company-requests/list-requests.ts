import { desc, eq } from 'drizzle-orm';
import {
  availableRequestTypes,
  COMPANY_REQUEST_TYPE_LABELS,
} from '~/domain/company-requests/request-types';
import type { CompanyRequestOverview } from '~/domain/company-requests/request-view';
import type { AppDeps, AuthContext } from '../../app-context';
import { companyChangeRequests } from '../../db/schema/delivery';
import { loadRequestContext } from './request-context';
import { toRequestSummary } from '../../company-requests/request-summary';

/** GET /subscriptions/{n}/company-requests: the request types that fit and the requests sent. */
export async function listRequests(
  { db, clock }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
): Promise<CompanyRequestOverview> {
  const today = clock.today();
  const ctx = await loadRequestContext(db, auth, subscriptionNumber, today);
  const rows = await db
    .select()
    .from(companyChangeRequests)
    .where(eq(companyChangeRequests.subscriptionId, ctx.own.sub.id))
    .orderBy(desc(companyChangeRequests.createdAt))
    .limit(20);
  return {
    subscriptionNumber: ctx.own.sub.subscriptionNumber,
    productName: ctx.own.product.name,
    companyName: ctx.companyName,
    today,
    types: availableRequestTypes(ctx.format).map((type) => ({
      type,
      label: COMPANY_REQUEST_TYPE_LABELS[type],
    })),
    requests: rows.map(toRequestSummary),
  };
}
