// The queries of the sessions table: the server-side sessions behind the `sid` cookie, stored by a
// hash of the cookie value (auth/sessions.ts hashes it). Columns come from migrations 1 and 18.
import type { Db } from '../db/database';
import { columnsOf } from './columns';
import { oncePerDb } from './perDatabase';

export interface StoredSessionRow {
  /** sha256 of the cookie value; the value itself is never stored. */
  token_hash: string;
  user_id: number;
  /** The gloperator acting as the user ("Impersonate"), null for the user's own session. */
  moderator_id: number | null;
  created: string;
  expires: string;
}

export const SESSION_COLUMNS = columnsOf<StoredSessionRow>()(['token_hash', 'user_id', 'created', 'expires', 'moderator_id']);

const pruneSessionsStatement = oncePerDb((db) => db.prepare('DELETE FROM sessions WHERE expires < ?'));

/** Drops the sessions that expired before `now`. */
export function pruneSessions(db: Db, now: string): void {
  pruneSessionsStatement(db).run(now);
}

const insertSessionStatement = oncePerDb((db) => db.prepare('INSERT INTO sessions (token_hash, user_id, moderator_id, created, expires) VALUES (?, ?, ?, ?, ?)'));

export function insertSession(db: Db, session: StoredSessionRow): void {
  insertSessionStatement(db).run(
    session.token_hash,
    session.user_id,
    session.moderator_id,
    session.created,
    session.expires,
  );
}

/** Compiled once per database: every request with a session cookie looks its session up. */
const sessionOfToken = oncePerDb((db) => db.prepare('SELECT user_id, moderator_id FROM sessions WHERE token_hash = ? AND expires > ?'));

/** The live session of a token hash (expiring after `now`), or undefined. */
export function findSession(db: Db, tokenHash: string, now: string): Pick<StoredSessionRow, 'user_id' | 'moderator_id'> | undefined {
  return sessionOfToken(db).get(tokenHash, now) as Pick<StoredSessionRow, 'user_id' | 'moderator_id'> | undefined;
}

const deleteSessionStatement = oncePerDb((db) => db.prepare('DELETE FROM sessions WHERE token_hash = ?'));

export function deleteSession(db: Db, tokenHash: string): void {
  deleteSessionStatement(db).run(tokenHash);
}
