// The group objects of the security suites (fixtures.ts): an open request of the victim's that
// nobody has voted up yet (every role votes once), and one of the artist's own sketches with a
// group the artist is in that the sketch is not in yet (the add sample of the bad-input suite).
import type { TestHarness } from '../useTestApp';
import { TEST_NOW } from '../testApp';

export interface GroupFixtures {
  /** An open request of the victim's, made today, without votes. */
  victimGroupRequest: number;
  /** A group the artist is in and one of the artist's sketches that is in fewer than 10 groups, not in that one. */
  artistGroupSketch: { groupId: number; sketchId: number };
}

export function groupFixtures(t: TestHarness, artist: number, victim: number, victimSketch: number): GroupFixtures {
  const now = new Date(TEST_NOW).toISOString();
  const victimGroupRequest = Number(
    t.write(
      'INSERT INTO group_requests (title, description, thumbnail_sketch_id, user_id, created) VALUES (?, ?, ?, ?, ?)',
      'Matrix request',
      'A request every role votes up once.',
      victimSketch,
      victim,
      now,
    ).lastInsertRowid,
  );
  const artistGroupSketch = t.one<{ groupId: number; sketchId: number }>(
    `SELECT m.group_id AS groupId, s.id AS sketchId FROM group_members m JOIN sketches s ON s.user_id = m.user_id
     WHERE m.user_id = ? AND (SELECT count(*) FROM group_sketches gs WHERE gs.sketch_id = s.id) < 9
       AND NOT EXISTS (SELECT 1 FROM group_sketches gs WHERE gs.sketch_id = s.id AND gs.group_id = m.group_id)
     ORDER BY s.id DESC, m.group_id LIMIT 1`,
    artist,
  );
  return { victimGroupRequest, artistGroupSketch };
}
