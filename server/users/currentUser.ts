// The current-user global (spec part 1 §3) and the ban that applies to a user right now.
import { parseIcons } from '../auth/roles';
import type { Db } from '../db/database';
import { blockedIds, fanCount, followedIds } from '../data/follows';
import { findActiveBan } from '../data/moderation';
import { allSketchCount } from '../data/sketches';
import { findUser, nicknameOf, type UserRow } from '../data/users';
import { avatarUrl } from '../entities/urls';
import type { BanRecord, CurrentUser } from '../../src/api/schemas/session';

/** The users row of request.viewer: the whole row (data/users.ts). */
export type ActorRow = UserRow;
/** The users row by id, from the users data module (server/dev/ still imports it from here). */
export { findUser };

/** Same origin: the socket.io chat runs on this server. */
const CHAT_SERVER = '/';

/**
 * The ban in force: a suspension or permanent ban first, else an unaccepted warning.
 * A suspension whose end has passed no longer counts.
 */
export function activeBan(db: Db, userId: number, nowMs: number): (BanRecord & { id: number }) | null {
  const row = findActiveBan(db, userId, new Date(nowMs).toISOString());
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

export function currentUser(db: Db, userId: number, nowMs: number): CurrentUser | null {
  const user = findUser(db, userId);
  if (!user) return null;
  const ban = activeBan(db, userId, nowMs);
  return {
    id: user.id,
    avatar: avatarUrl(user.id, user.avatar_sketch_id),
    nickname: user.nickname,
    mature: user.mature === 1,
    // Both lists by id, ascending.
    following: followedIds(db, userId),
    blocks: blockedIds(db, userId),
    icons: parseIcons(user.icons),
    chatId: user.chat_id,
    chatServer: user.chat_id ? CHAT_SERVER : null,
    ban: ban ? withoutId(ban) : null,
    showHeader: user.show_header === 1,
    googleLogin: user.google_login === 1,
    thumbs: user.thumbs === 1,
    glops: user.glops,
    fans: fanCount(db, userId),
    sketches: allSketchCount(db, userId),
    since: user.patron_since,
    showChat: user.show_chat === 1,
    theme: user.theme,
  };
}

function withoutId({ id: _id, ...ban }: BanRecord & { id: number }): BanRecord {
  return ban;
}

/** The gloperator acting as a session's user, as the page names them; null when there is none (or they are gone). */
export function actingModerator(db: Db, moderatorId: number | null): { id: number; nickname: string } | null {
  if (moderatorId === null) return null;
  const nickname = nicknameOf(db, moderatorId);
  return nickname === undefined ? null : { id: moderatorId, nickname };
}
