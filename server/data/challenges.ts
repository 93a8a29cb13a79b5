// The queries of the challenges domain: suggestions, entering a sketch and taking it out, and the
// reads of the challenge entities (entities/challenges.ts and community.ts map them): started
// challenges, a challenge's neighbours, the ones a sketch may enter, entry counts.
import type { Db } from '../db/database';

export function insertChallengeSuggestion(db: Db, suggestion: { userId: number; title: string; description: string; created: string }): void {
  db.prepare('INSERT INTO challenge_suggestions (user_id, title, description, created) VALUES (?, ?, ?, ?)').run(
    suggestion.userId,
    suggestion.title,
    suggestion.description,
    suggestion.created,
  );
}

export function enterChallenge(db: Db, sketchId: number, challengeId: number, date: string): void {
  db.prepare('INSERT INTO challenge_entries (sketch_id, challenge_id, added) VALUES (?, ?, ?)').run(sketchId, challengeId, date);
}

/** Takes a sketch out of its challenge. */
export function leaveChallenge(db: Db, sketchId: number): void {
  db.prepare('DELETE FROM challenge_entries WHERE sketch_id = ?').run(sketchId);
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

/** A challenge that has started by `today` (YYYY-MM-DD), or undefined. */
export function findStartedChallenge(db: Db, id: number, today: string): ChallengeRow | undefined {
  return db.prepare(`SELECT ${CHALLENGE_COLUMNS} FROM challenges c WHERE c.id = ? AND c.date <= ?`).get(id, today) as ChallengeRow | undefined;
}

/** Challenges started by `today`, newest first. */
export function startedChallenges(db: Db, today: string, limit: number, offset: number): ChallengeRow[] {
  return db
    .prepare(`SELECT ${CHALLENGE_COLUMNS} FROM challenges c WHERE c.date <= ? ORDER BY c.date DESC, c.id DESC LIMIT ? OFFSET ?`)
    .all(today, limit, offset) as ChallengeRow[];
}

/** Challenges started by `today` whose title or description matches a LIKE pattern (escaped with \), newest first. */
export function searchStartedChallenges(db: Db, today: string, pattern: string, limit: number): ChallengeRow[] {
  return db
    .prepare(
      `SELECT ${CHALLENGE_COLUMNS} FROM challenges c
       WHERE c.date <= ? AND (c.title LIKE ? ESCAPE '\\' OR c.description LIKE ? ESCAPE '\\')
       ORDER BY c.date DESC, c.id DESC LIMIT ?`,
    )
    .all(today, pattern, pattern, limit) as ChallengeRow[];
}

/** The challenge before one (by day, then id), started or not. */
export function challengeBefore(db: Db, row: Pick<ChallengeRow, 'id' | 'date'>): ChallengeRow | undefined {
  return db
    .prepare(`SELECT ${CHALLENGE_COLUMNS} FROM challenges c WHERE (c.date < ? OR (c.date = ? AND c.id < ?)) ORDER BY c.date DESC, c.id DESC LIMIT 1`)
    .get(row.date, row.date, row.id) as ChallengeRow | undefined;
}

/** The challenge after one (by day, then id) that has started by `today`. */
export function challengeAfter(db: Db, row: Pick<ChallengeRow, 'id' | 'date'>, today: string): ChallengeRow | undefined {
  return db
    .prepare(`SELECT ${CHALLENGE_COLUMNS} FROM challenges c WHERE (c.date > ? OR (c.date = ? AND c.id > ?)) AND c.date <= ? ORDER BY c.date, c.id LIMIT 1`)
    .get(row.date, row.date, row.id, today) as ChallengeRow | undefined;
}

/** The challenges of the days from `firstDay` to `lastDay` (YYYY-MM-DD), newest first. */
export function challengesBetween(db: Db, firstDay: string, lastDay: string): { id: number; title: string }[] {
  return db.prepare('SELECT id, title FROM challenges WHERE date >= ? AND date <= ? ORDER BY date DESC, id DESC').all(firstDay, lastDay) as { id: number; title: string }[];
}

/** The challenge a sketch is in, or undefined (a sketch enters at most one). */
export function challengeOfSketch(db: Db, sketchId: number): { id: number; title: string } | undefined {
  return db
    .prepare('SELECT c.id, c.title FROM challenge_entries e JOIN challenges c ON c.id = e.challenge_id WHERE e.sketch_id = ?')
    .get(sketchId) as { id: number; title: string } | undefined;
}

export function challengeEntryCount(db: Db, challengeId: number): number {
  return db.prepare('SELECT count(*) FROM challenge_entries WHERE challenge_id = ?').pluck().get(challengeId) as number;
}
