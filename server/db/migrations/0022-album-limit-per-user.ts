// Migration 22: a sketch is in at most 10 albums or collections of each user, not of all users
// together. Counted over everyone, any user's collections could fill a sketch's ten places and
// keep its artist out of their own albums (nobody else can take a sketch out of a collection),
// and the eleventh artist to collect a liked sketch was refused. The store keeps the limit, as
// before, so two requests at once cannot pass it.
// Shipped: never edit it; add a new file instead.
import type { Migration } from './migration';

export const migration22: Migration = {
  version: 22,
  description: 'album items: the limit per user',
  sql: `
DROP TRIGGER album_items_limit;
CREATE TRIGGER album_items_limit BEFORE INSERT ON album_items
WHEN (
  SELECT count(*) FROM album_items i JOIN albums a ON a.id = i.album_id
  WHERE i.sketch_id = NEW.sketch_id AND a.user_id = (SELECT user_id FROM albums WHERE id = NEW.album_id)
) >= 10
BEGIN
  SELECT RAISE(ABORT, 'Sorry a sketch cannot be in more than 10 albums or collections.');
END;
`,
};
