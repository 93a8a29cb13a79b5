// Demo data of group admin (/a/groups/{tab}), so GroupGreta (3, the group admin) sees every tab
// filled: the activity log (every member who joined and sketch added, in the last 90 days, and
// admin decisions: many pages), statistics of every group (from the groups themselves), new
// feature requests (two pages), queued features and a few rejected ones (listed nowhere). The
// open group requests are the groups feature's (seedGroupRequests). The empty states are seen
// on a fresh list's end and in the component tests.
// It draws from a random stream of its own (offset 1400).
import { DAY, HOUR, iso, type SeedContext } from './context';
import { Rng } from './prng';

const SEED_OFFSET = 1400;

export const GROUP_ADMIN_DEMO = {
  /** New feature requests (page size 25: two pages). */
  newFeatures: 30,
  queuedFeatures: 8,
  rejectedFeatures: 3,
  /** Official flag changes and approved features GroupGreta made lately. */
  adminEntries: 12,
  /** The log starts this many days back. */
  activityDays: 90,
} as const;

const FEATURE_MESSAGES = [
  'Lovely use of light, featured for the weekend.',
  'Great fit for this month’s theme.',
  'Fantastic linework, congratulations!',
  'Our members loved this one.',
];

export function seedGroupAdmin(ctx: SeedContext): void {
  const { db, now } = ctx;
  const rng = new Rng(ctx.seed + SEED_OFFSET);
  const since = iso(now - GROUP_ADMIN_DEMO.activityDays * DAY);
  const admin = 3;

  // The log of what members did, from the groups' own records.
  db.prepare(
    `INSERT INTO group_activity (group_id, user_id, kind, sketch_id, date)
     SELECT group_id, user_id, 'join', NULL, joined FROM group_members WHERE joined >= ?
     UNION ALL
     SELECT group_id, added_by, 'add', sketch_id, added FROM group_sketches WHERE added >= ?
     ORDER BY 5, 1, 2`,
  ).run(since, since);

  // Sketches in groups, as candidates for features (public ones, one per group and sketch).
  const candidates = db
    .prepare(
      `SELECT gs.group_id AS groupId, gs.sketch_id AS sketchId, s.user_id AS userId, gs.added AS added
       FROM group_sketches gs JOIN sketches s ON s.id = gs.sketch_id
       WHERE s.unlisted = 0 AND s.mature = 0 AND s.violation IS NULL
       ORDER BY gs.added DESC, gs.group_id LIMIT 400`,
    )
    .all() as { groupId: number; sketchId: number; userId: number; added: string }[];
  const chosen = rng.sample(candidates, GROUP_ADMIN_DEMO.newFeatures + GROUP_ADMIN_DEMO.queuedFeatures + GROUP_ADMIN_DEMO.rejectedFeatures);
  const insertFeature = db.prepare(
    'INSERT INTO group_features (group_id, sketch_id, user_id, created, state, message, decided_by, decided) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertActivity = db.prepare('INSERT INTO group_activity (group_id, user_id, kind, sketch_id, date) VALUES (?, ?, ?, ?, ?)');
  chosen.forEach((candidate, i) => {
    const created = Math.min(now - HOUR, Date.parse(candidate.added) + rng.int(1, 48) * HOUR);
    if (i < GROUP_ADMIN_DEMO.newFeatures) {
      insertFeature.run(candidate.groupId, candidate.sketchId, candidate.userId, iso(created), 'new', '', null, null);
      return;
    }
    const queued = i < GROUP_ADMIN_DEMO.newFeatures + GROUP_ADMIN_DEMO.queuedFeatures;
    const decided = Math.min(now - 60_000, created + rng.int(1, 24) * HOUR);
    insertFeature.run(candidate.groupId, candidate.sketchId, candidate.userId, iso(created), queued ? 'queued' : 'rejected', queued ? rng.pick(FEATURE_MESSAGES) : '', admin, iso(decided));
    if (queued) insertActivity.run(candidate.groupId, admin, 'feature', candidate.sketchId, iso(decided));
  });

  // A few official flag changes by GroupGreta (the flags themselves are seedGroups').
  const officials = db.prepare('SELECT id FROM groups WHERE official = 1 ORDER BY id').pluck().all() as number[];
  for (let i = 0; i < GROUP_ADMIN_DEMO.adminEntries - GROUP_ADMIN_DEMO.queuedFeatures && officials.length > 0; i++) {
    insertActivity.run(rng.pick(officials), admin, 'official', null, iso(now - rng.int(1, 60) * DAY - rng.int(0, 23) * HOUR));
  }
}
