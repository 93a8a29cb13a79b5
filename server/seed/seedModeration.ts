// Demo data of the gloperators' tools (GlopGus, id 4, sees every list filled): more reported
// comments and sketches than one page, past bans of every duration (expired suspensions,
// accepted warnings, one 30-day suspension still running and one permanent ban), and compo
// invites to accept (one on InkyAda's oldest sketch, to find). It draws from a random stream of its own (offset 1500) and touches only
// users MODERATION_DEMO.bannedRange names, far from the demo accounts, the security suites'
// victims (the lowest ids) and the XSS run's artists (346 and up).
import { BAN_OPTIONS } from '../../src/lib/moderation';
import { DAY, HOUR, iso, type SeedContext } from './context';
import { Rng } from './prng';

const SEED_OFFSET = 1500;

export const MODERATION_DEMO = {
  /** Users with past bans: ids in [first, last]. */
  bannedRange: { first: 300, last: 340 },
  pastBans: 34,
  extraCommentReports: 36,
  extraSketchReports: 32,
  compoInvites: 4,
  /**
   * A demo account with a compo invite waiting on its oldest public sketch (in no compo), so the
   * moderator panel's 'Accept compo invite' can be found: InkyAda. Only gloperators see it.
   */
  demoInviteOwner: 1,
  /**
   * Ordinary seeded users the end-to-end run warns and bans, one per browser (both share one
   * server), untouched by every seed step's special cases and by the other specs.
   */
  e2eTargets: {
    warn: { android: 281, ios: 282 },
    ban: { android: 283, ios: 284 },
  },
} as const;

const REASONS = [
  'Spam links in comments',
  'Harassment of another artist',
  'Uploading traced work as their own',
  'Repeated off-topic posts',
  'Rude comments on a compo entry',
  'Posting mature sketches without the mark',
  'Vote manipulation in a compo',
];

const NOTES = ['Second report this month.', 'Reported by three users.', '', 'Talked to them in chat first.', ''];

export function seedModeration(ctx: SeedContext): void {
  const { db, now } = ctx;
  const rng = new Rng(ctx.seed + SEED_OFFSET);
  const ids = (sql: string, ...params: unknown[]) => db.prepare(sql).pluck().all(...params) as number[];
  const moderators = ids("SELECT id FROM users WHERE icons LIKE '%m%' ORDER BY id");

  // Past bans: mostly over (expired suspensions, accepted warnings), so those users browse as usual.
  const { first, last } = MODERATION_DEMO.bannedRange;
  const insertBan = db.prepare(
    `INSERT INTO bans (user_id, duration, date_start, date_end, reason, notes, offenses, accepted, by_user_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const offenses = new Map<number, number>();
  const durations = BAN_OPTIONS.map((option) => option.hours).filter((hours) => hours !== -1);
  for (let i = 0; i < MODERATION_DEMO.pastBans; i++) {
    const userId = rng.int(first, last);
    const duration = rng.pick(durations);
    // Old enough that every suspension of the list is over (30 days at most).
    const startMs = now - rng.int(40, 700) * DAY - rng.int(0, 23) * HOUR;
    const count = (offenses.get(userId) ?? 0) + 1;
    offenses.set(userId, count);
    insertBan.run(userId, duration, iso(startMs), duration > 0 ? iso(startMs + duration * HOUR) : null, rng.pick(REASONS), rng.pick(NOTES), count, 1, rng.pick(moderators));
  }
  // One suspension still running and one permanent ban, on users of the range with no ban yet.
  const fresh = ids('SELECT id FROM users u WHERE id BETWEEN ? AND ? AND NOT EXISTS (SELECT 1 FROM bans b WHERE b.user_id = u.id) ORDER BY id', first, last);
  const [running, permanent] = rng.sample(fresh, 2);
  if (running !== undefined) {
    const startMs = now - 3 * DAY;
    insertBan.run(running, 720, iso(startMs), iso(startMs + 720 * HOUR), 'Harassment of another artist', 'Third offense.', 3, 0, 4);
  }
  if (permanent !== undefined) insertBan.run(permanent, -1, iso(now - 10 * DAY), null, 'Selling stolen art', '', 4, 0, 4);

  // Reported comments: by other users than the author; a few reported more than once.
  const comments = db.prepare('SELECT id, user_id AS author, date FROM comments WHERE user_id > 6 ORDER BY id').all() as { id: number; author: number; date: string }[];
  const reportComment = db.prepare('INSERT OR IGNORE INTO comment_reports (comment_id, user_id, date) VALUES (?, ?, ?)');
  for (const comment of rng.sample(comments, MODERATION_DEMO.extraCommentReports)) {
    const reporters = rng.int(1, 3);
    for (let r = 0; r < reporters; r++) {
      const reporter = rng.int(7, first - 1);
      if (reporter === comment.author) continue;
      const afterMs = Math.max(Date.parse(comment.date), now - 60 * DAY);
      reportComment.run(comment.id, reporter, iso(rng.int(afterMs, now - HOUR)));
    }
  }

  // Reported sketches, with the reasons of the report form.
  const sketches = ids('SELECT id FROM sketches WHERE user_id > 6 AND unlisted = 0 ORDER BY id');
  const reportSketch = db.prepare(
    `INSERT INTO sketch_reports (sketch_id, user_id, date, details, copyright, mature, inappropriate, challengedq, compodq, notsketch)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const reasons = [
    ['Traced from a movie still.', 1, 0, 0, 0, 0, 0],
    ['', 0, 1, 0, 0, 0, 0],
    ['Not made in the app.', 0, 0, 0, 0, 0, 1],
    ['Offensive words in the title.', 0, 0, 1, 0, 0, 0],
    ['Entered after the deadline.', 0, 0, 0, 1, 0, 0],
    ['Same sketch entered twice.', 0, 0, 0, 0, 1, 0],
  ] as const;
  for (const sketchId of rng.sample(sketches, MODERATION_DEMO.extraSketchReports)) {
    const [details, copyright, mature, inappropriate, challengedq, compodq, notsketch] = rng.pick(reasons);
    reportSketch.run(sketchId, rng.int(7, first - 1), iso(now - rng.int(1, 45 * 24) * HOUR), details, copyright, mature, inappropriate, challengedq, compodq, notsketch);
  }

  // Compo invites: sketches in no compo, invited to a compo still open; the first one accepted.
  const compo = db.prepare('SELECT id FROM compos WHERE end_date > ? ORDER BY end_date LIMIT 1').pluck().get(iso(now)) as number | undefined;
  if (compo === undefined) return;
  const free = ids('SELECT id FROM sketches s WHERE user_id > 6 AND unlisted = 0 AND NOT EXISTS (SELECT 1 FROM compo_entries e WHERE e.sketch_id = s.id) ORDER BY id DESC LIMIT 200');
  const insertInvite = db.prepare('INSERT INTO compo_invites (sketch_id, compo_id, invited, accepted_by, accepted_date) VALUES (?, ?, ?, ?, ?)');
  rng.sample(free, MODERATION_DEMO.compoInvites).forEach((sketchId, i) => {
    const invited = iso(now - rng.int(1, 5) * DAY);
    insertInvite.run(sketchId, compo, invited, i === 0 ? 4 : null, i === 0 ? iso(now - HOUR) : null);
  });
  const demoSketch = db
    .prepare('SELECT id FROM sketches s WHERE user_id = ? AND unlisted = 0 AND NOT EXISTS (SELECT 1 FROM compo_entries e WHERE e.sketch_id = s.id) ORDER BY created, id LIMIT 1')
    .pluck()
    .get(MODERATION_DEMO.demoInviteOwner) as number | undefined;
  if (demoSketch !== undefined) insertInvite.run(demoSketch, compo, iso(now - 2 * DAY), null, null);
}
