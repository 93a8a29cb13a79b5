// The albums table (its row type, checked against the migrations by columns.test.ts) and the
// queries of the albums domain: albums and collections and the sketches in them.
import type { Db } from '../db/database';
import { CARD_COLUMNS, type CardRow } from './feeds';
import { columnsOf } from './columns';
import { oncePerDb } from './perDatabase';
import { notBlockedBy } from './blockFilter';
import { nextIdSql } from './ids';

export interface AlbumRow {
  id: number;
  user_id: number;
  title: string;
  description: string;
  thumbnail_sketch_id: number | null;
  /** 0 an album (the owner's own sketches), 1 a collection. */
  mode: number;
  views: number;
  created: string;
}

/** The columns of AlbumRow, in the table's order. */
export const ALBUM_COLUMNS = columnsOf<AlbumRow>()(['id', 'user_id', 'title', 'description', 'thumbnail_sketch_id', 'mode', 'views', 'created']);

const findAlbumStatement = oncePerDb((db) => db.prepare('SELECT * FROM albums WHERE id = ?'));

export function findAlbum(db: Db, id: number): AlbumRow | null {
  return (findAlbumStatement(db).get(id) as AlbumRow | undefined) ?? null;
}

const albumsOfUserStatement = oncePerDb((db) => db.prepare('SELECT * FROM albums WHERE user_id = ? ORDER BY mode, created DESC, id DESC'));

/** A user's albums, then their collections, each newest first. */
export function albumsOfUser(db: Db, userId: number): AlbumRow[] {
  return albumsOfUserStatement(db).all(userId) as AlbumRow[];
}

/**
 * Who looks at an album (null: a visitor). They see in it what the galleries would show them
 * (feeds/cards.ts visibleTo: no hidden, mature or blocked sketches of others), and the album's
 * owner also sees the unlisted sketches they collected. The list, the count on the cover and the
 * cover's fallback sketch all use this one rule, so the cover never counts or shows what the
 * list leaves out.
 */
export interface AlbumViewer {
  id: number;
  mature: boolean;
}

const ALBUM_VISIBLE = `(s.unlisted = 0 OR s.user_id = @viewer OR @viewer = @owner)
  AND (s.violation IS NULL OR s.user_id = @viewer)
  AND (s.mature = 0 OR @mature = 1 OR s.user_id = @viewer)
  AND ${notBlockedBy('s.user_id', '@viewer')}`;

const visibility = (album: Pick<AlbumRow, 'id' | 'user_id'>, viewer: AlbumViewer | null) => ({
  album: album.id,
  owner: album.user_id,
  viewer: viewer?.id ?? 0,
  mature: viewer?.mature ? 1 : 0,
});

const albumSketchCardsStatement = oncePerDb((db) =>
  db.prepare(
    `SELECT ${CARD_COLUMNS}
     FROM album_items i JOIN sketches s ON s.id = i.sketch_id JOIN users u ON u.id = s.user_id
     WHERE i.album_id = @album AND ${ALBUM_VISIBLE}
     ORDER BY i.added DESC, s.id DESC LIMIT @limit OFFSET @offset`,
  ),
);

/** A page of an album's sketches as cards, the latest added first, as `viewer` may see them. */
export function albumSketchCards(db: Db, album: Pick<AlbumRow, 'id' | 'user_id'>, viewer: AlbumViewer | null, limit: number, offset: number): CardRow[] {
  return albumSketchCardsStatement(db).all({ ...visibility(album, viewer), limit, offset }) as CardRow[];
}

const albumItemCountStatement = oncePerDb((db) =>
  db.prepare(`SELECT count(*) FROM album_items i JOIN sketches s ON s.id = i.sketch_id WHERE i.album_id = @album AND ${ALBUM_VISIBLE}`).pluck(),
);

/** How many of an album's sketches `viewer` sees in it. */
export function albumItemCount(db: Db, album: Pick<AlbumRow, 'id' | 'user_id'>, viewer: AlbumViewer | null): number {
  return albumItemCountStatement(db).get(visibility(album, viewer)) as number;
}

const chosenCoverStatement = oncePerDb((db) => db.prepare(`SELECT s.id FROM sketches s WHERE s.id = @chosen AND ${ALBUM_VISIBLE}`).pluck());
const newestItemStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT s.id FROM album_items i JOIN sketches s ON s.id = i.sketch_id
       WHERE i.album_id = @album AND ${ALBUM_VISIBLE}
       ORDER BY i.added DESC, s.id DESC LIMIT 1`,
    )
    .pluck(),
);

/**
 * The sketch an album's cover shows `viewer`: the one its owner chose (any sketch), else the
 * last added (its first as listed), each only when `viewer` may see it; undefined for none.
 */
export function albumCoverSketch(db: Db, album: Pick<AlbumRow, 'id' | 'user_id' | 'thumbnail_sketch_id'>, viewer: AlbumViewer | null): number | undefined {
  const params = visibility(album, viewer);
  const chosen = album.thumbnail_sketch_id === null ? undefined : (chosenCoverStatement(db).get({ ...params, chosen: album.thumbnail_sketch_id }) as number | undefined);
  return chosen ?? (newestItemStatement(db).get(params) as number | undefined);
}

const albumChoicesStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT a.id, a.title, a.mode, EXISTS (SELECT 1 FROM album_items i WHERE i.album_id = a.id AND i.sketch_id = ?) AS member
       FROM albums a WHERE a.user_id = ? AND (a.mode = 1 OR ? = a.user_id)
       ORDER BY a.mode, a.title COLLATE NOCASE, a.id`,
    ),
);

/**
 * The albums and collections of `userId` a sketch by `creatorId` can go into (albums only for
 * its creator), each with whether the sketch is in it.
 */
export function albumChoices(db: Db, sketchId: number, userId: number, creatorId: number): { id: number; title: string; mode: number; member: number }[] {
  return albumChoicesStatement(db).all(sketchId, userId, creatorId) as { id: number; title: string; mode: number; member: number }[];
}

const insertAlbumStatement = oncePerDb((db) =>
  db
    .prepare(
      `INSERT INTO albums (id, user_id, title, description, thumbnail_sketch_id, mode, views, created) VALUES (${nextIdSql('albums')}, ?, ?, ?, ?, ?, 0, ?)`,
    ),
);

/** Creates an album (mode 0) or collection (mode 1) and returns its id. */
export function insertAlbum(
  db: Db,
  album: Pick<AlbumRow, 'user_id' | 'title' | 'description' | 'thumbnail_sketch_id' | 'mode' | 'created'>,
): number {
  const { lastInsertRowid } = insertAlbumStatement(db).run(album.user_id, album.title, album.description, album.thumbnail_sketch_id, album.mode, album.created);
  return Number(lastInsertRowid);
}

const updateAlbumStatement = oncePerDb((db) => db.prepare('UPDATE albums SET title = ?, description = ?, thumbnail_sketch_id = ? WHERE id = ?'));

export function updateAlbum(db: Db, id: number, album: Pick<AlbumRow, 'title' | 'description' | 'thumbnail_sketch_id'>): void {
  updateAlbumStatement(db).run(album.title, album.description, album.thumbnail_sketch_id, id);
}

const deleteAlbumStatement = oncePerDb((db) => db.prepare('DELETE FROM albums WHERE id = ?'));

/** Deletes an album; its items go with it (ON DELETE CASCADE), the sketches stay. */
export function deleteAlbum(db: Db, id: number): void {
  deleteAlbumStatement(db).run(id);
}

const isInAlbumStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM album_items WHERE album_id = ? AND sketch_id = ?'));

export function isInAlbum(db: Db, albumId: number, sketchId: number): boolean {
  return isInAlbumStatement(db).get(albumId, sketchId) !== undefined;
}

const albumCountOfSketchStatement = oncePerDb((db) =>
  db.prepare('SELECT count(*) FROM album_items i JOIN albums a ON a.id = i.album_id WHERE i.sketch_id = ? AND a.user_id = ?').pluck(),
);

/** How many of one user's albums and collections a sketch is in. */
export function albumCountOfSketch(db: Db, sketchId: number, userId: number): number {
  return albumCountOfSketchStatement(db).get(sketchId, userId) as number;
}

const addAlbumItemStatement = oncePerDb((db) => db.prepare('INSERT INTO album_items (album_id, sketch_id, added) VALUES (?, ?, ?)'));

export function addAlbumItem(db: Db, albumId: number, sketchId: number, added: string): void {
  addAlbumItemStatement(db).run(albumId, sketchId, added);
}

const removeAlbumItemStatement = oncePerDb((db) => db.prepare('DELETE FROM album_items WHERE album_id = ? AND sketch_id = ?'));

export function removeAlbumItem(db: Db, albumId: number, sketchId: number): void {
  removeAlbumItemStatement(db).run(albumId, sketchId);
}

/** What a profile lists of an album. */
export type ProfileAlbumRow = Pick<AlbumRow, 'id' | 'user_id' | 'title' | 'thumbnail_sketch_id'> & { mode: 0 | 1 };

const profileAlbumRowsStatement = oncePerDb((db) => db.prepare('SELECT id, user_id, title, thumbnail_sketch_id, mode FROM albums WHERE user_id = ? ORDER BY created DESC, id DESC'));

/** A user's albums and collections together, the newest first (the profile's list). */
export function profileAlbumRows(db: Db, userId: number): ProfileAlbumRow[] {
  return profileAlbumRowsStatement(db).all(userId) as ProfileAlbumRow[];
}
