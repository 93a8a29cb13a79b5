// Opens the SQLite store and brings its schema up to date.
import Database from 'better-sqlite3';
import { migrations } from './migrations';
import { foldSqlValue } from '../data/textSearch';

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  const db = new Database(file);
  // WAL lets readers continue while the single writer commits; NORMAL sync is safe with WAL.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.function('fold', { deterministic: true }, foldSqlValue);
  migrate(db);
  return db;
}

/**
 * Runs `work` in a transaction that writes. It takes SQLite's write lock first (BEGIN IMMEDIATE):
 * several processes share the database (server/realtime's cluster), and a deferred transaction
 * that reads and then writes fails at once with SQLITE_BUSY, without the busy timeout, when
 * another process wrote in between; an immediate one waits its turn (busy_timeout) instead.
 * Inside another transaction it is a savepoint. The one way the server writes in a transaction
 * (lint holds it).
 */
export function writeTransaction<R>(db: Db, work: () => R): R {
  return db.transaction(work).immediate();
}

/**
 * Runs `work` in a transaction that only reads the database (it may write the connection's own
 * TEMP tables): its statements see one moment. Deferred, so it never waits for a writer.
 */
export function readTransaction<R>(db: Db, work: () => R): R {
  return db.transaction(work).deferred();
}

/** Applies every migration newer than PRAGMA user_version, each in its own transaction. */
export function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const step of migrations) {
    if (step.version <= current) continue;
    writeTransaction(db, () => {
      db.exec(step.sql);
      // PRAGMA takes no bound parameters; version is a number from our own list.
      db.pragma(`user_version = ${Math.trunc(step.version)}`);
    });
  }
  return db.pragma('user_version', { simple: true }) as number;
}
