// Compos for the compo list, page and ballot (spec part 1 §2-§7): finding one by key or id, the
// list order, its entries in order, and the sets of a user's ballot.
import type { CompoInfo } from '../../src/api/schemas/compos';
import { BALLOT_SET_SIZE } from '../../src/api/schemas/compos';
import type { Compo } from '../../src/api/schemas/home';
import { toSets } from '../../src/lib/ballot';
import type { Db } from '../db/database';
import { cardOf, visibleTo, type FeedViewer } from '../feeds/cards';
import { newestComments } from '../data/comments';
import { allCompos, ballotCardRows, findCompoByIdOrKey, findCompoByKey, storedBallotVotes, type CompoRow } from '../data/compos';
import { compoOf, compoState } from './community';
import { commentOf } from './comments';

/** A compo by its key name (any case) or its id, as /compo/{name} and /compo/{key} accept both. */
export function findCompo(db: Db, nameOrId: string | number): CompoRow | null {
  const text = String(nameOrId);
  const row = /^\d{1,12}$/.test(text) ? findCompoByIdOrKey(db, Number(text), text) : findCompoByKey(db, text);
  return row ?? null;
}

const STATE_ORDER = { open: 0, voting: 1, closed: 2 } as const;

/** Open compos first (soonest submission deadline first), then voting (soonest end), then closed (latest first). */
export function listCompos(db: Db, nowIso: string, viewer: FeedViewer | null): Compo[] {
  const rows = allCompos(db);
  const keyed = rows.map((row) => ({ row, state: compoState(row, nowIso) }));
  keyed.sort((a, b) => {
    if (a.state !== b.state) return STATE_ORDER[a.state] - STATE_ORDER[b.state];
    if (a.state === 'open') return a.row.end_date.localeCompare(b.row.end_date) || a.row.id - b.row.id;
    if (a.state === 'voting') return a.row.end_voting_date.localeCompare(b.row.end_voting_date) || a.row.id - b.row.id;
    return b.row.end_voting_date.localeCompare(a.row.end_voting_date) || b.row.id - a.row.id;
  });
  return keyed.map(({ row }) => compoOf(db, row, nowIso, viewer));
}

export const COMPO_INFO_COMMENTS = 10;

/** The compo page's entity: the listed compo and its newest comments (oldest first, as shown). */
export function compoInfo(db: Db, row: CompoRow, nowIso: string, viewer: FeedViewer | null): CompoInfo {
  const comments = newestComments(db, 'compo', row.id, COMPO_INFO_COMMENTS).map(commentOf);
  return { ...compoOf(db, row, nowIso, viewer), comments };
}

/** The entries' order: the newest first, or by place (places first, then entered, newest first). */
export const ENTRY_ORDER = {
  recent: 'e.added DESC, s.id DESC',
  place: 'CASE WHEN e.place >= 1 THEN e.place ELSE 1000000 END, e.added DESC, s.id DESC',
} as const;

/**
 * The sets of a user's ballot: the compo's entries the user may see, not their own, in an order
 * of their own that stays the same between visits (so a previous vote fits its sets), in sets of 4.
 */
export function ballotSets(db: Db, compoId: number, viewer: FeedViewer): ReturnType<typeof cardOf>[][] {
  const rows = ballotCardRows(db, compoId, viewer.id, visibleTo(viewer));
  rows.sort(inBallotOrder(viewer.id, (row) => row.id));
  return toSets(rows.map(cardOf), BALLOT_SET_SIZE);
}

/** The order of a user's ballot: by a hash of the sketch and the user, the same on every visit. */
function inBallotOrder<T>(viewerId: number, idOf: (item: T) => number): (a: T, b: T) => number {
  const rank = (id: number) => Math.imul(id ^ Math.imul(viewerId, 0x9e3779b1), 0x85ebca6b) >>> 0;
  return (a, b) => rank(idOf(a)) - rank(idOf(b)) || idOf(a) - idOf(b);
}

/**
 * The sets (by id) a user's ballot had while `gone` were entries too (deleted, unlisted or hidden
 * from the user since): the ballot they may still be sending.
 */
export function ballotSetsWith(sets: readonly (readonly number[])[], gone: readonly number[], viewerId: number): number[][] {
  const ids = [...sets.flat(), ...gone].sort(inBallotOrder(viewerId, (id) => id));
  return toSets(ids, BALLOT_SET_SIZE);
}

/** The user's stored vote, when it parses as a list of lists of ids. */
export function storedVotes(db: Db, compoId: number, userId: number): number[][] | null {
  const text = storedBallotVotes(db, compoId, userId);
  if (text === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.every((set) => Array.isArray(set) && set.every((id) => Number.isSafeInteger(id))) ? (parsed as number[][]) : null;
  } catch {
    return null;
  }
}
