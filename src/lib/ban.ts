// Texts of the ban and warning notice page (spec part 2 §2), chosen by the ban's duration in hours.
import type { BanRecord } from '../api/schemas/session';
import { PRODUCT_HOST, PRODUCT_NAME } from './product';
import { countText } from './numbers';

export const WARNING_DURATION = 0;
export const PERMANENT_DURATION = -1;

export const isWarning = (ban: Pick<BanRecord, 'duration'>) => ban.duration === WARNING_DURATION;

export function banTitle(ban: Pick<BanRecord, 'duration'>): string {
  return isWarning(ban) ? 'Warning' : 'Account Suspended';
}

/** How long a suspension of `hours` (above 0) lasts, in words: '3 hours', '1 day', '30 days'. */
export const suspensionLength = (hours: number): string => (hours < 24 ? countText(hours, 'hour') : countText(Math.round(hours / 24), 'day'));

export function banText(ban: Pick<BanRecord, 'duration'>): string {
  const hours = ban.duration;
  if (hours === WARNING_DURATION) return 'You have received a warning from a gloperator.';
  if (hours === PERMANENT_DURATION) return 'Your account has been permanently suspended.';
  return `Your account has been suspended for ${suspensionLength(hours)}.`;
}

/** The 'Suspension ends' line shows only for a suspension with a duration above 0. */
export function showsSuspensionEnd(ban: Pick<BanRecord, 'duration' | 'dateEnd'>): boolean {
  return ban.duration > 0 && !!ban.dateEnd;
}

export const REPEAT_WARNING_TEXT = 'Repeated violations will result in account suspension.';
export const GUIDELINES_AGREEMENT = "I've read the guidelines and agree to follow them";
export const NEW_ACCOUNT_RULE =
  'Creating a new account to circumvent a ban is not allowed and leads to permanent account removal.';
export const warningAcceptedText = () => `Thanks, let's keep ${PRODUCT_NAME} a fun and safe place!`;
export const warningAcceptFailedText = () => `Sorry there was an error, please try again in a bit or contact support@${PRODUCT_HOST}`;
/** Told on the realtime sockets of an account a gloperator merged into another (ours, not the spec's). */
export const ACCOUNT_MERGED_TEXT = 'This account has been merged into another one. Please sign in with that account.';
