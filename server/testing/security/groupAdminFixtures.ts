// The group admin objects of the security suites (fixtures.ts): open group requests of the
// victim's made on demand (each approval or rejection uses one up), new feature requests made on
// demand, and public sketches proposed to no group yet (one per matrix cell of a suggestion).
import type { TestHarness } from '../useTestApp';
import { TEST_NOW } from '../testApp';

export interface GroupAdminFixtures {
  /** A new open group request of the victim's: its id and requester. */
  newAdminGroupRequest: () => { id: number; user: number };
  /** A new feature request of the victim's sketch for the first group: its id and group. */
  newGroupFeature: () => { id: number; group: number };
  /** Public sketches no group has a feature request of, in a stable order. */
  suggestableSketches: readonly number[];
  /** Made once at set-up, for the bad-input samples (whose bodies must not write). */
  sampleRequests: { approve: { id: number; user: number }; reject: { id: number; user: number } };
  sampleFeature: { id: number; group: number };
}

export function groupAdminFixtures(t: TestHarness, victim: number, victimSketch: number, groupId: number): GroupAdminFixtures {
  const now = new Date(TEST_NOW).toISOString();
  let made = 0;
  const newAdminGroupRequest = () => {
    made += 1;
    const id = Number(
      t.write(
        'INSERT INTO group_requests (title, description, thumbnail_sketch_id, user_id, created) VALUES (?, ?, ?, ?, ?)',
        `Admin matrix request ${made}`,
        'A request a group admin decides.',
        victimSketch,
        victim,
        now,
      ).lastInsertRowid,
    );
    return { id, user: victim };
  };
  const newGroupFeature = () => ({
    id: Number(t.write("INSERT INTO group_features (group_id, sketch_id, user_id, created, state) VALUES (?, ?, ?, ?, 'new')", groupId, victimSketch, victim, now).lastInsertRowid),
    group: groupId,
  });
  const suggestableSketches = t
    .query<{ id: number }>('SELECT id FROM sketches WHERE unlisted = 0 AND id NOT IN (SELECT sketch_id FROM group_features) ORDER BY id LIMIT 40')
    .map((row) => row.id);
  return {
    newAdminGroupRequest,
    newGroupFeature,
    suggestableSketches,
    sampleRequests: { approve: newAdminGroupRequest(), reject: newAdminGroupRequest() },
    sampleFeature: newGroupFeature(),
  };
}
