// Migration 15: the gloperators' tools (spec part 1 §6, §7 "Moderation"): what each moderator
// did (feature, ban, delete, impersonate, merge, invite), merged accounts, and compo invites a
// moderator accepts for a sketch. Bans, sketch and comment reports and shared images exist
// already (0001, 0002, 0005).
import type { Migration } from './migration';

export const migration15: Migration = {
  version: 15,
  description: 'moderation: moderator log, user merges, compo invites',
  sql: `
CREATE TABLE IF NOT EXISTS moderation_log (
  id INTEGER PRIMARY KEY,
  moderator_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  action TEXT NOT NULL CHECK (action IN ('feature', 'unfeature', 'ban', 'warn', 'deleteComment', 'impersonate', 'merge', 'inviteAccepted')),
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,      -- the user acted on, if any
  sketch_id INTEGER REFERENCES sketches(id) ON DELETE SET NULL, -- the sketch acted on, if any
  details TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS moderation_log_by_date ON moderation_log(date);

-- An account merged into another: its content moved to into_user_id; the row stays as the record.
CREATE TABLE IF NOT EXISTS user_merges (
  id INTEGER PRIMARY KEY,
  from_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  into_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  by_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  sketches INTEGER NOT NULL,
  comments INTEGER NOT NULL,
  albums INTEGER NOT NULL,
  date TEXT NOT NULL,
  CHECK (from_user_id <> into_user_id)
);

-- A sketch invited into a compo; a gloperator accepts the invite (POST /api/v2/admin/inviteAccepted).
CREATE TABLE IF NOT EXISTS compo_invites (
  sketch_id INTEGER PRIMARY KEY REFERENCES sketches(id) ON DELETE CASCADE,
  compo_id INTEGER NOT NULL REFERENCES compos(id) ON DELETE CASCADE,
  invited TEXT NOT NULL,
  accepted_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  accepted_date TEXT
);
`,
};
