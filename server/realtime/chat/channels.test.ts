// Channels made by users (issue 21 "Channels"): before, 300 /joins by one user grew everyone's
// channel list from 10 to 311 entries, sent whole (13.8 KB) on every presence change, and the rows
// stayed for ever. Now a user has at most MAX_OWN_CHANNELS of their own, an unused one expires,
// and the lists change by small deltas, in batches.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { until } from '../../../test/support/waits';
import { MAX_OWN_CHANNELS, WHITEBOARD_CHANNEL } from '../../../src/lib/chatChannel';
import { CHANNEL_LIMIT_TEXT } from '../../../src/lib/chatTexts';
import { LIMIT_TEXTS } from '../../../src/lib/limitTexts';
import { followLists, type ChatLists } from '../../../test/support/chatLists';
import { startRealtimeTestServer, type RealtimeTestServer } from '../testing/realtimeServer';
import { recordingClient, type RecordingClient } from '../testing/socketClient';
import { CHANNEL_IDLE_MS } from './channels';
import { PACKET_RULE } from '../floodGuard';

/**
 * The /joins one user sends back to back: as many as the connection's packet burst allows beside its
 * connect and auth (floodGuard.ts closes a connection past it, which floodGuard.test.ts covers).
 * 300 took the connection to the edge of the burst, and on a quiet machine, whose answers come
 * back before a packet's worth of refill, over it.
 */
const JOINS = PACKET_RULE.burst - 10;

let server: RealtimeTestServer;
const clients: RecordingClient[] = [];
beforeEach(async () => {
  server = await startRealtimeTestServer();
});
afterEach(async () => {
  for (const made of clients.splice(0)) made.close();
  await server.close();
});

const chatIdOf = (userId: number) => (server.app.ctx.db.prepare('SELECT chat_id FROM users WHERE id = ?').pluck().get(userId) as string | null) ?? '';

async function inChat(userId: number, channel: string): Promise<{ made: RecordingClient; lists: ChatLists; answer: unknown }> {
  const made = recordingClient(`${server.url}/chat`, { cookie: server.cookieFor(userId) });
  clients.push(made);
  const lists = followLists(made);
  const answer = await made.ask('auth', { chatId: chatIdOf(userId), channel });
  return { made, lists, answer };
}
const names = (lists: ChatLists) => lists.channels().map((channel) => channel.name);

describe('channels made by users', () => {
  it(`${JOINS} /joins of new names by one user: a few channels of their own, the rest refused; the others get small deltas only`, async () => {
    const paolo = await inChat(2, 'lobby');
    await until(() => paolo.lists.users().length === 1);
    const before = names(paolo.lists);
    const ada = await inChat(1, 'lobby');
    const answers: unknown[] = [];
    for (let i = 0; i < JOINS; i += 1) answers.push(await ada.made.ask('join', { channel: `spam-${i}` }));
    const made = answers.filter((answer) => (answer as { ok: boolean }).ok);
    expect(made).toHaveLength(MAX_OWN_CHANNELS);
    expect(answers[MAX_OWN_CHANNELS]).toEqual({ ok: false, error: CHANNEL_LIMIT_TEXT });
    expect(answers.at(-1)).toMatchObject({ ok: false, error: LIMIT_TEXTS.join });
    expect(server.query("SELECT name FROM chat_channels WHERE name LIKE 'spam-%'")).toHaveLength(MAX_OWN_CHANNELS);

    // Paolo's list grows by those only, told as deltas after his one full list.
    const own = Array.from({ length: MAX_OWN_CHANNELS }, (_, i) => `spam-${i}`);
    await until(() => own.every((name) => names(paolo.lists).includes(name)));
    expect(names(paolo.lists).sort()).toEqual([...before, ...own].sort());
    const fullLists = paolo.lists.payloads.filter((entry) => entry.event === 'channel-list');
    expect(fullLists).toHaveLength(1);
    const deltas = paolo.lists.payloads.filter((entry) => entry.event === 'channel-delta').map((entry) => entry.payload as { set: unknown[]; removed: unknown[] });
    expect(deltas.every((delta) => delta.set.length + delta.removed.length <= MAX_OWN_CHANNELS + 1)).toBe(true);
  });

  it('a new channel asked for at auth, past the limit, lands in the lobby and says why', async () => {
    for (let i = 0; i < MAX_OWN_CHANNELS; i += 1) expect((await inChat(1, `mine-${i}`)).answer).toMatchObject({ ok: true, channel: `mine-${i}` });
    const over = await inChat(1, 'one-too-many');
    expect(over.answer).toEqual({ ok: true, channel: 'lobby', userId: 1, notice: CHANNEL_LIMIT_TEXT });
    expect(await over.made.waitFor('redirect')).toEqual({ channel: 'lobby' });
    // Joining an existing channel is not making one, and the whiteboard's is the house's.
    expect((await inChat(1, 'mine-0')).answer).toMatchObject({ ok: true, channel: 'mine-0' });
    expect((await inChat(1, WHITEBOARD_CHANNEL)).answer).toEqual({ ok: true, channel: WHITEBOARD_CHANNEL, userId: 1 });
    expect(server.query('SELECT created_by FROM chat_channels WHERE name = ?', WHITEBOARD_CHANNEL)).toEqual([{ created_by: null }]);
  });

  it('an unused channel made by a user leaves the list with its history; the house’s and occupied ones stay', async () => {
    const ada = await inChat(1, 'fading-room');
    expect(await ada.made.ask('chat', { clientId: 'fade-1', text: 'anyone?' })).toMatchObject({ ok: true });
    expect(await ada.made.ask('join', { channel: 'lobby' })).toMatchObject({ ok: true });
    const greta = await inChat(3, 'busy-room');
    const paolo = await inChat(2, 'lobby');
    await until(() => ['fading-room', 'busy-room', 'quiet-corner'].every((name) => names(paolo.lists).includes(name)));

    server.advance(CHANNEL_IDLE_MS + 1);
    // The next presence count (someone moves) expires it.
    expect(await greta.made.ask('join', { channel: 'critique' })).toMatchObject({ ok: true });
    expect(await greta.made.ask('join', { channel: 'busy-room' })).toMatchObject({ ok: true });
    await until(() => !names(paolo.lists).includes('fading-room'));
    expect(names(paolo.lists)).toEqual(expect.arrayContaining(['busy-room', 'quiet-corner', 'lobby']));
    expect(server.query("SELECT name FROM chat_channels WHERE name = 'fading-room'")).toEqual([]);
    expect(server.query("SELECT id FROM chat_messages WHERE channel = 'fading-room'")).toEqual([]);
  });

  it('a presence change reaches the others as one changed entry, not the whole list', async () => {
    const paolo = await inChat(2, 'lobby');
    await until(() => paolo.lists.users().length === 1);
    const seen = paolo.lists.payloads.length;
    await inChat(1, 'lobby');
    await until(() => paolo.lists.users().length === 2);
    expect(paolo.lists.payloads.slice(seen)).toEqual([
      { event: 'channel-delta', payload: { set: [{ name: 'lobby', users: 2 }], removed: [] } },
      { event: 'user-delta', payload: { channel: 'lobby', joined: [expect.objectContaining({ userId: 1, nickname: 'InkyAda' })], left: [] } },
    ]);
  });
});
