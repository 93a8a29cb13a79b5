// Demo data of the messages (/messages, /message/{id}): conversations read and unread, a long
// one for paging and an account without any. The messages badge of the unread counts then
// follows the topics (entities/messages.ts), and for the demo accounts it equals DEMO_UNREAD:
// - InkyAda (1): 28 conversations (two pages of 25), 3 unread; with PatronPaolo a thread of
//   MESSAGES_DEMO.longThreadPosts posts (two pages of 50), read by both;
// - PatronPaolo (2): 1 unread; GlopGus (4): 5 unread, one of them from InkyAda;
// - GroupGreta (3): no messages at all (the empty state).
// Other artists write to each other too. It draws from a random stream of its own (offset 1201).
import { DAY, HOUR, iso, type SeedContext } from './context';
import { DEMO_UNREAD } from './seedCommunity';
import { Rng } from './prng';

const SEED_OFFSET = 1201;

export const MESSAGES_DEMO = {
  /** The demo account without any conversation. */
  emptyAccount: 3,
  /** InkyAda's conversations. */
  adaTopics: 28,
  longThreadSubject: 'Collab on the lighthouse series',
  longThreadPosts: 62,
} as const;

const SUBJECTS = [
  'Love your latest sketch',
  'Question about your brushes',
  'Collab idea',
  'Thanks for the feature!',
  'Compo entry feedback',
  'How do you do those skies?',
  'Group invite',
  'Hello from a fan',
  'Palette question',
  'Stream tonight?',
  'Your tutorial helped a lot',
  'Layer tricks',
];

const LINES = [
  'Hey! I really like how you handled the light in your last one.',
  'Thanks so much, that means a lot.',
  'Which brush did you use for the clouds?',
  'Mostly the soft airbrush at 30% with a bit of the smudge tool.',
  'Would you like to do a collab for the next compo?',
  'Sure, I could do the line art if you do the colours.',
  'Sounds like a plan. I will send you a rough sketch tomorrow.',
  'The rough looks great, I will start the colours tonight.',
  'Do you stream your process sometimes?',
  'Sometimes on weekends, I will let you know next time.',
  'I tried your trick with the overlay layer, it works so well!',
  'Glad it helped. Keep sketching!',
  'Quick question: how big is your canvas usually?',
  'About 2048 wide, then I crop.',
  'Your colours always look so calm. Any tips?',
  'Keep the saturation low and pick one accent colour.',
];

interface Post {
  user: number;
  text: string;
  ms: number;
}

export function seedMessages(ctx: SeedContext): void {
  const rng = new Rng(ctx.seed + SEED_OFFSET);
  const { db, now } = ctx;
  const insertTopic = db.prepare(
    `INSERT INTO message_topics (subject, from_id, to_id, created, latest_date, latest_user_id, from_read, to_read)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPost = db.prepare('INSERT INTO message_posts (topic_id, user_id, text, date) VALUES (?, ?, ?, ?)');

  /** A topic with `count` alternating posts ending `endAgo` ms before now; `unreadFor` has not read the last one. */
  const topic = (from: number, to: number, subject: string, count: number, endAgo: number, unreadFor: number | null) => {
    const step = Math.max(HOUR, Math.floor(rng.int(2, 30) * DAY / Math.max(1, count)));
    const posts: Post[] = [];
    for (let i = 0; i < count; i++) {
      // The last post is by the other side of whoever has not read it.
      const lastBy = unreadFor === null ? (count % 2 === 1 ? from : to) : unreadFor === from ? to : from;
      const fromLast = count - 1 - i;
      const user = fromLast % 2 === 0 ? lastBy : lastBy === from ? to : from;
      posts.push({ user, text: rng.pick(LINES), ms: now - endAgo - fromLast * step });
    }
    const first = posts[0]!;
    const last = posts[posts.length - 1]!;
    const topicId = Number(
      insertTopic.run(subject, from, to, iso(first.ms), iso(last.ms), last.user, unreadFor === from ? 0 : 1, unreadFor === to ? 0 : 1).lastInsertRowid,
    );
    for (const post of posts) insertPost.run(topicId, post.user, post.text, iso(post.ms));
  };

  const blockedEither = (a: number) =>
    new Set(db.prepare('SELECT blocked_id FROM blocks WHERE blocker_id = ? UNION SELECT blocker_id FROM blocks WHERE blocked_id = ?').pluck().all(a, a) as number[]);
  const others = db.prepare('SELECT id FROM users WHERE id >= 7 ORDER BY id').pluck().all() as number[];
  const partnersOf = (user: number, count: number) => {
    const blocked = blockedEither(user);
    return rng.sample(others.filter((id) => !blocked.has(id)), count);
  };

  // InkyAda: the long thread with PatronPaolo, one to GlopGus that he has not read, and others.
  topic(2, 1, MESSAGES_DEMO.longThreadSubject, MESSAGES_DEMO.longThreadPosts, 3 * HOUR, null);
  topic(1, 4, 'About a reported comment', 3, 5 * HOUR, 4);
  const adaUnread = DEMO_UNREAD[1]!.messages;
  partnersOf(1, MESSAGES_DEMO.adaTopics - 2).forEach((partner, index) => {
    const unread = index < adaUnread;
    const starter = rng.chance(0.5) ? partner : 1;
    topic(starter, starter === 1 ? partner : 1, rng.pick(SUBJECTS), rng.int(1, 8), (unread ? index : index + 2) * DAY + rng.int(1, 20) * HOUR, unread ? 1 : null);
  });
  // PatronPaolo and GlopGus: their unread badges, from other artists.
  for (const [user, alreadyUnread] of [
    [2, 0],
    [4, 1],
  ] as const) {
    const wanted = DEMO_UNREAD[user]!.messages - alreadyUnread;
    for (const partner of partnersOf(user, wanted)) topic(partner, user, rng.pick(SUBJECTS), rng.int(1, 5), rng.int(1, 72) * HOUR, user);
  }
  // The rest of the community.
  for (let i = 0; i < 60; i++) {
    const [from, to] = rng.sample(others, 2);
    if (!from || !to || blockedEither(from).has(to)) continue;
    const unreadFor = rng.chance(0.3) ? to : null;
    topic(from, to, rng.pick(SUBJECTS), rng.int(1, 12), rng.int(1, 400) * HOUR, unreadFor);
  }

  // The messages badge follows the topics from here on.
  db.prepare(
    `INSERT INTO unread_counts (user_id, messages)
       SELECT id, 0 FROM users WHERE id IN (SELECT from_id FROM message_topics UNION SELECT to_id FROM message_topics)
     ON CONFLICT(user_id) DO NOTHING`,
  ).run();
  db.prepare(
    `UPDATE unread_counts SET messages = (
       SELECT count(*) FROM message_topics t
       WHERE (t.from_id = unread_counts.user_id AND t.from_read = 0) OR (t.to_id = unread_counts.user_id AND t.to_read = 0))`,
  ).run();
}
