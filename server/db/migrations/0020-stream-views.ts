// Migration 20: who has watched each stream. A stream's total views counted every socket that
// joined it, so one viewer reloading (or scripting reconnects) pumped the number; a view is now a
// user's first watch of the stream, once, across reconnects, tabs and processes.
// Shipped: never edit it; add a new file instead.
import type { Migration } from './migration';

export const migration20: Migration = {
  version: 20,
  description: 'stream views: each user once per stream',
  sql: `
CREATE TABLE IF NOT EXISTS stream_views (
  stream_id INTEGER NOT NULL REFERENCES streams(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (stream_id, user_id)
) WITHOUT ROWID;
`,
};
