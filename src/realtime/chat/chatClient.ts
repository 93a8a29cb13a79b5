// The chat as a plain class over a RealtimeConnection to /chat (spec part 2 §2 Chat, §7): it
// authenticates {chatId, channel, since} on every (re)connect, keeps the channel's last 50
// messages, the users, the channels, the topic, the announce banner (10 s) and the unread count,
// and turns typed text into chat messages or the /join and /report commands. Everything the
// server sends is parsed; malformed payloads are dropped.
//
// Exactly once, in order (issue 21): each message typed gets a client id and goes through the
// connection's outbox (sent after the reconnect when typed offline, re-sent when its ack was lost;
// the server answers a known id with the stored message), one at a time in the order typed, and
// kept in the tab's storage until answered, so a reload sends them again (chatOutbox.ts); one
// the server finds too fast goes again after the wait it names (pacedSender.ts). What arrives goes through the channel's sequence
// (chatSequence.ts): shown in the channel's order, each once, later ones held behind a gap; a
// reconnect resumes after the last one shown in order, and a gap that stays open GAP_WAIT_MS asks
// the server again on the same socket. A resume the server no longer covers says so (notice).
// `refused` (a ban, a logout ... while connected) shows its text and closes for good.
import * as v from 'valibot';
import { normalizeChannel, DEFAULT_CHANNEL } from '../../lib/chatChannel';
import { profileLinkName } from '../../lib/profileLink';
import { JOIN_USAGE, REPORT_USAGE, channelNameEmptyText, fixedRoomText, missedMessagesText, unknownCommandText } from '../../lib/chatTexts';
import { RealtimeConnection, type ConnectionOptions } from '../connection';
import { ANNOUNCE_MS, countsAsUnread, mergeMessages, withChannelDelta, withUserDelta } from './chatMessages';
import { ChatSequence } from './chatSequence';
import { PacedSender } from '../pacedSender';
import { isBlankText } from '../../lib/blankText';
import { initialSnapshot, type ChatSnapshot, type PendingMessage } from './chatSnapshot';
import { forgetMessage, keepMessage, keptMessages, sessionOutboxStorage, type OutboxStorage } from './chatOutbox';
import {
  CHAT_EVENTS as E,
  authAnswer,
  channelDeltaPayload,
  channelListPayload,
  channelPayload,
  chatAnswer,
  chatMessage,
  chatsPayload,
  joinAnswer,
  redirectPayload,
  refusedPayload,
  reportAnswer,
  topicPayload,
  userDeltaPayload,
  userListPayload,
  type ChatMessage,
} from './schemas';

/** A gap in the channel's messages that stays open this long is asked for again. */
export const GAP_WAIT_MS = 2000;

export interface ChatClientOptions {
  chatId: string;
  channel?: string;
  /** The current user's chat server (CurrentUser.chatServer); the API's origin when null. */
  server?: string | null;
  /** A room that stays (the whiteboard's panel): /join says so instead of moving. */
  fixedChannel?: boolean;
  /** Whether the viewer blocks this user, asked as a message comes: their lines are not unread (the view hides them). */
  blocks?: (userId: number) => boolean;
  /** For tests: the connection's factory, random and timers. */
  connection?: Omit<ConnectionOptions, 'namespace' | 'onConnect'>;
  /** Where unacknowledged messages are kept across a reload (default: the tab's sessionStorage). */
  outbox?: OutboxStorage;
  newClientId?: () => string;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const randomClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export class ChatClient {
  readonly connection: RealtimeConnection;
  private snapshotNow: ChatSnapshot;
  /** The "too fast" notice the paced sender last gave, while messages wait for it. */
  private slowedNotice: string | null = null;
  private readonly listeners = new Set<() => void>();
  /** Whether someone is looking at the messages (expanded box, chat page): then nothing is unread. */
  private watching = false;
  private announceTimer: unknown = null;
  private gapTimer: unknown = null;
  private readonly sequence = new ChatSequence();
  /** Typed messages, one at a time in order; one the server finds too fast goes again after the wait. */
  private readonly sender: PacedSender<PendingMessage>;
  private readonly delivered = new Set<(messages: readonly ChatMessage[]) => void>();
  /** Payloads dropped as malformed (for tests and debugging). */
  dropped = 0;
  private readonly newClientId: () => string;
  private readonly outbox: OutboxStorage;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: ChatClientOptions) {
    this.newClientId = options.newClientId ?? randomClientId;
    this.outbox = options.outbox ?? sessionOutboxStorage;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    this.snapshotNow = initialSnapshot(normalizeChannel(options.channel ?? '') || DEFAULT_CHANNEL);
    this.connection = new RealtimeConnection({ ...options.connection, namespace: '/chat', server: options.server ?? null, onConnect: () => this.authenticate() });
    this.sender = new PacedSender<PendingMessage>({
      send: (pending) => this.connection.send(E.chat, pending),
      slowed: (_pending, answer) => {
        const parsed = v.safeParse(chatAnswer, answer);
        if (parsed.success && !parsed.output.ok) {
          this.slowedNotice = parsed.output.error;
          this.update({ notice: parsed.output.error });
        }
      },
      // Acknowledged, or refused (empty after the server's trim, or not allowed): no longer pending.
      done: (pending, answer) => {
        const parsed = v.safeParse(chatAnswer, answer);
        if (!parsed.success) this.dropped += 1;
        const refusal = parsed.success && !parsed.output.ok && parsed.output.error !== 'empty' ? parsed.output.error : null;
        forgetMessage(this.outbox, options.chatId, pending.clientId);
        const left = this.snapshotNow.pending.filter((entry) => entry.clientId !== pending.clientId);
        // "Too fast, sent in a moment" is said while it is so: gone once the last one went out.
        const slowedOver = !refusal && left.length === 0 && this.slowedNotice !== null && this.snapshotNow.notice === this.slowedNotice;
        if (left.length === 0) this.slowedNotice = null;
        this.update({ pending: left, ...(refusal ? { notice: refusal } : slowedOver ? { notice: null } : {}) });
      },
      setTimer: this.setTimer,
    });
    this.listen();
  }

  get snapshot(): ChatSnapshot {
    return this.snapshotNow;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Each message of the channel as it is shown, in order, once (for the tests of that promise). */
  onDelivered(listener: (messages: readonly ChatMessage[]) => void): () => void {
    this.delivered.add(listener);
    return () => this.delivered.delete(listener);
  }

  /** Connects, with the messages of this channel that an earlier page typed and got no answer for. */
  start(): Promise<void> {
    const { channel } = this.snapshotNow;
    for (const { clientId, text } of keptMessages(this.outbox, this.options.chatId).filter((kept) => kept.channel === channel)) {
      if (this.snapshotNow.pending.some((entry) => entry.clientId === clientId)) continue;
      this.queue({ clientId, text });
    }
    return this.connection.open();
  }

  close(): void {
    if (this.announceTimer !== null) this.clearTimer(this.announceTimer);
    if (this.gapTimer !== null) this.clearTimer(this.gapTimer);
    this.gapTimer = null;
    this.sender.close();
    this.connection.close();
    this.listeners.clear();
    this.delivered.clear();
  }

  /** The box expanded or the chat page shown (true): the unread count resets. */
  setWatching(watching: boolean): void {
    this.watching = watching;
    if (watching && this.snapshotNow.unread !== 0) this.update({ unread: 0 });
  }

  /**
   * What the user typed: a chat message, `/join {channel}` or `/report {profile link}`. False when
   * it was not taken (empty, a command refused here with its usage, or a slash word that is no
   * command, most often a typo like `/jion`): the box keeps the text, to be corrected rather than
   * typed again. A slash not followed by a word (`/user/2 ...`, `// ...`, `/ ...`) is a message.
   */
  submit(typed: string): boolean {
    const text = typed.trim();
    // Spec §5: an empty message is ignored, and one that shows nothing is empty.
    if (isBlankText(text)) return false;
    const command = /^\/(join|report)(?:\s+(.*))?$/i.exec(text);
    if (command) {
      const argument = (command[2] ?? '').trim();
      return command[1]?.toLowerCase() === 'join' ? this.join(argument) : this.report(argument);
    }
    const unknown = /^\/([a-z]+)(?:\s|$)/i.exec(text);
    if (unknown?.[1]) {
      this.update({ notice: unknownCommandText(unknown[1]) });
      return false;
    }
    const pending: PendingMessage = { clientId: this.newClientId(), text };
    keepMessage(this.outbox, this.options.chatId, { ...pending, channel: this.snapshotNow.channel });
    this.queue(pending);
    this.update({ notice: null });
    return true;
  }

  /** Shown as pending and sent in turn. */
  private queue(pending: PendingMessage): void {
    this.update({ pending: [...this.snapshotNow.pending, pending] });
    this.sender.push(pending);
  }

  /** Moves to another channel (normalized); a name with nothing left of it says why (false). */
  join(raw: string): boolean {
    if (this.options.fixedChannel) {
      this.update({ notice: fixedRoomText(this.snapshotNow.channel) });
      return false;
    }
    if (!raw) {
      this.update({ notice: JOIN_USAGE });
      return false;
    }
    const channel = normalizeChannel(raw);
    if (!channel) {
      this.update({ notice: channelNameEmptyText(raw) });
      return false;
    }
    if (channel === this.snapshotNow.channel) return true;
    if (this.connection.state.kind !== 'connected') {
      // Offline: the next authentication asks for this channel.
      this.switchTo(channel);
      return true;
    }
    // The server moves us (the channel event) or says why not.
    void this.connection.request(E.join, { channel }).then(
      (answer) => {
        const parsed = v.safeParse(joinAnswer, answer);
        if (!parsed.success) this.dropped += 1;
        else this.update({ notice: parsed.output.ok ? null : parsed.output.error });
      },
      () => {},
    );
    return true;
  }

  /** Shows another channel: nothing of the previous one stays. */
  private switchTo(channel: string): void {
    this.sequence.reset();
    this.update({ channel, messages: [], users: [], topic: '' });
  }

  private report(link: string): boolean {
    // What the server reads (server/realtime/chat/report.ts): an address a profile may have.
    if (!profileLinkName(link)) {
      this.update({ notice: REPORT_USAGE });
      return false;
    }
    void this.connection.send(E.report, { link }).then((answer) => {
      const parsed = v.safeParse(reportAnswer, answer);
      if (parsed.success) this.update({ notice: parsed.output.message });
      else this.dropped += 1;
    });
    return true;
  }

  /**
   * Runs on every (re)connect, and again on the same socket when a gap stays open: authenticate,
   * resuming after the last message shown in order.
   */
  private async authenticate(): Promise<void> {
    const { channel } = this.snapshotNow;
    const since = this.sequence.last;
    const answer = v.safeParse(authAnswer, await this.connection.request(E.auth, { chatId: this.options.chatId, channel, ...(since === null ? {} : { since }) }));
    if (!answer.success) throw new Error('malformed auth answer');
    if (!answer.output.ok) {
      // Too fast (a channel change): the next reconnect asks again. Otherwise refused for good.
      if (answer.output.retryMs !== undefined) throw new Error(answer.output.error);
      this.refuse(answer.output.error);
      return;
    }
    this.update({ userId: answer.output.userId, channel: answer.output.channel, refused: null, ...(answer.output.notice ? { notice: answer.output.notice } : {}) });
  }

  /** Not an outage: trying again would get the same answer. */
  private refuse(text: string): void {
    this.update({ refused: text });
    queueMicrotask(() => this.connection.close());
  }

  private listen(): void {
    const on = <S extends v.GenericSchema>(event: string, schema: S, handle: (payload: v.InferOutput<S>) => void) =>
      this.connection.on(event, (payload) => {
        const parsed = v.safeParse(schema, payload);
        if (parsed.success) handle(parsed.output);
        else this.dropped += 1;
      });
    on(E.channel, channelPayload, ({ name }) => {
      if (name !== this.snapshotNow.channel) this.switchTo(name);
    });
    on(E.redirect, redirectPayload, ({ channel }) => {
      if (channel !== this.snapshotNow.channel) this.switchTo(channel);
    });
    on(E.topic, topicPayload, ({ channel, topic }) => {
      if (channel === this.snapshotNow.channel) this.update({ topic });
    });
    on(E.userList, userListPayload, (users) => this.update({ users }));
    on(E.userDelta, userDeltaPayload, (delta) => {
      if (delta.channel === this.snapshotNow.channel) this.update({ users: withUserDelta(this.snapshotNow.users, delta) });
    });
    on(E.channelList, channelListPayload, (channels) => this.update({ channels }));
    on(E.channelDelta, channelDeltaPayload, (delta) => this.update({ channels: withChannelDelta(this.snapshotNow.channels, delta) }));
    on(E.chats, chatsPayload, (payload) => {
      if (payload.channel !== this.snapshotNow.channel) return;
      const { show, replace } = this.sequence.chats(payload);
      if (payload.missed) this.update({ notice: missedMessagesText(payload.missed) });
      this.show(show, replace, !replace);
    });
    on(E.chat, chatMessage, (message) => this.received(message));
    on(E.refused, refusedPayload, ({ error }) => this.refuse(error));
  }

  private received(message: ChatMessage): void {
    if (message.kind === 'announce-stream') this.showAnnouncement(message);
    if (message.channel !== this.snapshotNow.channel) return;
    this.show(this.sequence.arrive(message), false, true);
  }

  /** Shows messages in order (the sequence's), counts the unread among them and tells the listeners. */
  private show(messages: ChatMessage[], replace: boolean, countUnread: boolean): void {
    this.watchGap();
    if (messages.length === 0 && !replace) return;
    this.update({
      messages: mergeMessages(replace ? [] : this.snapshotNow.messages, messages),
      unread: this.snapshotNow.unread + (countUnread ? this.unreadAmong(messages) : 0),
    });
    for (const listener of [...this.delivered]) listener(messages);
  }

  /** A gap that stays open (a message lost between the processes) is asked for on this socket. */
  private watchGap(): void {
    if (!this.sequence.waiting) {
      if (this.gapTimer !== null) this.clearTimer(this.gapTimer);
      this.gapTimer = null;
      return;
    }
    this.gapTimer ??= this.setTimer(() => {
      this.gapTimer = null;
      if (this.sequence.waiting && this.connection.state.kind === 'connected') this.authenticate().catch(() => this.watchGap());
    }, GAP_WAIT_MS);
  }

  private unreadAmong(messages: readonly ChatMessage[]): number {
    if (this.watching) return 0;
    const blocks = this.options.blocks ?? (() => false);
    return messages.filter((message) => countsAsUnread(message, this.snapshotNow.userId) && (message.userId === null || !blocks(message.userId))).length;
  }

  private showAnnouncement(message: ChatMessage): void {
    if (this.announceTimer !== null) this.clearTimer(this.announceTimer);
    this.update({ announce: message });
    this.announceTimer = this.setTimer(() => {
      this.announceTimer = null;
      this.update({ announce: null });
    }, ANNOUNCE_MS);
  }

  private update(change: Partial<ChatSnapshot>): void {
    this.snapshotNow = { ...this.snapshotNow, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}
