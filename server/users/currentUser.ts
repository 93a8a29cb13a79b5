// The current-user global (spec part 1 §3) and the ban that applies to a user right now.
import { parseIcons } from '../auth/roles';
import type { Db } from '../db/database';
import { findUser, type UserRow } from '../data/users';
import { avatarUrl } from '../entities/urls';
import type { BanRecord, CurrentUser } from '../../src/api/schemas/session';

/** The users row of request.viewer: the whole row (data/users.ts). */
export type ActorRow = UserRow;
/** The users row by id, from the users data module (server/dev/ still imports it from here). */
export { findUser };

interface BanRow {
  id: number;
  duration: number;
  date_start: string;
  date_end: string | null;
  reason: string | null;
  offenses: number;
}

/** Same origin: the socket.io chat runs on this server. */
const CHAT_SERVER = '/';

/**
 * The ban in force: a suspension or permanent ban first, else an unaccepted warning.
 * A suspension whose end has passed no longer counts.
 */
export function activeBan(db: Db, userId: number, nowMs: number): (BanRecord & { id: number }) | null {
  const row = db
    .prepare(
      `SELECT id, duration, date_start, date_end, reason, offenses FROM bans
       WHERE user_id = ? AND accepted = 0 AND (duration <= 0 OR date_end IS NULL OR date_end > ?)
       ORDER BY (duration = 0), date_start DESC LIMIT 1`,
    )
    .get(userId, new Date(nowMs).toISOString()) as BanRow | undefined;
  if (!row) return null;
  return {
    id: row.id,
    duration: row.duration,
    dateStart: row.date_start,
    dateEnd: row.date_end,
    reason: row.reason,
    offenses: row.offenses,
  };
}

const idList = (db: Db, sql: string, userId: number) =>
  (db.prepare(sql).pluck().all(userId) as number[]).sort((a, b) => a - b);

export function currentUser(db: Db, userId: number, nowMs: number): CurrentUser | null {
  const user = findUser(db, userId);
  if (!user) return null;
  const ban = activeBan(db, userId, nowMs);
  const count = (sql: string) => db.prepare(sql).pluck().get(userId) as number;
  return {
    id: user.id,
    avatar: avatarUrl(user.id, user.avatar_sketch_id),
    nickname: user.nickname,
    mature: user.mature === 1,
    following: idList(db, 'SELECT artist_id FROM follows WHERE fan_id = ?', userId),
    blocks: idList(db, 'SELECT blocked_id FROM blocks WHERE blocker_id = ?', userId),
    icons: parseIcons(user.icons),
    chatId: user.chat_id,
    chatServer: user.chat_id ? CHAT_SERVER : null,
    ban: ban ? withoutId(ban) : null,
    showHeader: user.show_header === 1,
    googleLogin: user.google_login === 1,
    thumbs: user.thumbs === 1,
    glops: user.glops,
    fans: count('SELECT count(*) FROM follows WHERE artist_id = ?'),
    sketches: count('SELECT count(*) FROM sketches WHERE user_id = ?'),
    since: user.patron_since,
  };
}

function withoutId({ id: _id, ...ban }: BanRecord & { id: number }): BanRecord {
  return ban;
}

/** The gloperator acting as a session's user, as the page names them; null when there is none (or they are gone). */
export function actingModerator(db: Db, moderatorId: number | null): { id: number; nickname: string } | null {
  if (moderatorId === null) return null;
  const row = db.prepare('SELECT id, nickname FROM users WHERE id = ?').get(moderatorId) as { id: number; nickname: string } | undefined;
  return row ?? null;
}
