// Migration 9: profiles (spec part 2 §2 Profiles, §7): reports of users (POST /api/v2/report
// {user}) and the notes a user sends to their fans (POST /api/v2/user/noteToFans {message}).
// The fan notification settings are columns of follows (migration 1).
import type { Migration } from './migration';

export const migration9: Migration = {
  version: 9,
  description: 'user reports and notes to fans',
  sql: `
CREATE TABLE IF NOT EXISTS user_reports (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,      -- the reported user
  reporter_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  UNIQUE (user_id, reporter_id)
);
CREATE INDEX IF NOT EXISTS user_reports_by_date ON user_reports(date);

CREATE TABLE IF NOT EXISTS fan_notes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,      -- the sender
  message TEXT NOT NULL CHECK (length(message) <= 500),
  fans_notified INTEGER NOT NULL,
  date TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS fan_notes_by_user ON fan_notes(user_id, date);
`,
};
