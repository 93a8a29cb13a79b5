// Albums (own sketches) and collections (anyone's sketches) for active users, respecting the
// limit of 10 albums or collections per sketch; a few favourite sketches reach that limit.
import { DAY, iso, type SeedContext } from './context';
import type { SeededSketch } from './seedSketches';
import type { SeededUser } from './seedUsers';
import { ALBUM_TITLES, COLLECTION_TITLES, DESCRIPTION_SENTENCES } from './words';

export const MAX_ALBUMS_PER_SKETCH = 10;

export function seedAlbums(ctx: SeedContext, users: readonly SeededUser[], sketches: readonly SeededSketch[]): void {
  const { db, rng, now } = ctx;
  const insertAlbum = db.prepare(`
    INSERT INTO albums (user_id, title, description, thumbnail_sketch_id, mode, views, created)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertItem = db.prepare('INSERT OR IGNORE INTO album_items (album_id, sketch_id, added) VALUES (?, ?, ?)');
  const memberships = new Map<number, number>();
  const byUser = new Map<number, SeededSketch[]>();
  for (const sketch of sketches) {
    const list = byUser.get(sketch.userId) ?? [];
    list.push(sketch);
    byUser.set(sketch.userId, list);
  }
  const publicSketches = sketches.filter((sketch) => !sketch.unlisted && !sketch.mature);
  // Favourites that many collectors pick; InkyAda's featured cover-era sketch is among them.
  const favourites = [...(byUser.get(1) ?? []).slice(5, 7), ...rng.sample(publicSketches, 4)];

  const createAlbum = (user: SeededUser, mode: 0 | 1, candidates: readonly SeededSketch[], size: number) => {
    const titles = mode === 0 ? ALBUM_TITLES : COLLECTION_TITLES;
    const picks = mode === 1 ? [...favourites.filter(() => rng.chance(0.6)), ...rng.sample(candidates, size)] : rng.sample(candidates, size);
    const items = picks.filter((sketch, index) => picks.indexOf(sketch) === index && (memberships.get(sketch.id) ?? 0) < MAX_ALBUMS_PER_SKETCH);
    if (items.length === 0) return;
    const created = Math.max(user.createdMs, now - rng.int(1, 600) * DAY);
    const description = rng.chance(0.5) ? '' : rng.pick(DESCRIPTION_SENTENCES);
    const { lastInsertRowid } = insertAlbum.run(
      user.id,
      rng.pick(titles),
      description,
      (items[0] as SeededSketch).id,
      mode,
      rng.powerLaw(0, 3_000, 1.7),
      iso(created),
    );
    for (const sketch of items) {
      memberships.set(sketch.id, (memberships.get(sketch.id) ?? 0) + 1);
      insertItem.run(lastInsertRowid, sketch.id, iso(Math.max(created, sketch.createdMs)));
    }
  };

  for (const user of users) {
    const own = byUser.get(user.id) ?? [];
    const isAda = user.id === 1;
    if (own.length < 5 && !isAda) continue;
    const albumCount = isAda ? 4 : rng.int(1, 3);
    for (let i = 0; i < albumCount; i++) createAlbum(user, 0, own, rng.int(3, Math.min(25, own.length)));
    const collectionCount = isAda ? 2 : rng.chance(0.45) ? rng.int(1, 2) : 0;
    for (let i = 0; i < collectionCount; i++) createAlbum(user, 1, publicSketches, rng.int(5, 20));
  }
}
