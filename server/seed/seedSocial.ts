// The social layer: fans (power-law), blocks, hearts, ratings and comments.
import { DAY, iso, WeightedTable, type SeedContext } from './context';
import type { SeededSketch } from './seedSketches';
import type { SeededUser } from './seedUsers';
import { COMMENT_TEXTS, PROFILE_COMMENT_TEXTS } from './words';

export const SKETCH_COMMENT_COUNT = 13_000;
export const PROFILE_COMMENT_COUNT = 2_000;
const ADA_MIN_FANS = 110;

const between = (ctx: SeedContext, from: number, to: number) =>
  Math.floor(from + ctx.rng.next() * Math.max(0, to - from));

export function seedSocial(ctx: SeedContext, users: readonly SeededUser[], sketches: readonly SeededSketch[]): void {
  seedFollows(ctx, users);
  seedBlocks(ctx, users);
  seedHeartsAndRatings(ctx, users, sketches);
  seedComments(ctx, users, sketches);
}

function seedFollows(ctx: SeedContext, users: readonly SeededUser[]): void {
  const { db, rng, now } = ctx;
  const insert = db.prepare(
    'INSERT OR IGNORE INTO follows (fan_id, artist_id, date, notify_uploads) VALUES (?, ?, ?, ?)',
  );
  const byPopularity = new WeightedTable(users.map((user) => user.popularity));
  const follow = (fan: SeededUser, artist: SeededUser) => {
    if (fan.id === artist.id) return 0;
    const since = Math.max(fan.createdMs, artist.createdMs);
    return insert.run(fan.id, artist.id, iso(between(ctx, since, now)), rng.chance(0.2) ? 1 : 0).changes;
  };
  for (const fan of users) {
    const count = fan.id === 1 ? 30 : rng.powerLaw(0, 120, 1.35);
    for (let i = 0; i < count; i++) follow(fan, users[byPopularity.draw(rng)] as SeededUser);
  }
  // The demo accounts know each other, so "following" lists are never empty for them.
  for (const fan of users.slice(0, 6)) for (const artist of users.slice(0, 4)) follow(fan, artist);
  const ada = users[0] as SeededUser;
  let adaFans = (db.prepare('SELECT count(*) AS n FROM follows WHERE artist_id = 1').get() as { n: number }).n;
  while (adaFans < ADA_MIN_FANS) adaFans += follow(rng.pick(users), ada);
}

function seedBlocks(ctx: SeedContext, users: readonly SeededUser[]): void {
  const { db, rng, now } = ctx;
  const insert = db.prepare('INSERT OR IGNORE INTO blocks (blocker_id, blocked_id, date) VALUES (?, ?, ?)');
  const others = users.slice(6);
  // InkyAda blocks two artists, so visibility filters can be seen with a demo account.
  for (const blocked of rng.sample(others, 2)) insert.run(1, blocked.id, iso(now - rng.int(5, 200) * DAY));
  for (let i = 0; i < 40; i++) {
    const [blocker, blocked] = rng.sample(others, 2);
    if (blocker && blocked) insert.run(blocker.id, blocked.id, iso(now - rng.int(1, 600) * DAY));
  }
  endFandomAcrossBlocks(db);
}

/** A block ends fandom both ways (data/follows.ts's addBlock): the seeded data holds to it too. */
export function endFandomAcrossBlocks(db: SeedContext['db']): void {
  db.prepare(
    `DELETE FROM follows WHERE EXISTS (SELECT 1 FROM blocks b
       WHERE (b.blocker_id = follows.fan_id AND b.blocked_id = follows.artist_id) OR (b.blocker_id = follows.artist_id AND b.blocked_id = follows.fan_id))`,
  ).run();
}

function seedHeartsAndRatings(ctx: SeedContext, users: readonly SeededUser[], sketches: readonly SeededSketch[]): void {
  const { db, rng, now } = ctx;
  const insertHeart = db.prepare('INSERT OR IGNORE INTO hearts (giver_id, sketch_id, date) VALUES (?, ?, ?)');
  const insertRating = db.prepare(
    'INSERT OR IGNORE INTO ratings (user_id, sketch_id, rating, date) VALUES (?, ?, ?, ?)',
  );
  for (const sketch of sketches) {
    const creator = users[sketch.userId - 1] as SeededUser;
    const boost = 1 + creator.popularity / 15;
    const hearts = Math.round(rng.powerLaw(0, 40, 2) * boost);
    const ratings = Math.round(rng.powerLaw(0, 80, 1.8) * boost);
    for (const giver of rng.sample(users, hearts)) {
      if (giver.id !== sketch.userId) insertHeart.run(giver.id, sketch.id, iso(between(ctx, sketch.createdMs, now)));
    }
    for (const rater of rng.sample(users, ratings)) {
      if (rater.id === sketch.userId) continue;
      const rating = rng.chance(0.92) ? 'rules' : 'piggy';
      insertRating.run(rater.id, sketch.id, rating, iso(between(ctx, sketch.createdMs, now)));
    }
  }
  // Denormalised counters stay equal to the rows they count.
  db.exec(`
    UPDATE sketches SET
      hearts = (SELECT count(*) FROM hearts WHERE hearts.sketch_id = sketches.id),
      rules = (SELECT count(*) FROM ratings WHERE ratings.sketch_id = sketches.id AND rating = 'rules');
    UPDATE sketches SET views = max(views, (hearts + rules) * 3 + 1);`);
}

function seedComments(ctx: SeedContext, users: readonly SeededUser[], sketches: readonly SeededSketch[]): void {
  const { db, rng, now } = ctx;
  const sketchWeights = new WeightedTable(
    sketches.map((sketch) => 1 + (users[sketch.userId - 1] as SeededUser).popularity / 5),
  );
  const commenters = new WeightedTable(users.map((user) => 1 + user.activity));
  const profileWeights = new WeightedTable(users.map((user) => user.popularity));
  type Draft = { type: 'sketch' | 'profile'; target: number; user: number; text: string; at: number };
  const drafts: Draft[] = [];
  for (let i = 0; i < SKETCH_COMMENT_COUNT; i++) {
    const sketch = sketches[sketchWeights.draw(rng)] as SeededSketch;
    const author = users[commenters.draw(rng)] as SeededUser;
    const text = rng.chance(0.15) ? `${rng.pick(COMMENT_TEXTS)} ${rng.pick(COMMENT_TEXTS)}` : rng.pick(COMMENT_TEXTS);
    const from = Math.max(sketch.createdMs, author.createdMs);
    drafts.push({ type: 'sketch', target: sketch.id, user: author.id, text, at: between(ctx, from, now) });
  }
  for (let i = 0; i < PROFILE_COMMENT_COUNT; i++) {
    const profile = users[profileWeights.draw(rng)] as SeededUser;
    let author = users[commenters.draw(rng)] as SeededUser;
    if (author.id === profile.id) author = users[(author.id % users.length)] as SeededUser;
    const from = Math.max(profile.createdMs, author.createdMs);
    drafts.push({ type: 'profile', target: profile.id, user: author.id, text: rng.pick(PROFILE_COMMENT_TEXTS), at: between(ctx, from, now) });
  }
  // Ids follow posting order, like the real service.
  drafts.sort((a, b) => a.at - b.at);
  const insert = db.prepare('INSERT INTO comments (target_type, target_id, user_id, text, date) VALUES (?, ?, ?, ?, ?)');
  for (const draft of drafts) insert.run(draft.type, draft.target, draft.user, draft.text, iso(draft.at));
}
