// Migration 3: home and galleries: message of the day, challenges, compos, groups, co-ops, streams, unread counts.
// Shipped: never edit it (existing data dirs would not see the change); add a new file instead.
import type { Migration } from './migration';

export const migration3: Migration = {
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
};
