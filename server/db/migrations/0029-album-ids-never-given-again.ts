// Migration 29: an album's id is never given out again either (migration 26 did so for sketches
// and comments). An album made after the newest one was deleted took its id, so an old link to the
// deleted album (/user/{name}/album/{id}) opened the new one. Its deletions now keep the highest
// id deleted, and its inserts take the next id above it (server/data/ids.ts).
// Shipped: never edit it; add a new file instead.
import type { Migration } from './migration';

export const migration29: Migration = {
  version: 29,
  description: 'album ids are never given out again',
  sql: `
CREATE TRIGGER albums_retire_id AFTER DELETE ON albums BEGIN
  INSERT OR REPLACE INTO retired_ids (table_name, max_id)
  VALUES ('albums', max(OLD.id, coalesce((SELECT max_id FROM retired_ids WHERE table_name = 'albums'), 0)));
END;
`,
};
