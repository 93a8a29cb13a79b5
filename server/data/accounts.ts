// The queries of the accounts domain: the store's ledger (wallets, credited purchases, patron
// terms and what a purchase adds to the user), the simulated payment provider's own record of
// payments, recovery requests and keys, the mail outbox, and the accounts the development sign-in
// page lists. Columns come from migrations 1 and 12 (server/db/migrations/).
import type { Db } from '../db/database';
import { columnsOf } from './columns';
import type { UserRow } from './users';
import { oncePerDb } from './perDatabase';

/** What the wallet shows: the user's hearts, glops, flags and patron dates (`until`: null without a paid term). */
export type WalletRow = Pick<UserRow, 'hearts_available' | 'glops' | 'icons' | 'patron_since'> & { until: string | null };

const findWalletStatement = oncePerDb((db) =>
  db
    .prepare(
      'SELECT u.hearts_available, u.glops, u.icons, u.patron_since, t.until FROM users u LEFT JOIN patron_terms t ON t.user_id = u.id WHERE u.id = ?',
    ),
);

export function findWallet(db: Db, userId: number): WalletRow {
  return findWalletStatement(db).get(userId) as WalletRow;
}

/** A payment credited to an artist, one per provider transaction. */
export interface StorePurchaseRow {
  tx: string;
  user_id: number;
  /** The item's id in src/lib/storeRules.ts. */
  item: string;
  /** Whole dollars. */
  amount: number;
  hearts: number;
  patron_until: string | null;
  date: string;
}

export const STORE_PURCHASE_COLUMNS = columnsOf<StorePurchaseRow>()(['tx', 'user_id', 'item', 'amount', 'hearts', 'patron_until', 'date']);

/** What the store answers of a purchase. */
export type PurchaseRow = Pick<StorePurchaseRow, 'tx' | 'user_id' | 'item' | 'amount' | 'date'>;

const findPurchaseStatement = oncePerDb((db) => db.prepare('SELECT tx, user_id, item, amount, date FROM store_purchases WHERE tx = ?'));

/** The purchase credited for provider transaction `tx`, if any. */
export function findPurchase(db: Db, tx: string): PurchaseRow | undefined {
  return findPurchaseStatement(db).get(tx) as PurchaseRow | undefined;
}

const insertPurchaseStatement = oncePerDb((db) => db.prepare('INSERT INTO store_purchases (tx, user_id, item, amount, hearts, patron_until, date) VALUES (?, ?, ?, ?, ?, ?, ?)'));

export function insertPurchase(db: Db, purchase: StorePurchaseRow): void {
  insertPurchaseStatement(db).run(
    purchase.tx,
    purchase.user_id,
    purchase.item,
    purchase.amount,
    purchase.hearts,
    purchase.patron_until,
    purchase.date,
  );
}

const patronTermEndStatement = oncePerDb((db) => db.prepare('SELECT until FROM patron_terms WHERE user_id = ?').pluck());

/** The end of the user's paid patron term, or undefined when they never had one. */
export function patronTermEnd(db: Db, userId: number): string | undefined {
  return patronTermEndStatement(db).get(userId) as string | undefined;
}

const setPatronTermEndStatement = oncePerDb((db) =>
  db
    .prepare(
      'INSERT INTO patron_terms (user_id, until) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET until = excluded.until',
    ),
);

/** Sets the end of the user's paid patron term (the first term or a renewal). */
export function setPatronTermEnd(db: Db, userId: number, until: string): void {
  setPatronTermEndStatement(db).run(userId, until);
}

const userIconsStatement = oncePerDb((db) => db.prepare('SELECT icons FROM users WHERE id = ?').pluck());

/** The user's flags (auth/roles.ts parses them). */
export function userIcons(db: Db, userId: number): string {
  return userIconsStatement(db).get(userId) as string;
}

const setPatronIconsStatement = oncePerDb((db) => db.prepare('UPDATE users SET icons = ?, patron_since = coalesce(patron_since, ?) WHERE id = ?'));

/** A new patron: their flags (with the patron's) and, unless they were one before, the day they became one. */
export function setPatronIcons(db: Db, userId: number, icons: string, since: string): void {
  setPatronIconsStatement(db).run(icons, since, userId);
}

const addHeartsStatement = oncePerDb((db) => db.prepare('UPDATE users SET hearts_available = hearts_available + ? WHERE id = ?'));

/** Adds bought hearts to the user's. */
export function addHearts(db: Db, userId: number, hearts: number): void {
  addHeartsStatement(db).run(hearts, userId);
}

/** The simulated provider's record of a payment (what it answers a verification). */
export interface ProviderPaymentRow {
  tx: string;
  business: string;
  item_number: string;
  amount: string;
  currency: string;
  custom: string;
  /** 'Completed' or 'Denied'. */
  status: string;
  created: string;
}

export const PROVIDER_PAYMENT_COLUMNS = columnsOf<ProviderPaymentRow>()(['tx', 'business', 'item_number', 'amount', 'currency', 'custom', 'status', 'created']);

const insertProviderPaymentStatement = oncePerDb((db) =>
  db
    .prepare(
      'INSERT INTO provider_payments (tx, business, item_number, amount, currency, custom, status, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
);

export function insertProviderPayment(db: Db, payment: ProviderPaymentRow): void {
  insertProviderPaymentStatement(db).run(payment.tx, payment.business, payment.item_number, payment.amount, payment.currency, payment.custom, payment.status, payment.created);
}

const findProviderPaymentStatement = oncePerDb((db) => db.prepare('SELECT tx, business, item_number, amount, currency, custom, status FROM provider_payments WHERE tx = ?'));

/** The provider's record of payment `tx` without its date, or undefined when it knows none. */
export function findProviderPayment(db: Db, tx: string): Omit<ProviderPaymentRow, 'created'> | undefined {
  return findProviderPaymentStatement(db).get(tx) as
    | Omit<ProviderPaymentRow, 'created'>
    | undefined;
}

const recoveryRequestCountStatement = oncePerDb((db) => db.prepare('SELECT count(*) FROM recovery_requests WHERE address_hash = ? AND created > ?').pluck());

/** How many recovery e-mails were asked for the address (by its hash) after `since`. */
export function recoveryRequestCount(db: Db, addressHash: string, since: string): number {
  return recoveryRequestCountStatement(db).get(addressHash, since) as number;
}

const usersWithEmailStatement = oncePerDb((db) => db.prepare("SELECT id, nickname FROM users WHERE email <> '' AND lower(email) = ? ORDER BY id"));

/** The accounts with the e-mail address (given lowercased), by id. */
export function usersWithEmail(db: Db, address: string): Pick<UserRow, 'id' | 'nickname'>[] {
  return usersWithEmailStatement(db).all(address) as Pick<UserRow, 'id' | 'nickname'>[];
}

const pruneRecoveryRequestsStatement = oncePerDb((db) => db.prepare('DELETE FROM recovery_requests WHERE created <= ?'));

/** Forgets the recovery requests made up to `before` (they no longer count toward the limit). */
export function pruneRecoveryRequests(db: Db, before: string): void {
  pruneRecoveryRequestsStatement(db).run(before);
}

const insertRecoveryRequestStatement = oncePerDb((db) => db.prepare('INSERT INTO recovery_requests (address_hash, created) VALUES (?, ?)'));

export function insertRecoveryRequest(db: Db, addressHash: string, created: string): void {
  insertRecoveryRequestStatement(db).run(addressHash, created);
}

/** A recovery key, by the hash of the key the e-mail's link carries. */
export interface RecoveryKeyRow {
  key_hash: string;
  user_id: number;
  created: string;
  expires: string;
  /** When it was accepted; a used key never works again. */
  used: string | null;
}

export const RECOVERY_KEY_COLUMNS = columnsOf<RecoveryKeyRow>()(['key_hash', 'user_id', 'created', 'expires', 'used']);

const insertRecoveryKeyStatement = oncePerDb((db) => db.prepare('INSERT INTO recovery_keys (key_hash, user_id, created, expires) VALUES (?, ?, ?, ?)'));

export function insertRecoveryKey(db: Db, key: Omit<RecoveryKeyRow, 'used'>): void {
  insertRecoveryKeyStatement(db).run(key.key_hash, key.user_id, key.created, key.expires);
}

const findRecoveryKeyStatement = oncePerDb((db) => db.prepare('SELECT user_id, expires, used FROM recovery_keys WHERE key_hash = ?'));

export function findRecoveryKey(db: Db, keyHash: string): Pick<RecoveryKeyRow, 'user_id' | 'expires' | 'used'> | undefined {
  return findRecoveryKeyStatement(db).get(keyHash) as Pick<RecoveryKeyRow, 'user_id' | 'expires' | 'used'> | undefined;
}

// An expired key is left as it is: opened later, it says it expired, not that it was used.
const useRecoveryKeysStatement = oncePerDb((db) => db.prepare('UPDATE recovery_keys SET used = ? WHERE user_id = ? AND used IS NULL AND expires > ?'));

/** Marks every open, unexpired key of the user used at `now`; returns how many there were (0: another request took them first). */
export function useRecoveryKeys(db: Db, userId: number, now: string): number {
  return useRecoveryKeysStatement(db).run(now, userId, now).changes;
}

/** A mail the server would send (the development surface reads them back). */
export interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  created: string;
}

export const MAIL_COLUMNS = columnsOf<MailRow>()(['id', 'to_address', 'subject', 'body', 'link', 'created']);

const insertMailStatement = oncePerDb((db) => db.prepare('INSERT INTO mail_outbox (to_address, subject, body, link, created) VALUES (?, ?, ?, ?, ?)'));

export function insertMail(db: Db, mail: Omit<MailRow, 'id'>): void {
  insertMailStatement(db).run(
    mail.to_address,
    mail.subject,
    mail.body,
    mail.link,
    mail.created,
  );
}

const mailToStatement = oncePerDb((db) =>
  db
    .prepare(
      'SELECT id, to_address, subject, body, link, created FROM mail_outbox WHERE to_address = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?',
    ),
);

/** The newest mails to the address (any case), newest first. */
export function mailTo(db: Db, address: string, limit: number): MailRow[] {
  return mailToStatement(db).all(address, limit) as MailRow[];
}

/** An account the development sign-in page lists. */
export type SignInChoiceRow = Pick<UserRow, 'id' | 'nickname' | 'glops'>;

const signInChoicesOtherUsers = oncePerDb((db) =>
  db
    .prepare(
      `
    SELECT id, nickname, glops FROM users u
    WHERE id >= ? AND NOT EXISTS (SELECT 1 FROM bans b WHERE b.user_id = u.id AND b.accepted = 0)
    ORDER BY glops DESC, id LIMIT ?`,
    ),
);
const signInChoicesQuietUser = oncePerDb((db) =>
  db
    .prepare(
      `
    SELECT id, nickname, glops FROM users u
    WHERE id >= ? AND nickname <> ? AND NOT EXISTS (SELECT 1 FROM bans b WHERE b.user_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.artist_id = u.id)
      AND NOT EXISTS (SELECT 1 FROM hearts h JOIN sketches s ON s.id = h.sketch_id WHERE s.user_id = u.id AND h.giver_id <> u.id)
      AND NOT EXISTS (SELECT 1 FROM ratings r JOIN sketches s ON s.id = r.sketch_id WHERE s.user_id = u.id AND r.user_id <> u.id)
      AND NOT EXISTS (SELECT 1 FROM comments c JOIN sketches s ON c.target_type = 'sketch' AND s.id = c.target_id WHERE s.user_id = u.id AND c.user_id <> u.id)
      AND NOT EXISTS (SELECT 1 FROM comments c WHERE c.target_type = 'profile' AND c.target_id = u.id AND c.user_id <> u.id)
      AND NOT EXISTS (SELECT 1 FROM message_topics t WHERE t.from_id = u.id OR t.to_id = u.id)
    ORDER BY id LIMIT 1`,
    ),
);
const signInChoicesUserNamed = oncePerDb((db) => db.prepare('SELECT id, nickname, glops FROM users WHERE nickname = ? ORDER BY id LIMIT 1'));

/**
 * The development sign-in page's lists of accounts, on statements compiled once per database (the page asks
 * for them on every load): the most active users without an open ban, a quiet one, and one by name.
 */
export function signInChoices(db: Db) {
  const otherUsers = signInChoicesOtherUsers(db);
  // Someone nobody has noticed yet: no fans, no hearts, thumbs-up or comments from others on
  // their sketches or profile, no messages. Signing in as them shows the activity lists, the
  // messages and the fans list as a new member sees them: empty.
  const quietUser = signInChoicesQuietUser(db);
  const userNamed = signInChoicesUserNamed(db);
  return {
    /** Users from id `firstId` on without an unaccepted ban, most glops first. */
    otherUsers: (firstId: number, limit: number) => otherUsers.all(firstId, limit) as SignInChoiceRow[],
    /** The first user from id `firstId` on whom nobody has noticed yet, other than `exceptNickname`. */
    quietUser: (firstId: number, exceptNickname: string) => quietUser.get(firstId, exceptNickname) as SignInChoiceRow | undefined,
    /** The first user with the nickname (the seed's own accounts: the new member, Anonymous). */
    userNamed: (nickname: string) => userNamed.get(nickname) as SignInChoiceRow | undefined,
  };
}

// The patron flag is the icon 'p' (auth/roles.ts); a paid term ends it at `until`. Accounts with
// the flag and no term (granted, not bought) keep it.
const endLapsedPatronsStatement = oncePerDb((db) =>
  db.prepare("UPDATE users SET icons = replace(icons, 'p', '') WHERE instr(icons, 'p') > 0 AND id IN (SELECT user_id FROM patron_terms WHERE until <= ?)"),
);

/** Takes the patron flag from every account whose paid term ended at `nowIso`; returns how many. */
export function endLapsedPatrons(db: Db, nowIso: string): number {
  return endLapsedPatronsStatement(db).run(nowIso).changes;
}

const nextPatronTermEndStatement = oncePerDb((db) =>
  db.prepare("SELECT min(t.until) FROM patron_terms t JOIN users u ON u.id = t.user_id WHERE t.until > ? AND instr(u.icons, 'p') > 0").pluck(),
);

/** The soonest end of a patron's paid term after `nowIso`, or null. */
export function nextPatronTermEnd(db: Db, nowIso: string): string | null {
  return (nextPatronTermEndStatement(db).get(nowIso) as string | null) ?? null;
}
