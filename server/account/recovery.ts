// Account recovery keys: single use, 24 hours, stored as a hash. A request for an address sends
// one e-mail per account with that address (to the demo outbox) and answers the same whether
// an account has it or not; each address may ask a few times an hour, known or not.
import { createHash, randomBytes } from 'node:crypto';
import { type Db, writeTransaction } from '../db/database';
import {
  findRecoveryKey,
  insertMail,
  insertRecoveryKey,
  insertRecoveryRequest,
  pruneRecoveryRequests,
  recoveryRequestCount,
  useRecoveryKeys,
  usersWithEmail,
} from '../data/accounts';
import { HttpError } from '../http/errors';
import { PRODUCT_NAME } from '../../src/lib/product';
import { RECOVERY_KEY_HOURS } from '../../src/lib/recoveryRules';
import { accountPaths } from '../../src/lib/paths/account';

const HOUR_MS = 3_600_000;
/** Recovery e-mails one address may ask for within an hour. */
export const RECOVERY_REQUESTS_PER_HOUR = 3;

export const RECOVERY_MESSAGES = {
  tooMany: 'Too many recovery e-mails were asked for this address. Please try again in an hour.',
  unknown: 'This recovery link is not valid. Ask for a new one.',
  used: 'This recovery link was already used. Ask for a new one.',
  expired: 'This recovery link has expired. Ask for a new one.',
} as const;

export const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');
export const newRecoveryKey = () => randomBytes(32).toString('base64url');

/** Sends a recovery e-mail to every account with `address` (already trimmed and lowercased). */
export function requestRecovery(db: Db, address: string, nowMs: number, publicOrigin: string): void {
  const now = new Date(nowMs).toISOString();
  const addressHash = hashOf(address);
  const recent = recoveryRequestCount(db, addressHash, new Date(nowMs - HOUR_MS).toISOString());
  if (recent >= RECOVERY_REQUESTS_PER_HOUR) throw new HttpError(429, 'too_many_requests', RECOVERY_MESSAGES.tooMany);

  const users = usersWithEmail(db, address);
  writeTransaction(db, () => {
    pruneRecoveryRequests(db, new Date(nowMs - HOUR_MS).toISOString());
    insertRecoveryRequest(db, addressHash, now);
    for (const user of users) {
      const key = newRecoveryKey();
      storeRecoveryKey(db, key, user.id, nowMs);
      // Absolute: a mail client has no page to resolve a path against.
      const link = new URL(accountPaths.recoverKey(key), publicOrigin).href;
      insertMail(db, {
        to_address: address,
        subject: `Recover your ${PRODUCT_NAME} account`,
        body:
          `Hi ${user.nickname},\n\nsomeone (hopefully you) asked to recover your ${PRODUCT_NAME} account. Open this link to sign in:\n\n${link}\n\n` +
          `It works once, for ${RECOVERY_KEY_HOURS} hours. If you did not ask for it, ignore this e-mail.`,
        link,
        created: now,
      });
    }
  });
}

export function storeRecoveryKey(db: Db, key: string, userId: number, nowMs: number, hours = RECOVERY_KEY_HOURS): void {
  insertRecoveryKey(db, {
    key_hash: hashOf(key),
    user_id: userId,
    created: new Date(nowMs).toISOString(),
    expires: new Date(nowMs + hours * HOUR_MS).toISOString(),
  });
}

/** The user the key recovers; the key and the user's other open keys are used up. Unknown, used or expired keys fail. */
export function consumeRecoveryKey(db: Db, key: string, nowMs: number): number {
  const keyHash = hashOf(key);
  const row = findRecoveryKey(db, keyHash);
  if (!row) throw new HttpError(400, 'invalid_key', RECOVERY_MESSAGES.unknown);
  if (row.used !== null) throw new HttpError(400, 'used_key', RECOVERY_MESSAGES.used);
  const now = new Date(nowMs).toISOString();
  if (row.expires <= now) throw new HttpError(400, 'expired_key', RECOVERY_MESSAGES.expired);
  // One link signs in once: the others the user was sent stop working with it.
  const taken = useRecoveryKeys(db, row.user_id, now);
  if (taken === 0) throw new HttpError(400, 'used_key', RECOVERY_MESSAGES.used);
  return row.user_id;
}
