import { asc, eq } from 'drizzle-orm';
import type { StaffCompanyRequest } from '~/domain/company-requests/staff-handle-input';
import type { Db } from '../../db/client';
import { companyChangeRequests } from '../../db/schema/delivery';
import { requestsWithContext, toStaffView } from '../../company-requests/requests-with-context';

/** GET /staff/company-requests: every request still waiting, oldest first (a work queue). */
export async function listOpenRequests(db: Db): Promise<{ requests: StaffCompanyRequest[] }> {
  const rows = await requestsWithContext(db)
    .where(eq(companyChangeRequests.status, 'PENDING'))
    .orderBy(asc(companyChangeRequests.createdAt), asc(companyChangeRequests.id));
  return { requests: rows.map(toStaffView) };
}
