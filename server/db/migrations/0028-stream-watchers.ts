// Migration 28: who watches a live stream now, by the process that counted them. The count of
// those watching (streams.viewers) went up when someone started watching and down when they left;
// a process that crashed never counted its viewers down, so each crash left every stream it served
// one viewer higher per viewer, for good. Now each process's watchers are rows, and a process
// started again under its name (its address) takes back those it left (data/streams.ts).
// Shipped: never edit it; add a new file instead.
import type { Migration } from './migration';

export const migration28: Migration = {
  version: 28,
  description: "a stream's watchers by the process that counted them",
  sql: `
CREATE TABLE stream_watchers (
  stream_id INTEGER NOT NULL REFERENCES streams (id) ON DELETE CASCADE,
  process TEXT NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (process, stream_id, user_id)
) WITHOUT ROWID;
`,
};
