// Challenges, compos, groups and live streams as the client's entities (spec part 1 §3, part 2 §3).
import type { Group } from '../../src/api/schemas/galleries';
import type { Challenge, Compo } from '../../src/api/schemas/home';
import type { CompoState } from '../../src/api/schemas/sketchCards';
import type { UserSummary } from '../../src/api/schemas/users';
import type { Db } from '../db/database';
import { challengeEntryCount, type ChallengeRow } from '../data/challenges';
import { commentCount } from '../data/comments';
import { closedCompos, compoEntryCount, compoHasEntry, hasCompoBallot, runningCompos, type CompoRow } from '../data/compos';
import { groupMemberCount, groupSketchCount, type GroupRow } from '../data/groups';
import { sketchPassesFilter } from '../data/sketches';
import { findUserSummaryRow, type UserSummaryRow } from '../data/users';
import { avatarUrl, sketchImageUrl } from './urls';
import { visibleTo, type FeedViewer } from '../feeds/cards';

/**
 * A thumbnail (of a compo, a challenge, a group, a stream) as `viewer` may see it: only while its
 * sketch is one the viewer's lists show (feeds/cards.ts visibleTo: public, not taken down, not
 * mature for a viewer not marked mature, not by a user they block), else ''. It was checked when
 * it was chosen, but its artist may since have made it unlisted or mature, or a moderator taken
 * it down; and a mature or taken-down sketch's picture is not served to them (routes/images.ts).
 */
export const thumbnailFor = (db: Db, sketchId: number | null, viewer: FeedViewer | null) =>
  sketchId !== null && sketchPassesFilter(db, sketchId, visibleTo(viewer)) ? sketchImageUrl(sketchId) : '';

/** A thumbnail shown alike to everyone (a group request, the group admin's lists): as a visitor sees it. */
export const publicThumbnail = (db: Db, sketchId: number | null) => thumbnailFor(db, sketchId, null);


export function userSummaryOf(row: UserSummaryRow): UserSummary {
  return { id: row.id, nickname: row.nickname, avatar: avatarUrl(row.id, row.avatar_sketch_id), glops: row.glops };
}

export function findUserSummary(db: Db, id: number | null): UserSummary | null {
  if (id === null) return null;
  const row = findUserSummaryRow(db, id);
  return row ? userSummaryOf(row) : null;
}

// ---- Compos ----

/**
 * Whether a compo takes entries at `nowIso`: from its start until submissions close (the sketch
 * page offers the same ones: data/compos.ts openCompos).
 */
export function compoTakesEntries(row: Pick<CompoRow, 'start_date' | 'end_date'>, nowIso: string): boolean {
  return row.start_date <= nowIso && nowIso < row.end_date;
}

/** Open until submissions close, then voting until voting closes, then closed. */
export function compoState(row: Pick<CompoRow, 'end_date' | 'end_voting_date'>, nowIso: string): CompoState {
  if (nowIso < row.end_date) return 'open';
  return nowIso < row.end_voting_date ? 'voting' : 'closed';
}

/** The entries of a compo the viewer sees and that are not theirs: what their ballot holds. */
const othersEntries = (viewer: FeedViewer) => {
  const visible = visibleTo(viewer);
  return { sql: `${visible.sql} AND s.user_id <> ?`, params: [...visible.params, viewer.id] };
};

/** A compo as `viewer` sees it listed (no comments: the compo page loads those); its entries are those they see. */
export function compoOf(db: Db, row: CompoRow, nowIso: string, viewer: FeedViewer | null): Compo {
  const state = compoState(row, nowIso);
  const viewerId = viewer?.id ?? null;
  return {
    id: row.id,
    keyName: row.key_name,
    name: row.key_name,
    title: row.title,
    thumbnail: thumbnailFor(db, row.thumbnail_sketch_id, viewer),
    state,
    startDate: row.start_date,
    endDate: row.end_date,
    endVotingDate: row.end_voting_date,
    entries: compoEntryCount(db, row.id, visibleTo(viewer)),
    infos: row.infos,
    // A voter needs an entry to vote on: one they see that is not their own (the ballot's sets).
    canVote: state === 'voting' && viewer !== null && compoHasEntry(db, row.id, othersEntries(viewer)),
    // A ballot stored by the viewer (compo_votes, migration 7): the vote button reads 'Update your vote'.
    hasVoted: viewerId !== null && hasCompoBallot(db, row.id, viewerId),
    commentCount: commentCount(db, 'compo', row.id),
  };
}

/** Running compos first (open, then voting, soonest deadline first), then the latest closed ones. */
export function homeCompos(db: Db, nowIso: string, limit: number, viewer: FeedViewer | null): Compo[] {
  if (limit === 0) return [];
  return [...runningCompos(db, nowIso), ...closedCompos(db, nowIso, limit)].slice(0, limit).map((row) => compoOf(db, row, nowIso, viewer));
}

// ---- Challenges ----

export type { ChallengeRow };

/** A challenge as `viewer` sees it, without its neighbours (next, prev) and with the given entry cards. */
export function challengeOf(db: Db, row: ChallengeRow, sketches: Challenge['sketches'], viewer: FeedViewer | null): Challenge {
  return {
    id: row.id,
    title: row.title,
    thumbnail: thumbnailFor(db, row.thumbnail_sketch_id, viewer),
    description: row.description,
    date: row.date,
    user: findUserSummary(db, row.suggested_by),
    sketches,
    entries: challengeEntryCount(db, row.id, visibleTo(viewer)),
    next: null,
    prev: null,
  };
}

// ---- Groups ----

/** A group as `viewer` sees it: its sketch count is that of its gallery for them (the sketches they see). */
export function groupOf(db: Db, row: GroupRow, viewer: FeedViewer | null): Group {
  return {
    id: row.id,
    title: row.title,
    thumbnail: thumbnailFor(db, row.thumbnail_sketch_id, viewer),
    sketches: groupSketchCount(db, row.id, visibleTo(viewer)),
    users: groupMemberCount(db, row.id),
    description: row.description,
    officials: row.official === 1,
  };
}

// ---- Streams ----

/** Live streams, most watched first, without those of users the viewer blocks (entities/streams.ts makes them). */
