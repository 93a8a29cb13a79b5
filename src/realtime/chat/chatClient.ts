// The chat as a plain class over a RealtimeConnection to /chat (spec part 2 §2 Chat, §7): it
// authenticates {chatId, channel, since} on every (re)connect, keeps the channel's last 50
// messages, the users, the channels, the topic, the announce banner (10 s) and the unread count,
// and turns typed text into chat messages or the /join and /report commands. Everything the
// server sends is parsed; malformed payloads are dropped.
//
// Exactly once: each message typed gets a client id and goes through the connection's outbox
// (sent after the reconnect when typed offline, re-sent when its ack was lost; the server
// answers a known id with the stored message); the list is merged by server id.
import * as v from 'valibot';
import { normalizeChannel, DEFAULT_CHANNEL } from '../../lib/chatChannel';
import { REPORT_USAGE } from '../../lib/chatTexts';
import { RealtimeConnection, type ConnectionOptions } from '../connection';
import { ANNOUNCE_MS, countsAsUnread, mergeMessages } from './chatMessages';
import {
  CHAT_EVENTS as E,
  authAnswer,
  channelListPayload,
  channelPayload,
  chatAnswer,
  chatMessage,
  chatsPayload,
  redirectPayload,
  reportAnswer,
  topicPayload,
  userListPayload,
  type ChannelInfo,
  type ChatMessage,
  type ChatUser,
} from './schemas';

export interface PendingMessage {
  clientId: string;
  text: string;
}

export interface ChatSnapshot {
  channel: string;
  topic: string;
  messages: readonly ChatMessage[];
  /** Typed but not acknowledged yet (offline, or on its way). */
  pending: readonly PendingMessage[];
  users: readonly ChatUser[];
  channels: readonly ChannelInfo[];
  /** The live announcement shown as a banner for 10 s. */
  announce: ChatMessage | null;
  /** The answer to a command (/report), shown under the list. */
  notice: string | null;
  unread: number;
  /** The server refused the user (not logged in, no chat id): the text to show. */
  refused: string | null;
  userId: number | null;
}

export interface ChatClientOptions {
  chatId: string;
  channel?: string;
  /** For tests: the connection's factory, random and timers. */
  connection?: Omit<ConnectionOptions, 'namespace' | 'onConnect'>;
  newClientId?: () => string;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const randomClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export class ChatClient {
  readonly connection: RealtimeConnection;
  private snapshotNow: ChatSnapshot;
  private readonly listeners = new Set<() => void>();
  /** Whether someone is looking at the messages (expanded box, chat page): then nothing is unread. */
  private watching = false;
  private announceTimer: unknown = null;
  /** Payloads dropped as malformed (for tests and debugging). */
  dropped = 0;
  private readonly newClientId: () => string;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: ChatClientOptions) {
    this.newClientId = options.newClientId ?? randomClientId;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    this.snapshotNow = {
      channel: normalizeChannel(options.channel ?? '') || DEFAULT_CHANNEL,
      topic: '',
      messages: [],
      pending: [],
      users: [],
      channels: [],
      announce: null,
      notice: null,
      unread: 0,
      refused: null,
      userId: null,
    };
    this.connection = new RealtimeConnection({ ...options.connection, namespace: '/chat', onConnect: () => this.authenticate() });
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

  start(): Promise<void> {
    return this.connection.open();
  }

  close(): void {
    if (this.announceTimer !== null) this.clearTimer(this.announceTimer);
    this.connection.close();
    this.listeners.clear();
  }

  /** The box expanded or the chat page shown (true): the unread count resets. */
  setWatching(watching: boolean): void {
    this.watching = watching;
    if (watching && this.snapshotNow.unread !== 0) this.update({ unread: 0 });
  }

  /** What the user typed: a chat message, `/join {channel}` or `/report {profile link}`. */
  submit(typed: string): void {
    const text = typed.trim();
    // Spec §5: an empty message is ignored.
    if (!text) return;
    const command = /^\/(join|report)(?:\s+(.*))?$/i.exec(text);
    if (command) {
      const argument = (command[2] ?? '').trim();
      if (command[1]?.toLowerCase() === 'join') this.join(argument);
      else this.report(argument);
      return;
    }
    const pending: PendingMessage = { clientId: this.newClientId(), text };
    this.update({ pending: [...this.snapshotNow.pending, pending], notice: null });
    void this.connection.send(E.chat, pending).then((answer) => {
      const parsed = v.safeParse(chatAnswer, answer);
      // Acknowledged (or refused: empty after the server's trim): it is no longer pending.
      this.update({ pending: this.snapshotNow.pending.filter((entry) => entry.clientId !== pending.clientId) });
      if (!parsed.success) this.dropped += 1;
    });
  }

  /** Moves to another channel (normalized); an unusable name does nothing. */
  join(raw: string): void {
    const channel = normalizeChannel(raw);
    if (!channel || channel === this.snapshotNow.channel) return;
    this.update({ channel, messages: [], users: [], topic: '' });
    // Offline: the next authentication asks for this channel.
    if (this.connection.state.kind === 'connected') void this.connection.request(E.join, { channel }).catch(() => {});
  }

  private report(link: string): void {
    if (!link) {
      this.update({ notice: REPORT_USAGE });
      return;
    }
    void this.connection.send(E.report, { link }).then((answer) => {
      const parsed = v.safeParse(reportAnswer, answer);
      if (parsed.success) this.update({ notice: parsed.output.message });
      else this.dropped += 1;
    });
  }

  /** Runs on every (re)connect: authenticate, resuming after the last message this client has. */
  private async authenticate(): Promise<void> {
    const { channel, messages } = this.snapshotNow;
    const last = messages.at(-1);
    const answer = v.safeParse(
      authAnswer,
      await this.connection.request(E.auth, { chatId: this.options.chatId, channel, ...(last ? { since: last.id } : {}) }),
    );
    if (!answer.success) throw new Error('malformed auth answer');
    if (!answer.output.ok) {
      this.update({ refused: answer.output.error });
      // Not an outage: trying again would get the same answer.
      queueMicrotask(() => this.connection.close());
      return;
    }
    this.update({ userId: answer.output.userId, channel: answer.output.channel, refused: null });
  }

  private listen(): void {
    const on = <S extends v.GenericSchema>(event: string, schema: S, handle: (payload: v.InferOutput<S>) => void) =>
      this.connection.on(event, (payload) => {
        const parsed = v.safeParse(schema, payload);
        if (parsed.success) handle(parsed.output);
        else this.dropped += 1;
      });
    on(E.channel, channelPayload, ({ name }) => {
      if (name !== this.snapshotNow.channel) this.update({ channel: name, messages: [] });
    });
    on(E.redirect, redirectPayload, ({ channel }) => {
      if (channel !== this.snapshotNow.channel) this.update({ channel, messages: [] });
    });
    on(E.topic, topicPayload, ({ channel, topic }) => {
      if (channel === this.snapshotNow.channel) this.update({ topic });
    });
    on(E.userList, userListPayload, (users) => this.update({ users }));
    on(E.channelList, channelListPayload, (channels) => this.update({ channels }));
    on(E.chats, chatsPayload, ({ channel, messages, resumed }) => {
      if (channel !== this.snapshotNow.channel) return;
      const known = new Set(this.snapshotNow.messages.map((message) => message.id));
      const fresh = resumed ? messages.filter((message) => !known.has(message.id)) : [];
      this.update({
        messages: resumed ? mergeMessages(this.snapshotNow.messages, messages) : mergeMessages([], messages),
        unread: this.snapshotNow.unread + this.unreadAmong(fresh),
      });
    });
    on(E.chat, chatMessage, (message) => this.received(message));
  }

  private received(message: ChatMessage): void {
    if (message.kind === 'announce-stream') this.showAnnouncement(message);
    if (message.channel !== this.snapshotNow.channel) return;
    if (this.snapshotNow.messages.some((known) => known.id === message.id)) return;
    this.update({
      messages: mergeMessages(this.snapshotNow.messages, [message]),
      unread: this.snapshotNow.unread + this.unreadAmong([message]),
    });
  }

  private unreadAmong(messages: readonly ChatMessage[]): number {
    if (this.watching) return 0;
    return messages.filter((message) => countsAsUnread(message, this.snapshotNow.userId)).length;
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
