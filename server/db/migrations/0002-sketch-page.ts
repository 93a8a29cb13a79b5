// Migration 2: sketch page: sketch files, sketch reports, comment reports.
// Shipped: never edit it (existing data dirs would not see the change); add a new file instead.
import type { Migration } from './migration';

export const migration2: Migration = {
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
};
