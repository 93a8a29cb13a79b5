// Migration 21: whether a stream's going live was announced in the chat. The mark lived on the
// process's room, which goes with the last socket: a streamer whose connection dropped and came
// back (or a restarted server) announced the same stream again, each time flashing the banner for
// everyone and pushing real messages out of the lobby's window. Now it is one mark per stream in
// the store, set once by whichever process gets there first.
// Shipped: never edit it; add a new file instead.
import type { Migration } from './migration';

export const migration21: Migration = {
  version: 21,
  description: 'streams: announced once',
  sql: `
ALTER TABLE streams ADD COLUMN announced INTEGER NOT NULL DEFAULT 0;
`,
};
