// The /chat namespace (spec part 2 §2 Chat, §7 "Realtime"). A client authenticates with
// {chatId, channel[, since]} on every (re)connect and gets channel, topic, chats (the messages
// after `since`, or the latest 50), user-list and channel-list; then it sends chat messages
// (acknowledged with the stored id and seq), join and report. Every payload is parsed (payload.ts).
//
// The contract (issue 21), with one process or several sharing Redis and the database:
// - Exactly once, in order: each channel numbers its messages 1, 2, 3 ... in the transaction that
//   stores them (store.ts). A re-sent client id is answered with the stored message and not
//   broadcast again. Delivery may cross Redis out of order, so the client shows a message only
//   when it has every one before it, holds back later ones, and resumes after the last seq it has
//   in order ("since"); a gap that does not fill asks again. A resume the kept history (200 per
//   channel) no longer covers is answered with the latest and `missed`, which the chat says.
// - Who may chat is read on every message, join and report (socketViewer.ts), and every idle
//   socket is looked at within a second (access.ts): a ban, an unaccepted warning, a logout, a
//   merge or a deleted account gets `refused` with the text to show, and the socket is closed. An
//   auth refused on a socket never accepted is answered with the text, then the socket is closed.
//   What goes to the whole chat (channel changes, stream announcements) goes to SIGNED_IN_ROOM
//   only (spec part 2 §6: a visitor has no chat).
// - Per-user limits on messages, joins and reports (rateLimits.ts; one budget for all processes
//   through Redis): an answer with the text and retryMs; a connection that floods on regardless
//   is closed and kept out for a while (floodGuard.ts). Nobody else is slowed.
// - Channels: a user may have MAX_OWN_CHANNELS of their own, which expire unused (channels.ts);
//   the lists go as deltas, in batches (presence.ts).
import type { Server, Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { DEFAULT_CHANNEL, normalizeChannel } from '../../../src/lib/chatChannel';
import { CHAT_LOGIN_REQUIRED, REPORT_SUCCESS, REPORT_USAGE, channelNameEmptyText } from '../../../src/lib/chatTexts';
import { LIMIT_TEXTS } from '../../../src/lib/limitTexts';
import { avatarUrl } from '../../entities/urls';
import { CHAT_EVENTS as E, authPayload, chatPayload, joinPayload, MAX_MESSAGE_LENGTH, MESSAGE_TOO_LONG_TEXT, reportPayload, type ChatMessage } from '../../../src/realtime/chat/schemas';
import { onPayload } from '../payload';
import type { RealtimeServices } from '../services';
import { refusalText, socketViewer, type SocketViewer } from '../socketViewer';
import { ChatChannels } from './channels';
import { ChatPresence, SIGNED_IN_ROOM, roomOf, type ChatSocketData } from './presence';
import { ChatStore } from './store';
import { reportedUserId } from './report';
import { findNameAndAvatar } from '../../data/users';

export const CHAT_NAMESPACE = '/chat';

/** Why the viewer may not chat as `chatId` now, or null. */
function chatRefusal(viewer: SocketViewer | null, chatId: string): string | null {
  const refused = refusalText(viewer, CHAT_LOGIN_REQUIRED);
  if (refused) return refused;
  return viewer?.user.chat_id && viewer.user.chat_id === chatId ? null : CHAT_LOGIN_REQUIRED;
}

export function registerChatNamespace(io: Server, ctx: AppContext, services: RealtimeServices): void {
  const nsp = io.of(CHAT_NAMESPACE);
  const store = new ChatStore(ctx);
  const channels = new ChatChannels(ctx);
  const presence = new ChatPresence(nsp, channels, (user) => {
    const now = findNameAndAvatar(ctx.db, user.userId);
    return now ? { ...user, nickname: now.nickname, avatar: avatarUrl(user.userId, now.avatar_sketch_id) } : user;
  });
  services.onClose(() => presence.close());

  nsp.on('connection', (socket: Socket) => {
    const data = socket.data as ChatSocketData;
    let chatId = '';

    /** The signed-in user may no longer chat: hears nothing more, is told why, and the socket is closed. */
    const revoke = (text: string) => {
      services.access.unwatch(socket);
      void socket.leave(SIGNED_IN_ROOM);
      if (data.channel) void socket.leave(roomOf(data.channel));
      socket.emit(E.refused, { error: text });
      socket.disconnect();
    };
    /**
     * Who may speak, read now for this message: null, or the refusal answered with `answer` (the
     * acknowledgement first, so it reaches the client before the socket closes).
     */
    const refuseUnlessAllowed = (answer: (error: string) => void): boolean => {
      if (!data.user || !data.channel) {
        answer(CHAT_LOGIN_REQUIRED);
        return true;
      }
      const refused = chatRefusal(socketViewer(ctx, socket), chatId);
      if (!refused) return false;
      answer(refused);
      revoke(refused);
      return true;
    };
    const tooFast = async (action: 'chat' | 'join' | 'report'): Promise<number> => services.take(socket, action, data.user?.userId ?? 0);

    onPayload(socket, E.auth, authPayload, async (payload, ack) => {
      const viewer = socketViewer(ctx, socket);
      const refused = chatRefusal(viewer, payload.chatId);
      if (refused || !viewer) {
        ack?.({ ok: false, error: refused ?? CHAT_LOGIN_REQUIRED });
        // Authenticated before: it leaves its channel now, not at the next sweep. Never accepted:
        // closed after the answer (the client shows its text), so it hears nothing of the chat.
        if (data.user) revoke(refused ?? CHAT_LOGIN_REQUIRED);
        else socket.disconnect();
        return;
      }
      chatId = payload.chatId;
      data.user = { userId: viewer.user.id, nickname: viewer.user.nickname, avatar: avatarUrl(viewer.user.id, viewer.user.avatar_sketch_id) };
      void socket.join(SIGNED_IN_ROOM);
      let channel = normalizeChannel(payload.channel) || DEFAULT_CHANNEL;
      // The same channel again on this socket: a client that saw a gap asks for what follows.
      if (channel === data.channel) {
        sendHistory(socket, channel, payload.since);
        ack?.({ ok: true, channel, userId: viewer.user.id });
        return;
      }
      // Another channel on a socket already in one is a join, and counts as one.
      const wait = data.channel ? await tooFast('join') : 0;
      if (wait > 0) {
        ack?.({ ok: false, error: LIMIT_TEXTS.join, retryMs: wait });
        return;
      }
      let opened = channels.open(channel, viewer.user.id);
      let notice: string | undefined;
      if (!opened.ok) {
        notice = opened.error;
        channel = DEFAULT_CHANNEL;
        opened = channels.open(channel, viewer.user.id);
      }
      if (channel !== payload.channel) socket.emit(E.redirect, { channel });
      enter(socket, channel, opened.ok ? opened.topic : '', payload.since);
      ack?.({ ok: true, channel, userId: viewer.user.id, ...(notice ? { notice } : {}) });
      services.access.watch(socket, { allowed: (now) => chatRefusal(now, chatId) === null, revoke: (now) => revoke(chatRefusal(now, chatId) ?? CHAT_LOGIN_REQUIRED) });
    });

    onPayload(socket, E.chat, chatPayload, async (payload, ack) => {
      // Spec §5: an empty message is ignored.
      const text = payload.text.trim();
      if (data.user && !text) {
        ack?.({ ok: false, error: 'empty' });
        return;
      }
      if (text.length > MAX_MESSAGE_LENGTH) {
        ack?.({ ok: false, error: MESSAGE_TOO_LONG_TEXT });
        return;
      }
      if (refuseUnlessAllowed((error) => ack?.({ ok: false, error })) || !data.user || !data.channel) return;
      const wait = await tooFast('chat');
      if (wait > 0) {
        ack?.({ ok: false, error: LIMIT_TEXTS.chat, retryMs: wait });
        return;
      }
      const { message, fresh } = store.add({ channel: data.channel, userId: data.user.userId, clientId: payload.clientId, text, kind: 'user' });
      if (fresh) nsp.to(roomOf(message.channel)).emit(E.chat, message);
      ack?.({ ok: true, id: message.id, seq: message.seq });
    });

    onPayload(socket, E.join, joinPayload, async (payload, ack) => {
      if (refuseUnlessAllowed((error) => ack?.({ ok: false, error })) || !data.user || !data.channel) return;
      const channel = normalizeChannel(payload.channel);
      if (!channel) {
        ack?.({ ok: false, error: channelNameEmptyText(payload.channel) });
        return;
      }
      if (channel !== data.channel) {
        const wait = await tooFast('join');
        if (wait > 0) {
          ack?.({ ok: false, error: LIMIT_TEXTS.join, retryMs: wait });
          return;
        }
        const opened = channels.open(channel, data.user.userId);
        if (!opened.ok) {
          ack?.({ ok: false, error: opened.error });
          return;
        }
        enter(socket, channel, opened.topic, undefined);
      }
      ack?.({ ok: true, channel, userId: data.user.userId });
    });

    onPayload(socket, E.report, reportPayload, async (payload, ack) => {
      if (refuseUnlessAllowed((message) => ack?.({ ok: false, message })) || !data.user || !data.channel) return;
      const reported = reportedUserId(ctx.db, payload.link);
      if (reported === null || reported === data.user.userId) {
        ack?.({ ok: false, message: REPORT_USAGE });
        return;
      }
      if ((await tooFast('report')) > 0) {
        ack?.({ ok: false, message: LIMIT_TEXTS.report });
        return;
      }
      store.report(data.user.userId, reported, data.channel);
      ack?.({ ok: true, message: REPORT_SUCCESS });
    });

    socket.on('disconnect', () => {
      if (data.channel) presence.changed();
    });
  });

  /**
   * Moves the socket into the channel and sends what it needs to show it. Synchronous from the
   * join to the history read, so no message falls between them (a later one is broadcast to it).
   */
  function enter(socket: Socket, channel: string, topic: string, since: number | undefined): void {
    const data = socket.data as ChatSocketData;
    if (data.channel && data.channel !== channel) void socket.leave(roomOf(data.channel));
    data.channel = channel;
    void socket.join(roomOf(channel));
    socket.emit(E.channel, { name: channel });
    socket.emit(E.topic, { channel, topic });
    sendHistory(socket, channel, since);
    presence.sendLists(socket, channel);
    presence.changed();
  }

  function sendHistory(socket: Socket, channel: string, since: number | undefined): void {
    const history = since === undefined ? store.latest(channel) : store.resume(channel, since);
    socket.emit(E.chats, { channel, ...history });
  }
}

/** A stream went live (or another announcement): shown as a banner, never counted as unread. */
export function announceStream(io: Server, ctx: AppContext, text: string): ChatMessage {
  const { message } = new ChatStore(ctx).add({ channel: DEFAULT_CHANNEL, userId: null, clientId: null, text, kind: 'announce-stream' });
  // Only to the signed-in: a visitor or a refused user has no chat (spec part 2 §6).
  io.of(CHAT_NAMESPACE).to(SIGNED_IN_ROOM).emit(E.chat, message);
  return message;
}
