// A few hand-made albums so the album screens show every case: a description with a line break
// and a web link (descriptionHtml), and an empty collection. Uses no random numbers, so the
// rest of the seed is unchanged.
import { PRODUCT_HOST } from '../../src/lib/product';
import { DAY, iso, type SeedContext } from './context';
import { MAX_ALBUMS_PER_SKETCH } from './seedAlbums';

const ADA = 1;

export function seedAlbumShowcase(ctx: SeedContext): void {
  const { db, now } = ctx;
  const insertAlbum = db.prepare(
    'INSERT INTO albums (user_id, title, description, thumbnail_sketch_id, mode, views, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const tour = insertAlbum.run(
    ADA,
    'Sketchbook tour',
    `Pages from the travel sketchbook, in the order they were drawn.\nThe brushes are described at https://${PRODUCT_HOST}/guidelines`,
    null,
    0,
    412,
    iso(now - 20 * DAY),
  ).lastInsertRowid;
  const pages = db
    .prepare(
      `SELECT s.id FROM sketches s WHERE s.user_id = ? AND s.unlisted = 0 AND s.mature = 0
         AND (SELECT count(*) FROM album_items i WHERE i.sketch_id = s.id) < ?
       ORDER BY s.created DESC LIMIT 6`,
    )
    .pluck()
    .all(ADA, MAX_ALBUMS_PER_SKETCH) as number[];
  const insertItem = db.prepare('INSERT INTO album_items (album_id, sketch_id, added) VALUES (?, ?, ?)');
  pages.forEach((sketchId, index) => insertItem.run(tour, sketchId, iso(now - (20 - index) * DAY)));
  insertAlbum.run(ADA, 'To sort later', '', null, 1, 3, iso(now - 2 * DAY));
}
