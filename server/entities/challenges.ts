// Daily challenges for their own screens (spec part 1 §2, §3 "Challenge", §7): the list entry,
// the full challenge with its entries and neighbours, and the one place that decides which
// challenges a sketch may enter (the sketch page's eligibleChallenges and POST /challenges both ask it).
import type { Challenge } from '../../src/api/schemas/home';
import type { ChallengeSummary } from '../../src/api/schemas/challenges';
import { firstOpenDay, utcDayOf } from '../../src/lib/challengeRules';
import type { Db } from '../db/database';
import { queryCards, type FeedViewer } from '../feeds/cards';
import { challengeOf, type ChallengeRow } from './community';

/** Entries listed on a challenge page (one day's entries; far more than a day brings). */
export const CHALLENGE_ENTRIES_MAX = 500;

/** The columns of ChallengeRow. */
const COLUMNS = 'c.id, c.title, c.description, c.date, c.thumbnail_sketch_id, c.suggested_by';

/** A challenge that has started (a challenge of a future day is not shown before its day). */
export function findStartedChallenge(db: Db, id: number, nowMs: number): ChallengeRow | null {
  const row = db.prepare(`SELECT ${COLUMNS} FROM challenges c WHERE c.id = ? AND c.date <= ?`).get(id, utcDayOf(nowMs)) as ChallengeRow | undefined;
  return row ?? null;
}

export function challengeSummaryOf(db: Db, row: ChallengeRow): ChallengeSummary {
  const { id, title, thumbnail, description, date, user, entries } = challengeOf(db, row, []);
  return { id, title, thumbnail, description, date, user, entries };
}

/** Started challenges, newest first: `limit` of them after `offset`, and whether more follow. */
export function challengePage(db: Db, nowMs: number, offset: number, limit: number): { challenges: ChallengeSummary[]; more: boolean } {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM challenges c WHERE c.date <= ? ORDER BY c.date DESC, c.id DESC LIMIT ? OFFSET ?`)
    .all(utcDayOf(nowMs), limit + 1, offset) as ChallengeRow[];
  return { challenges: rows.slice(0, limit).map((row) => challengeSummaryOf(db, row)), more: rows.length > limit };
}

/** Started challenges whose title or description contains `query` (any case), newest first. */
export function searchChallenges(db: Db, nowMs: number, query: string, limit: number): ChallengeSummary[] {
  const pattern = `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = db
    .prepare(
      `SELECT ${COLUMNS} FROM challenges c
       WHERE c.date <= ? AND (c.title LIKE ? ESCAPE '\\' OR c.description LIKE ? ESCAPE '\\')
       ORDER BY c.date DESC, c.id DESC LIMIT ?`,
    )
    .all(utcDayOf(nowMs), pattern, pattern, limit) as ChallengeRow[];
  return rows.map((row) => challengeSummaryOf(db, row));
}

function neighbour(db: Db, row: ChallengeRow, nowMs: number, direction: 'prev' | 'next'): Challenge['prev'] {
  const sql =
    direction === 'prev'
      ? `SELECT ${COLUMNS} FROM challenges c WHERE (c.date < ? OR (c.date = ? AND c.id < ?)) ORDER BY c.date DESC, c.id DESC LIMIT 1`
      : `SELECT ${COLUMNS} FROM challenges c WHERE (c.date > ? OR (c.date = ? AND c.id > ?)) AND c.date <= ? ORDER BY c.date, c.id LIMIT 1`;
  const params = direction === 'prev' ? [row.date, row.date, row.id] : [row.date, row.date, row.id, utcDayOf(nowMs)];
  const found = db.prepare(sql).get(...params) as ChallengeRow | undefined;
  if (!found) return null;
  const { id, title, thumbnail, entries } = challengeSummaryOf(db, found);
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
  return { ...challengeOf(db, row, entries), prev: neighbour(db, row, nowMs, 'prev'), next: neighbour(db, row, nowMs, 'next') };
}

// ---- Entering ----

/** The challenges a sketch may enter now: none once it is in one; else the open ones, newest first. */
export function eligibleChallengesFor(db: Db, sketchId: number, nowMs: number): { id: number; title: string }[] {
  if (challengeOfSketch(db, sketchId)) return [];
  return db
    .prepare('SELECT id, title FROM challenges WHERE date >= ? AND date <= ? ORDER BY date DESC, id DESC')
    .all(firstOpenDay(nowMs), utcDayOf(nowMs)) as { id: number; title: string }[];
}

/** The challenge a sketch is in, if any (a sketch enters at most one). */
export function challengeOfSketch(db: Db, sketchId: number): { id: number; title: string } | null {
  const row = db
    .prepare('SELECT c.id, c.title FROM challenge_entries e JOIN challenges c ON c.id = e.challenge_id WHERE e.sketch_id = ?')
    .get(sketchId) as { id: number; title: string } | undefined;
  return row ?? null;
}

/** Why the sketch cannot enter the challenge now (the text the artist reads), or null when it can. */
export function entryRefusal(db: Db, sketchId: number, challengeId: number, nowMs: number): string | null {
  const current = challengeOfSketch(db, sketchId);
  if (current?.id === challengeId) return 'This sketch is already in this challenge.';
  if (current) return `This sketch is already in the challenge "${current.title}". A sketch can be in one challenge only.`;
  if (!eligibleChallengesFor(db, sketchId, nowMs).some((c) => c.id === challengeId)) return 'This challenge is closed for entries.';
  return null;
}
