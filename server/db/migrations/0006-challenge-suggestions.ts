// Migration 6: challenge suggestions (spec part 1 §2 "Suggest challenge", §7 POST /challenges {action: suggest}).
// Shipped: never edit it (existing data dirs would not see the change); add a new file instead.
import type { Migration } from './migration';

export const migration6: Migration = {
  version: 6,
  description: 'challenge suggestions',
  sql: `
-- Themes users suggest for a future daily challenge; the team picks from them (no screen lists them yet).
CREATE TABLE IF NOT EXISTS challenge_suggestions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  description TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  created TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS challenge_suggestions_by_user ON challenge_suggestions(user_id, created);
`,
};
