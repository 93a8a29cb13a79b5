// The home page's own queries (feeds/homeIndex.ts): the message of the day and the site's counts.
// Its other sections come from their domains' modules (feeds, users, challenges, compos, streams).
import type { Db } from '../db/database';
import { oncePerDb } from './perDatabase';

/** A message of the day. */
export interface MotdRow {
  id: number;
  text: string;
  starts: string;
}

const currentMotdStatement = oncePerDb((db) => db.prepare('SELECT id, text, starts FROM motds WHERE starts <= ? ORDER BY starts DESC, id DESC LIMIT 1'));

/** The latest message of the day that has started by `nowIso`, or undefined. */
export function currentMotd(db: Db, nowIso: string): MotdRow | undefined {
  return currentMotdStatement(db).get(nowIso) as MotdRow | undefined;
}

const publicSketchCountStatement = oncePerDb((db) => db.prepare('SELECT count(*) FROM sketches WHERE unlisted = 0').pluck());

/** How many public (not unlisted) sketches there are. */
export function publicSketchCount(db: Db): number {
  return publicSketchCountStatement(db).get() as number;
}

const userCountStatement = oncePerDb((db) => db.prepare('SELECT count(*) FROM users').pluck());

export function userCount(db: Db): number {
  return userCountStatement(db).get() as number;
}

const sketchesCreatedSinceStatement = oncePerDb((db) => db.prepare('SELECT count(*) FROM sketches WHERE created >= ?').pluck());

/** How many sketches were made from `sinceIso` on. */
export function sketchesCreatedSince(db: Db, sinceIso: string): number {
  return sketchesCreatedSinceStatement(db).get(sinceIso) as number;
}
