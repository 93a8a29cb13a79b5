// Migration 14: group admin (spec part 2 §2 "Group admin", §4): the group activity log the
// activity tab pages through, and the feature requests of groups (a sketch proposed for a
// group's features, by its artist or as a suggestion of an admin) with their queue.
// The official flag is groups.official (migration 3); the group requests are migration 13's.
// Shipped: never edit it (existing data dirs would not see the change); add a new file instead.
import type { Migration } from './migration';

export const migration14: Migration = {
  version: 14,
  description: 'group admin: the group activity log; feature requests of groups and their queue',
  sql: `
-- What happened in the groups, newest first in the activity tab: a member joined, a sketch was
-- added, a feature was approved, a group was created from a request, the official flag changed,
-- an admin suggested a sketch.
CREATE TABLE IF NOT EXISTS group_activity (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  kind TEXT NOT NULL CHECK (kind IN ('join', 'add', 'feature', 'created', 'official', 'unofficial', 'suggest')),
  sketch_id INTEGER REFERENCES sketches(id) ON DELETE SET NULL,
  date TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS group_activity_by_date ON group_activity(date, id);

-- A sketch proposed for a group's features: 'new' until an admin approves it (with a message;
-- it joins the queue of features, 'queued') or rejects it ('rejected').
CREATE TABLE IF NOT EXISTS group_features (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  sketch_id INTEGER NOT NULL REFERENCES sketches(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'queued', 'rejected')),
  message TEXT NOT NULL DEFAULT '' CHECK (length(message) <= 500),
  decided_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  decided TEXT
);
CREATE INDEX IF NOT EXISTS group_features_by_state ON group_features(state, created, id);
`,
};
