// Migration 18: a gloperator acting as another user, and the moderators' data edits (spec part 1
// §6: impersonate a user; edit local or live data).
// - A session made by "Impersonate" records the gloperator behind it (`moderator_id`), so the
//   page can say whom they act as, and "back" or logging out returns them to their own account.
// - The moderator log takes two more actions: 'impersonateEnd' (back to their own account) and
//   'editData' (a record's data edited live). SQLite cannot change a CHECK in place, so the table
//   is made again with its rows.
// Shipped: never edit it; add a new file instead.
import type { Migration } from './migration';

export const migration18: Migration = {
  version: 18,
  description: 'moderation: the gloperator behind an impersonated session, data edits in the log',
  sql: `
ALTER TABLE sessions ADD COLUMN moderator_id INTEGER REFERENCES users(id) ON DELETE CASCADE;

CREATE TABLE moderation_log_next (
  id INTEGER PRIMARY KEY,
  moderator_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  action TEXT NOT NULL CHECK (action IN ('feature', 'unfeature', 'ban', 'warn', 'deleteComment', 'impersonate', 'impersonateEnd', 'merge', 'inviteAccepted', 'editData')),
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,      -- the user acted on, if any
  sketch_id INTEGER REFERENCES sketches(id) ON DELETE SET NULL, -- the sketch acted on, if any
  details TEXT NOT NULL DEFAULT '',
  date TEXT NOT NULL
);
INSERT INTO moderation_log_next (id, moderator_id, action, user_id, sketch_id, details, date)
  SELECT id, moderator_id, action, user_id, sketch_id, details, date FROM moderation_log;
DROP TABLE moderation_log;
ALTER TABLE moderation_log_next RENAME TO moderation_log;
CREATE INDEX IF NOT EXISTS moderation_log_by_date ON moderation_log(date);
`,
};
