// Migration 11: private messages (spec part 2 §2 Messages, §3 "Message topic", "Message post")
// and the read marks of the activity lists (§3 "Unread counts").
// Shipped: never edit it (existing data dirs would not see the change); add a new file instead.
import type { Migration } from './migration';

export const migration11: Migration = {
  version: 11,
  description: 'private messages: topics between two users and their posts; when each activity list was last read',
  sql: `
-- A conversation between the user who started it and the one it was written to. Each side
-- reads and deletes it for themself; a new post brings it back for both.
CREATE TABLE IF NOT EXISTS message_topics (
  id INTEGER PRIMARY KEY,
  subject TEXT NOT NULL CHECK (length(subject) <= 100),
  from_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  to_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created TEXT NOT NULL,
  latest_date TEXT NOT NULL,
  latest_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  from_read INTEGER NOT NULL DEFAULT 1 CHECK (from_read IN (0, 1)),
  to_read INTEGER NOT NULL DEFAULT 0 CHECK (to_read IN (0, 1)),
  from_deleted INTEGER NOT NULL DEFAULT 0 CHECK (from_deleted IN (0, 1)),
  to_deleted INTEGER NOT NULL DEFAULT 0 CHECK (to_deleted IN (0, 1)),
  CHECK (from_id <> to_id)
);
CREATE INDEX IF NOT EXISTS message_topics_from ON message_topics(from_id, latest_date);
CREATE INDEX IF NOT EXISTS message_topics_to ON message_topics(to_id, latest_date);

CREATE TABLE IF NOT EXISTS message_posts (
  id INTEGER PRIMARY KEY,
  topic_id INTEGER NOT NULL REFERENCES message_topics(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  text TEXT NOT NULL CHECK (length(text) <= 5000),
  date TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS message_posts_by_topic ON message_posts(topic_id, date);

-- When the user last read an activity list: what happened after it counts as unread, on top of
-- unread_counts (the count carried over from before, which reading sets back to 0).
CREATE TABLE IF NOT EXISTS activity_reads (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('notifications', 'replies', 'uploads')),
  read_at TEXT NOT NULL,
  PRIMARY KEY (user_id, kind)
) WITHOUT ROWID;
`,
};
