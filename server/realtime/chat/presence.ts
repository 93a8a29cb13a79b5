// Who is in which channel, told as changes (issue 21 "Channels"): a full channel list and user
// list only to a socket entering a channel, then deltas (channel-delta, user-delta) of what
// changed since. Changes are counted in batches: a join, leave or disconnect on any process marks
// the presence dirty on every process (serverSideEmit), and each process counts once per batch
// (every process's sockets, fetchSockets) and tells its own clients what changed since it last
// told them, so 300 joins cost a few small deltas, not 300 lists to everyone. The count also
// keeps occupied channels alive and lets unused user channels expire (channels.ts).
import type { Namespace, Socket } from 'socket.io';
import { CHAT_EVENTS as E, type ChannelInfo, type ChatUser } from '../../../src/realtime/chat/schemas';
import { tellOtherProcesses } from '../cluster';
import type { ChatChannels } from './channels';

/** Changes within this long are told together. */
export const PRESENCE_BATCH_MS = 250;
/** Counted again this often even without a change (a process gone, channels expired). */
export const PRESENCE_REFRESH_MS = 30_000;
const PRESENCE_CHANGED = 'chat-presence-changed';

export interface ChatSocketData {
  user?: ChatUser;
  channel?: string;
}

export const roomOf = (channel: string) => `channel:${channel}`;
/**
 * The sockets whose auth was accepted (joined then, left when the user is refused): the only ones
 * that hear what goes to the whole chat (channel changes, stream announcements). A visitor or a
 * refused user has no chat (spec part 2 §6).
 */
export const SIGNED_IN_ROOM = 'signed-in';

interface Counted {
  /** Listed channels and occupied ones, with their number of users. */
  channels: Map<string, number>;
  users: Map<string, Map<number, ChatUser>>;
}

const byNickname = (a: ChatUser, b: ChatUser) => a.nickname.localeCompare(b.nickname);

export class ChatPresence {
  private told: Counted;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private counting = false;
  private again = false;
  private readonly refresh: ReturnType<typeof setInterval>;

  /**
   * `current` gives a listed user as they are now: a socket keeps the nickname and avatar its user
   * had as it signed in, and a user renamed since, or whose avatar sketch was deleted, showed so
   * (a picture that no longer loads) until they came back.
   */
  constructor(
    private readonly nsp: Namespace,
    private readonly channels: ChatChannels,
    private readonly current: (user: ChatUser) => ChatUser = (user) => user,
  ) {
    this.told = { channels: new Map(channels.listed().map((name) => [name, 0])), users: new Map() };
    nsp.on(PRESENCE_CHANGED, () => this.schedule());
    this.refresh = setInterval(() => this.schedule(), PRESENCE_REFRESH_MS);
    this.refresh.unref();
  }

  /** Someone entered, left or went away here: counted soon, here and on the other processes. */
  changed(): void {
    this.schedule();
    tellOtherProcesses(this.nsp, PRESENCE_CHANGED);
  }

  /** The lists as this process last told them, for a socket entering `channel` (deltas follow). */
  sendLists(socket: Socket, channel: string): void {
    socket.emit(E.channelList, [...this.told.channels].map(([name, users]): ChannelInfo => ({ name, users })));
    socket.emit(E.userList, [...(this.told.users.get(channel)?.values() ?? [])].sort(byNickname));
  }

  close(): void {
    clearInterval(this.refresh);
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.count().catch((error: unknown) => console.error('Chat presence count failed:', error));
    }, PRESENCE_BATCH_MS);
  }

  private async count(): Promise<void> {
    if (this.counting) {
      this.again = true;
      return;
    }
    this.counting = true;
    try {
      const users = new Map<string, Map<number, ChatUser>>();
      for (const remote of await this.nsp.fetchSockets()) {
        const { user, channel } = remote.data as ChatSocketData;
        if (!user || !channel) continue;
        if (!users.has(channel)) users.set(channel, new Map());
        const here = users.get(channel)!;
        if (!here.has(user.userId)) here.set(user.userId, this.current(user));
      }
      this.channels.touch(users.keys());
      this.channels.expire();
      const channels = new Map(this.channels.listed().map((name) => [name, users.get(name)?.size ?? 0]));
      for (const [name, here] of users) channels.set(name, here.size);
      this.tell({ channels, users });
    } finally {
      this.counting = false;
      if (this.again) {
        this.again = false;
        this.schedule();
      }
    }
  }

  /** This process's clients hear what changed since they were last told. */
  private tell(now: Counted): void {
    const before = this.told;
    this.told = now;
    const local = this.nsp.local;
    const set = [...now.channels].filter(([name, users]) => before.channels.get(name) !== users).map(([name, users]) => ({ name, users }));
    const removed = [...before.channels.keys()].filter((name) => !now.channels.has(name));
    if (set.length > 0 || removed.length > 0) local.to(SIGNED_IN_ROOM).emit(E.channelDelta, { set, removed });
    for (const channel of new Set([...before.users.keys(), ...now.users.keys()])) {
      const was = before.users.get(channel) ?? new Map<number, ChatUser>();
      const is = now.users.get(channel) ?? new Map<number, ChatUser>();
      // A user listed before under another name or avatar is listed again (the client keeps one entry per user).
      const joined = [...is.values()].filter((user) => !sameUser(was.get(user.userId), user));
      const left = [...was.keys()].filter((userId) => !is.has(userId));
      if (joined.length > 0 || left.length > 0) local.to(roomOf(channel)).emit(E.userDelta, { channel, joined, left });
    }
  }
}

const sameUser = (was: ChatUser | undefined, is: ChatUser) => was !== undefined && was.nickname === is.nickname && was.avatar === is.avatar;
