// Migration 26: an id is never given out again. Sketches and comments have `INTEGER PRIMARY KEY`
// ids without AUTOINCREMENT, and SQLite gives the highest id out again once its row is deleted:
// a sketch uploaded after the newest one was deleted took its id, so its picture's address (kept
// by browsers for a day) showed the deleted picture, and old links opened the new sketch; a
// comment's link went to another comment. Each deletion keeps the highest id deleted
// (retired_ids), and the inserts (server/data/ids.ts) take the next id above both it and the
// table's highest. (A table rebuilt with AUTOINCREMENT would do the same; rebuilding the table
// every other table refers to, with its triggers and indexes, is the riskier step.)
// Shipped: never edit it; add a new file instead.
import type { Migration } from './migration';

const retireOnDelete = (table: string) => `
CREATE TRIGGER ${table}_retire_id AFTER DELETE ON ${table} BEGIN
  INSERT OR REPLACE INTO retired_ids (table_name, max_id)
  VALUES ('${table}', max(OLD.id, coalesce((SELECT max_id FROM retired_ids WHERE table_name = '${table}'), 0)));
END;`;

export const migration26: Migration = {
  version: 26,
  description: 'sketch and comment ids are never given out again',
  sql: `
CREATE TABLE retired_ids (
  table_name TEXT PRIMARY KEY,
  max_id INTEGER NOT NULL
) WITHOUT ROWID;
${retireOnDelete('sketches')}
${retireOnDelete('comments')}
`,
};
