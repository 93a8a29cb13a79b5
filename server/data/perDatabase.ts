// Statements compiled once per database. better-sqlite3 compiles a statement's SQL in prepare(),
// which costs about as much as running a short query: a query run on every request or every chat
// message keeps its compiled statement instead. Keyed by the database object (a WeakMap), so a
// test's database takes its statements with it when it goes.
import type { Statement } from 'better-sqlite3';
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

/** How a cached statement returns its rows, set once when it is compiled. */
export type StatementMode = 'rows' | 'raw' | 'pluck';

/**
 * Statements whose text is put together at call time from the code's own parts (a feed's filter
 * for a visitor or a viewer, a strip's condition, one list's count): each text is compiled once per
 * database and kept, up to `max` texts. Every value in them is bound, so their texts are few; past
 * `max` a new text is compiled for each call, as before. Each cache has one mode for all its
 * statements (a mode set later would change them for every other caller).
 */
export function statementCache(mode: StatementMode = 'rows', max = 128): (db: Db, sql: string) => Statement {
  const byDb = new WeakMap<Db, Map<string, Statement>>();
  return (db, sql) => {
    let kept = byDb.get(db);
    if (!kept) byDb.set(db, (kept = new Map()));
    let statement = kept.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (mode === 'raw') statement.raw(true);
      if (mode === 'pluck') statement.pluck(true);
      if (kept.size < max) kept.set(sql, statement);
    }
    return statement;
  };
}
