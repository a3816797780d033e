import { and, isNull, type SQL } from 'drizzle-orm';
import { suspensions } from '../db/schema/changes';
import { overlapsDates } from './overlapping-dates';

/**
 * The SQL twin of suspensionRunsOn (src/domain/suspensions/runs-on.ts): suspensions, not
 * removed, running on `date` ('yyyy-MM-dd', normally the clock's today). The subscription list
 * and every other query that shows status SUSPENDED select with it (decision 0011).
 */
export const suspensionRunsOnSql = (date: string): SQL =>
  and(
    isNull(suspensions.cancelledAt),
    overlapsDates(suspensions, { startDate: date, endDate: date }),
  )!;
