// Account recovery and store demo data: PatronPaolo's paid membership and purchases (the store
// shows a patron with an end date and a history), and InkyAda's spent recovery links, one used
// and one expired, whose keys are published here so /recover/{key} shows each failure. No valid
// key is ever seeded: a known one would be a way into the account on any server. Draws from its
// own random stream, so the other seed steps see the same data.
import { DAY, iso, type SeedContext } from './context';
import { Rng } from './prng';
import { storeRecoveryKey } from '../account/recovery';
import { STORE_BUSINESS } from '../account/provider';
import { amountText, patronYearAfter, storeItem, STORE_CURRENCY } from '../../src/lib/storeRules';

export const ACCOUNT_STORE_SEED_OFFSET = 1301;
const ADA = 1;
const PATRON = 2;

/** Recovery links of the demo that fail (README, end-to-end tests). */
export const DEMO_RECOVERY_KEYS = {
  used: 'demo-used-recovery-key-0000000001',
  expired: 'demo-expired-recovery-key-00000001',
} as const;

export function seedAccountStore(ctx: SeedContext): void {
  const { db, now } = ctx;
  const rng = new Rng(ctx.seed + ACCOUNT_STORE_SEED_OFFSET);
  if (!db.prepare('SELECT 1 FROM users WHERE id = ?').get(PATRON)) return;

  // PatronPaolo renewed a few months ago and bought hearts since.
  const renewed = now - rng.int(60, 120) * DAY;
  const hearts = now - rng.int(5, 30) * DAY;
  const purchases = [
    { item: 'patron1y', at: renewed },
    { item: 'hearts50', at: hearts },
  ] as const;
  const insertPayment = db.prepare(
    "INSERT INTO provider_payments (tx, business, item_number, amount, currency, custom, status, created) VALUES (?, ?, ?, ?, ?, ?, 'Completed', ?)",
  );
  const insertPurchase = db.prepare('INSERT INTO store_purchases (tx, user_id, item, amount, hearts, patron_until, date) VALUES (?, ?, ?, ?, ?, ?, ?)');
  purchases.forEach(({ item: id, at }, index) => {
    const item = storeItem(id);
    if (!item) return;
    const tx = `SEED${String(index + 1).padStart(4, '0')}${rng.int(100_000_000, 999_999_999)}`;
    const until = item.kind === 'patron' ? patronYearAfter(at) : null;
    insertPayment.run(tx, STORE_BUSINESS, item.id, amountText(item.dollars), STORE_CURRENCY, String(PATRON), iso(at));
    insertPurchase.run(tx, PATRON, item.id, item.dollars, item.hearts, until, iso(at));
    if (until) db.prepare('INSERT OR REPLACE INTO patron_terms (user_id, until) VALUES (?, ?)').run(PATRON, until);
  });

  // InkyAda's old recovery links: one accepted last month, one never used and long expired.
  const usedAt = now - rng.int(20, 40) * DAY;
  storeRecoveryKey(db, DEMO_RECOVERY_KEYS.used, ADA, usedAt - 3_600_000);
  db.prepare('UPDATE recovery_keys SET used = ? WHERE user_id = ? AND used IS NULL').run(iso(usedAt), ADA);
  storeRecoveryKey(db, DEMO_RECOVERY_KEYS.expired, ADA, now - rng.int(3, 9) * DAY);
}
