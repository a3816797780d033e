import type { Db } from './client';

/**
 * `make(db)` built once per database and kept: for a prepared statement (`.prepare('name')`),
 * whose text Drizzle then builds once and pg sends by name.
 */
export function oncePerDb<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}
