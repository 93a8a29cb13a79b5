// The queries of the social graph: who is a fan of whom (follows) with the fan's notification
// settings, who blocks whom (blocks), the notes artists send their fans, reports of users.
import { writeTransaction, type Db } from '../db/database';
import { oncePerDb } from './perDatabase';

const fanCountStatement = oncePerDb((db) => db.prepare('SELECT count(*) FROM follows WHERE artist_id = ?').pluck());

/** How many fans an artist has. */
export function fanCount(db: Db, artistId: number): number {
  return fanCountStatement(db).get(artistId) as number;
}

const isFanStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM follows WHERE fan_id = ? AND artist_id = ?'));

export function isFan(db: Db, fanId: number, artistId: number): boolean {
  return isFanStatement(db).get(fanId, artistId) !== undefined;
}

const addFanStatement = oncePerDb((db) => db.prepare('INSERT OR IGNORE INTO follows (fan_id, artist_id, date) VALUES (?, ?, ?)'));

/** Makes `fanId` a fan of `artistId` (a fan already stays one, with their settings). */
export function addFan(db: Db, fanId: number, artistId: number, date: string): void {
  addFanStatement(db).run(fanId, artistId, date);
}

const removeFanStatement = oncePerDb((db) => db.prepare('DELETE FROM follows WHERE fan_id = ? AND artist_id = ?'));

export function removeFan(db: Db, fanId: number, artistId: number): void {
  removeFanStatement(db).run(fanId, artistId);
}

/** What a fan is told about: notes, uploads, streams (each 0 or 1). */
export interface FanSettingsRow {
  notes: number;
  notify_uploads: number;
  notify_stream: number;
}

export type FanSetting = keyof FanSettingsRow;

/** A fan's settings, or undefined when `fanId` is not a fan of `artistId`. */
export function fanSettings(db: Db, fanId: number, artistId: number): FanSettingsRow | undefined {
  const follow = findFollow(db, fanId, artistId);
  return follow && { notes: follow.notes, notify_uploads: follow.notify_uploads, notify_stream: follow.notify_stream };
}

/** Sets one of a fan's settings and returns them all; undefined (nothing changed) when `fanId` is not a fan of `artistId`. */
export function setFanSetting(db: Db, fanId: number, artistId: number, setting: FanSetting, on: boolean): FanSettingsRow | undefined {
  // The column name is one of FanSetting's literals, never a request's text.
  const changed = db.prepare(`UPDATE follows SET ${setting} = ? WHERE fan_id = ? AND artist_id = ?`).run(on ? 1 : 0, fanId, artistId).changes;
  return changed === 0 ? undefined : fanSettings(db, fanId, artistId);
}

const noteFanCount = oncePerDb((db) => db.prepare('SELECT count(*) FROM follows WHERE artist_id = ? AND notes = 1').pluck());
const insertFanNote = oncePerDb((db) => db.prepare('INSERT INTO fan_notes (user_id, message, fans_notified, date) VALUES (?, ?, ?, ?)'));

/** Records an artist's note to their fans, counting the fans who asked for notes; returns that count. */
export function sendNoteToFans(db: Db, artistId: number, message: string, date: string): number {
  const fansNotified = noteFanCount(db).get(artistId) as number;
  insertFanNote(db).run(artistId, message, fansNotified, date);
  return fansNotified;
}

const isBlockedByStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM blocks WHERE blocker_id = ? AND blocked_id = ?'));

/** True when `blockerId` has blocked `userId`. */
export function isBlockedBy(db: Db, userId: number, blockerId: number): boolean {
  return isBlockedByStatement(db).get(blockerId, userId) !== undefined;
}

const addBlockStatement = oncePerDb((db) => db.prepare('INSERT OR IGNORE INTO blocks (blocker_id, blocked_id, date) VALUES (?, ?, ?)'));

/**
 * Blocks a user (a second block changes nothing). Neither stays a fan of the other: a blocked fan
 * would still be told of the blocker's uploads and streams, and the blocker would still be told
 * of theirs.
 */
export function addBlock(db: Db, blockerId: number, blockedId: number, date: string): void {
  writeTransaction(db, () => {
    addBlockStatement(db).run(blockerId, blockedId, date);
    removeFanStatement(db).run(blockerId, blockedId);
    removeFanStatement(db).run(blockedId, blockerId);
  });
}

const removeBlockStatement = oncePerDb((db) => db.prepare('DELETE FROM blocks WHERE blocker_id = ? AND blocked_id = ?'));

export function removeBlock(db: Db, blockerId: number, blockedId: number): void {
  removeBlockStatement(db).run(blockerId, blockedId);
}

const blockedIdsStatement = oncePerDb((db) => db.prepare('SELECT blocked_id FROM blocks WHERE blocker_id = ? ORDER BY blocked_id').pluck());

/** The users `blockerId` blocks, by id. */
export function blockedIds(db: Db, blockerId: number): number[] {
  return blockedIdsStatement(db).all(blockerId) as number[];
}

const blockerIdsStatement = oncePerDb((db) => db.prepare('SELECT blocker_id FROM blocks WHERE blocked_id = ? ORDER BY blocker_id').pluck());

/** The users who block `blockedId`, by id. */
export function blockerIds(db: Db, blockedId: number): number[] {
  return blockerIdsStatement(db).all(blockedId) as number[];
}

const reportUserStatement = oncePerDb((db) => db.prepare('INSERT OR IGNORE INTO user_reports (user_id, reporter_id, date) VALUES (?, ?, ?)'));

/** A user's report of another (a second report by the same user changes nothing). */
export function reportUser(db: Db, userId: number, reporterId: number, date: string): void {
  reportUserStatement(db).run(userId, reporterId, date);
}

/** A fan's follow of an artist: since when, and their settings. */
export type FollowRow = FanSettingsRow & { date: string };

const findFollowStatement = oncePerDb((db) => db.prepare('SELECT date, notes, notify_uploads, notify_stream FROM follows WHERE fan_id = ? AND artist_id = ?'));

/** `fanId`'s follow of `artistId`, or undefined when they are not a fan. */
export function findFollow(db: Db, fanId: number, artistId: number): FollowRow | undefined {
  return findFollowStatement(db).get(fanId, artistId) as FollowRow | undefined;
}

const fanOfCountStatement = oncePerDb((db) => db.prepare('SELECT count(*) FROM follows WHERE fan_id = ?').pluck());

/** How many artists a user is a fan of. */
export function fanOfCount(db: Db, fanId: number): number {
  return fanOfCountStatement(db).get(fanId) as number;
}

const followedIdsStatement = oncePerDb((db) => db.prepare('SELECT artist_id FROM follows WHERE fan_id = ? ORDER BY artist_id').pluck());

/** The artists a user is a fan of, by id. */
export function followedIds(db: Db, fanId: number): number[] {
  return followedIdsStatement(db).all(fanId) as number[];
}

/** A user of a fan list, with the date the follow began. */
export interface FanListRow {
  id: number;
  nickname: string;
  avatar_sketch_id: number | null;
  date: string;
}

/** A user's fans (followers) or the artists they are a fan of (following), the newest follow first. */
export function fanListRows(db: Db, userId: number, which: 'followers' | 'following', limit: number, offset: number): FanListRow[] {
  // The column names are chosen by the literal `which`, never by a request's text.
  const [mine, theirs] = which === 'followers' ? ['artist_id', 'fan_id'] : ['fan_id', 'artist_id'];
  return db
    .prepare(
      `SELECT u.id, u.nickname, u.avatar_sketch_id, f.date FROM follows f JOIN users u ON u.id = f.${theirs}
       WHERE f.${mine} = ? ORDER BY f.date DESC, u.id LIMIT ? OFFSET ?`,
    )
    .all(userId, limit, offset) as FanListRow[];
}

const blockedEitherWayStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM blocks WHERE (blocker_id = ? AND blocked_id = ?) OR (blocker_id = ? AND blocked_id = ?)').pluck());

/** Whether either of two users blocks the other. */
export function blockedEitherWay(db: Db, userId: number, otherId: number): boolean {
  return (
    blockedEitherWayStatement(db).get(otherId, userId, userId, otherId) !==
    undefined
  );
}
