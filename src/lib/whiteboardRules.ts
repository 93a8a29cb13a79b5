// Who may use the whiteboard and what the screen says (spec part 2 §2 "Whiteboard", §6, §8).
// The server's /whiteboard namespace applies the same rule.
import { PRODUCT_NAME } from './product';

export const WHITEBOARD_TITLE = `${PRODUCT_NAME} Whiteboard`;
export const WHITEBOARD_LOGIN_REQUIRED = 'You must be logged in to access the whiteboard.';
export const WHITEBOARD_NO_ACCESS = 'Sorry your account does not have access to the Whiteboard yet.';
/** A batch from a socket that has not joined the board (auth) yet: not drawn (ours). */
export const WHITEBOARD_NOT_JOINED = 'Join the board before drawing.';
/** A batch drawn on a shift the board has not reached (no client of ours sends one): not drawn (ours). */
export const WHITEBOARD_SHIFT_AHEAD = 'The board has not reached that shift.';
export const WHITEBOARD_RULES_TITLE = 'Whiteboard Free Draw';
export const WHITEBOARD_RULES_ACCEPT = "I'll be good, let me in!";
/** The nickname of accounts that may not draw (spec part 2 §6). */
export const ANONYMOUS_NICKNAME = 'Anonymous';

export type WhiteboardAccess = 'visitor' | 'noChat' | 'refused' | 'allowed';

/**
 * Visitors see the login text; a user without a chat id gets the home page (the screen is not
 * theirs); the 'Anonymous' account is refused; everyone else draws.
 */
export function whiteboardAccess(user: { nickname: string; chatId: string | null } | null): WhiteboardAccess {
  if (!user) return 'visitor';
  if (!user.chatId) return 'noChat';
  if (user.nickname === ANONYMOUS_NICKNAME) return 'refused';
  return 'allowed';
}
