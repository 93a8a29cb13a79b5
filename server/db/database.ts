// Opens the SQLite store and brings its schema up to date.
import Database from 'better-sqlite3';
import { migrations } from './migrations';

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  const db = new Database(file);
  // WAL lets readers continue while the single writer commits; NORMAL sync is safe with WAL.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Applies every migration newer than PRAGMA user_version, each in its own transaction. */
export function migrate(db: Db): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const step of migrations) {
    if (step.version <= current) continue;
    db.transaction(() => {
      db.exec(step.sql);
      // PRAGMA takes no bound parameters; version is a number from our own list.
      db.pragma(`user_version = ${Math.trunc(step.version)}`);
    })();
  }
  return db.pragma('user_version', { simple: true }) as number;
}
