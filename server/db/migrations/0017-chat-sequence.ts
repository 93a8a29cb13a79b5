// Migration 17: chat that holds across processes (issue 21).
// - Each channel numbers its messages 1, 2, 3 ... (`seq`, from `last_seq`), assigned in the
//   transaction that stores the message, so a client resumes "after seq n" and knows a gap when
//   it sees one: delivery order across processes no longer matters (ids come from one table but
//   cross Redis in any order).
// - A channel made by a user's /join records who made it (the per-user limit) and when anyone
//   last used it, so an empty one expires from the list. Channels that existed before this step
//   count as the house's (never expire).
// Shipped: never edit it; add a new file instead.
import type { Migration } from './migration';

export const migration17: Migration = {
  version: 17,
  description: 'chat: per-channel message sequence, who made a channel and when it was last used',
  sql: `
ALTER TABLE chat_channels ADD COLUMN last_seq INTEGER NOT NULL DEFAULT 0;
ALTER TABLE chat_channels ADD COLUMN created_by INTEGER REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE chat_channels ADD COLUMN last_active INTEGER NOT NULL DEFAULT 0;
ALTER TABLE chat_messages ADD COLUMN seq INTEGER;

UPDATE chat_messages SET seq = (
  SELECT count(*) FROM chat_messages older WHERE older.channel = chat_messages.channel AND older.id <= chat_messages.id);
INSERT OR IGNORE INTO chat_channels (name, created) SELECT DISTINCT channel, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM chat_messages;
UPDATE chat_channels SET last_seq = coalesce((SELECT max(seq) FROM chat_messages WHERE channel = chat_channels.name), 0);

CREATE UNIQUE INDEX IF NOT EXISTS chat_messages_seq ON chat_messages(channel, seq);
CREATE INDEX IF NOT EXISTS chat_channels_creator ON chat_channels(created_by) WHERE created_by IS NOT NULL;
`,
};
