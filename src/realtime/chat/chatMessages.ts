// Pure rules of the chat's message list (spec part 2 §3 "Chat", §9): keep the last 50, in id
// order, each id once; a timestamp over a message when the gap from the previous one is over
// 10 minutes; the unread badge's text.
import { KEEP_MESSAGES, type ChatMessage } from './schemas';

export const TIMESTAMP_GAP_MS = 10 * 60_000;
/** Spec §9: the badge shows '+' at 10 or more. */
export const BADGE_PLUS_AT = 10;
/** Spec §9: an announce banner shows for 10 s. */
export const ANNOUNCE_MS = 10_000;

/** `current` with `incoming` merged in: ids once, ascending, the newest KEEP_MESSAGES. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id).slice(-KEEP_MESSAGES);
}

/** Whether the message at `index` shows its time: the first one, or after a gap over 10 minutes. */
export function showsTimestamp(messages: readonly Pick<ChatMessage, 'time'>[], index: number): boolean {
  const message = messages[index];
  if (!message) return false;
  const previous = messages[index - 1];
  return !previous || message.time - previous.time > TIMESTAMP_GAP_MS;
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
