import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const KEY = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * `json_build_object('key', value, ...)` of named columns or expressions, so that a read of many
 * rows can come back as one JSON value: the drivers then parse one text instead of one per field
 * (PGlite copies and decodes every field on its own, which dominated a 500-row list). The keys
 * are the field names in code, checked to be plain identifiers.
 */
export function jsonObject(fields: Record<string, SQLWrapper>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!KEY.test(key)) throw new Error(`jsonObject: ${key} is not a plain identifier`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}
