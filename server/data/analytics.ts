// The analytics table's queries: page views and client errors, kept to the latest few thousand.
import type { Db } from '../db/database';

export interface AnalyticsEvent {
  kind: string;
  path: string;
  message: string | null;
  stack: string | null;
  ua: string | null;
  at: string;
}

/** Records an event and returns its id. */
export function insertAnalyticsEvent(db: Db, event: AnalyticsEvent): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO analytics (kind, path, message, stack, ua, at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(event.kind, event.path, event.message, event.stack, event.ua, event.at);
  return Number(lastInsertRowid);
}

/** Drops the events up to and including id `lastId`. */
export function pruneAnalytics(db: Db, lastId: number): void {
  db.prepare('DELETE FROM analytics WHERE id <= ?').run(lastId);
}
