// Demo data of profiles and fans (spec part 2 §2 Profiles, Fans): the states a profile and the
// fan lists can be in, each on a user a demo account can visit. What the other steps made stays
// (InkyAda has many fans and is a fan of many, and blocks two artists); this step adds a profile
// whose about text is over 1024 characters (the long layout), one with few views (views hidden),
// one with exactly one fan, one with no fans and no one they are a fan of (empty lists), an
// artist who blocks InkyAda (she cannot comment there), fans of InkyAda who take her notes, and
// InkyAda's notification settings on one artist she is a fan of. It draws from a random stream
// of its own (offset 1001) and picks users by rule, so the other steps are unaffected.
import { DAY, iso, type SeedContext } from './context';
import { endFandomAcrossBlocks } from './seedSocial';
import { Rng } from './prng';

const SEED_OFFSET = 1001;

/** Who shows which state (tests and the end-to-end spec read these through PROFILE_DEMO's queries). */
export const PROFILE_DEMO = {
  /** Over 1024 characters: the profile's long-about layout. */
  longAboutLength: 1400,
  /** A view count at or under 10, which the profile does not show. */
  fewViews: 4,
} as const;

const LONG_ABOUT_SENTENCES = [
  'I draw every morning before the city wakes up, mostly ink and a little watercolour.',
  'Lately I have been filling sketchbooks with rooftops, tram wires and the cats that own them.',
  'My brushes are set up for texture: a dry pencil, a wet ink and one big soft eraser.',
  'I love collaborations, so tag me in a co-op and I will add a dragon somewhere.',
  'Questions about the layers or the brushes are welcome in the comments below.',
];

/** A text of about `length` characters from whole sentences. */
function longAbout(rng: Rng, length: number): string {
  const parts: string[] = [];
  while (parts.join(' ').length < length) parts.push(rng.pick(LONG_ABOUT_SENTENCES));
  return parts.join(' ');
}

export function seedProfile(ctx: SeedContext): void {
  const { db, now } = ctx;
  const rng = new Rng(ctx.seed + SEED_OFFSET);
  const ids = (sql: string, ...params: unknown[]) => db.prepare(sql).pluck().all(...params) as number[];
  const blockedByAda = new Set(ids('SELECT blocked_id FROM blocks WHERE blocker_id = 1'));
  // Artists of the seed (not the demo accounts), not blocked by InkyAda, in id order.
  const others = ids('SELECT id FROM users WHERE id > 6 ORDER BY id').filter((id) => !blockedByAda.has(id));
  const taken = new Set<number>();
  const take = (candidates: number[]): number => {
    const free = candidates.filter((id) => !taken.has(id));
    const id = free.length ? rng.pick(free) : (others.find((o) => !taken.has(o)) as number);
    taken.add(id);
    return id;
  };

  // The long about text, on an artist with sketches.
  const withSketches = ids('SELECT DISTINCT user_id FROM sketches WHERE user_id > 6 ORDER BY user_id').filter((id) => !blockedByAda.has(id));
  db.prepare('UPDATE users SET about = ?, views = max(views, 11) WHERE id = ?').run(longAbout(rng, PROFILE_DEMO.longAboutLength), take(withSketches));

  // Few views: the count is not shown.
  db.prepare('UPDATE users SET views = ? WHERE id = ?').run(PROFILE_DEMO.fewViews, take(others));

  // No fans and a fan of no one: both lists empty.
  const lonely = ids('SELECT id FROM users u WHERE id > 6 AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.fan_id = u.id OR f.artist_id = u.id) ORDER BY id');
  if (lonely.length) taken.add(lonely[0]!);

  // Exactly one fan: a list of one (an artist the other steps left with one).
  take(ids('SELECT artist_id FROM follows WHERE artist_id > 6 GROUP BY artist_id HAVING count(*) = 1 ORDER BY artist_id'));

  // An artist who blocks InkyAda: she cannot comment on their profile.
  db.prepare('INSERT OR IGNORE INTO blocks (blocker_id, blocked_id, date) VALUES (?, 1, ?)').run(take(others), iso(now - rng.int(3, 60) * DAY));
  endFandomAcrossBlocks(db);

  // Some of InkyAda's fans take her notes, so a note to fans reaches someone.
  const adaFans = ids('SELECT fan_id FROM follows WHERE artist_id = 1 ORDER BY fan_id');
  const setNotes = db.prepare('UPDATE follows SET notes = 1 WHERE fan_id = ? AND artist_id = 1');
  for (const fan of rng.sample(adaFans, Math.ceil(adaFans.length / 3))) setNotes.run(fan);

  // InkyAda's settings on the first artist she is a fan of: notes and uploads on, streams off.
  const first = ids('SELECT artist_id FROM follows WHERE fan_id = 1 ORDER BY date LIMIT 1')[0];
  if (first !== undefined) db.prepare('UPDATE follows SET notes = 1, notify_uploads = 1, notify_stream = 0 WHERE fan_id = 1 AND artist_id = ?').run(first);
}
