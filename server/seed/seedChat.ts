// Demo data of the chat (/chat, /chat/{room}, the chat box): channels with topics, a lobby with
// a conversation (with gaps over 10 minutes, so timestamps show) and one stream announcement, a
// busy channel with more than the 50 messages a client keeps, and a quiet one without messages
// (the empty state). The demo accounts have chat ids from seedUsers. Own random stream (1600).
import { DEFAULT_CHANNEL } from '../../src/lib/chatChannel';
import { PRODUCT_NAME } from '../../src/lib/product';
import { DEMO_FACTS } from './demoAccounts';
import { iso, type SeedContext } from './context';
import { Rng } from './prng';

const SEED_OFFSET = 1600;
const MINUTE = 60_000;

export const CHAT_DEMO = {
  channels: [
    { name: DEFAULT_CHANNEL, topic: `Welcome to the ${PRODUCT_NAME} chat! Be kind, share sketches, have fun.` },
    { name: 'art-talk', topic: 'Techniques, brushes and palettes' },
    { name: 'critique', topic: 'Ask for feedback on your work' },
    { name: 'quiet-corner', topic: '' },
  ],
  /** Messages in art-talk: more than a client keeps. */
  busyChannel: 'art-talk',
  busyMessages: 64,
  emptyChannel: 'quiet-corner',
  announcement: 'InkyAda is live streaming now!',
} as const;

const LINES = [
  'Hi everyone!',
  'Anyone tried the new watercolour brush?',
  'That sunset sketch on the home page is amazing',
  'I am working on a dragon today',
  'How do you keep line art clean on a phone?',
  'Zoom in and use a smaller brush, then zoom out to check',
  'Thanks!',
  'The daily challenge is fun this week',
  'Who else is entering the compo?',
  'Good luck with the dragon!',
  'Layers make it much easier',
  'Back in a bit',
];

export function seedChat(ctx: SeedContext): void {
  const rng = new Rng(ctx.seed + SEED_OFFSET);
  const { db } = ctx;
  const insertChannel = db.prepare('INSERT OR IGNORE INTO chat_channels (name, topic, created) VALUES (?, ?, ?)');
  for (const channel of CHAT_DEMO.channels) insertChannel.run(channel.name, channel.topic, iso(ctx.now - 30 * 86_400_000));

  const chatters = db
    .prepare('SELECT id FROM users WHERE chat_id IS NOT NULL AND id >= ? ORDER BY id LIMIT 12')
    .pluck()
    .all(DEMO_FACTS.firstOtherUserId) as number[];
  const speakers = [1, 2, 3, 4, ...chatters];
  // Each channel numbers its messages (migration 17): the seed counts them the same way.
  const seqs = new Map<string, number>();
  const insertRow = db.prepare('INSERT INTO chat_messages (channel, seq, user_id, client_id, kind, text, created) VALUES (?, ?, ?, NULL, ?, ?, ?)');
  const insert = (channel: string, userId: number | null, kind: string, text: string, created: number) => {
    const seq = (seqs.get(channel) ?? 0) + 1;
    seqs.set(channel, seq);
    insertRow.run(channel, seq, userId, kind, text, created);
  };

  // Lobby: three bursts an hour or more apart (each burst starts with a timestamp).
  let time = ctx.now - 3 * 3_600_000;
  for (let burst = 0; burst < 3; burst += 1) {
    for (let i = 0; i < 5; i += 1) {
      insert(DEFAULT_CHANNEL, rng.pick(speakers), 'user', rng.pick(LINES), time);
      time += rng.int(1, 4) * MINUTE;
    }
    time += rng.int(60, 80) * MINUTE;
  }
  insert(DEFAULT_CHANNEL, null, 'announce-stream', CHAT_DEMO.announcement, ctx.now - 20 * MINUTE);

  time = ctx.now - 2 * 86_400_000;
  for (let i = 0; i < CHAT_DEMO.busyMessages; i += 1) {
    insert(CHAT_DEMO.busyChannel, rng.pick(speakers), 'user', `${rng.pick(LINES)} (#${i + 1})`, time);
    time += rng.int(1, 30) * MINUTE;
  }
  const setLast = db.prepare('UPDATE chat_channels SET last_seq = ? WHERE name = ?');
  for (const [channel, seq] of seqs) setLast.run(seq, channel);
}
