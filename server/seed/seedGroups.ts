// Groups (members, admins, sketches; a sketch in at most 10 groups, a few exactly at the limit)
// and co-ops (other artists' continuations of a base sketch).
import { DAY, iso, WeightedTable, type SeedContext } from './context';
import { COOP_TITLES, GROUP_DESCRIPTIONS, GROUP_TITLES } from './communityWords';
import type { SeededSketch } from './seedSketches';
import type { SeededUser } from './seedUsers';

export const MAX_GROUPS_PER_SKETCH = 10;
/** Groups GroupGreta (id 3) runs. */
export const GRETA_ADMIN_GROUPS = 3;
/** InkyAda's sketches that are in the maximum number of groups. */
export const ADA_FULL_SKETCHES = 2;

export function seedGroups(ctx: SeedContext, users: readonly SeededUser[], sketches: readonly SeededSketch[]): void {
  const { db, rng, now } = ctx;
  const groupCount = GROUP_TITLES.length;
  const groupCreated = GROUP_TITLES.map(() => now - rng.int(300, 1000) * DAY);
  const insertGroup = db.prepare(
    'INSERT INTO groups (id, title, description, official, created_by, created) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const officials = new Set(rng.sample([...Array(groupCount).keys()], 5));
  // GroupGreta runs the first groups; the others were started by active artists.
  const founders = GROUP_TITLES.map((_, i) => (i < GRETA_ADMIN_GROUPS ? 3 : rng.pick(users.filter((u) => u.activity > 5)).id));
  GROUP_TITLES.forEach((title, i) => {
    insertGroup.run(i + 1, title, rng.pick(GROUP_DESCRIPTIONS), officials.has(i) ? 1 : 0, founders[i], iso(groupCreated[i]!));
  });

  const insertMember = db.prepare('INSERT OR IGNORE INTO group_members (group_id, user_id, role, joined) VALUES (?, ?, ?, ?)');
  const memberOf = new Map<number, Set<number>>();
  const join = (userId: number, groupId: number, role: 'member' | 'admin') => {
    const user = users[userId - 1]!;
    const joined = Math.max(user.createdMs, groupCreated[groupId - 1]!) + rng.int(0, 60) * DAY;
    if (insertMember.run(groupId, userId, role, iso(Math.min(joined, now - DAY))).changes) {
      const set = memberOf.get(userId) ?? new Set<number>();
      set.add(groupId);
      memberOf.set(userId, set);
    }
  };
  founders.forEach((founder, i) => join(founder, i + 1, 'admin'));
  const popularity = new WeightedTable(GROUP_TITLES.map(() => rng.powerLaw(1, 40, 1.3)));
  for (const user of users) {
    const count = user.id === 1 ? MAX_GROUPS_PER_SKETCH : user.id <= 6 ? rng.int(1, 3) : user.activity > 0 ? rng.powerLaw(0, 8, 1.6) : 0;
    for (let tries = 0; (memberOf.get(user.id)?.size ?? 0) < count && tries < 40; tries++) {
      join(user.id, popularity.draw(rng) + 1, 'member');
    }
  }

  const insertSketch = db.prepare('INSERT OR IGNORE INTO group_sketches (group_id, sketch_id, added_by, added) VALUES (?, ?, ?, ?)');
  const inGroups = new Map<number, number>();
  const add = (groupId: number, sketch: SeededSketch) => {
    if ((inGroups.get(sketch.id) ?? 0) >= MAX_GROUPS_PER_SKETCH) return;
    const added = Math.min(now - 60_000, sketch.createdMs + rng.int(1, 72) * 3_600_000);
    if (insertSketch.run(groupId, sketch.id, sketch.userId, iso(added)).changes) inGroups.set(sketch.id, (inGroups.get(sketch.id) ?? 0) + 1);
  };
  for (const sketch of sketches) {
    const groups = [...(memberOf.get(sketch.userId) ?? [])];
    if (groups.length === 0 || sketch.unlisted || !rng.chance(0.35)) continue;
    for (const groupId of rng.sample(groups, rng.int(1, 3))) add(groupId, sketch);
  }
  // Two of InkyAda's recent public sketches are in as many groups as a sketch may be.
  const adaGroups = [...(memberOf.get(1) ?? [])];
  const adaRecent = sketches.filter((s) => s.userId === 1 && !s.unlisted && !s.mature).slice(-ADA_FULL_SKETCHES);
  for (const sketch of adaRecent) for (const groupId of adaGroups) add(groupId, sketch);

  // Each group's thumbnail: its most hearted public sketch.
  db.exec(`
    UPDATE groups SET thumbnail_sketch_id = (
      SELECT gs.sketch_id FROM group_sketches gs JOIN sketches s ON s.id = gs.sketch_id
      WHERE gs.group_id = groups.id AND s.mature = 0 AND s.unlisted = 0
      ORDER BY s.hearts DESC, s.id LIMIT 1)`);
}

export function seedCoops(ctx: SeedContext, sketches: readonly SeededSketch[]): void {
  const { db, rng, now } = ctx;
  const featured = new Set(db.prepare('SELECT id FROM sketches WHERE featured = 1 AND mature = 0 AND unlisted = 0').pluck().all() as number[]);
  const publicSketches = sketches.filter((s) => !s.mature && !s.unlisted);
  const bases = rng.sample(publicSketches.filter((s) => featured.has(s.id) && s.createdMs < now - 60 * DAY), COOP_TITLES.length);
  const insert = db.prepare('INSERT INTO coops (sketch_id, title, description, path, created_by, created) VALUES (?, ?, ?, ?, 4, ?)');
  const insertItem = db.prepare('INSERT OR IGNORE INTO coop_sketches (sketch_id, coop_id, added) VALUES (?, ?, ?)');
  const used = new Set(bases.map((b) => b.id));
  bases.forEach((base, i) => {
    const title = COOP_TITLES[i] as string;
    insert.run(base.id, title, 'Pick up where the last artist left off and post your continuation.', `coop/${i + 1}`, iso(base.createdMs + DAY));
    const later = publicSketches.filter((s) => s.createdMs > base.createdMs + DAY && s.userId !== base.userId && !used.has(s.id));
    for (const sketch of rng.sample(later, rng.int(6, 24))) {
      used.add(sketch.id);
      insertItem.run(sketch.id, base.id, iso(sketch.createdMs));
    }
  });
}
