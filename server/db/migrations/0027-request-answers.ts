// Migration 27: the answers to requests sent with a key (a comment, a message, a rating, an
// upload), kept in the database so a retry gets the first answer instead of doing the write again,
// also after the server restarted or on another process. They were kept in the process's memory:
// a comment retried after a deploy or a crash was posted twice. Written in the same transaction
// as the write they answer (routes/requestKeys.ts).
// Shipped: never edit it; add a new file instead.
import type { Migration } from './migration';

export const migration27: Migration = {
  version: 27,
  description: 'answers to keyed requests, kept across restarts',
  sql: `
CREATE TABLE request_answers (
  user_id INTEGER NOT NULL,
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  answer TEXT NOT NULL,
  created INTEGER NOT NULL,
  PRIMARY KEY (user_id, scope, key)
) WITHOUT ROWID;
CREATE INDEX request_answers_by_age ON request_answers (created);
`,
};
