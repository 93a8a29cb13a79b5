// Demo data of the groups screen (/groups, /group/{id}): requests for new groups with votes,
// events of groups, and who is in which group. Every state can be seen:
// - InkyAda (1) is in eleven groups: the ten of seedGroups, where two of her sketches are (the
//   most a sketch may be in), and one more, which those two offer on the sketch page, so
//   switching it on shows 'Sorry a sketch cannot be in more than 10 groups.'; a seeded artist
//   with no group at all is the first user without a membership (GROUP_DEMO.noGroupsUserSql);
// - requests: open ones with many, one and no votes (most voted first), one InkyAda made, one she
//   voted up (no vote button: "Voted"), one she may still vote up, and one older than 30 days
//   (votes closed); approved and rejected ones are not listed;
// - events: running ones (the Events tab, each group page) and ended ones (shown nowhere);
// - official groups: seedGroups marks five.
// It draws from a random stream of its own (offset 1300).
import { DAY, HOUR, iso, type SeedContext } from './context';
import { Rng } from './prng';

const SEED_OFFSET = 1300;

export const GROUP_DEMO = {
  /** The open request InkyAda has voted up. */
  adaVotedTitle: 'Night Owl Sketchers',
  /** An open request InkyAda may still vote up (no votes yet from her). */
  adaVotableTitle: 'Tiny Houses',
  /** InkyAda's own request. */
  adaOwnTitle: 'Ink Wash Experiments',
  /** A request made more than 30 days ago: listed, not votable. */
  closedTitle: 'Retro Game Fan Art',
  /** The first user with no group at all. */
  noGroupsUserSql: 'SELECT min(id) FROM users WHERE id NOT IN (SELECT user_id FROM group_members)',
  /** A running event's title (HTML as stored). */
  runningEventTitle: 'Inktober warm-up week',
} as const;

interface RequestPlan {
  title: string;
  description: string;
  daysAgo: number;
  votes: number;
  by?: number;
  status?: 'approved' | 'rejected';
}

const REQUESTS: readonly RequestPlan[] = [
  { title: GROUP_DEMO.adaVotedTitle, description: 'For everyone who draws best after midnight. Share your late-night sketches.', daysAgo: 4, votes: 14 },
  { title: 'Botanical Studies', description: 'Leaves, flowers and whole gardens, drawn from life or memory.', daysAgo: 9, votes: 11 },
  { title: GROUP_DEMO.closedTitle, description: 'Pixel heroes and cartridge classics, redrawn.\nAll consoles welcome.', daysAgo: 45, votes: 9 },
  { title: 'One Line Drawings', description: 'Every sketch drawn without lifting the pen.', daysAgo: 2, votes: 6 },
  { title: GROUP_DEMO.adaOwnTitle, description: 'Washes, bleeds and splatters: ink used like watercolour.', daysAgo: 6, votes: 3, by: 1 },
  { title: GROUP_DEMO.adaVotableTitle, description: 'Cottages, huts and cabins, the smaller the better.', daysAgo: 12, votes: 1 },
  { title: 'Hands and Feet', description: 'Practice the hardest parts of the figure together.', daysAgo: 1, votes: 0 },
  { title: 'Old Masters Copies', description: 'Studies after the classics.', daysAgo: 60, votes: 4, status: 'approved' },
  { title: 'Spam Bots Anonymous', description: 'Not a real group.', daysAgo: 20, votes: 0, status: 'rejected' },
];

const EVENTS: readonly { title: string; description: string; startDaysAgo: number; lengthDays: number }[] = [
  { title: GROUP_DEMO.runningEventTitle, description: 'One ink sketch a day, <b>no pencil</b> first.', startDaysAgo: 3, lengthDays: 7 },
  { title: 'Monster month', description: 'Draw a creature a day for a month.', startDaysAgo: 10, lengthDays: 30 },
  { title: 'Speed round', description: 'Ten-minute sketches, <i>no undo</i>.', startDaysAgo: 1, lengthDays: 2 },
  { title: 'Sunset colours', description: 'Only the colours of a sunset.', startDaysAgo: 5, lengthDays: 14 },
  { title: 'Last spring’s still lifes', description: 'Fruit bowls and teapots.', startDaysAgo: 120, lengthDays: 14 },
  { title: 'Summer figure drawing', description: 'Poses from the beach.', startDaysAgo: 80, lengthDays: 21 },
];

export function seedGroupRequests(ctx: SeedContext): void {
  const { db, now } = ctx;
  const rng = new Rng(ctx.seed + SEED_OFFSET);
  const voters = db.prepare('SELECT id FROM users WHERE id > 6 ORDER BY id LIMIT 60').pluck().all() as number[];
  const publicSketches = db.prepare('SELECT id FROM sketches WHERE unlisted = 0 AND mature = 0 AND violation IS NULL ORDER BY hearts DESC, id LIMIT 200').pluck().all() as number[];
  const insertRequest = db.prepare(
    'INSERT INTO group_requests (title, description, thumbnail_sketch_id, user_id, created, status, decided) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertVote = db.prepare('INSERT INTO group_request_votes (request_id, user_id, voted) VALUES (?, ?, ?)');
  for (const plan of REQUESTS) {
    const created = now - plan.daysAgo * DAY - rng.int(1, 20) * HOUR;
    const by = plan.by ?? rng.pick(voters);
    const status = plan.status ?? 'open';
    const id = Number(
      insertRequest.run(plan.title, plan.description, rng.pick(publicSketches), by, iso(created), status, status === 'open' ? null : iso(created + 3 * DAY)).lastInsertRowid,
    );
    const others = rng.sample(voters.filter((v) => v !== by), plan.votes - (plan.title === GROUP_DEMO.adaVotedTitle ? 1 : 0));
    if (plan.title === GROUP_DEMO.adaVotedTitle) others.push(1);
    for (const voter of others) insertVote.run(id, voter, iso(Math.min(now - HOUR, created + rng.int(1, 48) * HOUR)));
  }

  // InkyAda joins one group more than a sketch may be in: her sketches that are in all ten of
  // her other groups offer it, and switching it on shows the limit's message.
  const extra = db.prepare('SELECT id FROM groups WHERE id NOT IN (SELECT group_id FROM group_members WHERE user_id = 1) ORDER BY id LIMIT 1').pluck().get() as number;
  db.prepare("INSERT INTO group_members (group_id, user_id, role, joined) VALUES (?, 1, 'member', ?)").run(extra, iso(now - 2 * DAY));

  // Events of the groups InkyAda is in first (her group pages show them), then of others.
  const groups = db.prepare('SELECT group_id FROM group_members WHERE user_id = 1 ORDER BY group_id').pluck().all() as number[];
  const others = db.prepare('SELECT id FROM groups WHERE id NOT IN (SELECT group_id FROM group_members WHERE user_id = 1) ORDER BY id').pluck().all() as number[];
  const hosts = [...groups.slice(0, 2), ...others.slice(0, 2), ...rng.sample(others.slice(2), 2)];
  const insertEvent = db.prepare('INSERT INTO group_events (group_id, title_html, description_html, start_date, end_date) VALUES (?, ?, ?, ?, ?)');
  EVENTS.forEach((event, i) => {
    const start = now - event.startDaysAgo * DAY;
    insertEvent.run(hosts[i % hosts.length], event.title, event.description, iso(start), iso(start + event.lengthDays * DAY));
  });
}
