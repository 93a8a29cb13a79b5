// The queries of the challenges domain that have moved out of the routes so far (issue 24):
// suggestions, entering a sketch and taking it out. The challenge entities' reads are still in
// entities/challenges.ts.
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
