// The statistics tables (their row types, checked against the migrations by columns.test.ts) and
// the queries of the statistics pages: a sketch's drawing statistics, a patron's view series and
// the counts beside them.
import type { Db } from '../db/database';
import type { UserStats } from '../../src/api/schemas/stats';
import { columnsOf } from './columns';
import { oncePerDb } from './perDatabase';

/** A sketch's drawing statistics; the list columns hold JSON. */
export interface SketchStatsRow {
  sketch_id: number;
  app_version: string;
  snapshots: number;
  brushes: string;
  images: number;
  uuids: string;
  template: string | null;
  user_ids: string;
  stats: string;
}

export const SKETCH_STATS_COLUMNS = columnsOf<SketchStatsRow>()(['sketch_id', 'app_version', 'snapshots', 'brushes', 'images', 'uuids', 'template', 'user_ids', 'stats']);

/** A patron's view series (JSON lists). */
export interface UserStatsRow {
  user_id: number;
  hours: string;
  days: string;
  months: string;
  today: string;
  week: string;
}

export const USER_STATS_COLUMNS = columnsOf<UserStatsRow>()(['user_id', 'hours', 'days', 'months', 'today', 'week']);

const findSketchStatsStatement = oncePerDb((db) => db.prepare('SELECT * FROM sketch_stats WHERE sketch_id = ?'));

export function findSketchStats(db: Db, sketchId: number): SketchStatsRow | undefined {
  return findSketchStatsStatement(db).get(sketchId) as SketchStatsRow | undefined;
}

const findUserStatsStatement = oncePerDb((db) => db.prepare('SELECT * FROM user_stats WHERE user_id = ?'));

export function findUserStats(db: Db, userId: number): UserStatsRow | undefined {
  return findUserStatsStatement(db).get(userId) as UserStatsRow | undefined;
}

export type UserStatCounts = Pick<UserStats, 'fans' | 'comments' | 'ratings' | 'sketchCount' | 'jpgBytes' | 'pngBytes' | 'fileBytes'>;

const userStatCountsStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT
         (SELECT count(*) FROM follows WHERE artist_id = @user) AS fans,
         (SELECT count(*) FROM comments c WHERE c.user_id != @user AND (
           (c.target_type = 'profile' AND c.target_id = @user) OR
           (c.target_type = 'sketch' AND c.target_id IN (SELECT id FROM sketches WHERE user_id = @user)))) AS comments,
         (SELECT count(*) FROM ratings r JOIN sketches s ON s.id = r.sketch_id WHERE s.user_id = @user AND r.rating = 'rules') AS ratings,
         (SELECT count(*) FROM sketches WHERE user_id = @user) AS sketchCount,
         -- Storage estimates from the pixel counts: JPEG about 0.15 bytes a pixel, PNG 1.3, the
         -- app's layered file (only where uploaded) 2.4.
         (SELECT CAST(coalesce(sum(width * height), 0) * 0.15 AS INTEGER) FROM sketches WHERE user_id = @user) AS jpgBytes,
         (SELECT CAST(coalesce(sum(width * height), 0) * 1.3 AS INTEGER) FROM sketches WHERE user_id = @user) AS pngBytes,
         (SELECT CAST(coalesce(sum(width * height), 0) * 2.4 AS INTEGER) FROM sketches WHERE user_id = @user AND have_file = 1) AS fileBytes`,
    ),
);

/** The counts the statistics page shows beside a user's series. */
export function userStatCounts(db: Db, userId: number): UserStatCounts {
  return userStatCountsStatement(db).get({ user: userId }) as UserStatCounts;
}

const ownSketchTitlesStatement = oncePerDb((db) => db.prepare('SELECT id, title FROM sketches WHERE user_id = ? AND id IN (SELECT value FROM json_each(?))'));

/** The titles of those of `ids` that are the user's own sketches (a deleted one is not there). */
export function ownSketchTitles(db: Db, userId: number, ids: number[]): { id: number; title: string | null }[] {
  return ownSketchTitlesStatement(db).all(userId, JSON.stringify(ids)) as {
    id: number;
    title: string | null;
  }[];
}

const addViewStatements = {
  sketch: oncePerDb((db) => db.prepare('UPDATE sketches SET views = views + 1 WHERE id = ?')),
  album: oncePerDb((db) => db.prepare('UPDATE albums SET views = views + 1 WHERE id = ?')),
  profile: oncePerDb((db) => db.prepare('UPDATE users SET views = views + 1 WHERE id = ?')),
};

/** Counts one more view of a sketch, an album or a profile (entities/viewCounts.ts decides when). */
export function addView(db: Db, kind: 'sketch' | 'album' | 'profile', id: number): void {
  addViewStatements[kind](db).run(id);
}
