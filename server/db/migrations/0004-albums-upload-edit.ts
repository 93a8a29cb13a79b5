// Migration 4: albums, upload and edit sketch: uploaded image files, watermark, format, album limit.
// Shipped: never edit it (existing data dirs would not see the change); add a new file instead.
import type { Migration } from './migration';

export const migration4: Migration = {
  version: 4,
  description: 'albums, upload and edit sketch: uploaded image files, watermark, format, album limit',
  sql: `
-- An uploaded image: data dir uploads/{file}; null keeps the procedural art of the seed.
ALTER TABLE sketches ADD COLUMN upload_file TEXT;
ALTER TABLE sketches ADD COLUMN watermark INTEGER NOT NULL DEFAULT 0;               -- patrons only
ALTER TABLE sketches ADD COLUMN format TEXT NOT NULL DEFAULT 'jpg' CHECK (format IN ('jpg', 'png'));

-- Spec: a sketch is in at most 10 albums or collections. The routes say which kind; the store
-- refuses an eleventh whoever writes.
CREATE TRIGGER album_items_limit BEFORE INSERT ON album_items
WHEN (SELECT count(*) FROM album_items WHERE sketch_id = NEW.sketch_id) >= 10
BEGIN
  SELECT RAISE(ABORT, 'Sorry a sketch cannot be in more than 10 albums or collections.');
END;
`,
};
