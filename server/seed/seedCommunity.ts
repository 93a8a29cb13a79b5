// The community layer the home page shows: challenges and compos, groups and co-ops, live
// streams, birthdays today, a message of the day and the signed-in user's unread counts.
// It draws from a random stream of its own, so steps added elsewhere leave it unchanged.
import { DAY, iso, type SeedContext } from './context';
import { MOTD_TEXTS, STREAM_TITLES } from './communityWords';
import { mixSeed, Rng } from './prng';
import { seedChallenges, seedCompos } from './seedContests';
import { seedCoops, seedGroups } from './seedGroups';
import type { SeededSketch } from './seedSketches';
import type { SeededUser } from './seedUsers';

const STREAM = 0x636f6d6d; // 'comm'
export const LIVE_STREAM_COUNT = 6;
export const BIRTHDAYS_TODAY = 7;

/** Unread badges of the demo accounts (the rest get random ones). */
export const DEMO_UNREAD: Record<number, { messages: number; notifications: number; replies: number; uploads: number }> = {
  1: { messages: 3, notifications: 12, replies: 4, uploads: 7 },
  2: { messages: 1, notifications: 2, replies: 0, uploads: 5 },
  3: { messages: 0, notifications: 6, replies: 1, uploads: 2 },
  4: { messages: 5, notifications: 0, replies: 2, uploads: 0 },
};

export function seedCommunity(ctx: SeedContext, users: readonly SeededUser[], sketches: readonly SeededSketch[]): void {
  const local: SeedContext = { ...ctx, rng: new Rng(mixSeed(ctx.seed, STREAM)) };
  seedChallenges(local, users, sketches);
  const openCompo = seedCompos(local, sketches);
  seedGroups(local, users, sketches);
  seedCoops(local, sketches);
  seedStreams(local, users);
  seedBirthdays(local, users);
  seedUnread(local, users);
  seedMotd(local, openCompo);
}

function seedMotd(ctx: SeedContext, openCompoTitle: string): void {
  const insert = ctx.db.prepare('INSERT INTO motds (text, starts, by_user_id) VALUES (?, ?, 4)');
  MOTD_TEXTS.forEach((text, index) => {
    const ageDays = (MOTD_TEXTS.length - 1 - index) * 9 + 1;
    insert.run(text.replace('{compo}', openCompoTitle), iso(ctx.now - ageDays * DAY));
  });
}

/**
 * A few artists have their birthday on the seed's day (UTC), and as many on the next day: the
 * home computes "today" when asked, and a server seeded late in a UTC day (an end-to-end run that
 * crosses midnight) still has birthdays to show after it.
 */
function seedBirthdays(ctx: SeedContext, users: readonly SeededUser[]): void {
  const update = ctx.db.prepare('UPDATE users SET birth_day = ?, birth_month = ? WHERE id = ?');
  const setBirthday = (id: number, day: Date) => update.run(day.getUTCDate(), day.getUTCMonth() + 1, id);
  // Artists people know: from the upper half by glops.
  const known = ctx.db.prepare('SELECT id FROM users WHERE id > 6 ORDER BY glops DESC, id LIMIT ?').pluck().all(Math.floor(users.length / 2)) as number[];
  const today = ctx.rng.sample(known, BIRTHDAYS_TODAY);
  for (const id of today) setBirthday(id, new Date(ctx.now));
  // Picked without the seed's random numbers, so everything seeded after stays as it was.
  const tomorrow = known.filter((id) => !today.includes(id)).slice(0, BIRTHDAYS_TODAY);
  for (const id of tomorrow) setBirthday(id, new Date(ctx.now + DAY));
}

function seedUnread(ctx: SeedContext, users: readonly SeededUser[]): void {
  const { rng } = ctx;
  const insert = ctx.db.prepare(
    'INSERT INTO unread_counts (user_id, messages, notifications, replies, uploads) VALUES (?, ?, ?, ?, ?)',
  );
  for (const user of users) {
    const demo = DEMO_UNREAD[user.id];
    if (demo) insert.run(user.id, demo.messages, demo.notifications, demo.replies, demo.uploads);
    else if (user.id > 6 && rng.chance(0.3)) insert.run(user.id, rng.int(0, 3), rng.int(0, 20), rng.int(0, 5), rng.int(0, 12));
  }
}

interface LatestSketch {
  id: number;
  width: number;
  height: number;
}

/** Live streams (a few with previews, in different orientations) and a history of ended ones. */
function seedStreams(ctx: SeedContext, users: readonly SeededUser[]): void {
  const { db, rng, now } = ctx;
  const latest = db.prepare(
    'SELECT id, width, height FROM sketches WHERE user_id = ? AND unlisted = 0 AND mature = 0 ORDER BY created DESC LIMIT 1',
  );
  const insert = db.prepare(`
    INSERT INTO streams (user_id, title, preview_sketch_id, sw, sh, orientation, viewers, total_views, started, ended)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const streamers = users.filter((user) => user.id > 6 && user.activity > 3);
  const orientations = [1, 3, 1, 4, 1, 1];
  for (let i = 0; i < 40; i++) {
    const user = rng.pick(streamers);
    const started = now - rng.int(2, 60) * DAY - rng.int(0, DAY);
    const sketch = latest.get(user.id) as LatestSketch | undefined;
    insert.run(user.id, rng.pick(STREAM_TITLES), sketch?.id ?? null, sketch?.width ?? 1536, sketch?.height ?? 2048, 1, 0,
      rng.powerLaw(5, 3000, 1.6), iso(started), iso(started + rng.int(20, 180) * 60_000));
  }
  rng.sample(streamers, LIVE_STREAM_COUNT).forEach((user, index) => {
    // The first four show a preview; the others have not sent a frame yet.
    const sketch = index < 4 ? (latest.get(user.id) as LatestSketch | undefined) : undefined;
    const orientation = orientations[index] ?? 1;
    const landscape = orientation === 3 || orientation === 4;
    const [sw, sh] = sketch ? [sketch.width, sketch.height] : landscape ? [2048, 1536] : [1536, 2048];
    const viewers = rng.powerLaw(1, 150, 1.5);
    insert.run(user.id, rng.pick(STREAM_TITLES), sketch?.id ?? null, sw, sh, orientation, viewers,
      viewers + rng.int(0, 400), iso(now - rng.int(3, 140) * 60_000), null);
  });
}
