// The sketches table (its row type, as SQLite returns it for SELECT *: other modules read a few
// columns as Pick<SketchRow, ...>) and the queries of the sketches domain: a sketch's owner, its
// hearts, ratings and featuring. Columns come from migrations 1, 2 and 4 (server/db/migrations/);
// add a new column here with its migration (columns.test.ts holds the two together).
import type { Db } from '../db/database';
import type { Sketch, SketchReportFields } from '../../src/api/schemas/sketches';
import type { SketchFormat } from '../../src/lib/sketchRules';
import { columnsOf } from './columns';
import { coopExists, coopSketchCount } from './content';
import { nextIdSql } from './ids';
import { oncePerDb, statementCache } from './perDatabase';

export interface SketchRow {
  id: number;
  user_id: number;
  title: string | null;
  description: string;
  width: number;
  height: number;
  device: string | null;
  created: string;
  /** 0 or 1, as every flag column. */
  unlisted: number;
  mature: number;
  featured: number;
  featured_by: number | null;
  featured_date: string | null;
  /** Kept equal to the rows of hearts. */
  hearts: number;
  /** Kept equal to the 'rules' rows of ratings. */
  rules: number;
  views: number;
  video: string | null;
  /** -1 entered, 1.. the place. */
  compo_place: number | null;
  parent_id: number | null;
  violation: Sketch['violation'];
  /** The turn in degrees, read through normalAngle (images/sketchSource.ts). */
  orientation: number;
  have_file: number;
  private_file: number;
  /** The stored upload's file name under uploads/, null for a procedural sketch. */
  upload_file: string | null;
  watermark: number;
  format: SketchFormat;
}

/** The columns of SketchRow (columns.test.ts holds them to the migrations). */
export const SKETCH_COLUMNS = columnsOf<SketchRow>()([
  'id', 'user_id', 'title', 'description', 'width', 'height', 'device', 'created', 'unlisted', 'mature', 'featured', 'featured_by',
  'featured_date', 'hearts', 'rules', 'views', 'video', 'compo_place', 'parent_id', 'violation', 'orientation', 'have_file',
  'private_file', 'upload_file', 'watermark', 'format',
]);

const sketchOwnerStatement = oncePerDb((db) => db.prepare('SELECT user_id FROM sketches WHERE id = ?').pluck());

/** The artist of a sketch, or undefined when there is no such sketch. */
export function sketchOwner(db: Db, sketchId: number): number | undefined {
  return sketchOwnerStatement(db).get(sketchId) as number | undefined;
}

const sketchExistsStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM sketches WHERE id = ?').pluck());

export function sketchExists(db: Db, sketchId: number): boolean {
  return sketchExistsStatement(db).get(sketchId) !== undefined;
}

const isFeaturedStatement = oncePerDb((db) => db.prepare('SELECT featured FROM sketches WHERE id = ?').pluck());

/** Whether the sketch is featured; undefined when there is no such sketch. */
export function isFeatured(db: Db, sketchId: number): boolean | undefined {
  const featured = isFeaturedStatement(db).get(sketchId) as number | undefined;
  return featured === undefined ? undefined : featured === 1;
}

const setFeaturedStatement = oncePerDb((db) => db.prepare('UPDATE sketches SET featured = ?, featured_by = ?, featured_date = ? WHERE id = ?'));

/** Features a sketch (by a moderator or a user's star), or takes it out of the featured sketches (by null). */
export function setFeatured(db: Db, sketchId: number, by: { userId: number; date: string } | null): void {
  setFeaturedStatement(db).run(by ? 1 : 0, by?.userId ?? null, by?.date ?? null, sketchId);
}

const hasHeartedStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM hearts WHERE giver_id = ? AND sketch_id = ?'));

export function hasHearted(db: Db, giverId: number, sketchId: number): boolean {
  return hasHeartedStatement(db).get(giverId, sketchId) !== undefined;
}

const insertHeart = oncePerDb((db) => db.prepare('INSERT INTO hearts (giver_id, sketch_id, date) VALUES (?, ?, ?)'));
const countHeart = oncePerDb((db) => db.prepare('UPDATE sketches SET hearts = hearts + 1 WHERE id = ?'));

/** Records a heart and counts it on the sketch (sketches.hearts is kept equal to its rows of hearts). */
export function addHeart(db: Db, giverId: number, sketchId: number, date: string): void {
  insertHeart(db).run(giverId, sketchId, date);
  countHeart(db).run(sketchId);
}

const heartCountStatement = oncePerDb((db) => db.prepare('SELECT hearts FROM sketches WHERE id = ?').pluck());

export function heartCount(db: Db, sketchId: number): number {
  return heartCountStatement(db).get(sketchId) as number;
}

const saveRating = oncePerDb((db) =>
  db
    .prepare(
      `INSERT INTO ratings (user_id, sketch_id, rating, date) VALUES (?, ?, ?, ?)
     ON CONFLICT (user_id, sketch_id) DO UPDATE SET rating = excluded.rating, date = excluded.date`,
    ),
);
const recountRules = oncePerDb((db) => db.prepare("UPDATE sketches SET rules = (SELECT count(*) FROM ratings WHERE sketch_id = ? AND rating = 'rules') WHERE id = ?"));

/** Sets a user's rating of a sketch (a second rating replaces the first) and recounts its 'rules'. */
export function rateSketch(db: Db, userId: number, sketchId: number, rating: 'rules' | 'piggy', date: string): void {
  saveRating(db).run(userId, sketchId, rating, date);
  recountRules(db).run(sketchId, sketchId);
}

const rulesCountStatement = oncePerDb((db) => db.prepare('SELECT rules FROM sketches WHERE id = ?').pluck());

export function rulesCount(db: Db, sketchId: number): number {
  return rulesCountStatement(db).get(sketchId) as number;
}

/** Whether a sketch is the base of a co-op (a co-op is keyed by its base sketch), and how many sketches continue it that pass `filter` (coopSketchCount). */
export function coopOfSketch(db: Db, sketchId: number, filter: { sql: string; params: unknown[] }): { hasCoOps: boolean; count: number } {
  return { hasCoOps: coopExists(db, sketchId), count: coopSketchCount(db, sketchId, filter) };
}

const setUnlistedStatement = oncePerDb((db) => db.prepare('UPDATE sketches SET unlisted = ? WHERE id = ?'));

export function setUnlisted(db: Db, sketchId: number, unlisted: boolean): void {
  setUnlistedStatement(db).run(unlisted ? 1 : 0, sketchId);
}

const deleteSketchComments = oncePerDb((db) => db.prepare("DELETE FROM comments WHERE target_type = 'sketch' AND target_id = ?"));
const clearAvatarOfSketch = oncePerDb((db) => db.prepare('UPDATE users SET avatar_sketch_id = NULL WHERE avatar_sketch_id = ?'));
const clearCoverOfSketch = oncePerDb((db) => db.prepare('UPDATE users SET cover_sketch_id = NULL WHERE cover_sketch_id = ?'));
const deleteSketchById = oncePerDb((db) => db.prepare('DELETE FROM sketches WHERE id = ?'));

/** The sketch is no cover any more (a quarter turn made it 506x2048): its owner's goes back to the generated one. */
export function dropAsCover(db: Db, sketchId: number): void {
  clearCoverOfSketch(db).run(sketchId);
}

/** Deletes a sketch with its comments; an avatar or cover made of it goes back to the generated one. Call it in a transaction. */
export function deleteSketch(db: Db, sketchId: number): void {
  deleteSketchComments(db).run(sketchId);
  clearAvatarOfSketch(db).run(sketchId);
  clearCoverOfSketch(db).run(sketchId);
  deleteSketchById(db).run(sketchId);
}

/** A report as stored: the request's flags and details, with who reported which sketch when. */
export interface SketchReport extends SketchReportFields {
  sketchId: number;
  userId: number;
  date: string;
}

const insertSketchReportStatement = oncePerDb((db) =>
  db
    .prepare(
      `INSERT INTO sketch_reports (sketch_id, user_id, date, details, copyright, mature, inappropriate, challengedq, compodq, notsketch)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
);

export function insertSketchReport(db: Db, report: SketchReport): void {
  const flag = (on: boolean) => (on ? 1 : 0);
  insertSketchReportStatement(db).run(
    report.sketchId,
    report.userId,
    report.date,
    report.details,
    flag(report.copyright),
    flag(report.mature),
    flag(report.inappropriate),
    flag(report.challengedq),
    flag(report.compodq),
    flag(report.notsketch),
  );
}


/** The condition on `sketches s` of a sketch anyone may find: listed, not taken down (isPublicSketch). */
export const PUBLIC_SKETCH = 's.unlisted = 0 AND s.violation IS NULL';

const isPublicSketchStatement = oncePerDb((db) => db.prepare(`SELECT 1 FROM sketches s WHERE s.id = ? AND ${PUBLIC_SKETCH}`));

/**
 * Whether a sketch exists and others may see it listed (not unlisted, not taken down: the feeds'
 * visibleTo for anyone but its owner). Only such a sketch enters a compo or a challenge, whose
 * voters and visitors would otherwise never see it, or is suggested to a group.
 */
export function isPublicSketch(db: Db, sketchId: number): boolean {
  return isPublicSketchStatement(db).get(sketchId) !== undefined;
}

const sketchOwnerAndSizeStatement = oncePerDb((db) => db.prepare('SELECT user_id, width, height, mature, violation FROM sketches WHERE id = ?'));

/** A sketch's artist, size, mature flag and violation (what a profile picture's checks read), or undefined when there is no such sketch. */
export function sketchOwnerAndSize(db: Db, sketchId: number): Pick<SketchRow, 'user_id' | 'width' | 'height' | 'mature' | 'violation'> | undefined {
  return sketchOwnerAndSizeStatement(db).get(sketchId) as Pick<SketchRow, 'user_id' | 'width' | 'height' | 'mature' | 'violation'> | undefined;
}

/** The columns the edit form shows and its checks read. */
export type SketchEditRow = Pick<
  SketchRow,
  'id' | 'user_id' | 'title' | 'description' | 'unlisted' | 'video' | 'watermark' | 'orientation' | 'parent_id' | 'format' | 'width' | 'height'
>;

const findSketchForEditStatement = oncePerDb((db) =>
  db
    .prepare(
      'SELECT id, user_id, title, description, unlisted, video, watermark, orientation, parent_id, format, width, height FROM sketches WHERE id = ?',
    ),
);

export function findSketchForEdit(db: Db, sketchId: number): SketchEditRow | undefined {
  return findSketchForEditStatement(db).get(sketchId) as SketchEditRow | undefined;
}

/** The columns of a sketch its artist edits. */
export type SketchUpdate = Partial<Pick<SketchRow, 'title' | 'description' | 'unlisted' | 'video' | 'watermark' | 'parent_id' | 'format' | 'orientation'>>;

const setHaveFileStatement = oncePerDb((db) => db.prepare('UPDATE sketches SET have_file = 1 WHERE id = ?'));

/** The sketch has a file the app can open (/download/{id}.{product} serves it). */
export function setHaveFile(db: Db, sketchId: number): void {
  setHaveFileStatement(db).run(sketchId);
}

/** Saves the given columns of a sketch (none given: nothing changes). */
export function updateSketch(db: Db, sketchId: number, update: SketchUpdate): void {
  // The column names are SketchUpdate's keys, set by the caller's code, never a request's text.
  const names = Object.keys(update);
  if (names.length === 0) return;
  db.prepare(`UPDATE sketches SET ${names.map((name) => `${name} = @${name}`).join(', ')} WHERE id = @id`).run({ ...update, id: sketchId });
}

const swapSketchSidesStatement = oncePerDb((db) => db.prepare('UPDATE sketches SET width = height, height = width WHERE id = ?'));

/** Swaps a sketch's width and height (a quarter turn). */
export function swapSketchSides(db: Db, sketchId: number): void {
  swapSketchSidesStatement(db).run(sketchId);
}

const sketchTagsStatement = oncePerDb((db) => db.prepare('SELECT tag FROM sketch_tags WHERE sketch_id = ? ORDER BY tag').pluck());

/** A sketch's tags, alphabetically. */
export function sketchTags(db: Db, sketchId: number): string[] {
  return sketchTagsStatement(db).all(sketchId) as string[];
}

const deleteSketchTags = oncePerDb((db) => db.prepare('DELETE FROM sketch_tags WHERE sketch_id = ?'));
const insertSketchTag = oncePerDb((db) => db.prepare('INSERT OR IGNORE INTO sketch_tags (sketch_id, tag) VALUES (?, ?)'));

/** Replaces a sketch's tags (a repeated tag is kept once). */
export function setSketchTags(db: Db, sketchId: number, tags: readonly string[]): void {
  deleteSketchTags(db).run(sketchId);
  const insert = insertSketchTag(db);
  for (const tag of tags) insert.run(sketchId, tag);
}

/** Statements of sketchPassesFilter: one per filter text (feeds/cards.ts's visibleTo has two). */
const sketchPassesFilterStatement = statementCache('pluck', 8);

/** Whether a sketch exists and passes a feed's visibility filter (feeds/cards.ts's visibleTo, on the alias s). */
export function sketchPassesFilter(db: Db, sketchId: number, filter: { sql: string; params: readonly unknown[] }): boolean {
  return sketchPassesFilterStatement(db, `SELECT s.id FROM sketches s WHERE s.id = ? AND ${filter.sql}`).get(sketchId, ...filter.params) !== undefined;
}

/**
 * What the image routes read of a sketch: its size, artist, turn and uploaded file, whether it is
 * mature or taken down (who may see its pictures), and the name its watermark shows (the patron's watermark name, else their nickname; null without a
 * watermark) with the year it was made.
 */
export type SketchImageRow = Pick<SketchRow, 'id' | 'width' | 'height' | 'orientation' | 'upload_file' | 'created' | 'mature' | 'violation'> & { userId: number; watermarkName: string | null };

const findSketchImageStatement = oncePerDb((db) =>
  db.prepare(
    `SELECT s.id, s.width, s.height, s.user_id AS userId, s.orientation, s.upload_file, s.created, s.mature, s.violation,
       CASE WHEN s.watermark = 1 THEN coalesce(nullif(trim(p.wm_name), ''), u.nickname) END AS watermarkName
     FROM sketches s JOIN users u ON u.id = s.user_id LEFT JOIN patron_settings p ON p.user_id = s.user_id
     WHERE s.id = ?`,
  ),
);

export function findSketchImage(db: Db, sketchId: number): SketchImageRow | undefined {
  return findSketchImageStatement(db).get(sketchId) as SketchImageRow | undefined;
}

const popularTagsStatement = oncePerDb((db) => db.prepare('SELECT tag FROM sketch_tags GROUP BY tag ORDER BY count(*) DESC, tag LIMIT ?').pluck());

/** The tags used most, the most used first. */
export function popularTags(db: Db, limit: number): string[] {
  return popularTagsStatement(db).all(limit) as string[];
}

const insertUploadedSketchRow = oncePerDb((db) =>
  db
    .prepare(
      `INSERT INTO sketches (id, user_id, title, description, width, height, device, created, mature, format, private_file, watermark)
       VALUES (${nextIdSql('sketches')}, ?, ?, ?, ?, ?, 'Web upload', ?, ?, ?, ?, ?)`,
    ),
);
/** Records an uploaded sketch with its tags (the file comes after: setUploadFile) and returns its id. Call it in a transaction. */
export function insertUploadedSketch(
  db: Db,
  sketch: Pick<SketchRow, 'user_id' | 'title' | 'description' | 'width' | 'height' | 'created' | 'mature' | 'format' | 'private_file' | 'watermark'>,
  tags: readonly string[],
): number {
  const { lastInsertRowid } = insertUploadedSketchRow(db).run(sketch.user_id, sketch.title, sketch.description, sketch.width, sketch.height, sketch.created, sketch.mature, sketch.format, sketch.private_file, sketch.watermark);
  const insertTag = insertSketchTag(db);
  for (const tag of tags) insertTag.run(lastInsertRowid, tag);
  return Number(lastInsertRowid);
}

const setUploadFileStatement = oncePerDb((db) => db.prepare('UPDATE sketches SET upload_file = ? WHERE id = ?'));

/** Names the stored upload of a sketch (its file under uploads/). */
export function setUploadFile(db: Db, sketchId: number, fileName: string): void {
  setUploadFileStatement(db).run(fileName, sketchId);
}

const findSketchRowStatement = oncePerDb((db) => db.prepare('SELECT * FROM sketches WHERE id = ?'));

/** A sketch's whole row, or undefined. */
export function findSketchRow(db: Db, id: number): SketchRow | undefined {
  return findSketchRowStatement(db).get(id) as SketchRow | undefined;
}

const ratingOfStatement = oncePerDb((db) => db.prepare('SELECT rating FROM ratings WHERE user_id = ? AND sketch_id = ?').pluck());

/** A user's rating of a sketch, or undefined when they gave none. */
export function ratingOf(db: Db, userId: number, sketchId: number): 'rules' | 'piggy' | undefined {
  return ratingOfStatement(db).get(userId, sketchId) as 'rules' | 'piggy' | undefined;
}

const rulesGivenCountStatement = oncePerDb((db) => db.prepare("SELECT count(*) FROM ratings WHERE user_id = ? AND rating = 'rules'").pluck());

/** How many sketches a user has rated 'rules'. */
export function rulesGivenCount(db: Db, userId: number): number {
  return rulesGivenCountStatement(db).get(userId) as number;
}

const allSketchCountStatement = oncePerDb((db) => db.prepare('SELECT count(*) FROM sketches WHERE user_id = ?').pluck());

/** How many sketches a user has, unlisted and taken down ones too (the current-user global's count). */
export function allSketchCount(db: Db, userId: number): number {
  return allSketchCountStatement(db).get(userId) as number;
}

/**
 * The condition on `sketches` (aliased `s`) of a sketch that counts in a user's number of
 * sketches: not unlisted, not taken down. One rule wherever the number shows (the profile, the
 * artists directory, the owner's block on the home page), so the owner never sees two numbers. It
 * counts what is listed for others, which can surprise the owner, who sees their unlisted sketches
 * on their own pages, so the home page's block also says how many are left out
 * (`hiddenSketchCount`). Mature ones count as the viewer sees them (COUNTED_SKETCH_SEEN).
 */
export const COUNTED_SKETCH = 's.unlisted = 0 AND s.violation IS NULL';

/**
 * COUNTED_SKETCH for a viewer: a mature sketch counts for its artist and viewers marked mature
 * alone, who see it listed (spec part 1 §5). Its two parameters: the viewer's mature flag (1 or
 * 0) and their id (0 for a visitor).
 */
export const COUNTED_SKETCH_SEEN = `${COUNTED_SKETCH} AND (s.mature = 0 OR ? = 1 OR s.user_id = ?)`;

/** The parameters of COUNTED_SKETCH_SEEN for `viewer` (null: a visitor). */
export const countedSketchParams = (viewer: { id: number; mature: boolean } | null): [number, number] => [viewer?.mature ? 1 : 0, viewer?.id ?? 0];

const countedSketchCountStatement = oncePerDb((db) => db.prepare(`SELECT count(*) FROM sketches s WHERE s.user_id = ? AND ${COUNTED_SKETCH_SEEN}`).pluck());

/** How many of a user's sketches count in their number, for `viewer` (COUNTED_SKETCH_SEEN). */
export function countedSketchCount(db: Db, userId: number, viewer: { id: number; mature: boolean } | null): number {
  return countedSketchCountStatement(db).get(userId, ...countedSketchParams(viewer)) as number;
}

const hiddenSketchCountStatement = oncePerDb((db) => db.prepare(`SELECT count(*) FROM sketches s WHERE s.user_id = ? AND NOT (${COUNTED_SKETCH})`).pluck());

/** The user's sketches countedSketchCount leaves out (unlisted, or taken down). */
export function hiddenSketchCount(db: Db, userId: number): number {
  return hiddenSketchCountStatement(db).get(userId) as number;
}

/** What a link to a sketch shows: its title and size. */
export type SketchRefRow = Pick<SketchRow, 'id' | 'title' | 'width' | 'height'>;

/** The sketch page's links (its parent, the artist's previous and next, the WIPs): four per page. */
const sketchRefStatement = statementCache();

/**
 * Sketches meeting a condition and a visibility filter (both SQL on the alias s, written by the
 * caller's code, every value bound), in an order, at most `limit`: the sketch page's links.
 */
export function sketchRefRows(db: Db, where: { sql: string; params: unknown[] }, filter: { sql: string; params: unknown[] }, order: string, limit: number): SketchRefRow[] {
  return sketchRefStatement(db, `SELECT s.id, s.title, s.width, s.height FROM sketches s WHERE ${where.sql} AND ${filter.sql} ORDER BY ${order} LIMIT ${limit}`).all(
    ...where.params,
    ...filter.params,
  ) as SketchRefRow[];
}

// The pickers offer only what may be a profile picture: no mature or taken-down sketch (profileRules.ts).
const newestSketchRefsStatement = oncePerDb((db) =>
  db.prepare('SELECT id, title, width, height FROM sketches WHERE user_id = ? AND mature = 0 AND violation IS NULL ORDER BY created DESC, id DESC LIMIT ?'),
);

/** A user's newest sketches that may be a profile picture (the edit-profile pickers). */
export function newestSketchRefs(db: Db, userId: number, limit: number): SketchRefRow[] {
  return newestSketchRefsStatement(db).all(userId, limit) as SketchRefRow[];
}

const newestSketchRefsOfSizeStatement = oncePerDb((db) =>
  db
    .prepare(
      'SELECT id, title, width, height FROM sketches WHERE user_id = ? AND width = ? AND height = ? AND mature = 0 AND violation IS NULL ORDER BY created DESC, id DESC LIMIT 6',
    ),
);

/** A user's newest sketches of one size (the cover picker's), at most 6. */
export function newestSketchRefsOfSize(db: Db, userId: number, width: number, height: number): SketchRefRow[] {
  return newestSketchRefsOfSizeStatement(db).all(userId, width, height) as SketchRefRow[];
}
