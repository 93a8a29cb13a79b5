// Migration 7: compo votes (spec part 1 §2 "Voting ballot", §4 "Vote (compo)").
// Shipped: never edit it (existing data dirs would not see the change); add a new file instead.
import type { Migration } from './migration';

export const migration7: Migration = {
  version: 7,
  description: 'compo votes',
  sql: `
-- One ballot per user and compo; a new vote replaces the old one. votes is the ballot as the
-- client sent it: a JSON array with one array of sketch ids per set of 4, the chosen sketch
-- first, or all the set's ids negated when the user skipped the set.
CREATE TABLE IF NOT EXISTS compo_votes (
  compo_id INTEGER NOT NULL REFERENCES compos(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  votes TEXT NOT NULL,
  step INTEGER NOT NULL,
  date TEXT NOT NULL,
  PRIMARY KEY (compo_id, user_id)
);
`,
};
