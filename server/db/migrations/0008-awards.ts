// Migration 8: the yearly awards (spec part 1 §2-§9): years, categories, candidates, votes and
// nominations. Shipped: never edit it (existing data dirs would not see the change); add a new file instead.
import type { Migration } from './migration';

export const migration8: Migration = {
  version: 8,
  description: 'yearly awards: years, categories, candidates, votes, nominations',
  sql: `
-- One row per awards year. voting_open: the year takes votes and nominations (the current one).
CREATE TABLE IF NOT EXISTS award_years (
  year INTEGER PRIMARY KEY,
  voting_open INTEGER NOT NULL DEFAULT 0 CHECK (voting_open IN (0, 1)),
  infos TEXT
);

-- A category is for artists or for sketches; its candidates and winner are user or sketch ids.
CREATE TABLE IF NOT EXISTS award_categories (
  id INTEGER PRIMARY KEY,
  year INTEGER NOT NULL REFERENCES award_years(year) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('artist', 'sketch')),
  title TEXT NOT NULL,
  position INTEGER NOT NULL,
  winner_id INTEGER                          -- null while the year is open
);
CREATE INDEX IF NOT EXISTS award_categories_by_year ON award_categories(year, kind, position);

CREATE TABLE IF NOT EXISTS award_candidates (
  category_id INTEGER NOT NULL REFERENCES award_categories(id) ON DELETE CASCADE,
  object_id INTEGER NOT NULL,                -- users.id or sketches.id, by the category's kind
  position INTEGER NOT NULL,
  PRIMARY KEY (category_id, object_id)
);

-- One vote per user and category; voting again replaces it, taking it back deletes it.
CREATE TABLE IF NOT EXISTS award_votes (
  category_id INTEGER NOT NULL REFERENCES award_categories(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  object_id INTEGER NOT NULL,
  voted TEXT NOT NULL,
  PRIMARY KEY (category_id, user_id),
  FOREIGN KEY (category_id, object_id) REFERENCES award_candidates(category_id, object_id) ON DELETE CASCADE
);

-- Suggestions for next candidates; a user names the same object in a category once.
CREATE TABLE IF NOT EXISTS award_nominations (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES award_categories(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  object_id INTEGER NOT NULL,
  created TEXT NOT NULL,
  UNIQUE (category_id, user_id, object_id)
);
`,
};
