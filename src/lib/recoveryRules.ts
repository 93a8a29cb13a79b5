// Account recovery (spec part 2 "Account recovery", §5, §8): the two error texts, which the
// server's reason follows, and the checks the form makes before it sends anything.
import { EMAIL_MAX } from './recoveryLimits';

export const RECOVERY_SEND_ERROR = 'Error sending account recovery e-mail: ';
export const RECOVERY_ACCEPT_ERROR = 'Error accepting account recovery key: ';
/** Hours a recovery link works. */
export const RECOVERY_KEY_HOURS = 24;

/** A plausible address: something@something.tld, no spaces. The server checks the same. */
export const isEmailAddress = (value: string) => value.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/** What the form says once the server took the request (it never says whether the address has an account). */
export const recoverySentText = (email: string) =>
  `If ${email} belongs to an account, an e-mail with a recovery link is on its way. The link works once, for ${RECOVERY_KEY_HOURS} hours.`;
