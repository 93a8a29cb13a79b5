// Challenges, compos, groups and live streams as the client's entities (spec part 1 §3, part 2 §3).
import type { Group } from '../../src/api/schemas/galleries';
import type { Challenge, Compo, LiveStream } from '../../src/api/schemas/home';
import type { CompoState } from '../../src/api/schemas/sketchCards';
import type { UserSummary } from '../../src/api/schemas/users';
import type { Db } from '../db/database';
import type { CompoRow } from '../data/compos';
import type { GroupRow } from '../data/groups';
import { findUserSummaryRow, type UserSummaryRow } from '../data/users';
import { STREAM_SELECT, streamOf, type StreamRow } from './streams';
import { avatarUrl, sketchImageUrl } from './urls';

const imageOrEmpty = (sketchId: number | null) => (sketchId ? sketchImageUrl(sketchId) : '');


export function userSummaryOf(row: UserSummaryRow): UserSummary {
  return { id: row.id, nickname: row.nickname, avatar: avatarUrl(row.id, row.avatar_sketch_id), glops: row.glops };
}

export function findUserSummary(db: Db, id: number | null): UserSummary | null {
  if (id === null) return null;
  const row = findUserSummaryRow(db, id);
  return row ? userSummaryOf(row) : null;
}

// ---- Compos ----

/** Open until submissions close, then voting until voting closes, then closed. */
export function compoState(row: Pick<CompoRow, 'end_date' | 'end_voting_date'>, nowIso: string): CompoState {
  if (nowIso < row.end_date) return 'open';
  return nowIso < row.end_voting_date ? 'voting' : 'closed';
}

/** A compo as listed (no comments: the compo page loads those). */
export function compoOf(db: Db, row: CompoRow, nowIso: string, viewerId: number | null): Compo {
  const state = compoState(row, nowIso);
  const count = (sql: string) => db.prepare(sql).pluck().get(row.id) as number;
  return {
    id: row.id,
    keyName: row.key_name,
    name: row.key_name,
    title: row.title,
    thumbnail: imageOrEmpty(row.thumbnail_sketch_id),
    state,
    startDate: row.start_date,
    endDate: row.end_date,
    endVotingDate: row.end_voting_date,
    entries: count('SELECT count(*) FROM compo_entries WHERE compo_id = ?'),
    infos: row.infos,
    canVote: state === 'voting' && viewerId !== null,
    // A ballot stored by the viewer (compo_votes, migration 7): the vote button reads 'Update your vote'.
    hasVoted: viewerId !== null && !!db.prepare('SELECT 1 FROM compo_votes WHERE compo_id = ? AND user_id = ?').get(row.id, viewerId),
    commentCount: count("SELECT count(*) FROM comments WHERE target_type = 'compo' AND target_id = ?"),
  };
}

/** Running compos first (open, then voting, soonest deadline first), then the latest closed ones. */
export function homeCompos(db: Db, nowIso: string, limit: number, viewerId: number | null): Compo[] {
  if (limit === 0) return [];
  const running = db
    .prepare('SELECT * FROM compos WHERE end_voting_date > ? ORDER BY end_date > ? DESC, end_date, end_voting_date, id')
    .all(nowIso, nowIso) as CompoRow[];
  const closed = db
    .prepare('SELECT * FROM compos WHERE end_voting_date <= ? ORDER BY end_voting_date DESC, id DESC LIMIT ?')
    .all(nowIso, limit) as CompoRow[];
  return [...running, ...closed].slice(0, limit).map((row) => compoOf(db, row, nowIso, viewerId));
}

// ---- Challenges ----

export interface ChallengeRow {
  id: number;
  title: string;
  description: string;
  date: string;
  thumbnail_sketch_id: number | null;
  suggested_by: number | null;
}

/** A challenge without its neighbours (next, prev) and with the given entry cards. */
export function challengeOf(db: Db, row: ChallengeRow, sketches: Challenge['sketches']): Challenge {
  return {
    id: row.id,
    title: row.title,
    thumbnail: imageOrEmpty(row.thumbnail_sketch_id),
    description: row.description,
    date: row.date,
    user: findUserSummary(db, row.suggested_by),
    sketches,
    entries: db.prepare('SELECT count(*) FROM challenge_entries WHERE challenge_id = ?').pluck().get(row.id) as number,
    next: null,
    prev: null,
  };
}

// ---- Groups ----

export function groupOf(db: Db, row: GroupRow): Group {
  const count = (sql: string) => db.prepare(sql).pluck().get(row.id) as number;
  return {
    id: row.id,
    title: row.title,
    thumbnail: imageOrEmpty(row.thumbnail_sketch_id),
    sketches: count('SELECT count(*) FROM group_sketches WHERE group_id = ?'),
    users: count('SELECT count(*) FROM group_members WHERE group_id = ?'),
    description: row.description,
    officials: row.official === 1,
  };
}

// ---- Streams ----

/** Live streams, most watched first, without those of users the viewer blocks. */
export function liveStreams(db: Db, viewerId: number | null): LiveStream[] {
  const rows = db
    .prepare(
      `${STREAM_SELECT}
       WHERE st.ended IS NULL AND st.user_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ?)
       ORDER BY st.viewers DESC, st.id`,
    )
    .all(viewerId ?? 0) as StreamRow[];
  return rows.map(streamOf);
}
