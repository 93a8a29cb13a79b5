// The analytics table's queries: page views and client errors, kept to the latest few thousand.
import type { Db } from '../db/database';
import { columnsOf } from './columns';
import { oncePerDb } from './perDatabase';

export interface AnalyticsEvent {
  kind: string;
  path: string;
  message: string | null;
  stack: string | null;
  ua: string | null;
  at: string;
}

const insertAnalyticsEventStatement = oncePerDb((db) => db.prepare('INSERT INTO analytics (kind, path, message, stack, ua, at) VALUES (?, ?, ?, ?, ?, ?)'));

/** Records an event and returns its id. */
export function insertAnalyticsEvent(db: Db, event: AnalyticsEvent): number {
  const { lastInsertRowid } = insertAnalyticsEventStatement(db).run(event.kind, event.path, event.message, event.stack, event.ua, event.at);
  return Number(lastInsertRowid);
}

const pruneAnalyticsStatement = oncePerDb((db) => db.prepare('DELETE FROM analytics WHERE id <= ?'));

/** Drops the events up to and including id `lastId`. */
export function pruneAnalytics(db: Db, lastId: number): void {
  pruneAnalyticsStatement(db).run(lastId);
}

/** A stored event, as the development surface reads it back. */
export interface AnalyticsRow {
  id: number;
  kind: 'pageview' | 'error';
  path: string;
  message: string | null;
  stack: string | null;
  ua: string | null;
  at: string;
}

export const ANALYTICS_COLUMNS = columnsOf<AnalyticsRow>()(['id', 'kind', 'path', 'message', 'stack', 'ua', 'at']);

const latestAnalyticsOfKind = oncePerDb((db) => db.prepare('SELECT * FROM analytics WHERE kind = ? ORDER BY id DESC LIMIT ?'));
const latestAnalyticsOfAll = oncePerDb((db) => db.prepare('SELECT * FROM analytics ORDER BY id DESC LIMIT ?'));

/** The newest `limit` events (of one kind, or of both when `kind` is null), newest first. */
export function latestAnalytics(db: Db, kind: AnalyticsRow['kind'] | null, limit: number): AnalyticsRow[] {
  return (
    kind
      ? latestAnalyticsOfKind(db).all(kind, limit)
      : latestAnalyticsOfAll(db).all(limit)
  ) as AnalyticsRow[];
}
