// Pure rules of the chat's lists (spec part 2 §3 "Chat", §9): keep the last 50 messages, in the
// channel's order (seq), each once; a timestamp over a message when the gap from the previous one
// is over 10 minutes; the unread badge's text; the channel and user lists with a delta applied.
import { MONTH_NAMES } from '../../lib/relativeTime';
import { KEEP_MESSAGES, type ChannelDelta, type ChannelInfo, type ChatMessage, type ChatUser, type UserDelta } from './schemas';

export const TIMESTAMP_GAP_MS = 10 * 60_000;
/** Spec §9: the badge shows '+' at 10 or more. */
export const BADGE_PLUS_AT = 10;
/** Spec §9: an announce banner shows for 10 s. */
export const ANNOUNCE_MS = 10_000;

/** `current` with `incoming` merged in: each seq once, ascending, the newest KEEP_MESSAGES. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const message of current) bySeq.set(message.seq, message);
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq).slice(-KEEP_MESSAGES);
}

/** The channel list, by name, with a delta applied (entries set or changed, and removed). */
export function withChannelDelta(channels: readonly ChannelInfo[], delta: ChannelDelta): ChannelInfo[] {
  const byName = new Map(channels.map((channel) => [channel.name, channel]));
  for (const channel of delta.set) byName.set(channel.name, channel);
  for (const name of delta.removed) byName.delete(name);
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The channel's users, by nickname, with a delta applied. */
export function withUserDelta(users: readonly ChatUser[], delta: Pick<UserDelta, 'joined' | 'left'>): ChatUser[] {
  const byId = new Map(users.map((user) => [user.userId, user]));
  for (const user of delta.joined) byId.set(user.userId, user);
  for (const userId of delta.left) byId.delete(userId);
  return [...byId.values()].sort((a, b) => a.nickname.localeCompare(b.nickname));
}

/** Whether the message at `index` shows its time: the first one, or after a gap over 10 minutes. */
export function showsTimestamp(messages: readonly Pick<ChatMessage, 'time'>[], index: number): boolean {
  const message = messages[index];
  if (!message) return false;
  const previous = messages[index - 1];
  return !previous || message.time - previous.time > TIMESTAMP_GAP_MS;
}

/**
 * A message's time stamp in the reader's time: the clock time on the day it is ('6:09 PM'), with
 * the day before it on an earlier one ('Dec 4, 6:09 PM'), and the year in another year, so a
 * channel's history does not read as if it were said today.
 */
export function chatTimeText(time: number, now: number): string {
  const at = new Date(time);
  const today = new Date(now);
  const clock = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (at.toDateString() === today.toDateString()) return clock;
  const day = `${MONTH_NAMES[at.getMonth()]!.slice(0, 3)} ${at.getDate()}`;
  return at.getFullYear() === today.getFullYear() ? `${day}, ${clock}` : `${day}, ${at.getFullYear()}, ${clock}`;
}

/** The unread badge: nothing at 0, the count, or '+' at 10 or more. */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread >= BADGE_PLUS_AT ? '+' : String(unread);
}

/** Counts toward the unread badge: others' messages, never announce-stream ones. */
export function countsAsUnread(message: ChatMessage, ownUserId: number | null): boolean {
  return message.kind === 'user' && message.userId !== ownUserId;
}
