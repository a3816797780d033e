import { eq } from 'drizzle-orm';
import type { StaffCompanyRequest } from '~/domain/company-requests/staff-handle-input';
import { requestStatusOf } from '~/domain/company-requests/request-states';
import {
  COMPANY_REQUEST_TYPE_LABELS,
  type CompanyRequestType,
} from '~/domain/company-requests/request-types';
import { customerDisplayName } from '~/domain/shared/names';
import type { CustomerType } from '~/domain/customers/enums';
import type { Db } from '../db/client';
import { customers } from '../db/schema/customers';
import { companyChangeRequests } from '../db/schema/delivery';
import { products } from '../db/schema/products';
import { subscriptions } from '../db/schema/subscriptions';
import { type StoredRequest, requestSummary } from './request-summary';

// Processing requests as customer service reads them (decision 0037): the staff routes and the
// inbox (issue 17 item 6) share this.

/** A request with its subscription, company and product: what customer service needs to act. */
export function requestsWithContext(db: Db) {
  return db
    .select({
      request: companyChangeRequests,
      subscriptionNumber: subscriptions.subscriptionNumber,
      customerId: subscriptions.customerId,
      productName: products.name,
      customer: {
        customerType: customers.customerType,
        companyName: customers.companyName,
        firstName: customers.firstName,
        lastName: customers.lastName,
      },
    })
    .from(companyChangeRequests)
    .innerJoin(subscriptions, eq(subscriptions.id, companyChangeRequests.subscriptionId))
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .$dynamic();
}
export type RequestWithContext = Awaited<ReturnType<typeof requestsWithContext>>[number];

export function toStaffView(r: RequestWithContext): StaffCompanyRequest {
  const row = r.request;
  return {
    id: row.id,
    subscriptionNumber: r.subscriptionNumber,
    companyName: customerDisplayName({
      ...r.customer,
      customerType: r.customer.customerType as CustomerType,
    }),
    productName: r.productName,
    changeType: row.changeType as CompanyRequestType,
    typeLabel: COMPANY_REQUEST_TYPE_LABELS[row.changeType as CompanyRequestType],
    summary: requestSummary(row.request as StoredRequest),
    createdAt: row.createdAt.toISOString(),
    status: requestStatusOf(row.status),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    note: row.handledNote,
  };
}
