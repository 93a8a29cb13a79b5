// Daily challenges for their own screens (spec part 1 §2, §3 "Challenge", §7): the list entry,
// the full challenge with its entries and neighbours, and the one place that decides which
// challenges a sketch may enter (the sketch page's eligibleChallenges and POST /challenges both ask it).
import type { Challenge } from '../../src/api/schemas/home';
import type { ChallengeSummary } from '../../src/api/schemas/challenges';
import { firstOpenDay } from '../../src/lib/challengeRules';
import { utcDayOf } from '../../src/lib/dayText';
import type { Db } from '../db/database';
import { queryCards, type FeedViewer } from '../feeds/cards';
import {
  challengeAfter,
  challengeBefore,
  challengeOfSketch as findChallengeOfSketch,
  challengesBetween,
  findStartedChallenge as findStartedChallengeRow,
  searchStartedChallenges,
  startedChallenges,
  type ChallengeRow,
} from '../data/challenges';
import { containsFolded } from '../data/textSearch';
import { challengeOf } from './community';
import { isPublicSketch } from '../data/sketches';

/** Entries listed on a challenge page (one day's entries; far more than a day brings). */
export const CHALLENGE_ENTRIES_MAX = 500;

/** A challenge that has started (a challenge of a future day is not shown before its day). */
export function findStartedChallenge(db: Db, id: number, nowMs: number): ChallengeRow | null {
  return findStartedChallengeRow(db, id, utcDayOf(nowMs)) ?? null;
}

export function challengeSummaryOf(db: Db, row: ChallengeRow, viewer: FeedViewer | null): ChallengeSummary {
  const { id, title, thumbnail, description, date, user, entries } = challengeOf(db, row, [], viewer);
  return { id, title, thumbnail, description, date, user, entries };
}

/** Started challenges, newest first: `limit` of them after `offset`, and whether more follow. */
export function challengePage(db: Db, viewer: FeedViewer | null, nowMs: number, offset: number, limit: number): { challenges: ChallengeSummary[]; more: boolean } {
  const rows = startedChallenges(db, utcDayOf(nowMs), limit + 1, offset);
  return { challenges: rows.slice(0, limit).map((row) => challengeSummaryOf(db, row, viewer)), more: rows.length > limit };
}

/** Started challenges whose title or description contains `query` (any case), newest first. */
export function searchChallenges(db: Db, viewer: FeedViewer | null, nowMs: number, query: string, limit: number): ChallengeSummary[] {
  const rows = searchStartedChallenges(db, utcDayOf(nowMs), containsFolded(query), limit);
  return rows.map((row) => challengeSummaryOf(db, row, viewer));
}

function neighbour(db: Db, row: ChallengeRow, viewer: FeedViewer | null, nowMs: number, direction: 'prev' | 'next'): Challenge['prev'] {
  const found = direction === 'prev' ? challengeBefore(db, row) : challengeAfter(db, row, utcDayOf(nowMs));
  if (!found) return null;
  const { id, title, thumbnail, entries } = challengeSummaryOf(db, found, viewer);
  return { id, title, thumbnail, entries };
}

/** The challenge page: its entries the viewer may see (newest first) and the challenges before and after it. */
export function fullChallenge(db: Db, row: ChallengeRow, viewer: FeedViewer | null, nowMs: number): Challenge {
  const entries = queryCards(db, viewer, {
    join: 'JOIN challenge_entries ce ON ce.sketch_id = s.id AND ce.challenge_id = ?',
    joinParams: [row.id],
    order: 'ce.added DESC, s.id DESC',
    limit: CHALLENGE_ENTRIES_MAX,
    offset: 0,
  }).cards;
  return { ...challengeOf(db, row, entries, viewer), prev: neighbour(db, row, viewer, nowMs, 'prev'), next: neighbour(db, row, viewer, nowMs, 'next') };
}

// ---- Entering ----

/** The challenges a sketch may enter now: none once it is in one; else the open ones, newest first. */
export function eligibleChallengesFor(db: Db, sketchId: number, nowMs: number): { id: number; title: string }[] {
  if (challengeOfSketch(db, sketchId) || !isPublicSketch(db, sketchId)) return [];
  return challengesBetween(db, firstOpenDay(nowMs), utcDayOf(nowMs));
}

/** The challenge a sketch is in, if any (a sketch enters at most one). */
export function challengeOfSketch(db: Db, sketchId: number): { id: number; title: string } | null {
  return findChallengeOfSketch(db, sketchId) ?? null;
}

export const CHALLENGE_NOT_PUBLIC_MESSAGE = 'Only a public sketch can enter a challenge: make this sketch public first.';

/** Why the sketch cannot enter the challenge now (the text the artist reads), or null when it can. */
export function entryRefusal(db: Db, sketchId: number, challengeId: number, nowMs: number): string | null {
  const current = challengeOfSketch(db, sketchId);
  if (current?.id === challengeId) return 'This sketch is already in this challenge.';
  if (current) return `This sketch is already in the challenge "${current.title}". A sketch can be in one challenge only.`;
  if (!isPublicSketch(db, sketchId)) return CHALLENGE_NOT_PUBLIC_MESSAGE;
  if (!eligibleChallengesFor(db, sketchId, nowMs).some((c) => c.id === challengeId)) return 'This challenge is closed for entries.';
  return null;
}
