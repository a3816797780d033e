import type { CustomerInfo } from '~/domain/customer-info/info-view';
import { api } from '../shared/api-client';
import { CUSTOMER_INFO_PATH } from '../shared/api-paths';
import { mutateCache } from '../shared/query';
import { useApiQuery } from '../shared/use-api-query';

/** The logged-in customer's data, one cache entry for every account island on the page. */
export const useCustomerInfo = () => useApiQuery<CustomerInfo>(CUSTOMER_INFO_PATH);

/**
 * PATCH /customer/info; the answer is the data after the change, put straight into the cache so
 * that the overview behind a modal shows it at once. Field errors come back with the error body.
 */
export async function saveCustomerInfo(body: object): Promise<CustomerInfo> {
  const info = await api.patch<CustomerInfo>(CUSTOMER_INFO_PATH, body, { withErrorBody: true });
  mutateCache(CUSTOMER_INFO_PATH, info);
  return info;
}
