// The challenge objects of the security suites (fixtures.ts): today's challenge, a sketch of the
// artist that may enter it, and one already in a challenge (to take out).
import { utcDayOf } from '../../../src/lib/dayText';
import { TEST_NOW } from '../testApp';
import type { TestHarness } from '../useTestApp';

export interface ChallengeFixtures {
  openChallenge: number;
  artistChallengeSketch: number;
  artistChallengeEntry: number;
}

export function challengeFixtures(t: TestHarness, artist: number): ChallengeFixtures {
  const free = (entered: boolean) =>
    t.one<{ id: number }>(
      `SELECT id FROM sketches s WHERE user_id = ? AND unlisted = 0 AND ${entered ? '' : 'NOT'} EXISTS (SELECT 1 FROM challenge_entries e WHERE e.sketch_id = s.id)
       ORDER BY created DESC, id DESC LIMIT 1`,
      artist,
    ).id;
  return {
    // Started by the test clock's day (tomorrow's is scheduled already and refuses entries).
    openChallenge: t.one<{ id: number }>('SELECT id FROM challenges WHERE date <= ? ORDER BY date DESC, id DESC LIMIT 1', utcDayOf(TEST_NOW)).id,
    artistChallengeSketch: free(false),
    artistChallengeEntry: free(true),
  };
}
