// Migration 16: chat (spec part 2 §2 Chat, issue 13): channels with their topic, the bounded
// per-channel history the sockets resume from, and chat reports.
// Shipped: never edit it (existing data dirs would not see the change); add a new file instead.
import type { Migration } from './migration';

export const migration16: Migration = {
  version: 16,
  description: 'chat: channels and topics, the per-channel message history, reports',
  sql: `
CREATE TABLE IF NOT EXISTS chat_channels (
  name TEXT PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 40),
  topic TEXT NOT NULL DEFAULT '' CHECK (length(topic) <= 200),
  listed INTEGER NOT NULL DEFAULT 1 CHECK (listed IN (0, 1)),
  created TEXT NOT NULL
);

-- The history of each channel, pruned to the newest few hundred. A user message carries the id
-- its client gave it, so a re-send after a reconnect is recognised (the unique index).
CREATE TABLE IF NOT EXISTS chat_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  client_id TEXT CHECK (client_id IS NULL OR length(client_id) <= 64),
  kind TEXT NOT NULL DEFAULT 'user' CHECK (kind IN ('user', 'announce-stream', 'system')),
  text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND 500),
  created INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS chat_messages_channel ON chat_messages(channel, id);
CREATE UNIQUE INDEX IF NOT EXISTS chat_messages_client ON chat_messages(user_id, client_id) WHERE client_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS chat_reports (
  id INTEGER PRIMARY KEY,
  reporter_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reported_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  created TEXT NOT NULL
);
`,
};
