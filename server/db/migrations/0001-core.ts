// Migration 1: users, sessions, social graph, sketches, comments, albums, analytics.
// Shipped: never edit it (existing data dirs would not see the change); add a new file instead.
import type { Migration } from './migration';

export const migration1: Migration = {
  version: 1,
  description: 'users, sessions, social graph, sketches, comments, albums, analytics',
  sql: `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  nickname TEXT NOT NULL COLLATE NOCASE UNIQUE,
  email TEXT NOT NULL DEFAULT '',
  website TEXT NOT NULL DEFAULT '',
  about TEXT NOT NULL DEFAULT '',
  country TEXT,                              -- ISO 3166 alpha-2 code
  birth_day INTEGER CHECK (birth_day BETWEEN 1 AND 31),
  birth_month INTEGER CHECK (birth_month BETWEEN 1 AND 12),
  gender TEXT NOT NULL DEFAULT '' CHECK (gender IN ('', 'male', 'female', 'other')),
  glops INTEGER NOT NULL DEFAULT 0,
  icons TEXT NOT NULL DEFAULT '',            -- flags: g = group admin, m = gloperator, p = patron
  thumbs INTEGER NOT NULL DEFAULT 0,         -- may delete any comment
  mature INTEGER NOT NULL DEFAULT 0,         -- sees mature sketches
  chat_id TEXT,
  apple_id TEXT UNIQUE,
  google_login INTEGER NOT NULL DEFAULT 0,
  show_header INTEGER NOT NULL DEFAULT 1,
  patron_since TEXT,
  hearts_available INTEGER NOT NULL DEFAULT 0,
  stars_available INTEGER NOT NULL DEFAULT 0,
  avatar_sketch_id INTEGER,                  -- null: the generated avatar
  cover_sketch_id INTEGER,                   -- null: the generated cover
  views INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL
);

CREATE TABLE bans (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  duration INTEGER NOT NULL,                 -- hours: 0 = warning, -1 = permanent
  date_start TEXT NOT NULL,
  date_end TEXT,                             -- null for warnings and permanent bans
  reason TEXT,
  notes TEXT,
  offenses INTEGER NOT NULL DEFAULT 1,
  accepted INTEGER NOT NULL DEFAULT 0,       -- a warning the user has acknowledged
  by_user_id INTEGER REFERENCES users(id)
);
CREATE INDEX bans_by_user ON bans(user_id, date_start);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,               -- sha256 of the cookie value; the value itself is never stored
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created TEXT NOT NULL,
  expires TEXT NOT NULL
);
CREATE INDEX sessions_by_user ON sessions(user_id);

CREATE TABLE follows (
  fan_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  artist_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  notes INTEGER NOT NULL DEFAULT 0,
  notify_uploads INTEGER NOT NULL DEFAULT 0,
  notify_stream INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (fan_id, artist_id)
) WITHOUT ROWID;
CREATE INDEX follows_by_artist ON follows(artist_id, date);

CREATE TABLE blocks (
  blocker_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  blocked_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
) WITHOUT ROWID;
CREATE INDEX blocks_by_blocked ON blocks(blocked_id);

CREATE TABLE sketches (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT,
  description TEXT NOT NULL DEFAULT '',
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  device TEXT,
  created TEXT NOT NULL,
  unlisted INTEGER NOT NULL DEFAULT 0,
  mature INTEGER NOT NULL DEFAULT 0,
  featured INTEGER NOT NULL DEFAULT 0,
  featured_by INTEGER REFERENCES users(id),
  featured_date TEXT,
  hearts INTEGER NOT NULL DEFAULT 0,         -- kept equal to the rows of hearts
  rules INTEGER NOT NULL DEFAULT 0,          -- kept equal to the 'rules' rows of ratings
  views INTEGER NOT NULL DEFAULT 0,
  video TEXT,
  compo_place INTEGER,                       -- -1 = entered, 1.. = place
  parent_id INTEGER REFERENCES sketches(id) ON DELETE SET NULL,
  violation TEXT CHECK (violation IN ('copyright', 'inappropriate', 'notsketch')),
  orientation INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sketches_by_user ON sketches(user_id, created);
CREATE INDEX sketches_by_created ON sketches(created);
CREATE INDEX sketches_featured ON sketches(featured_date) WHERE featured = 1;

CREATE TABLE sketch_tags (
  sketch_id INTEGER NOT NULL REFERENCES sketches(id) ON DELETE CASCADE,
  tag TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (sketch_id, tag)
) WITHOUT ROWID;
CREATE INDEX sketch_tags_by_tag ON sketch_tags(tag, sketch_id);

CREATE TABLE hearts (
  giver_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sketch_id INTEGER NOT NULL REFERENCES sketches(id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  PRIMARY KEY (giver_id, sketch_id)
) WITHOUT ROWID;
CREATE INDEX hearts_by_sketch ON hearts(sketch_id, date);

CREATE TABLE ratings (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sketch_id INTEGER NOT NULL REFERENCES sketches(id) ON DELETE CASCADE,
  rating TEXT NOT NULL CHECK (rating IN ('rules', 'piggy')),
  date TEXT NOT NULL,
  PRIMARY KEY (user_id, sketch_id)
) WITHOUT ROWID;
CREATE INDEX ratings_by_sketch ON ratings(sketch_id);

CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  target_type TEXT NOT NULL CHECK (target_type IN ('sketch', 'profile', 'compo')),
  target_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  text TEXT NOT NULL,
  date TEXT NOT NULL
);
CREATE INDEX comments_by_target ON comments(target_type, target_id, date);
CREATE INDEX comments_by_user ON comments(user_id);

CREATE TABLE albums (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) <= 64),
  description TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 1024),
  thumbnail_sketch_id INTEGER REFERENCES sketches(id) ON DELETE SET NULL,
  mode INTEGER NOT NULL DEFAULT 0 CHECK (mode IN (0, 1)),   -- 0 = album, 1 = collection
  views INTEGER NOT NULL DEFAULT 0,
  created TEXT NOT NULL
);
CREATE INDEX albums_by_user ON albums(user_id);

CREATE TABLE album_items (
  album_id INTEGER NOT NULL REFERENCES albums(id) ON DELETE CASCADE,
  sketch_id INTEGER NOT NULL REFERENCES sketches(id) ON DELETE CASCADE,
  added TEXT NOT NULL,
  PRIMARY KEY (album_id, sketch_id)
) WITHOUT ROWID;
CREATE INDEX album_items_by_sketch ON album_items(sketch_id);

CREATE TABLE analytics (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('pageview', 'error')),
  path TEXT NOT NULL,
  message TEXT,
  stack TEXT,
  ua TEXT,
  at TEXT NOT NULL
);
CREATE INDEX analytics_by_kind ON analytics(kind, id);
`,
};
