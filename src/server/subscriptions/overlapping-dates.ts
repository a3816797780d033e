import { and, type Column, gte, isNull, lte, or, type SQL } from 'drizzle-orm';

/**
 * The SQL twin of rangesOverlap (src/domain/shared/date-ranges.ts) for a table with start and end
 * date columns: its rows overlapping `range`, both ends included; a row without an end date goes
 * on for good. Every query that asks whether suspensions or address changes collide with some
 * days goes through here.
 */
export const overlapsDates = (
  table: { startDate: Column; endDate: Column },
  range: { startDate: string; endDate: string },
): SQL =>
  and(
    lte(table.startDate, range.endDate),
    or(isNull(table.endDate), gte(table.endDate, range.startDate)),
  )!;
