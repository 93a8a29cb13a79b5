// Migration 5: statistics (sketch and user), shared brush content, shared images.
// Shipped: never edit it (existing data dirs would not see the change); add a new file instead.
import type { Migration } from './migration';

export const migration5: Migration = {
  version: 5,
  description: 'statistics (sketch and user), shared brush content, shared images',
  // IF NOT EXISTS: work-in-progress data dirs got these tables under the number 4.
  sql: `
-- Statistics the drawing app records while a sketch is drawn (spec part 1 §3 "Sketch stats").
-- The lists are JSON arrays; stats is a JSON array of {token, value} pairs.
CREATE TABLE IF NOT EXISTS sketch_stats (
  sketch_id INTEGER PRIMARY KEY REFERENCES sketches(id) ON DELETE CASCADE,
  app_version TEXT NOT NULL,
  snapshots INTEGER NOT NULL DEFAULT 0,
  brushes TEXT NOT NULL DEFAULT '[]',
  images INTEGER NOT NULL DEFAULT 0,
  uuids TEXT NOT NULL DEFAULT '[]',
  template TEXT,
  user_ids TEXT NOT NULL DEFAULT '[]',
  stats TEXT NOT NULL DEFAULT '[]'
);

-- View series of a user (spec part 2 §3 "Stats"), oldest first: 24 hours, 30 days, 12 months;
-- today and week are JSON arrays of {sketchId, views}. Counts (fans, comments, ratings,
-- sketches, bytes) are computed from the live tables when asked.
CREATE TABLE IF NOT EXISTS user_stats (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  hours TEXT NOT NULL DEFAULT '[]',
  days TEXT NOT NULL DEFAULT '[]',
  months TEXT NOT NULL DEFAULT '[]',
  today TEXT NOT NULL DEFAULT '[]',
  week TEXT NOT NULL DEFAULT '[]'
);

-- The shared brush library: a category tree (path 'Pencils/Graphite') and its brushes.
CREATE TABLE IF NOT EXISTS brush_categories (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  path TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  parent_id INTEGER REFERENCES brush_categories(id) ON DELETE CASCADE
);

CREATE TABLE IF NOT EXISTS brushes (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES brush_categories(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  style TEXT NOT NULL                        -- how its thumbnail stroke is painted (server/images/brushArt.ts)
);
CREATE INDEX IF NOT EXISTS brushes_by_category_title ON brushes(category_id, title COLLATE NOCASE, id);
CREATE INDEX IF NOT EXISTS brushes_by_title ON brushes(title COLLATE NOCASE, id);

-- Shared images a gloperator made from a sketch into the shared content (POST /api/v2/content/createImage).
CREATE TABLE IF NOT EXISTS shared_images (
  uuid TEXT PRIMARY KEY,
  sketch_id INTEGER NOT NULL REFERENCES sketches(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES brush_categories(id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) <= 64),
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS shared_images_by_category ON shared_images(category_id, created);
`,
};
