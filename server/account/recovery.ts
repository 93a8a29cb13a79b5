// Account recovery keys: single use, 24 hours, stored as a hash. A request for an address sends
// one e-mail per account with that address (to the demo outbox) and answers the same whether
// an account has it or not; each address may ask a few times an hour, known or not.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
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

interface KeyRow {
  user_id: number;
  expires: string;
  used: string | null;
}

/** Sends a recovery e-mail to every account with `address` (already trimmed and lowercased). */
export function requestRecovery(db: Db, address: string, nowMs: number, publicOrigin: string): void {
  const now = new Date(nowMs).toISOString();
  const addressHash = hashOf(address);
  const recent = db
    .prepare('SELECT count(*) FROM recovery_requests WHERE address_hash = ? AND created > ?')
    .pluck()
    .get(addressHash, new Date(nowMs - HOUR_MS).toISOString()) as number;
  if (recent >= RECOVERY_REQUESTS_PER_HOUR) throw new HttpError(429, 'too_many_requests', RECOVERY_MESSAGES.tooMany);

  const users = db.prepare("SELECT id, nickname FROM users WHERE email <> '' AND lower(email) = ? ORDER BY id").all(address) as { id: number; nickname: string }[];
  db.transaction(() => {
    db.prepare('DELETE FROM recovery_requests WHERE created <= ?').run(new Date(nowMs - HOUR_MS).toISOString());
    db.prepare('INSERT INTO recovery_requests (address_hash, created) VALUES (?, ?)').run(addressHash, now);
    for (const user of users) {
      const key = newRecoveryKey();
      storeRecoveryKey(db, key, user.id, nowMs);
      // Absolute: a mail client has no page to resolve a path against.
      const link = new URL(accountPaths.recoverKey(key), publicOrigin).href;
      db.prepare('INSERT INTO mail_outbox (to_address, subject, body, link, created) VALUES (?, ?, ?, ?, ?)').run(
        address,
        `Recover your ${PRODUCT_NAME} account`,
        `Hi ${user.nickname},\n\nsomeone (hopefully you) asked to recover your ${PRODUCT_NAME} account. Open this link to sign in:\n\n${link}\n\n` +
          `It works once, for ${RECOVERY_KEY_HOURS} hours. If you did not ask for it, ignore this e-mail.`,
        link,
        now,
      );
    }
  })();
}

export function storeRecoveryKey(db: Db, key: string, userId: number, nowMs: number, hours = RECOVERY_KEY_HOURS): void {
  db.prepare('INSERT INTO recovery_keys (key_hash, user_id, created, expires) VALUES (?, ?, ?, ?)').run(
    hashOf(key),
    userId,
    new Date(nowMs).toISOString(),
    new Date(nowMs + hours * HOUR_MS).toISOString(),
  );
}

/** The user the key recovers; the key and the user's other open keys are used up. Unknown, used or expired keys fail. */
export function consumeRecoveryKey(db: Db, key: string, nowMs: number): number {
  const keyHash = hashOf(key);
  const row = db.prepare('SELECT user_id, expires, used FROM recovery_keys WHERE key_hash = ?').get(keyHash) as KeyRow | undefined;
  if (!row) throw new HttpError(400, 'invalid_key', RECOVERY_MESSAGES.unknown);
  if (row.used !== null) throw new HttpError(400, 'used_key', RECOVERY_MESSAGES.used);
  const now = new Date(nowMs).toISOString();
  if (row.expires <= now) throw new HttpError(400, 'expired_key', RECOVERY_MESSAGES.expired);
  // One link signs in once: the others the user was sent stop working with it.
  const taken = db.prepare('UPDATE recovery_keys SET used = ? WHERE user_id = ? AND used IS NULL').run(now, row.user_id);
  if (taken.changes === 0) throw new HttpError(400, 'used_key', RECOVERY_MESSAGES.used);
  return row.user_id;
}
