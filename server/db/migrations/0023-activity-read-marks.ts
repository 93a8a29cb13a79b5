// Migration 23: every account's activity lists get a read mark, now. A list without one used to
// count nothing new at all (a new member never saw a notifications or replies badge); it now
// counts from the account's creation (data/activity.ts). Accounts of a database made before this
// keep the badges they had: what happens from now on counts on top of the carried-over counts.
// Shipped: never edit it; add a new file instead.
import type { Migration } from './migration';

export const migration23: Migration = {
  version: 23,
  description: 'activity lists: a read mark for every account',
  sql: `
INSERT OR IGNORE INTO activity_reads (user_id, kind, read_at)
SELECT u.id, k.kind, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM users u
CROSS JOIN (SELECT 'notifications' AS kind UNION ALL SELECT 'replies' UNION ALL SELECT 'uploads') k;
`,
};
