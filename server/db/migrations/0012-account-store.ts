// Migration 12: account recovery (single-use keys, the demo mail outbox, requests per address
// for the rate limit) and the store (the simulated payment provider's ledger, the credited
// purchases, paid patron terms). Shipped: never edit it; add a new file instead.
import type { Migration } from './migration';

export const migration12: Migration = {
  version: 12,
  description: 'account recovery keys, mail outbox, store purchases and the simulated payment provider',
  sql: `
-- Only a hash of each key is kept: a copy of the database hands out no way into an account.
CREATE TABLE IF NOT EXISTS recovery_keys (
  key_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created TEXT NOT NULL,
  expires TEXT NOT NULL,
  used TEXT                                  -- when it was accepted; a used key never works again
);
CREATE INDEX IF NOT EXISTS recovery_keys_by_user ON recovery_keys(user_id);

-- Every accepted request to send a recovery e-mail, by a hash of the address (known or not),
-- so the limit per address holds for unknown addresses too and reveals nothing.
CREATE TABLE IF NOT EXISTS recovery_requests (
  id INTEGER PRIMARY KEY,
  address_hash TEXT NOT NULL,
  created TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS recovery_requests_by_address ON recovery_requests(address_hash, created);

-- The mail the server would send; the development surface reads it (GET /api/dev/mail).
CREATE TABLE IF NOT EXISTS mail_outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  created TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS mail_outbox_by_address ON mail_outbox(to_address COLLATE NOCASE, id);

-- The simulated payment provider's own record of payments (what it would answer a verification).
CREATE TABLE IF NOT EXISTS provider_payments (
  tx TEXT PRIMARY KEY,
  business TEXT NOT NULL,
  item_number TEXT NOT NULL,
  amount TEXT NOT NULL,
  currency TEXT NOT NULL,
  custom TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('Completed', 'Denied')),
  created TEXT NOT NULL
);

-- Payments credited to an artist: one row per provider transaction, so a payment counts once.
CREATE TABLE IF NOT EXISTS store_purchases (
  tx TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  item TEXT NOT NULL,
  amount INTEGER NOT NULL,                   -- whole dollars
  hearts INTEGER NOT NULL DEFAULT 0,
  patron_until TEXT,
  date TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS store_purchases_by_user ON store_purchases(user_id, date);

-- The end of a paid patron membership (members from before the store have none).
CREATE TABLE IF NOT EXISTS patron_terms (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  until TEXT NOT NULL
);
`,
};
