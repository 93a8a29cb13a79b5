// The /chat namespace (spec part 2 §2 Chat, §7 "Realtime"). A client authenticates with
// {chatId, channel[, since]} on every (re)connect and gets channel, topic, chats (the messages
// after `since`, or the latest 50), user-list and channel-list; then it sends chat messages
// (acknowledged with the stored id), join and report. Every payload is parsed (payload.ts).
//
// Exactly once, in order: messages get increasing ids from one SQLite table; a re-sent client
// id is answered with the stored message and not broadcast again; a client that comes back
// resumes after the last id it has, and drops ids it already shows.
import type { Namespace, Server, Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { DEFAULT_CHANNEL, normalizeChannel } from '../../../src/lib/chatChannel';
import { CHAT_LOGIN_REQUIRED, REPORT_SUCCESS, REPORT_USAGE } from '../../../src/lib/chatTexts';
import { avatarUrl } from '../../entities/urls';
import {
  CHAT_EVENTS as E,
  authPayload,
  chatPayload,
  joinPayload,
  reportPayload,
  type ChatMessage,
  type ChatUser,
} from '../../../src/realtime/chat/schemas';
import { onPayload } from '../payload';
import { socketViewer, type SocketViewer } from '../socketViewer';
import { ChatStore } from './store';
import { reportedUserId } from './report';

export const CHAT_NAMESPACE = '/chat';

interface ChatSocketData {
  user?: ChatUser;
  channel?: string;
}

const roomOf = (channel: string) => `channel:${channel}`;

export function registerChatNamespace(io: Server, ctx: AppContext): void {
  const nsp = io.of(CHAT_NAMESPACE);
  const store = new ChatStore(ctx);

  nsp.on('connection', (socket: Socket) => {
    // Read once per connection: a client re-authenticates after every reconnect anyway.
    const viewer = socketViewer(ctx, socket);
    const data = socket.data as ChatSocketData;

    onPayload(socket, E.auth, authPayload, async (payload, ack) => {
      if (!mayChat(viewer) || viewer.user.chat_id !== payload.chatId) {
        ack?.({ ok: false, error: CHAT_LOGIN_REQUIRED });
        return;
      }
      data.user = { userId: viewer.user.id, nickname: viewer.user.nickname, avatar: avatarUrl(viewer.user.id, viewer.user.avatar_sketch_id) };
      const channel = normalizeChannel(payload.channel) || DEFAULT_CHANNEL;
      if (channel !== payload.channel) socket.emit(E.redirect, { channel });
      enter(socket, channel, payload.since);
      ack?.({ ok: true, channel, userId: viewer.user.id });
      await announcePresence(channel);
    });

    onPayload(socket, E.chat, chatPayload, (payload, ack) => {
      if (!data.user || !data.channel) {
        ack?.({ ok: false, error: CHAT_LOGIN_REQUIRED });
        return;
      }
      // Spec §5: an empty message is ignored.
      const text = payload.text.trim();
      if (!text) {
        ack?.({ ok: false, error: 'empty' });
        return;
      }
      const { message, fresh } = store.add({ channel: data.channel, userId: data.user.userId, clientId: payload.clientId, text, kind: 'user' });
      if (fresh) nsp.to(roomOf(message.channel)).emit(E.chat, message);
      ack?.({ ok: true, id: message.id });
    });

    onPayload(socket, E.join, joinPayload, async (payload, ack) => {
      if (!data.user || !data.channel) return;
      const channel = normalizeChannel(payload.channel);
      if (!channel) {
        ack?.({ ok: false, error: 'Invalid channel' });
        return;
      }
      const previous = data.channel;
      enter(socket, channel, undefined);
      ack?.({ ok: true, channel, userId: data.user.userId });
      if (previous !== channel) await sendUserList(previous);
      await announcePresence(channel);
    });

    onPayload(socket, E.report, reportPayload, (payload, ack) => {
      if (!data.user || !data.channel) return;
      const reported = reportedUserId(ctx.db, payload.link);
      if (reported === null || reported === data.user.userId) {
        ack?.({ ok: false, message: REPORT_USAGE });
        return;
      }
      store.report(data.user.userId, reported, data.channel);
      ack?.({ ok: true, message: REPORT_SUCCESS });
    });

    socket.on('disconnect', () => {
      if (data.channel) void announcePresence(data.channel).catch(() => {});
    });
  });

  /**
   * Moves the socket into the channel and sends what it needs to show it. Synchronous from the
   * join to the history read, so no message falls between them (a later one is broadcast to it).
   */
  function enter(socket: Socket, channel: string, since: number | undefined): void {
    const data = socket.data as ChatSocketData;
    if (data.channel && data.channel !== channel) void socket.leave(roomOf(data.channel));
    data.channel = channel;
    void socket.join(roomOf(channel));
    const { topic } = store.ensureChannel(channel);
    const messages: ChatMessage[] = since === undefined ? store.latest(channel) : store.since(channel, since);
    socket.emit(E.channel, { name: channel });
    socket.emit(E.topic, { channel, topic });
    socket.emit(E.chats, { channel, messages, resumed: since !== undefined });
  }

  async function sendUserList(channel: string): Promise<void> {
    const sockets = await nsp.in(roomOf(channel)).fetchSockets();
    const users = new Map<number, ChatUser>();
    for (const remote of sockets) {
      const user = (remote.data as ChatSocketData).user;
      if (user && (remote.data as ChatSocketData).channel === channel) users.set(user.userId, user);
    }
    nsp.to(roomOf(channel)).emit(E.userList, [...users.values()].sort((a, b) => a.nickname.localeCompare(b.nickname)));
  }

  async function sendChannelList(target: Namespace | Socket = nsp): Promise<void> {
    const sockets = await nsp.fetchSockets();
    const counts = new Map<string, Set<number>>();
    for (const name of store.listedChannels()) counts.set(name, new Set());
    for (const remote of sockets) {
      const { user, channel } = remote.data as ChatSocketData;
      if (!user || !channel) continue;
      if (!counts.has(channel)) counts.set(channel, new Set());
      counts.get(channel)?.add(user.userId);
    }
    target.emit(E.channelList, [...counts].map(([name, users]) => ({ name, users: users.size })));
  }

  async function announcePresence(channel: string): Promise<void> {
    await sendUserList(channel);
    await sendChannelList();
  }
}

function mayChat(viewer: SocketViewer | null): viewer is SocketViewer & { user: { chat_id: string } } {
  return viewer !== null && !viewer.suspended && viewer.user.chat_id !== null;
}

/** A stream went live (or another announcement): shown as a banner, never counted as unread. */
export function announceStream(io: Server, ctx: AppContext, text: string): ChatMessage {
  const { message } = new ChatStore(ctx).add({ channel: DEFAULT_CHANNEL, userId: null, clientId: null, text, kind: 'announce-stream' });
  io.of(CHAT_NAMESPACE).emit(E.chat, message);
  return message;
}
