import { describe, expect, it } from 'vitest';
import { REPORT_USAGE } from '../../lib/chatTexts';
import { FakeSocket, fakeFactory } from '../testing/fakeSocket';
import { ChatClient } from './chatClient';
import { ANNOUNCE_MS, BADGE_PLUS_AT, badgeText, mergeMessages, showsTimestamp, TIMESTAMP_GAP_MS } from './chatMessages';
import { KEEP_MESSAGES, type ChatMessage } from './schemas';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function message(id: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id, clientId: null, channel: 'lobby', userId: 9, nickname: 'Someone', avatar: '/img/avatar/9', text: `m${id}`, time: id * 1000, kind: 'user', ...extra };
}

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

async function setup() {
  const socket = new FakeSocket();
  const timers = manualTimers();
  let ids = 0;
  const client = new ChatClient({
    chatId: 'chat-ada',
    channel: 'Lobby',
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

describe('chat message rules', () => {
  it('merges by id, in order, each once, keeping the newest 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => message(i + 1));
    const merged = mergeMessages(many.slice(0, 30), [...many.slice(25, 60).reverse(), message(3)]);
    expect(merged).toHaveLength(KEEP_MESSAGES);
    expect(merged.map((m) => m.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 11));
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
    socket.serverSends('chats', { channel: 'lobby', messages: [message(1), message(2)], resumed: false });
    socket.serverSends('user-list', [{ userId: 1, nickname: 'InkyAda', avatar: '/a' }]);
    expect(client.snapshot).toMatchObject({ channel: 'lobby', topic: 'Be kind', userId: 1, unread: 0 });
    expect(client.snapshot.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(client.snapshot.users).toHaveLength(1);
  });

  it('re-authenticates after a reconnect resuming after the last message, and merges without doubles', async () => {
    const { socket, client, connect, timers } = await setup();
    await connect();
    socket.serverSends('chats', { channel: 'lobby', messages: [message(1), message(2)], resumed: false });
    socket.drop();
    timers.pending.shift()?.run();
    expect(await connect()).toEqual({ chatId: 'chat-ada', channel: 'lobby', since: 2 });
    socket.serverSends('chats', { channel: 'lobby', messages: [message(2), message(3)], resumed: true });
    socket.serverSends('chat', message(3));
    expect(client.snapshot.messages.map((m) => m.id)).toEqual([1, 2, 3]);
  });

  it('sends typed text offline after the reconnect, once, and keeps it pending until acknowledged', async () => {
    const { socket, client, connect } = await setup();
    client.submit('   ');
    client.submit('  typed offline  ');
    expect(client.snapshot.pending).toEqual([{ clientId: 'c1', text: 'typed offline' }]);
    expect(socket.sent('chat')).toHaveLength(0);
    await connect();
    const sent = socket.sent('chat');
    expect(sent.map((entry) => entry.payload)).toEqual([{ clientId: 'c1', text: 'typed offline' }]);
    socket.serverSends('chat', message(7, { clientId: 'c1', userId: 1, text: 'typed offline' }));
    sent[0]?.ack?.({ ok: true, id: 7 });
    await flush();
    expect(client.snapshot.pending).toEqual([]);
    expect(client.snapshot.messages.map((m) => m.text)).toEqual(['typed offline']);
  });

  it('counts others’ messages as unread while nobody watches, not announcements nor own, and resets when watched', async () => {
    const { socket, client, connect, timers } = await setup();
    await connect();
    socket.serverSends('chats', { channel: 'lobby', messages: [message(1)], resumed: false });
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
    socket.serverSends('chat', message(2));
    expect(client.snapshot.messages.map((m) => m.id)).toEqual([2]);
  });

  it('/join moves to the normalized channel; /report asks the server or shows the usage text', async () => {
    const { socket, client, connect } = await setup();
    await connect();
    client.submit('/join Art Talk!');
    expect(client.snapshot.channel).toBe('art-talk');
    expect(socket.sent('join').map((entry) => entry.payload)).toEqual([{ channel: 'art-talk' }]);
    client.submit('/report');
    expect(client.snapshot.notice).toBe(REPORT_USAGE);
    client.submit('/report https://sketchery.app/user/2');
    const report = socket.sent('report')[0];
    expect(report?.payload).toEqual({ link: 'https://sketchery.app/user/2' });
    report?.ack?.({ ok: true, message: 'Thanks for helping keep Sketchery safe!' });
    await flush();
    expect(client.snapshot.notice).toBe('Thanks for helping keep Sketchery safe!');
    expect(socket.sent('chat')).toHaveLength(0);
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
