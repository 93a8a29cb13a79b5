// Statements compiled once per database. better-sqlite3 compiles a statement's SQL in prepare(),
// which costs about as much as running a short query: a query run on every request or every chat
// message keeps its compiled statement instead. Keyed by the database object (a WeakMap), so a
// test's database takes its statements with it when it goes.
import type { Db } from '../db/database';

/**
 * `make(db)` once for each database, then the same value: `oncePerDb((db) => db.prepare(sql))`
 * gives that statement, compiled on first use. A mode (`.pluck()`, `.raw()`) belongs in `make`:
 * a mode set by a caller would change the statement for every other caller.
 */
export function oncePerDb<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) made.set(db, (value = make(db)));
    return value;
  };
}
