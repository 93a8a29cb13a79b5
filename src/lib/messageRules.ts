// Messages and activity (spec part 2 §2 Messages, §4, §5, §8, §9): page sizes, limits and the
// texts the screens show. The server imports the limits it enforces, so both sides agree.
import { countNoun } from './numbers';
import { isBlankText } from './blankText';
import { cutText } from './cutText';

/** Topics a page of /messages (spec §9). */
export const TOPICS_PAGE_SIZE = 25;
/** Posts a page of a thread (spec §9). */
export const POSTS_PAGE_SIZE = 50;
/** Activity items a page (the site's lists are 25 a page). */
export const ACTIVITY_PAGE_SIZE = 25;
export const MESSAGE_TEXT_MAX = 5000;
export const MESSAGE_SUBJECT_MAX = 100;

/** Spec §5 and §8: shown when a reply or a new message cannot be sent; the text goes back in the box. */
export const MESSAGE_SEND_FAILED = 'Sorry, there was an error sending your message. Please retry in a bit.';
export const DELETE_THREAD_CONFIRM = 'Delete this conversation? It will be removed from your messages.';
export const NO_MESSAGES = 'No messages yet. Write to an artist from their profile.';
export const MESSAGES_LOAD_FAILED = 'The messages could not be loaded.';
export const POSTS_LOAD_FAILED = 'The messages of this conversation could not be loaded.';
export const MESSAGES_LOGIN = 'You must be logged in to see your messages.';
export const ACTIVITY_LOGIN = 'You must be logged in to see your activity.';
export const CANNOT_MESSAGE = 'This artist does not take messages from you.';
/** The compose page of the viewer's own id (a link typed or copied). */
export const CANNOT_MESSAGE_SELF = 'You cannot send a message to yourself.';
/** The compose page of someone the writer blocks: why there is no form, and the way to one. */
export const blockedRecipientText = (nickname: string) => `You blocked ${nickname}. Unblock them to send a message.`;
export const NO_SUBJECT = '(no subject)';
export const ACTIVITY_LOAD_FAILED = 'Your activity could not be loaded.';

/** Empty text after trimming is not sent (spec §5). */
export const messageToSend = (text: string): string | null => {
  const trimmed = text.trim();
  return isBlankText(trimmed) ? null : trimmed;
};

/** A subject for a message written without one: the start of its text. */
export function subjectOf(subject: string, text: string): string {
  const given = subject.trim();
  if (given) return cutText(given, MESSAGE_SUBJECT_MAX);
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 60 ? `${cutText(line, 59)}…` : line;
}

export type ActivityTab = 'notifications' | 'uploads' | 'replies';
export const ACTIVITY_TABS: readonly { tab: ActivityTab; label: string }[] = [
  { tab: 'notifications', label: 'Notifications' },
  { tab: 'uploads', label: 'Uploads' },
  { tab: 'replies', label: 'Replies' },
];
export const NO_ACTIVITY: Record<ActivityTab, string> = {
  notifications: 'No notifications yet.',
  uploads: 'No new sketches from the artists you follow.',
  replies: 'No replies yet.',
};

/** The tab of an /activity address: /activity, /activity/uploads, /activity/replies. */
export function activityTabOf(path: string): ActivityTab | null {
  const match = /^\/activity(?:\/(uploads|replies))?\/?$/.exec(path);
  if (!match) return null;
  return (match[1] as ActivityTab | undefined) ?? 'notifications';
}

/** The sentence of a badge in the header: '3 unread messages'. */
export function unreadLabel(kind: 'messages' | 'notifications' | 'replies' | 'uploads', count: number): string {
  const noun = { messages: 'message', notifications: 'notification', replies: 'reply', uploads: 'upload' }[kind];
  return `${count} unread ${countNoun(count, noun, kind === 'replies' ? 'replies' : undefined)}`;
}

export const UNREAD_KINDS = ['messages', 'notifications', 'replies', 'uploads'] as const;
export type UnreadBadgeKind = (typeof UNREAD_KINDS)[number];

/** The one badge of a narrow header: the total, a sentence naming each count, and the list to open first. */
export function unreadSummary(counts: Record<UnreadBadgeKind, number>): { total: number; label: string; kind: UnreadBadgeKind | null } {
  const shown = UNREAD_KINDS.filter((kind) => counts[kind] > 0);
  const total = shown.reduce((sum, kind) => sum + counts[kind], 0);
  const parts = shown.map((kind) => unreadLabel(kind, counts[kind]).replace(' unread', ''));
  return { total, label: `${total} unread: ${parts.join(', ')}`, kind: shown[0] ?? null };
}
