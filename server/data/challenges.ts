// The queries of the challenges domain: suggestions, entering a sketch and taking it out, and the
// reads of the challenge entities (entities/challenges.ts and community.ts map them): started
// challenges, a challenge's neighbours, the ones a sketch may enter, entry counts.
import type { Db } from '../db/database';
import { oncePerDb, statementCache } from './perDatabase';
import { likeFolded } from './textSearch';

const insertChallengeSuggestionStatement = oncePerDb((db) => db.prepare('INSERT INTO challenge_suggestions (user_id, title, description, created) VALUES (?, ?, ?, ?)'));

export function insertChallengeSuggestion(db: Db, suggestion: { userId: number; title: string; description: string; created: string }): void {
  insertChallengeSuggestionStatement(db).run(
    suggestion.userId,
    suggestion.title,
    suggestion.description,
    suggestion.created,
  );
}

const enterChallengeStatement = oncePerDb((db) => db.prepare('INSERT INTO challenge_entries (sketch_id, challenge_id, added) VALUES (?, ?, ?)'));

export function enterChallenge(db: Db, sketchId: number, challengeId: number, date: string): void {
  enterChallengeStatement(db).run(sketchId, challengeId, date);
}

const leaveChallengeStatement = oncePerDb((db) => db.prepare('DELETE FROM challenge_entries WHERE sketch_id = ?'));

/** Takes a sketch out of its challenge. */
export function leaveChallenge(db: Db, sketchId: number): void {
  leaveChallengeStatement(db).run(sketchId);
}

/** What a challenge entity is made of (entities/community.ts's challengeOf): the columns of challenges but its creation date. */
export interface ChallengeRow {
  id: number;
  title: string;
  description: string;
  /** YYYY-MM-DD (UTC), the day it runs. */
  date: string;
  thumbnail_sketch_id: number | null;
  suggested_by: number | null;
}

const CHALLENGE_COLUMNS = 'c.id, c.title, c.description, c.date, c.thumbnail_sketch_id, c.suggested_by';

const findStartedChallengeStatement = oncePerDb((db) => db.prepare(`SELECT ${CHALLENGE_COLUMNS} FROM challenges c WHERE c.id = ? AND c.date <= ?`));

/** A challenge that has started by `today` (YYYY-MM-DD), or undefined. */
export function findStartedChallenge(db: Db, id: number, today: string): ChallengeRow | undefined {
  return findStartedChallengeStatement(db).get(id, today) as ChallengeRow | undefined;
}

const startedChallengesStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT ${CHALLENGE_COLUMNS} FROM challenges c WHERE c.date <= ? ORDER BY c.date DESC, c.id DESC LIMIT ? OFFSET ?`,
    ),
);

/** Challenges started by `today`, newest first. */
export function startedChallenges(db: Db, today: string, limit: number, offset: number): ChallengeRow[] {
  return startedChallengesStatement(db).all(today, limit, offset) as ChallengeRow[];
}

const searchStartedChallengesStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT ${CHALLENGE_COLUMNS} FROM challenges c
       WHERE c.date <= ? AND (${likeFolded('c.title')} OR ${likeFolded('c.description')})
       ORDER BY c.date DESC, c.id DESC LIMIT ?`,
    ),
);

/** Challenges started by `today` whose title or description matches a pattern of textSearch.ts, newest first. */
export function searchStartedChallenges(db: Db, today: string, pattern: string, limit: number): ChallengeRow[] {
  return searchStartedChallengesStatement(db).all(today, pattern, pattern, limit) as ChallengeRow[];
}

const challengeBeforeStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT ${CHALLENGE_COLUMNS} FROM challenges c WHERE (c.date < ? OR (c.date = ? AND c.id < ?)) ORDER BY c.date DESC, c.id DESC LIMIT 1`,
    ),
);

/** The challenge before one (by day, then id), started or not. */
export function challengeBefore(db: Db, row: Pick<ChallengeRow, 'id' | 'date'>): ChallengeRow | undefined {
  return challengeBeforeStatement(db).get(row.date, row.date, row.id) as ChallengeRow | undefined;
}

const challengeAfterStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT ${CHALLENGE_COLUMNS} FROM challenges c WHERE (c.date > ? OR (c.date = ? AND c.id > ?)) AND c.date <= ? ORDER BY c.date, c.id LIMIT 1`,
    ),
);

/** The challenge after one (by day, then id) that has started by `today`. */
export function challengeAfter(db: Db, row: Pick<ChallengeRow, 'id' | 'date'>, today: string): ChallengeRow | undefined {
  return challengeAfterStatement(db).get(row.date, row.date, row.id, today) as ChallengeRow | undefined;
}

const challengesBetweenStatement = oncePerDb((db) => db.prepare('SELECT id, title FROM challenges WHERE date >= ? AND date <= ? ORDER BY date DESC, id DESC'));

/** The challenges of the days from `firstDay` to `lastDay` (YYYY-MM-DD), newest first. */
export function challengesBetween(db: Db, firstDay: string, lastDay: string): { id: number; title: string }[] {
  return challengesBetweenStatement(db).all(firstDay, lastDay) as { id: number; title: string }[];
}

const challengeOfSketchStatement = oncePerDb((db) => db.prepare('SELECT c.id, c.title FROM challenge_entries e JOIN challenges c ON c.id = e.challenge_id WHERE e.sketch_id = ?'));

/** The challenge a sketch is in, or undefined (a sketch enters at most one). */
export function challengeOfSketch(db: Db, sketchId: number): { id: number; title: string } | undefined {
  return challengeOfSketchStatement(db).get(sketchId) as { id: number; title: string } | undefined;
}

/** Two texts: the visitor's filter and the viewer's (feeds/cards.ts visibleTo). */
const entryCountStatement = statementCache('pluck', 4);

/**
 * How many of a challenge's entries pass `filter` (feeds/cards.ts visibleTo: the entries the
 * viewer sees listed), so the count on the challenge matches the entries under it.
 */
export function challengeEntryCount(db: Db, challengeId: number, filter: { sql: string; params: unknown[] }): number {
  const sql = `SELECT count(*) FROM challenge_entries ce JOIN sketches s ON s.id = ce.sketch_id WHERE ce.challenge_id = ? AND ${filter.sql}`;
  return entryCountStatement(db, sql).get(challengeId, ...filter.params) as number;
}
