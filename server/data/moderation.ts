// The queries of the moderation domain: the moderators' log, bans and warnings, the reported
// comments and sketches, the usage counts, the live-data edits and merging accounts.
import type { Db } from '../db/database';
import { oncePerDb } from './perDatabase';

export interface ModerationLogEntry {
  moderatorId: number;
  action: string;
  userId: number | null;
  sketchId: number | null;
  details: string;
  date: string;
}

const logModerationStatement = oncePerDb((db) => db.prepare('INSERT INTO moderation_log (moderator_id, action, user_id, sketch_id, details, date) VALUES (?, ?, ?, ?, ?, ?)'));

export function logModeration(db: Db, entry: ModerationLogEntry): void {
  logModerationStatement(db).run(
    entry.moderatorId,
    entry.action,
    entry.userId,
    entry.sketchId,
    entry.details,
    entry.date,
  );
}

/** A ban with the names of its user and of the moderator who gave it. */
export interface BanListRow {
  id: number;
  user_id: number;
  duration: number;
  date_start: string;
  date_end: string | null;
  reason: string | null;
  notes: string | null;
  offenses: number;
  accepted: number;
  nickname: string;
  avatar_sketch_id: number | null;
  by_nickname: string | null;
}

const bansPageStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT b.id, b.user_id, b.duration, b.date_start, b.date_end, b.reason, b.notes, b.offenses, b.accepted,
              u.nickname, u.avatar_sketch_id, m.nickname AS by_nickname
       FROM bans b JOIN users u ON u.id = b.user_id LEFT JOIN users m ON m.id = b.by_user_id
       ORDER BY b.date_start DESC, b.id DESC LIMIT ? OFFSET ?`,
    ),
);

/** Bans and warnings, the newest first. */
export function bansPage(db: Db, limit: number, offset: number): BanListRow[] {
  return bansPageStatement(db).all(limit, offset) as BanListRow[];
}

/** A reported comment with its author and how often (and when last) it was reported. */
export interface ReportedCommentRow {
  id: number;
  text: string;
  date: string;
  user_id: number;
  nickname: string;
  avatar_sketch_id: number | null;
  target_type: 'sketch' | 'profile' | 'compo';
  target_id: number;
  reports: number;
  last_report: string;
}

const reportedCommentsPageStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT c.id, c.text, c.date, c.user_id, u.nickname, u.avatar_sketch_id, c.target_type, c.target_id,
              count(*) AS reports, max(r.date) AS last_report
       FROM comment_reports r JOIN comments c ON c.id = r.comment_id JOIN users u ON u.id = c.user_id
       GROUP BY c.id ORDER BY last_report DESC, c.id DESC LIMIT ? OFFSET ?`,
    ),
);

/** Reported comments, the most recently reported first. */
export function reportedCommentsPage(db: Db, limit: number, offset: number): ReportedCommentRow[] {
  return reportedCommentsPageStatement(db).all(limit, offset) as ReportedCommentRow[];
}

/** One report of a comment: the comment and the user who reported it. */
export interface CommentReporterRow {
  comment_id: number;
  id: number;
  nickname: string;
  avatar_sketch_id: number | null;
  glops: number;
}

const commentReportersStatement = oncePerDb((db) =>
  db.prepare(
    `SELECT r.comment_id, u.id, u.nickname, u.avatar_sketch_id, u.glops
     FROM comment_reports r JOIN users u ON u.id = r.user_id
     WHERE r.comment_id IN (SELECT value FROM json_each(?))
     ORDER BY r.comment_id, r.date, u.id`,
  ),
);

/** Who reported each of these comments, the earliest report first. */
export function commentReporters(db: Db, commentIds: readonly number[]): CommentReporterRow[] {
  if (commentIds.length === 0) return [];
  return commentReportersStatement(db).all(JSON.stringify(commentIds)) as CommentReporterRow[];
}

/** A report of a sketch with the sketch's title and size and the reporter's nickname. */
export interface SketchReportRow {
  id: number;
  sketch_id: number;
  title: string | null;
  width: number;
  height: number;
  date: string;
  details: string;
  copyright: number;
  inappropriate: number;
  notsketch: number;
  challengedq: number;
  compodq: number;
  reporter: string;
}

const sketchReportsPageStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT r.id, r.sketch_id, s.title, s.width, s.height, r.date, r.details, r.copyright, r.inappropriate, r.notsketch,
              r.challengedq, r.compodq, u.nickname AS reporter
       FROM sketch_reports r JOIN sketches s ON s.id = r.sketch_id JOIN users u ON u.id = r.user_id
       ORDER BY r.date DESC, r.id DESC LIMIT ? OFFSET ?`,
    ),
);

/** Reports of sketches, the newest first. */
export function sketchReportsPage(db: Db, limit: number, offset: number): SketchReportRow[] {
  return sketchReportsPageStatement(db).all(limit, offset) as SketchReportRow[];
}

/** Tables whose row counts the usage report lists (the ones that grow with use). */
export const COUNTED_TABLES = ['users', 'sketches', 'comments', 'hearts', 'follows', 'albums', 'message_posts', 'sessions', 'bans', 'analytics'] as const;

export function tableRowCount(db: Db, table: (typeof COUNTED_TABLES)[number]): number {
  // The table name comes from the list above, never from a request.
  return db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
}

const commentForLogStatement = oncePerDb((db) => db.prepare('SELECT user_id, text FROM comments WHERE id = ?'));

/** A comment's author and text (what the log keeps of a deleted comment); undefined when there is none. */
export function commentForLog(db: Db, id: number): { user_id: number; text: string } | undefined {
  return commentForLogStatement(db).get(id) as { user_id: number; text: string } | undefined;
}

const latestOffenseStatement = oncePerDb((db) => db.prepare('SELECT coalesce(max(offenses), 0) FROM bans WHERE user_id = ?').pluck());

/** The number of a user's latest offense (0 when they have none). */
export function latestOffense(db: Db, userId: number): number {
  return latestOffenseStatement(db).get(userId) as number;
}

const pendingWarningIdStatement = oncePerDb((db) => db.prepare('SELECT id FROM bans WHERE user_id = ? AND duration = 0 AND accepted = 0').pluck());

/** The user's warning they have not accepted yet, if any. */
export function pendingWarningId(db: Db, userId: number): number | undefined {
  return pendingWarningIdStatement(db).get(userId) as number | undefined;
}

export interface NewBan {
  userId: number;
  /** Hours: 0 = warning, -1 = permanent. */
  duration: number;
  dateStart: string;
  dateEnd: string | null;
  reason: string;
  notes: string;
  offenses: number;
  byUserId: number;
}

const insertBanStatement = oncePerDb((db) =>
  db
    .prepare(
      'INSERT INTO bans (user_id, duration, date_start, date_end, reason, notes, offenses, accepted, by_user_id) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)',
    ),
);

export function insertBan(db: Db, ban: NewBan): void {
  insertBanStatement(db).run(
    ban.userId,
    ban.duration,
    ban.dateStart,
    ban.dateEnd,
    ban.reason,
    ban.notes,
    ban.offenses,
    ban.byUserId,
  );
}

const renewWarningStatement = oncePerDb((db) => db.prepare('UPDATE bans SET date_start = ?, reason = ?, notes = ?, offenses = ?, by_user_id = ? WHERE id = ?'));

/** Gives a pending warning anew: its date, reason, notes and offense number, and who gave it. */
export function renewWarning(db: Db, id: number, warning: Pick<NewBan, 'dateStart' | 'reason' | 'notes' | 'offenses' | 'byUserId'>): void {
  renewWarningStatement(db).run(
    warning.dateStart,
    warning.reason,
    warning.notes,
    warning.offenses,
    warning.byUserId,
    id,
  );
}

/** The fields of the live record a moderator may edit (src/lib/moderation.ts's EDIT_DATA_FIELDS). */
export type EditableField = { target: 'sketch'; field: 'title' | 'description' } | { target: 'user'; field: 'about' };

const tableOf = (target: EditableField['target']) => (target === 'sketch' ? 'sketches' : 'users');

/** The stored value of an editable field; undefined when there is no such sketch or user. */
export function editableValue(db: Db, { target, field }: EditableField, id: number): { value: string | null } | undefined {
  // The column names come from the validated literals of EditableField, never from a request as sent.
  return db.prepare(`SELECT ${field} AS value FROM ${tableOf(target)} WHERE id = ?`).get(id) as { value: string | null } | undefined;
}

export function setEditableValue(db: Db, { target, field }: EditableField, id: number, value: string): void {
  db.prepare(`UPDATE ${tableOf(target)} SET ${field} = ? WHERE id = ?`).run(value, id);
}

const wasMergedStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM user_merges WHERE from_user_id = ?').pluck());

export function wasMerged(db: Db, userId: number): boolean {
  return wasMergedStatement(db).get(userId) !== undefined;
}

const mergeSketches = oncePerDb((db) => db.prepare('UPDATE sketches SET user_id = ? WHERE user_id = ?'));
const mergeComments = oncePerDb((db) => db.prepare('UPDATE comments SET user_id = ? WHERE user_id = ?'));
const mergeAlbums = oncePerDb((db) => db.prepare('UPDATE albums SET user_id = ? WHERE user_id = ?'));
const mergeFans = oncePerDb((db) =>
  db
    .prepare(
      'INSERT OR IGNORE INTO follows (fan_id, artist_id, date, notes, notify_uploads, notify_stream) SELECT fan_id, ?, date, notes, notify_uploads, notify_stream FROM follows WHERE artist_id = ? AND fan_id <> ?',
    ),
);
const mergeFollowed = oncePerDb((db) =>
  db
    .prepare(
      'INSERT OR IGNORE INTO follows (fan_id, artist_id, date, notes, notify_uploads, notify_stream) SELECT ?, artist_id, date, notes, notify_uploads, notify_stream FROM follows WHERE fan_id = ? AND artist_id <> ?',
    ),
);
const deleteMergedFollows = oncePerDb((db) => db.prepare('DELETE FROM follows WHERE fan_id = ? OR artist_id = ?'));
const mergeGlops = oncePerDb((db) => db.prepare('UPDATE users SET glops = glops + (SELECT glops FROM users WHERE id = ?) WHERE id = ?'));
const clearMergedGlops = oncePerDb((db) => db.prepare('UPDATE users SET glops = 0 WHERE id = ?'));
// Its avatar and cover were sketches of its own, which are the other account's now: the pictures
// served for it would be refused (routes/images.ts serves a profile picture from its owner's sketch).
const clearMergedPictures = oncePerDb((db) => db.prepare('UPDATE users SET avatar_sketch_id = NULL, cover_sketch_id = NULL WHERE id = ?'));
const insertUserMerge = oncePerDb((db) =>
  db
    .prepare(
      'INSERT INTO user_merges (from_user_id, into_user_id, by_user_id, sketches, comments, albums, date) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
);

/**
 * Moves one account's sketches, comments, albums, fans, follows and glops into another (its
 * avatar and cover, now the other's sketches, go back to the generated ones) and records the merge; returns how many sketches, comments and albums moved. Call it in a transaction.
 */
export function mergeUser(db: Db, fromUserId: number, intoUserId: number, byUserId: number, date: string): { sketches: number; comments: number; albums: number } {
  const sketches = mergeSketches(db).run(intoUserId, fromUserId).changes;
  const comments = mergeComments(db).run(intoUserId, fromUserId).changes;
  const albums = mergeAlbums(db).run(intoUserId, fromUserId).changes;
  // Fans and hearts the target has already stay one; the rest move.
  mergeFans(db).run(intoUserId, fromUserId, intoUserId);
  mergeFollowed(db).run(intoUserId, fromUserId, intoUserId);
  deleteMergedFollows(db).run(fromUserId, fromUserId);
  mergeGlops(db).run(fromUserId, intoUserId);
  clearMergedGlops(db).run(fromUserId);
  clearMergedPictures(db).run(fromUserId);
  insertUserMerge(db).run(fromUserId, intoUserId, byUserId, sketches, comments, albums, date);
  return { sketches, comments, albums };
}

const acceptWarningStatement = oncePerDb((db) => db.prepare('UPDATE bans SET accepted = 1 WHERE id = ?'));

/** A user accepts their warning (a warning only: a suspension ends on its own date). */
export function acceptWarning(db: Db, banId: number): void {
  acceptWarningStatement(db).run(banId);
}

const insertDevWarningStatement = oncePerDb((db) => db.prepare('INSERT INTO bans (user_id, duration, date_start, reason, offenses, accepted) VALUES (?, 0, ?, ?, 1, 0)'));

/** Gives the user a first-offense warning (no notes, no gloperator: the development surface re-issues it). */
export function insertDevWarning(db: Db, userId: number, dateStart: string, reason: string): void {
  insertDevWarningStatement(db).run(userId, dateStart, reason);
}

/** What the current-user global shows of a ban. */
export interface ActiveBanRow {
  id: number;
  duration: number;
  date_start: string;
  date_end: string | null;
  reason: string | null;
  offenses: number;
}

const findActiveBanStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT id, duration, date_start, date_end, reason, offenses FROM bans
       WHERE user_id = ? AND accepted = 0 AND (duration <= 0 OR date_end IS NULL OR date_end > ?)
       ORDER BY (duration = 0), (duration < 0 OR date_end IS NULL) DESC, date_end DESC, date_start DESC LIMIT 1`,
    ),
);

/**
 * The ban in force at `nowIso`: a suspension or permanent ban first (of several, the one that
 * ends last: a permanent ban, else the latest end, so a shorter suspension given later never
 * shows an end after which the longer one comes back), else an unaccepted warning; a suspension
 * whose end has passed no longer counts. Undefined when there is none.
 */
export function findActiveBan(db: Db, userId: number, nowIso: string): ActiveBanRow | undefined {
  return findActiveBanStatement(db).get(userId, nowIso) as ActiveBanRow | undefined;
}
