// The /chat namespace with real socket.io clients on a listening test server (seeded SQLite).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { until } from '../../../test/support/waits';
import * as v from 'valibot';
import { banText } from '../../../src/lib/ban';
import { CHAT_LOGIN_REQUIRED, REPORT_SUCCESS, REPORT_USAGE, channelNameEmptyText } from '../../../src/lib/chatTexts';
import {
  KEEP_MESSAGES,
  MESSAGE_TOO_LONG_TEXT,
  authAnswer,
  chatAnswer,
  chatMessage,
  chatsPayload,
  channelDeltaPayload,
  type ChatMessage,
} from '../../../src/realtime/chat/schemas';
import { CHAT_DEMO } from '../../seed/seedChat';
import { startRealtimeTestServer, type RealtimeTestServer } from '../testing/realtimeServer';
import { recordingClient, type RecordingClient } from '../testing/socketClient';
import { followLists, type ChatLists } from '../../../test/support/chatLists';
import { activeBan } from '../../users/currentUser';
import { TEST_NOW } from '../../testing/testApp';
import { ChatStore, HISTORY_PER_CHANNEL } from './store';

let server: RealtimeTestServer;
const clients: RecordingClient[] = [];

beforeEach(async () => {
  server = await startRealtimeTestServer();
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await server.close();
});

const chatIdOf = (userId: number) => server.query<{ chat_id: string }>('SELECT chat_id FROM users WHERE id = ?', userId)[0]?.chat_id ?? '';

function client(userId: number | null): RecordingClient {
  const made = recordingClient(`${server.url}/chat`, { cookie: userId === null ? undefined : server.cookieFor(userId) });
  clients.push(made);
  return made;
}

const lists = new WeakMap<RecordingClient, ChatLists>();
/** The user and channel lists the client sees (followed from its auth on). */
const listsOf = (made: RecordingClient) => lists.get(made)!;

/** A signed-in client in the channel (authenticated, its first chats received). */
async function joined(userId: number, channel = 'lobby', since?: number): Promise<RecordingClient> {
  const made = client(userId);
  lists.set(made, followLists(made));
  const answer = v.parse(authAnswer, await made.ask('auth', { chatId: chatIdOf(userId), channel, ...(since === undefined ? {} : { since }) }));
  expect(answer).toMatchObject({ ok: true, userId });
  await made.waitFor('chats');
  return made;
}

const chatsOf = (made: RecordingClient) => made.received('chat').map((payload) => v.parse(chatMessage, payload));
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('/chat auth', () => {
  it('refuses visitors, wrong chat ids and suspended users with the login text; a chat before auth is refused', async () => {
    const visitor = client(null);
    expect(await visitor.ask('chat', { clientId: 'v1', text: 'hi' })).toEqual({ ok: false, error: CHAT_LOGIN_REQUIRED });
    expect(await visitor.ask('auth', { chatId: 'whatever', channel: 'lobby' })).toEqual({ ok: false, error: CHAT_LOGIN_REQUIRED });

    const wrong = client(1);
    expect(await wrong.ask('auth', { chatId: chatIdOf(2), channel: 'lobby' })).toEqual({ ok: false, error: CHAT_LOGIN_REQUIRED });

    // A suspended or warned user is told the ban page's text.
    const banned = client(6);
    expect(await banned.ask('auth', { chatId: chatIdOf(6), channel: 'lobby' })).toEqual({ ok: false, error: banText(activeBan(server.app.ctx.db, 6, server.app.ctx.clock())!) });
    const warned = client(5);
    expect(await warned.ask('auth', { chatId: chatIdOf(5), channel: 'lobby' })).toEqual({ ok: false, error: 'You have received a warning from a gloperator.' });
    expect(server.query('SELECT 1 FROM chat_messages WHERE client_id = ?', 'v1')).toHaveLength(0);
  });

  it('joins the normalized channel (redirect), with channel, topic, the latest 50 messages, the users and the channels', async () => {
    const ada = client(1);
    const seen = followLists(ada);
    const answer = await ada.ask('auth', { chatId: chatIdOf(1), channel: 'Art Talk!' });
    expect(answer).toEqual({ ok: true, channel: 'art-talk', userId: 1 });
    expect(await ada.waitFor('redirect')).toEqual({ channel: 'art-talk' });
    expect(await ada.waitFor('channel')).toEqual({ name: 'art-talk' });
    expect(await ada.waitFor('topic')).toEqual({ channel: 'art-talk', topic: 'Techniques, brushes and palettes' });
    const chats = v.parse(chatsPayload, await ada.waitFor('chats'));
    expect(chats.resumed).toBe(false);
    expect(chats.messages).toHaveLength(KEEP_MESSAGES);
    // The channel's own numbers: the last 50 of the 64, without gaps, and where live ones go on.
    expect(chats.messages.map((message) => message.seq)).toEqual(Array.from({ length: KEEP_MESSAGES }, (_, i) => CHAT_DEMO.busyMessages - KEEP_MESSAGES + 1 + i));
    expect(chats.last).toBe(CHAT_DEMO.busyMessages);
    expect(chats.messages.at(-1)?.text).toContain(`(#${CHAT_DEMO.busyMessages})`);
    // The lists: in full on entering, then what changed (ada herself) as a delta.
    await until(() => seen.users().length === 1 && seen.channels().some((channel) => channel.name === 'art-talk' && channel.users === 1));
    expect(seen.users().map((user) => user.nickname)).toEqual(['InkyAda']);
    expect(seen.channels()).toEqual(expect.arrayContaining([{ name: 'art-talk', users: 1 }, { name: 'lobby', users: 0 }, { name: 'quiet-corner', users: 0 }]));
    expect(seen.payloads.map((entry) => entry.event)).toEqual(['channel-list', 'user-list', 'channel-delta', 'user-delta']);
  });

  it('refuses a handshake from another site (Origin), accepts its own', async () => {
    const cookie = server.cookieFor(1);
    const foreign = recordingClient(`${server.url}/chat`, { cookie, headers: { origin: 'https://evil.example' } });
    clients.push(foreign);
    await new Promise<void>((resolve) => foreign.socket.once('connect_error', () => resolve()));
    expect(foreign.socket.connected).toBe(false);
    const own = recordingClient(`${server.url}/chat`, { cookie, headers: { origin: server.url } });
    clients.push(own);
    expect(await own.ask('auth', { chatId: chatIdOf(1), channel: 'lobby' })).toMatchObject({ ok: true });
  });

  it('an empty channel name lands in the lobby', async () => {
    const ada = client(1);
    expect(await ada.ask('auth', { chatId: chatIdOf(1), channel: '' })).toMatchObject({ ok: true, channel: 'lobby' });
  });
});

describe('/chat messages', () => {
  it('fans a message out to everyone in the channel exactly once, not to other channels', async () => {
    const ada = await joined(1);
    const paolo = await joined(2);
    const greta = await joined(3, 'critique');
    const answer = v.parse(chatAnswer, await ada.ask('chat', { clientId: 'ada-1', text: '  Hello lobby  ' }));
    expect(answer.ok).toBe(true);
    const seen = v.parse(chatMessage, await paolo.waitFor('chat'));
    expect(seen).toMatchObject({ clientId: 'ada-1', text: 'Hello lobby', userId: 1, nickname: 'InkyAda', channel: 'lobby', kind: 'user' });
    expect(answer).toEqual({ ok: true, id: seen.id, seq: seen.seq });
    await ada.waitFor('chat');
    await settle();
    expect(chatsOf(ada)).toHaveLength(1);
    expect(chatsOf(paolo)).toHaveLength(1);
    expect(greta.received('chat')).toHaveLength(0);
    // Both see each other in the user list.
    await until(() => listsOf(ada).users().length === 2);
  });

  it('answers a re-sent client id with the stored message and does not broadcast it again', async () => {
    const ada = await joined(1);
    const paolo = await joined(2);
    const first = await ada.ask('chat', { clientId: 'same-id', text: 'once' });
    const again = await ada.ask('chat', { clientId: 'same-id', text: 'once' });
    expect(again).toEqual(first);
    await paolo.waitFor('chat');
    await settle();
    expect(chatsOf(paolo).map((message) => message.text)).toEqual(['once']);
    expect(server.query('SELECT id FROM chat_messages WHERE client_id = ?', 'same-id')).toHaveLength(1);
  });

  it('ignores empty messages', async () => {
    const ada = await joined(1);
    const paolo = await joined(2);
    expect(await ada.ask('chat', { clientId: 'blank', text: '   ' })).toEqual({ ok: false, error: 'empty' });
    // Control characters nobody types are not text (server/http/plainStrings.ts): only them is empty.
    expect(await ada.ask('chat', { clientId: 'controls', text: '\u0000\u202e\u0007' })).toEqual({ ok: false, error: 'empty' });
    await settle();
    expect(paolo.received('chat')).toHaveLength(0);
  });

  it('takes 500 characters once trimmed, and refuses more with the limit’s text', async () => {
    const ada = await joined(1);
    expect(await ada.ask('chat', { clientId: 'spaced', text: ` ${'a'.repeat(500)} ` })).toMatchObject({ ok: true });
    expect(await ada.ask('chat', { clientId: 'long', text: 'b'.repeat(501) })).toEqual({ ok: false, error: MESSAGE_TOO_LONG_TEXT });
    expect(MESSAGE_TOO_LONG_TEXT).toBe('A chat message has at most 500 characters.');
    expect(server.query('SELECT id FROM chat_messages WHERE client_id = ?', 'long')).toHaveLength(0);
  });

  it('resumes after a reconnect with exactly the messages after the last one the client has, in order', async () => {
    const ada = await joined(1);
    const paolo = await joined(2);
    await ada.ask('chat', { clientId: 'r1', text: 'before' });
    const last = v.parse(chatMessage, await paolo.waitFor('chat'));
    paolo.close();
    const sent: number[] = [];
    for (const text of ['while away 1', 'while away 2', 'while away 3']) {
      sent.push(v.parse(chatAnswer, await ada.ask('chat', { clientId: text.replace(/ /g, '-'), text })).ok ? 1 : 0);
    }
    const back = await joined(2, 'lobby', last.seq);
    const resumed = v.parse(chatsPayload, back.received('chats')[0]);
    expect(resumed.resumed).toBe(true);
    expect(resumed.messages.map((message) => message.text)).toEqual(['while away 1', 'while away 2', 'while away 3']);
    // And live messages continue after the resumed ones.
    await ada.ask('chat', { clientId: 'r-after', text: 'welcome back' });
    const live = v.parse(chatMessage, await back.waitFor('chat'));
    expect(resumed.messages.map((message) => message.seq)).toEqual([last.seq + 1, last.seq + 2, last.seq + 3]);
    expect(resumed.last).toBe(last.seq + 3);
    expect(live.seq).toBe(last.seq + 4);
  });

  it('answers a resume the kept history no longer covers with the latest and how many were missed', async () => {
    const ada = await joined(1, 'critique');
    const last = v.parse(chatsPayload, ada.received('chats')[0]).last;
    ada.close();
    // More than the kept 200 written meanwhile (by the store: one user may not send that many).
    const store = new ChatStore(server.app.ctx);
    for (let i = 0; i < HISTORY_PER_CHANNEL + 5; i += 1) store.add({ channel: 'critique', userId: 2, clientId: `away-${i}`, text: `away ${i}`, kind: 'user' });
    const back = await joined(1, 'critique', last);
    const chats = v.parse(chatsPayload, back.received('chats')[0]);
    // Missed: all the reader will not see, between their last and the first one sent (not only the 5 no longer kept).
    expect(chats).toMatchObject({ resumed: false, missed: HISTORY_PER_CHANNEL + 5 - KEEP_MESSAGES, last: last + HISTORY_PER_CHANNEL + 5 });
    expect(chats.messages).toHaveLength(KEEP_MESSAGES);
    expect(chats.messages.at(-1)?.text).toBe(`away ${HISTORY_PER_CHANNEL + 4}`);
    // Covered: no `missed`.
    const covered = await joined(2, 'critique', last + 10);
    expect(v.parse(chatsPayload, covered.received('chats')[0])).toMatchObject({ resumed: true, last: last + HISTORY_PER_CHANNEL + 5 });
    expect(v.parse(chatsPayload, covered.received('chats')[0]).missed).toBeUndefined();
  });

  it('drops malformed payloads without answering and keeps serving everyone', async () => {
    const ada = await joined(1);
    const paolo = await joined(2);
    const bad: unknown[] = [
      'just a string',
      null,
      42,
      { clientId: 'x1', text: 42 },
      { clientId: 'x2', text: 'a'.repeat(501) },
      { clientId: 'bad id with spaces', text: 'hi' },
      { clientId: 'x3', text: 'hi', extra: true },
      { text: 'no client id' },
    ];
    for (const payload of bad) ada.socket.emit('chat', payload);
    ada.socket.emit('join', { channel: 5 });
    ada.socket.emit('report', 'nope');
    ada.socket.emit('auth', { chatId: 1, channel: [] });
    ada.socket.emit('no-such-event', { anything: true });
    await settle();
    expect(paolo.received('chat')).toHaveLength(0);
    expect(server.query("SELECT id FROM chat_messages WHERE client_id LIKE 'x%' OR text = 'no client id'")).toHaveLength(0);
    expect(await ada.ask('chat', { clientId: 'good', text: 'still here' })).toMatchObject({ ok: true });
    expect(v.parse(chatMessage, await paolo.waitFor('chat')).text).toBe('still here');
  });

  it('keeps a bounded history per channel and sends at most 50', async () => {
    const ada = await joined(1, 'quiet-corner');
    expect(v.parse(chatsPayload, ada.received('chats')[0]).messages).toEqual([]);
    await ada.ask('chat', { clientId: 'cap-first', text: 'first' });
    const store = new ChatStore(server.app.ctx);
    for (let i = 0; i < HISTORY_PER_CHANNEL + 10; i += 1) store.add({ channel: 'quiet-corner', userId: 1, clientId: `cap-${i}`, text: `m${i}`, kind: 'user' });
    expect(server.query("SELECT id FROM chat_messages WHERE channel = 'quiet-corner'")).toHaveLength(HISTORY_PER_CHANNEL);
    const later = await joined(2, 'quiet-corner');
    const chats = v.parse(chatsPayload, later.received('chats')[0]);
    expect(chats.messages).toHaveLength(KEEP_MESSAGES);
    expect(chats.messages.at(-1)?.text).toBe(`m${HISTORY_PER_CHANNEL + 9}`);
  });
});

describe('/chat commands', () => {
  it('lists a user as they are now: renamed, or their avatar sketch gone, at the next count', async () => {
    const ada = await joined(1);
    await joined(2);
    await until(() => listsOf(ada).users().some((user) => user.userId === 2 && user.nickname === 'PatronPaolo'));
    server.app.ctx.db.prepare("UPDATE users SET nickname = 'PaoloRenamed', avatar_sketch_id = NULL WHERE id = 2").run();
    await joined(4); // someone coming in counts the channel again
    await until(() => listsOf(ada).users().some((user) => user.userId === 2 && user.nickname === 'PaoloRenamed' && user.avatar === '/img/avatar/2'));
    expect(listsOf(ada).users().filter((user) => user.userId === 2)).toHaveLength(1);
  });

  it('join moves to the normalized channel with its history and updates both user lists', async () => {
    const ada = await joined(1);
    const paolo = await joined(2);
    await until(() => listsOf(paolo).users().length === 2);
    expect(await ada.ask('join', { channel: 'Quiet Corner' })).toEqual({ ok: true, channel: 'quiet-corner', userId: 1 });
    await ada.waitFor('channel', (payload) => (payload as { name: string }).name === 'quiet-corner');
    await until(() => listsOf(paolo).users().length === 1);
    // A name with nothing left of it once normalized says why.
    expect(await ada.ask('join', { channel: '!!!' })).toEqual({ ok: false, error: channelNameEmptyText('!!!') });
    // Messages now go to the new channel only.
    await ada.ask('chat', { clientId: 'moved', text: 'in the corner' });
    await settle();
    expect(paolo.received('chat')).toHaveLength(0);
  });

  it('report takes a profile link, answers with the spec texts and records the report', async () => {
    const ada = await joined(1);
    expect(await ada.ask('report', { link: 'not a link' })).toEqual({ ok: false, message: REPORT_USAGE });
    expect(await ada.ask('report', { link: 'https://sketchery.app/user/1' })).toEqual({ ok: false, message: REPORT_USAGE });
    expect(await ada.ask('report', { link: 'https://sketchery.app/user/PatronPaolo' })).toEqual({ ok: true, message: REPORT_SUCCESS });
    expect(await ada.ask('report', { link: '/user/4' })).toEqual({ ok: true, message: REPORT_SUCCESS });
    expect(server.query('SELECT reporter_id, reported_id, channel FROM chat_reports ORDER BY id')).toEqual([
      { reporter_id: 1, reported_id: 2, channel: 'lobby' },
      { reporter_id: 1, reported_id: 4, channel: 'lobby' },
    ]);
  });

  it("report finds a user by any address their profile has: a patron's web address under /user/ or as the whole path", async () => {
    const [patron] = server.query<{ id: number; slug: string }>(
      "SELECT u.id, p.slug FROM patron_settings p JOIN users u ON u.id = p.user_id WHERE p.slug <> '' AND lower(u.nickname) <> p.slug AND u.id > 6 ORDER BY u.id LIMIT 1",
    );
    const greta = await joined(3);
    expect(await greta.ask('report', { link: `https://sketchery.app/user/${patron!.slug}` })).toEqual({ ok: true, message: REPORT_SUCCESS });
    const gus = await joined(4);
    expect(await gus.ask('report', { link: `https://sketchery.app/${patron!.slug.toUpperCase()}` })).toEqual({ ok: true, message: REPORT_SUCCESS });
    expect(server.query('SELECT reporter_id, reported_id FROM chat_reports WHERE reporter_id IN (3, 4) ORDER BY id')).toEqual([
      { reporter_id: 3, reported_id: patron!.id },
      { reporter_id: 4, reported_id: patron!.id },
    ]);
  });
});

describe('announcements', () => {
  it('reach every signed-in chat socket as announce-stream messages', async () => {
    const { announceStream } = await import('./namespace');
    const ada = await joined(1, 'critique');
    const sent: ChatMessage = announceStream(server.io, server.app.ctx, 'PatronPaolo is live streaming now!');
    const seen = v.parse(chatMessage, await ada.waitFor('chat'));
    expect(seen).toEqual(sent);
    expect(seen.kind).toBe('announce-stream');
  });
});

describe('who hears the namespace-wide broadcasts (spec part 2 §5, §6: visitors have no chat)', () => {
  const connected = (made: RecordingClient) =>
    new Promise<void>((resolve) => (made.socket.connected ? resolve() : made.socket.once('connect', () => resolve())));
  /** Why the socket was closed (the server's closing comes right after its answer). */
  const closedByServer = (made: RecordingClient) =>
    new Promise<string>((resolve, reject) => {
      if (!made.socket.connected) return resolve('not connected');
      const timer = setTimeout(() => reject(new Error('the socket is still open')), 5000);
      made.socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
  const announce = async (text: string) => (await import('./namespace')).announceStream(server.io, server.app.ctx, text);

  it('a socket that never authenticated (visitor or signed in) hears neither live announcements nor channel changes', async () => {
    const visitor = client(null);
    const silent = client(3);
    await Promise.all([connected(visitor), connected(silent)]);
    // Someone entering a channel changes the channel list (a channel-delta to the signed-in).
    const ada = await joined(1, 'art-talk');
    await ada.waitFor('channel-delta');
    const sent = await announce('PatronPaolo is live streaming now!');
    expect(v.parse(chatMessage, await ada.waitFor('chat'))).toEqual(sent);
    // A round trip of each: a broadcast sent to them would have come first.
    await visitor.ask('chat', { clientId: 'probe-1', text: 'probe' });
    await silent.ask('chat', { clientId: 'probe-2', text: 'probe' });
    await settle();
    for (const outside of [visitor, silent]) {
      expect(outside.received('chat')).toEqual([]);
      expect(outside.received('channel-delta')).toEqual([]);
      expect(outside.socket.connected).toBe(true);
    }
  });

  it('a refused auth (visitor, the suspended BannedBea) is answered with its text, then the socket is closed', async () => {
    const visitor = client(null);
    await connected(visitor);
    const visitorClosed = closedByServer(visitor);
    expect(await visitor.ask('auth', { chatId: 'whatever', channel: 'lobby' })).toEqual({ ok: false, error: CHAT_LOGIN_REQUIRED });
    expect(await visitorClosed).toBe('io server disconnect');

    const bea = client(6);
    await connected(bea);
    const beaClosed = closedByServer(bea);
    const refusal = banText(activeBan(server.app.ctx.db, 6, server.app.ctx.clock())!);
    expect(refusal).toMatch(/suspended/);
    expect(await bea.ask('auth', { chatId: chatIdOf(6), channel: 'lobby' })).toEqual({ ok: false, error: refusal });
    expect(await beaClosed).toBe('io server disconnect');

    // Nothing said afterwards reaches them.
    const ada = await joined(1);
    await ada.waitFor('channel-delta');
    await announce('Someone is live streaming now!');
    await ada.waitFor('chat');
    await settle();
    for (const refused of [visitor, bea]) {
      expect(refused.received('chat')).toEqual([]);
      expect(refused.received('channel-delta')).toEqual([]);
    }
  });

  it('a user suspended while connected is told, closed, and hears no later announcement or channel change', async () => {
    const ada = await joined(1);
    const paolo = await joined(2);
    await paolo.waitFor('channel-delta');
    const before = { chats: paolo.received('chat').length, deltas: paolo.received('channel-delta').length };
    const closed = closedByServer(paolo);
    server.app.ctx.db
      .prepare("INSERT INTO bans (user_id, duration, date_start, date_end, reason, notes, offenses, accepted, by_user_id) VALUES (2, 24, ?, ?, 'test', '', 1, 0, 4)")
      .run(new Date(TEST_NOW).toISOString(), new Date(TEST_NOW + 24 * 3_600_000).toISOString());
    expect(await paolo.waitFor('refused')).toEqual({ error: banText(activeBan(server.app.ctx.db, 2, server.app.ctx.clock())!) });
    await closed;
    // Paolo leaving changes the lobby's count; the next announcement goes out.
    await ada.waitFor('channel-delta', (payload) => v.parse(channelDeltaPayload, payload).set.some((channel) => channel.name === 'lobby' && channel.users === 1));
    await announce('Someone else is live streaming now!');
    await ada.waitFor('chat');
    await settle();
    expect(paolo.received('chat')).toHaveLength(before.chats);
    expect(paolo.received('channel-delta')).toHaveLength(before.deltas);
  });
});
