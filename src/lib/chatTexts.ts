// The chat's texts (spec part 2 §2, §8), shared by the chat box and the server's report answer.
import { MAX_OWN_CHANNELS } from './chatChannel';
import { PRODUCT_NAME } from './product';

export const CHAT_LOGIN_REQUIRED = 'Sorry, you must be logged in to chat.';
export const REPORT_SUCCESS = `Thanks for helping keep ${PRODUCT_NAME} safe!`;
/** People here with nobody else in the channel (the viewer's own entry is left out, spec part 2 §6). */
export const NOBODY_ELSE_HERE = 'Nobody else is here right now.';
export const REPORT_USAGE = "Use /report followed by the user's profile page link";
export const JOIN_USAGE = 'Use /join followed by a channel name';
/** A slash word the chat does not know (a typo of /join, say): said here rather than posted to everyone. */
export const unknownCommandText = (name: string) =>
  `/${name} is not a chat command. ${JOIN_USAGE}, or /report followed by the user's profile page link.`;
/** /join in a chat panel of one room (the whiteboard's), which stays in it. */
export const fixedRoomText = (room: string) => `This chat stays in ${room}. Open the chat page to join another channel.`;
/** A /join name with nothing left once normalized (spec §5: letters, digits, spaces and dashes stay). */
export const channelNameEmptyText = (typed: string) => `"${typed}" has no letters or numbers to make a channel name from. Try letters, numbers, spaces or dashes.`;
export const CHANNEL_LIMIT_TEXT = `You can have up to ${MAX_OWN_CHANNELS} channels of your own at a time. Join one from the list, or try again later.`;
/** A resume that the kept history no longer covers: the chat says so instead of a silent gap. */
export const missedMessagesText = (count: number) =>
  count === 1 ? '1 earlier message could not be loaded.' : `${count} earlier messages could not be loaded.`;
