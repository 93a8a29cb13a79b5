import { describe, expect, it, vi } from 'vitest';
import { JOIN_USAGE, REPORT_USAGE, channelNameEmptyText, fixedRoomText, missedMessagesText, unknownCommandText } from '../../lib/chatTexts';
import { LIMIT_TEXTS } from '../../lib/limitTexts';
import { FakeSocket, fakeFactory } from '../testing/fakeSocket';
import { ChatClient, GAP_WAIT_MS, type ChatClientOptions } from './chatClient';
import { keptMessages, type OutboxStorage } from './chatOutbox';
import { ANNOUNCE_MS, BADGE_PLUS_AT, badgeText, chatTimeText, mergeMessages, showsTimestamp, TIMESTAMP_GAP_MS, withChannelDelta, withUserDelta } from './chatMessages';
import { KEEP_MESSAGES, type ChatMessage } from './schemas';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A storage that outlives the clients made on it, as the tab's does a reload. */
function memoryOutbox(): OutboxStorage {
  const items = new Map<string, string>();
  return { load: (key) => items.get(key) ?? '', save: (key, text) => void (text ? items.set(key, text) : items.delete(key)) };
}

/** The channel's message number `seq` (the server numbers each channel's messages 1, 2, 3 ...). */
function message(seq: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id: seq + 1000, seq, clientId: null, channel: 'lobby', userId: 9, nickname: 'Someone', avatar: '/img/avatar/9', text: `m${seq}`, time: seq * 1000, kind: 'user', ...extra };
}
const seqs = (client: ChatClient) => client.snapshot.messages.map((m) => m.seq);
/** The chats payload of the latest messages (a fresh start), ending at the last of them. */
const latest = (...messages: ChatMessage[]) => ({ channel: 'lobby', messages, resumed: false, last: messages.at(-1)?.seq ?? 0 });

function manualTimers() {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    pending,
    setTimer: (run: () => void, ms: number) => {
      const timer = { run, ms };
      pending.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      const index = pending.indexOf(timer as (typeof pending)[number]);
      if (index >= 0) pending.splice(index, 1);
    },
  };
}

async function setup(options: Partial<ChatClientOptions> = {}) {
  const socket = new FakeSocket();
  const timers = manualTimers();
  let ids = 0;
  const client = new ChatClient({
    chatId: 'chat-ada',
    channel: 'Lobby',
    ...options,
    newClientId: () => `c${++ids}`,
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    connection: { factory: fakeFactory(socket), random: () => 0.5, setTimer: timers.setTimer, clearTimer: timers.clearTimer },
  });
  await client.start();
  /** The server accepts the connection and answers the authentication. */
  const connect = async (answer: unknown = { ok: true, channel: 'lobby', userId: 1 }) => {
    socket.serverAccepts();
    const auth = socket.sent('auth').at(-1);
    auth?.ack?.(answer);
    await flush();
    return auth?.payload;
  };
  return { socket, client, timers, connect };
}

describe('chatTimeText', () => {
  it('is the clock time today, with the day before it on an earlier day and the year in another year', () => {
    const now = new Date(2026, 11, 6, 14, 30).getTime();
    expect(chatTimeText(new Date(2026, 11, 6, 9, 5).getTime(), now)).toBe('9:05 AM');
    expect(chatTimeText(new Date(2026, 11, 4, 18, 9).getTime(), now)).toBe('Dec 4, 6:09 PM');
    expect(chatTimeText(new Date(2025, 11, 31, 23, 59).getTime(), now)).toBe('Dec 31, 2025, 11:59 PM');
  });
});

describe('the chat server', () => {
  it("connects to the /chat namespace of the user's chat server (spec part 2 §7)", async () => {
    const factory = vi.fn(fakeFactory(new FakeSocket()));
    const client = new ChatClient({ chatId: 'chat-ada', server: 'https://chat.example.com', connection: { factory } });
    await client.start();
    expect(factory).toHaveBeenCalledWith('/chat', expect.objectContaining({ server: 'https://chat.example.com' }));
    client.close();
  });
});

describe('chat message rules', () => {
  it('merges by seq, in order, each once, keeping the newest 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => message(i + 1));
    const merged = mergeMessages(many.slice(0, 30), [...many.slice(25, 60).reverse(), message(3)]);
    expect(merged).toHaveLength(KEEP_MESSAGES);
    expect(merged.map((m) => m.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 11));
  });

  it('applies channel and user deltas, keeping the lists sorted', () => {
    const channels = [{ name: 'lobby', users: 2 }, { name: 'art', users: 0 }];
    expect(withChannelDelta(channels, { set: [{ name: 'lobby', users: 3 }, { name: 'new-one', users: 1 }], removed: ['art'] })).toEqual([
      { name: 'lobby', users: 3 },
      { name: 'new-one', users: 1 },
    ]);
    const ada = { userId: 1, nickname: 'InkyAda', avatar: '' };
    const juno = { userId: 9, nickname: 'Juno', avatar: '' };
    expect(withUserDelta([juno], { joined: [ada], left: [] })).toEqual([ada, juno]);
    expect(withUserDelta([ada, juno], { joined: [], left: [1] })).toEqual([juno]);
  });

  it('shows a timestamp on the first message and after gaps over 10 minutes only', () => {
    const list = [{ time: 0 }, { time: TIMESTAMP_GAP_MS }, { time: 2 * TIMESTAMP_GAP_MS + 1 }, { time: 2 * TIMESTAMP_GAP_MS + 2 }];
    expect(list.map((_, index) => showsTimestamp(list, index))).toEqual([true, false, true, false]);
  });

  it('badge: nothing at 0, the count below 10, + at 10 or more', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(BADGE_PLUS_AT)).toBe('+');
    expect(badgeText(57)).toBe('+');
  });
});

describe('ChatClient', () => {
  it('authenticates with the chat id and the normalized channel, and shows the latest messages', async () => {
    const { socket, client, connect } = await setup();
    expect(await connect()).toEqual({ chatId: 'chat-ada', channel: 'lobby' });
    socket.serverSends('topic', { channel: 'lobby', topic: 'Be kind' });
    socket.serverSends('chats', latest(message(1), message(2)));
    socket.serverSends('user-list', [{ userId: 1, nickname: 'InkyAda', avatar: '/a' }]);
    expect(client.snapshot).toMatchObject({ channel: 'lobby', topic: 'Be kind', userId: 1, unread: 0 });
    expect(seqs(client)).toEqual([1, 2]);
    expect(client.snapshot.users).toHaveLength(1);
  });

  it('re-authenticates after a reconnect resuming after the last message, and merges without doubles', async () => {
    const { socket, client, connect, timers } = await setup();
    await connect();
    socket.serverSends('chats', latest(message(1), message(2)));
    socket.drop();
    timers.pending.shift()?.run();
    expect(await connect()).toEqual({ chatId: 'chat-ada', channel: 'lobby', since: 2 });
    socket.serverSends('chats', { channel: 'lobby', messages: [message(2), message(3)], resumed: true, last: 3 });
    socket.serverSends('chat', message(3));
    expect(seqs(client)).toEqual([1, 2, 3]);
  });

  it('holds back a message that arrives ahead of a gap, shows all in order once it fills, and each once', async () => {
    const { socket, client, connect } = await setup();
    await connect();
    const delivered: number[] = [];
    client.onDelivered((messages) => delivered.push(...messages.map((m) => m.seq)));
    socket.serverSends('chats', latest(message(1)));
    socket.serverSends('chat', message(3));
    socket.serverSends('chat', message(4));
    expect(seqs(client)).toEqual([1]);
    socket.serverSends('chat', message(2));
    socket.serverSends('chat', message(3));
    expect(seqs(client)).toEqual([1, 2, 3, 4]);
    expect(delivered).toEqual([1, 2, 3, 4]);
  });

  it('resumes after the last message shown in order, not the highest that arrived: one still on its way is not skipped', async () => {
    const { socket, client, connect, timers } = await setup();
    await connect();
    const delivered: number[] = [];
    client.onDelivered((messages) => delivered.push(...messages.map((m) => m.seq)));
    socket.serverSends('chats', latest(message(1), message(2)));
    // 4 overtook 3 (stored on another process), and the line drops before 3 arrives.
    socket.serverSends('chat', message(4));
    socket.drop();
    timers.pending.shift()?.run();
    expect(await connect()).toEqual({ chatId: 'chat-ada', channel: 'lobby', since: 2 });
    socket.serverSends('chats', { channel: 'lobby', messages: [message(3), message(4), message(5)], resumed: true, last: 5 });
    expect(seqs(client)).toEqual([1, 2, 3, 4, 5]);
    expect(delivered).toEqual([1, 2, 3, 4, 5]);
  });

  it('asks again on the same socket when a gap stays open (a message lost on its way)', async () => {
    const { socket, client, connect, timers } = await setup();
    await connect();
    socket.serverSends('chats', latest(message(1)));
    socket.serverSends('chat', message(3));
    const gap = timers.pending.findIndex((timer) => timer.ms === GAP_WAIT_MS);
    expect(gap).toBeGreaterThanOrEqual(0);
    timers.pending.splice(gap, 1)[0]?.run();
    expect(socket.sent('auth').at(-1)?.payload).toEqual({ chatId: 'chat-ada', channel: 'lobby', since: 1 });
    socket.sent('auth').at(-1)?.ack?.({ ok: true, channel: 'lobby', userId: 1 });
    socket.serverSends('chats', { channel: 'lobby', messages: [message(2), message(3)], resumed: true, last: 3 });
    expect(seqs(client)).toEqual([1, 2, 3]);
    expect(timers.pending.some((timer) => timer.ms === GAP_WAIT_MS)).toBe(false);
  });

  it('says so when the server no longer keeps what was missed, and shows the latest', async () => {
    const { socket, client, connect, timers } = await setup();
    await connect();
    socket.serverSends('chats', latest(message(1), message(2)));
    socket.drop();
    timers.pending.shift()?.run();
    await connect();
    socket.serverSends('chats', { channel: 'lobby', messages: [message(300), message(301)], resumed: false, last: 301, missed: 97 });
    expect(seqs(client)).toEqual([300, 301]);
    expect(client.snapshot.notice).toBe(missedMessagesText(97));
    socket.serverSends('chat', message(302));
    expect(seqs(client)).toEqual([300, 301, 302]);
  });

  it('sends typed text offline after the reconnect, once, and keeps it pending until acknowledged', async () => {
    const { socket, client, connect } = await setup();
    client.submit('   ');
    client.submit('  typed offline  ');
    expect(client.snapshot.pending).toEqual([{ clientId: 'c1', text: 'typed offline' }]);
    expect(socket.sent('chat')).toHaveLength(0);
    await connect();
    socket.serverSends('chats', latest());
    const sent = socket.sent('chat');
    expect(sent.map((entry) => entry.payload)).toEqual([{ clientId: 'c1', text: 'typed offline' }]);
    socket.serverSends('chat', message(1, { clientId: 'c1', userId: 1, text: 'typed offline' }));
    sent[0]?.ack?.({ ok: true, id: 1001, seq: 1 });
    await flush();
    expect(client.snapshot.pending).toEqual([]);
    expect(client.snapshot.messages.map((m) => m.text)).toEqual(['typed offline']);
  });

  it('keeps a message typed offline through a reload: the next page sends it again with its id, and forgets it once acknowledged', async () => {
    const outbox = memoryOutbox();
    const first = await setup({ outbox });
    first.client.submit('typed before the reload');
    first.client.close();
    expect(first.socket.sent('chat')).toHaveLength(0);
    const second = await setup({ outbox });
    expect(second.client.snapshot.pending).toEqual([{ clientId: 'c1', text: 'typed before the reload' }]);
    await second.connect();
    const sent = second.socket.sent('chat');
    expect(sent.map((entry) => entry.payload)).toEqual([{ clientId: 'c1', text: 'typed before the reload' }]);
    sent[0]?.ack?.({ ok: true, id: 1001, seq: 1 });
    await flush();
    expect(second.client.snapshot.pending).toEqual([]);
    expect(keptMessages(outbox, 'chat-ada')).toEqual([]);
    // Acknowledged, it goes no more: a third page sends nothing.
    second.client.close();
    const third = await setup({ outbox });
    await third.connect();
    expect(third.socket.sent('chat')).toHaveLength(0);
  });

  it('sends a kept message only in its own channel, and drops what the storage holds that is no message', async () => {
    const outbox = memoryOutbox();
    outbox.save('chat-outbox:chat-ada', JSON.stringify([{ clientId: 'k1', text: 'for art', channel: 'art' }, { clientId: 'bad id!', text: 'x', channel: 'lobby' }, 42, { clientId: 'k2', text: 'for the lobby', channel: 'lobby' }]));
    const { socket, client, connect } = await setup({ outbox });
    expect(client.snapshot.pending).toEqual([{ clientId: 'k2', text: 'for the lobby' }]);
    await connect();
    expect(socket.sent('chat').map((entry) => entry.payload)).toEqual([{ clientId: 'k2', text: 'for the lobby' }]);
    socket.sent('chat')[0]?.ack?.({ ok: true, id: 1001, seq: 1 });
    await flush();
    // The art channel's message waits for a page in that channel.
    expect(keptMessages(outbox, 'chat-ada').map((kept) => kept.clientId)).toEqual(['k1']);
    outbox.save('chat-outbox:chat-ada', '{not json');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(keptMessages(outbox, 'chat-ada')).toEqual([]);
  });

  it('forgets a message the server refuses, so a reload does not send it again', async () => {
    const outbox = memoryOutbox();
    const { socket, client, connect } = await setup({ outbox });
    await connect();
    client.submit('not allowed');
    expect(keptMessages(outbox, 'chat-ada')).toHaveLength(1);
    socket.sent('chat')[0]?.ack?.({ ok: false, error: 'You are muted.' });
    await flush();
    expect(keptMessages(outbox, 'chat-ada')).toEqual([]);
  });

  it('counts others’ messages as unread while nobody watches, not announcements nor own, and resets when watched', async () => {
    const { socket, client, connect, timers } = await setup();
    await connect();
    socket.serverSends('chats', latest(message(1)));
    expect(client.snapshot.unread).toBe(0);
    socket.serverSends('chat', message(2));
    socket.serverSends('chat', message(3, { userId: 1 }));
    socket.serverSends('chat', message(4, { kind: 'announce-stream', userId: null, text: 'Paolo is live' }));
    expect(client.snapshot.unread).toBe(1);
    expect(client.snapshot.announce?.text).toBe('Paolo is live');
    const banner = timers.pending.find((timer) => timer.ms === ANNOUNCE_MS);
    banner?.run();
    expect(client.snapshot.announce).toBeNull();
    client.setWatching(true);
    expect(client.snapshot.unread).toBe(0);
    socket.serverSends('chat', message(5));
    expect(client.snapshot.unread).toBe(0);
    client.setWatching(false);
    socket.serverSends('chat', message(6, { channel: 'elsewhere' }));
    expect(client.snapshot.unread).toBe(0);
  });

  it('drops malformed server payloads and keeps going', async () => {
    const { socket, client, connect } = await setup();
    await connect();
    socket.serverSends('chat', { id: 'x' });
    socket.serverSends('chat', message(1, { text: 'a'.repeat(501) }));
    socket.serverSends('chats', 'nonsense');
    socket.serverSends('user-list', [{ userId: 'one' }]);
    socket.serverSends('topic', null);
    expect(client.dropped).toBe(5);
    socket.serverSends('chats', latest(message(1)));
    socket.serverSends('chat', message(2));
    expect(seqs(client)).toEqual([1, 2]);
  });

  it('keeps a message the server finds too fast pending, says so, and sends it again after the wait', async () => {
    const { socket, client, connect, timers } = await setup();
    await connect();
    client.submit('hello');
    socket.sent('chat')[0]?.ack?.({ ok: false, error: LIMIT_TEXTS.chat, retryMs: 700 });
    await flush();
    expect(client.snapshot.pending).toEqual([{ clientId: 'c1', text: 'hello' }]);
    expect(client.snapshot.notice).toBe(LIMIT_TEXTS.chat);
    const retry = timers.pending.find((timer) => timer.ms === 700);
    retry?.run();
    expect(socket.sent('chat').map((entry) => entry.payload)).toEqual([
      { clientId: 'c1', text: 'hello' },
      { clientId: 'c1', text: 'hello' },
    ]);
    socket.sent('chat')[1]?.ack?.({ ok: true, id: 1001, seq: 1 });
    await flush();
    expect(client.snapshot.pending).toEqual([]);
    // Said while it was so: once the last waiting message went out, the notice goes.
    expect(client.snapshot.notice).toBeNull();
  });

  it('stops with the text when the server takes the chat away while connected (refused)', async () => {
    const { socket, client, connect } = await setup();
    await connect();
    socket.serverSends('refused', { error: 'Your account has been suspended for 1 day.' });
    await flush();
    expect(client.snapshot.refused).toBe('Your account has been suspended for 1 day.');
    expect(client.connection.state.kind).toBe('closed');
  });

  it('/join asks for the normalized channel and moves when the server says; /report asks the server or shows the usage text', async () => {
    const { socket, client, connect } = await setup();
    await connect();
    client.submit('/join Art Talk!');
    expect(socket.sent('join').map((entry) => entry.payload)).toEqual([{ channel: 'art-talk' }]);
    socket.serverSends('channel', { name: 'art-talk' });
    expect(client.snapshot.channel).toBe('art-talk');
    expect(client.submit('/report')).toBe(false);
    expect(client.snapshot.notice).toBe(REPORT_USAGE);
    // Not a profile link: the usage at once, nothing sent, and the text is not taken (the box keeps it).
    expect(client.submit('/report garbage')).toBe(false);
    expect(client.snapshot.notice).toBe(REPORT_USAGE);
    expect(socket.sent('report')).toHaveLength(0);
    expect(client.submit('/report https://sketchery.app/user/2')).toBe(true);
    const report = socket.sent('report')[0];
    expect(report?.payload).toEqual({ link: 'https://sketchery.app/user/2' });
    report?.ack?.({ ok: true, message: 'Thanks for helping keep Sketchery safe!' });
    await flush();
    expect(client.snapshot.notice).toBe('Thanks for helping keep Sketchery safe!');
    expect(socket.sent('chat')).toHaveLength(0);
  });

  it('/join alone gives its usage, a name with nothing left of it says why, and a refused join says why and stays', async () => {
    const { socket, client, connect } = await setup();
    await connect();
    expect(client.submit('/join')).toBe(false);
    expect(client.snapshot.notice).toBe(JOIN_USAGE);
    expect(client.submit('/join !!!')).toBe(false);
    expect(client.snapshot.notice).toBe(channelNameEmptyText('!!!'));
    expect(socket.sent('join')).toHaveLength(0);
    client.submit('/join elsewhere');
    socket.sent('join')[0]?.ack?.({ ok: false, error: LIMIT_TEXTS.join, retryMs: 2000 });
    await flush();
    expect(client.snapshot).toMatchObject({ channel: 'lobby', notice: LIMIT_TEXTS.join });
  });

  it('a chat of one fixed room (the whiteboard panel) stays in it: /join says so and asks nothing', async () => {
    const { socket, client, connect } = await setup({ channel: 'whiteboard', fixedChannel: true });
    await connect({ ok: true, channel: 'whiteboard', userId: 1 });
    expect(client.submit('/join elsewhere')).toBe(false);
    expect(client.snapshot).toMatchObject({ channel: 'whiteboard', notice: fixedRoomText('whiteboard') });
    expect(socket.sent('join')).toHaveLength(0);
  });

  it('a slash word that is no command says so and is not posted; a slash without a word is a message', async () => {
    const { socket, client, connect } = await setup();
    await connect();
    expect(client.submit('/jion art')).toBe(false);
    expect(client.snapshot.notice).toBe(unknownCommandText('jion'));
    expect(client.submit('/shrug')).toBe(false);
    expect(client.snapshot.notice).toBe(unknownCommandText('shrug'));
    expect(socket.sent('join')).toHaveLength(0);
    expect(client.snapshot.pending).toEqual([]);
    expect(client.submit('/user/2 draws well')).toBe(true);
    expect(client.submit('// a comment')).toBe(true);
    expect(client.snapshot.pending.map((message) => message.text)).toEqual(['/user/2 draws well', '// a comment']);
  });

  it('follows the channel list and the user list as deltas', async () => {
    const { socket, client, connect } = await setup();
    await connect();
    socket.serverSends('channel-list', [{ name: 'lobby', users: 1 }]);
    socket.serverSends('user-list', [{ userId: 1, nickname: 'InkyAda', avatar: '' }]);
    socket.serverSends('channel-delta', { set: [{ name: 'lobby', users: 2 }, { name: 'art-talk', users: 1 }], removed: [] });
    socket.serverSends('user-delta', { channel: 'lobby', joined: [{ userId: 2, nickname: 'PatronPaolo', avatar: '' }], left: [] });
    socket.serverSends('user-delta', { channel: 'elsewhere', joined: [{ userId: 3, nickname: 'GroupGreta', avatar: '' }], left: [] });
    expect(client.snapshot.channels).toEqual([{ name: 'art-talk', users: 1 }, { name: 'lobby', users: 2 }]);
    expect(client.snapshot.users.map((user) => user.userId)).toEqual([1, 2]);
  });

  it('shows a refused auth’s text and does not reconnect when the server closes the socket right after its answer', async () => {
    const { socket, client, timers } = await setup();
    socket.serverAccepts();
    const connects = socket.connectCalls;
    socket.sent('auth').at(-1)?.ack?.({ ok: false, error: 'Your account has been suspended for 1 day.' });
    // The server closes the socket after the answer (before the client has even read it).
    socket.drop();
    await flush();
    expect(client.snapshot.refused).toBe('Your account has been suspended for 1 day.');
    expect(client.connection.state.kind).toBe('closed');
    // No reconnect attempt is waiting, and running whatever timers are left connects nothing.
    for (const timer of timers.pending.splice(0)) timer.run();
    await flush();
    expect(socket.connectCalls).toBe(connects);
    expect(socket.sent('auth')).toHaveLength(1);
    expect(client.connection.state.kind).toBe('closed');
  });

  it('follows the server’s redirect, and stops with the refusal text when the server refuses', async () => {
    const { socket, client, connect } = await setup();
    await connect({ ok: false, error: 'Sorry, you must be logged in to chat.' });
    await flush();
    expect(client.snapshot.refused).toBe('Sorry, you must be logged in to chat.');
    expect(client.connection.state.kind).toBe('closed');
    socket.serverSends('redirect', { channel: 'critique' });
    expect(client.snapshot.channel).toBe('critique');
  });
});
