// Daily challenges (one a day for the last months, entries from that day's uploads, and
// tomorrow's) and compos in every state, whose entries agree with sketches.compo_place (-1
// entered, 1.. place).
import { utcDayOf } from '../../src/lib/dayText';
import { DAY, iso, type SeedContext } from './context';
import { CHALLENGE_DESCRIPTIONS, CHALLENGE_THEMES, COMPO_INFOS, COMPO_THEMES } from './communityWords';
import type { SeededSketch } from './seedSketches';
import type { SeededUser } from './seedUsers';

export const CHALLENGE_DAYS = 90;
const dayStart = (ms: number) => Date.parse(`${utcDayOf(ms)}T00:00:00.000Z`);

export function seedChallenges(ctx: SeedContext, users: readonly SeededUser[], sketches: readonly SeededSketch[]): void {
  const { db, rng, now } = ctx;
  const insert = db.prepare(`
    INSERT INTO challenges (title, description, date, thumbnail_sketch_id, suggested_by, created)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const insertEntry = db.prepare('INSERT INTO challenge_entries (sketch_id, challenge_id, added) VALUES (?, ?, ?)');
  const publicSketches = sketches.filter((s) => !s.mature && !s.unlisted);
  const themes = rng.shuffle([...CHALLENGE_THEMES]);
  const taken = new Set<number>();
  // Oldest first, so ids follow dates as on the real service.
  for (let back = CHALLENGE_DAYS - 1; back >= 0; back--) {
    const start = dayStart(now) - back * DAY;
    // Today's challenge also takes yesterday evening's uploads, so it is never empty early in the day.
    const from = back === 0 ? Math.min(start, now - DAY) : start;
    const entries = sketches.filter((s) => s.createdMs >= from && s.createdMs < start + DAY && !taken.has(s.id) && rng.chance(0.7));
    const thumb = entries.find((s) => !s.mature && !s.unlisted) ?? rng.pick(publicSketches.filter((s) => s.createdMs < start));
    const suggester = rng.chance(0.85) ? rng.pick(users).id : null;
    const { lastInsertRowid } = insert.run(
      themes[back % themes.length] as string,
      rng.pick(CHALLENGE_DESCRIPTIONS),
      utcDayOf(start),
      thumb.id,
      suggester,
      iso(start - rng.int(2, 20) * DAY),
    );
    for (const sketch of entries) {
      taken.add(sketch.id);
      insertEntry.run(sketch.id, lastInsertRowid, iso(sketch.createdMs + rng.int(1, 120) * 60_000));
    }
  }
  // Tomorrow's challenge, scheduled ahead as the service does: hidden until its day (every read
  // asks for challenges started by today), it is the challenge of the day once midnight (UTC) has
  // passed, so a session or a test run that crosses midnight still has one. Made without the
  // seed's random numbers, so everything seeded after stays as it was.
  const newestPublic = publicSketches.reduce((newest, s) => (s.createdMs > newest.createdMs ? s : newest));
  const tomorrow = dayStart(now) + DAY;
  insert.run(themes[CHALLENGE_DAYS % themes.length] as string, CHALLENGE_DESCRIPTIONS[0], utcDayOf(tomorrow), newestPublic.id, null, iso(now - DAY));
}

interface CompoPlan {
  title: string;
  start: number;
  end: number;
  endVoting: number;
}

/** Two open, two voting and monthly closed compos back to the oldest sketch. Returns an open compo's title. */
function planCompos(ctx: SeedContext): CompoPlan[] {
  const { now } = ctx;
  const at = (days: number) => now + days * DAY;
  const plans: Omit<CompoPlan, 'title'>[] = [];
  for (let k = 23; k >= 0; k--) {
    const end = at(-12 - 30 * k);
    plans.push({ start: end - 30 * DAY, end, endVoting: end + 7 * DAY });
  }
  plans.push({ start: at(-26), end: at(-4), endVoting: at(2) });
  plans.push({ start: at(-20), end: at(-2), endVoting: at(5) });
  plans.push({ start: at(-5), end: at(9), endVoting: at(16) });
  plans.push({ start: at(-1), end: at(20), endVoting: at(27) });
  return plans.map((plan, index) => ({ ...plan, title: COMPO_THEMES[index % COMPO_THEMES.length] as string }));
}

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function seedCompos(ctx: SeedContext, sketches: readonly SeededSketch[]): string {
  const { db, rng, now } = ctx;
  const plans = planCompos(ctx);
  const byId = new Map(sketches.map((s) => [s.id, s]));
  const placeOf = new Map(
    (db.prepare('SELECT id, compo_place FROM sketches WHERE compo_place IS NOT NULL').all() as { id: number; compo_place: number }[]).map(
      (row) => [row.id, row.compo_place],
    ),
  );
  const score = new Map(
    (db.prepare('SELECT id, hearts * 3 + rules AS score FROM sketches').all() as { id: number; score: number }[]).map((r) => [r.id, r.score]),
  );
  const entries = plans.map(() => new Map<number, number>()); // sketch id -> place
  const running = plans.map((p, i) => (p.endVoting > now ? i : -1)).filter((i) => i >= 0);
  const closed = plans.map((p, i) => (p.endVoting <= now ? i : -1)).filter((i) => i >= 0);
  const windowOf = (createdMs: number) => closed.find((i) => createdMs >= plans[i]!.start && createdMs < plans[i]!.end);

  // Places the sketches already carry: -1 joins a running compo; a place joins the closed compo of
  // its date, or a later one where that place is still free.
  for (const [id, place] of [...placeOf].sort((a, b) => a[0] - b[0])) {
    const sketch = byId.get(id);
    if (!sketch) continue;
    if (place === -1) {
      entries[rng.pick(running.filter((i) => plans[i]!.end > sketch.createdMs))]!.set(id, -1);
      continue;
    }
    const first = windowOf(sketch.createdMs);
    if (first === undefined) continue;
    const target = closed.filter((i) => i >= first).find((i) => ![...entries[i]!.values()].includes(place));
    if (target !== undefined) entries[target]!.set(id, place);
  }
  // More entries from each window's own uploads: free places of closed compos go to the best of them.
  const free = sketches.filter((s) => !placeOf.has(s.id) && !s.mature && !s.unlisted);
  const entered = new Set<number>();
  plans.forEach((plan, i) => {
    const candidates = free
      .filter((s) => !entered.has(s.id) && s.createdMs >= plan.start && s.createdMs < Math.min(plan.end, now) && rng.chance(0.35))
      .sort((a, b) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0) || a.id - b.id);
    if (plan.endVoting > now) {
      for (const sketch of candidates.slice(0, 30)) {
        entries[i]!.set(sketch.id, -1);
        entered.add(sketch.id);
      }
      return;
    }
    const used = new Set(entries[i]!.values());
    const size = Math.max(rng.int(14, 32), ...used);
    let next = 0;
    for (let place = 1; place <= size && next < candidates.length; place++) {
      if (used.has(place)) continue;
      const sketch = candidates[next++]!;
      entries[i]!.set(sketch.id, place);
      entered.add(sketch.id);
    }
  });

  const insertCompo = db.prepare(`
    INSERT INTO compos (key_name, title, infos, thumbnail_sketch_id, start_date, end_date, end_voting_date)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertEntry = db.prepare('INSERT INTO compo_entries (sketch_id, compo_id, place, added) VALUES (?, ?, ?, ?)');
  const setPlace = db.prepare('UPDATE sketches SET compo_place = ? WHERE id = ?');
  plans.forEach((plan, i) => {
    const list = [...entries[i]!].sort((a, b) => (a[1] < 1 ? 999 : a[1]) - (b[1] < 1 ? 999 : b[1]) || a[0] - b[0]);
    const thumb = list.find(([id]) => !byId.get(id)?.mature && !byId.get(id)?.unlisted)?.[0] ?? null;
    const key = `${slug(plan.title)}-${new Date(plan.start).getUTCFullYear()}`;
    const { lastInsertRowid } = insertCompo.run(key, plan.title, rng.pick(COMPO_INFOS), thumb, iso(plan.start), iso(plan.end), iso(plan.endVoting));
    for (const [id, place] of list) {
      const created = byId.get(id)?.createdMs ?? plan.start;
      const added = Math.max(plan.start, Math.min(created, Math.min(plan.end, now) - 60_000));
      insertEntry.run(id, lastInsertRowid, place, iso(added));
      setPlace.run(place, id);
    }
  });
  // Sketches that found no compo keep no place.
  db.exec('UPDATE sketches SET compo_place = NULL WHERE compo_place IS NOT NULL AND id NOT IN (SELECT sketch_id FROM compo_entries)');
  return plans[plans.length - 2]!.title;
}
