// Numbered schema migrations. PRAGMA user_version holds the number of the last one applied;
// add new steps at the end and never edit a step that has shipped (existing data dirs
// would not see the change).

export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
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
  },
  {
    version: 2,
    description: 'sketch page: sketch files, sketch reports, comment reports',
    sql: `
ALTER TABLE sketches ADD COLUMN have_file INTEGER NOT NULL DEFAULT 0;     -- the app's layered file was uploaded
ALTER TABLE sketches ADD COLUMN private_file INTEGER NOT NULL DEFAULT 0;  -- a patron's file only its owner may open

CREATE TABLE sketch_reports (
  id INTEGER PRIMARY KEY,
  sketch_id INTEGER NOT NULL REFERENCES sketches(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  details TEXT NOT NULL DEFAULT '',
  copyright INTEGER NOT NULL DEFAULT 0,
  mature INTEGER NOT NULL DEFAULT 0,
  inappropriate INTEGER NOT NULL DEFAULT 0,
  challengedq INTEGER NOT NULL DEFAULT 0,
  compodq INTEGER NOT NULL DEFAULT 0,
  notsketch INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sketch_reports_by_sketch ON sketch_reports(sketch_id, date);

CREATE TABLE comment_reports (
  comment_id INTEGER NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  PRIMARY KEY (comment_id, user_id)
) WITHOUT ROWID;
`,
  },
  {
    version: 3,
    description: 'home and galleries: message of the day, challenges, compos, groups, co-ops, streams, unread counts',
    sql: `
CREATE TABLE motds (
  id INTEGER PRIMARY KEY,
  text TEXT NOT NULL CHECK (length(text) <= 500),
  starts TEXT NOT NULL,                      -- shown from this date-time on, until a newer one starts
  by_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX motds_by_start ON motds(starts);

-- Daily challenges: one theme per UTC day (two may share a day); users suggest them.
CREATE TABLE challenges (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL CHECK (length(title) <= 100),
  description TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  date TEXT NOT NULL,                        -- YYYY-MM-DD (UTC) the challenge runs
  thumbnail_sketch_id INTEGER REFERENCES sketches(id) ON DELETE SET NULL,
  suggested_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created TEXT NOT NULL
);
CREATE INDEX challenges_by_date ON challenges(date, id);

-- A sketch enters at most one challenge.
CREATE TABLE challenge_entries (
  sketch_id INTEGER PRIMARY KEY REFERENCES sketches(id) ON DELETE CASCADE,
  challenge_id INTEGER NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
  added TEXT NOT NULL
);
CREATE INDEX challenge_entries_by_challenge ON challenge_entries(challenge_id, added);

-- Compos: the state follows from the dates (open before end_date, voting before
-- end_voting_date, closed after), so it never needs a job to move it on.
CREATE TABLE compos (
  id INTEGER PRIMARY KEY,
  key_name TEXT NOT NULL UNIQUE COLLATE NOCASE,   -- /compo/{key}
  title TEXT NOT NULL CHECK (length(title) <= 100),
  infos TEXT,                                     -- rules and prizes
  thumbnail_sketch_id INTEGER REFERENCES sketches(id) ON DELETE SET NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,                         -- submissions close, voting opens
  end_voting_date TEXT NOT NULL,                  -- voting closes, results are in
  CHECK (start_date < end_date AND end_date < end_voting_date)
);
CREATE INDEX compos_by_end ON compos(end_voting_date);

-- A sketch enters at most one compo; sketches.compo_place mirrors place.
CREATE TABLE compo_entries (
  sketch_id INTEGER PRIMARY KEY REFERENCES sketches(id) ON DELETE CASCADE,
  compo_id INTEGER NOT NULL REFERENCES compos(id) ON DELETE CASCADE,
  place INTEGER NOT NULL DEFAULT -1,              -- -1 = entered; 1.. once the results are in
  added TEXT NOT NULL
);
CREATE INDEX compo_entries_by_compo ON compo_entries(compo_id, added);

CREATE TABLE groups (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(title) <= 64),
  description TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 1024),
  thumbnail_sketch_id INTEGER REFERENCES sketches(id) ON DELETE SET NULL,
  official INTEGER NOT NULL DEFAULT 0,
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created TEXT NOT NULL
);

CREATE TABLE group_members (
  group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'admin')),
  joined TEXT NOT NULL,
  PRIMARY KEY (group_id, user_id)
) WITHOUT ROWID;
CREATE INDEX group_members_by_user ON group_members(user_id);

CREATE TABLE group_sketches (
  group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  sketch_id INTEGER NOT NULL REFERENCES sketches(id) ON DELETE CASCADE,
  added_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  added TEXT NOT NULL,
  PRIMARY KEY (group_id, sketch_id)
) WITHOUT ROWID;
CREATE INDEX group_sketches_by_sketch ON group_sketches(sketch_id);
CREATE INDEX group_sketches_by_added ON group_sketches(group_id, added);

-- Spec: a sketch is in at most 10 groups. The store enforces it too, whoever writes.
CREATE TRIGGER group_sketches_limit BEFORE INSERT ON group_sketches
WHEN (SELECT count(*) FROM group_sketches WHERE sketch_id = NEW.sketch_id) >= 10
BEGIN
  SELECT RAISE(ABORT, 'Sorry a sketch cannot be in more than 10 groups.');
END;

-- A co-op: other artists continue a base sketch. Its id is the base sketch's id
-- (/gallery/co-op/{sketchId}, /api/v2/sketchHasCoOps/{sketchId}).
CREATE TABLE coops (
  sketch_id INTEGER PRIMARY KEY REFERENCES sketches(id) ON DELETE CASCADE,
  title TEXT NOT NULL CHECK (length(title) <= 100),
  description TEXT NOT NULL DEFAULT '' CHECK (length(description) <= 1024),
  path TEXT,                                      -- where the template sits in the shared content
  created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created TEXT NOT NULL
);

-- A continuation belongs to one co-op.
CREATE TABLE coop_sketches (
  sketch_id INTEGER PRIMARY KEY REFERENCES sketches(id) ON DELETE CASCADE,
  coop_id INTEGER NOT NULL REFERENCES coops(sketch_id) ON DELETE CASCADE,
  added TEXT NOT NULL
);
CREATE INDEX coop_sketches_by_coop ON coop_sketches(coop_id, added);

-- Live streams: live while ended is null. orientation is the device orientation of the
-- streamer (1 portrait, 3 and 4 landscape: previews rotate).
CREATE TABLE streams (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title TEXT NOT NULL DEFAULT '',
  preview_sketch_id INTEGER REFERENCES sketches(id) ON DELETE SET NULL,
  sw INTEGER NOT NULL CHECK (sw > 0),
  sh INTEGER NOT NULL CHECK (sh > 0),
  orientation INTEGER NOT NULL DEFAULT 1 CHECK (orientation BETWEEN 1 AND 4),
  viewers INTEGER NOT NULL DEFAULT 0,             -- watching now
  total_views INTEGER NOT NULL DEFAULT 0,
  started TEXT NOT NULL,
  ended TEXT
);
CREATE INDEX streams_live ON streams(started) WHERE ended IS NULL;
CREATE INDEX streams_by_user ON streams(user_id, started);

-- Unread counts of the header badges until messages and notifications have tables of their own.
CREATE TABLE unread_counts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  messages INTEGER NOT NULL DEFAULT 0,
  notifications INTEGER NOT NULL DEFAULT 0,
  replies INTEGER NOT NULL DEFAULT 0,
  uploads INTEGER NOT NULL DEFAULT 0
);

-- Feeds ordered by the latest heart (recent hearts).
CREATE INDEX hearts_by_date ON hearts(date);
`,
  },
  {
    version: 4,
    description: 'albums, upload and edit sketch: uploaded image files, watermark, format, album limit',
    sql: `
-- An uploaded image: data dir uploads/{file}; null keeps the procedural art of the seed.
ALTER TABLE sketches ADD COLUMN upload_file TEXT;
ALTER TABLE sketches ADD COLUMN watermark INTEGER NOT NULL DEFAULT 0;               -- patrons only
ALTER TABLE sketches ADD COLUMN format TEXT NOT NULL DEFAULT 'jpg' CHECK (format IN ('jpg', 'png'));

-- Spec: a sketch is in at most 10 albums or collections. The routes say which kind; the store
-- refuses an eleventh whoever writes.
CREATE TRIGGER album_items_limit BEFORE INSERT ON album_items
WHEN (SELECT count(*) FROM album_items WHERE sketch_id = NEW.sketch_id) >= 10
BEGIN
  SELECT RAISE(ABORT, 'Sorry a sketch cannot be in more than 10 albums or collections.');
END;
`,
  },
  {
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
  },
];
