import { and, asc, gte, lt } from 'drizzle-orm';
import { reasonLabel } from '~/domain/cancellation/reason-labels';
import { addDays, addMonths, formatDate, helsinkiToday } from '~/domain/shared/dates';
import type { Db } from '../../db/client';
import { cancellations } from '../../db/schema/cancellations';

/** RFC 4180 field: quoted when it holds a separator, a quote or a line break. */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet: prefix it with a quote mark.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (fields: (string | number | null)[]) => fields.map(csvField).join(',');

/** yyyy-MM months, from inclusive and to inclusive; the default is the last 12 months. */
export function monthRange(from: string | undefined, to: string | undefined, today: string) {
  const first = from ? `${from}-01` : addMonths(`${today.slice(0, 7)}-01`, -11);
  const last = to ? `${to}-01` : `${today.slice(0, 7)}-01`;
  return { start: first, endExclusive: addMonths(last, 1) };
}

const helsinkiMonth = (at: Date) => helsinkiToday(at).slice(0, 7);

/**
 * The cancellations with their reasons, one row each (view=rows) or counted by month, product
 * and reason (view=summary), for the business to read in a spreadsheet.
 */
export async function cancellationsCsv(
  db: Db,
  range: { start: string; endExclusive: string },
  view: 'rows' | 'summary',
): Promise<string> {
  // A day's margin on both sides in SQL; the Helsinki dates decide exactly (DST moves the offset).
  const found = await db
    .select()
    .from(cancellations)
    .where(
      and(
        gte(cancellations.createdAt, new Date(`${addDays(range.start, -1)}T00:00:00Z`)),
        lt(cancellations.createdAt, new Date(`${addDays(range.endExclusive, 1)}T00:00:00Z`)),
      ),
    )
    .orderBy(asc(cancellations.createdAt));
  const rows = found.filter((r) => {
    const day = helsinkiToday(r.createdAt);
    return day >= range.start && day < range.endExclusive;
  });
  if (view === 'summary') {
    const counts = new Map<string, { key: string[]; count: number }>();
    for (const r of rows) {
      const key = [
        helsinkiMonth(r.createdAt),
        r.productCode,
        r.productName,
        r.kind,
        r.reason ?? '',
      ];
      const id = key.join('\u0000');
      const entry = counts.get(id) ?? { key, count: 0 };
      entry.count += 1;
      counts.set(id, entry);
    }
    const header = 'month,product_code,product_name,kind,reason,reason_label,count';
    const body = [...counts.values()]
      .sort((a, b) => a.key.join().localeCompare(b.key.join()))
      .map(({ key: [month, code, name, kind, reason], count }) =>
        line([
          month ?? '',
          code ?? '',
          name ?? '',
          kind ?? '',
          reason ?? '',
          reasonLabel(reason || null),
          count,
        ]),
      );
    return [header, ...body].join('\r\n') + '\r\n';
  }
  const header =
    'month,cancelled_on,product_code,product_name,family,kind,channel,reason,reason_label,reason_text,end_date';
  const body = rows.map((r) =>
    line([
      helsinkiMonth(r.createdAt),
      formatDate(r.createdAt),
      r.productCode,
      r.productName,
      r.familyId,
      r.kind,
      r.channel,
      r.reason,
      reasonLabel(r.reason),
      r.reasonText,
      r.endDate,
    ]),
  );
  return [header, ...body].join('\r\n') + '\r\n';
}
