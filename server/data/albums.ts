// The albums table (its row type, checked against the migrations by columns.test.ts) and the
// queries of the albums domain: albums and collections and the sketches in them.
import type { Db } from '../db/database';
import { CARD_COLUMNS, type CardRow } from './feeds';
import { columnsOf } from './columns';
import { oncePerDb } from './perDatabase';

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

const albumSketchCardsStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT ${CARD_COLUMNS}
       FROM album_items i JOIN sketches s ON s.id = i.sketch_id JOIN users u ON u.id = s.user_id
       WHERE i.album_id = ? AND (s.unlisted = 0 OR s.user_id = ? OR ? = ?)
       ORDER BY i.added DESC, s.id DESC LIMIT ? OFFSET ?`,
    ),
);

/**
 * A page of an album's sketches as cards, the latest added first. Unlisted sketches show only
 * to their creator and to the album's owner (viewerId 0: a visitor).
 */
export function albumSketchCards(db: Db, album: Pick<AlbumRow, 'id' | 'user_id'>, viewerId: number, limit: number, offset: number): CardRow[] {
  return albumSketchCardsStatement(db).all(album.id, viewerId, viewerId, album.user_id, limit, offset) as CardRow[];
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
      'INSERT INTO albums (user_id, title, description, thumbnail_sketch_id, mode, views, created) VALUES (?, ?, ?, ?, ?, 0, ?)',
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

const albumCountOfSketchStatement = oncePerDb((db) => db.prepare('SELECT count(*) FROM album_items WHERE sketch_id = ?').pluck());

/** How many albums and collections (of all users) a sketch is in. */
export function albumCountOfSketch(db: Db, sketchId: number): number {
  return albumCountOfSketchStatement(db).get(sketchId) as number;
}

const addAlbumItemStatement = oncePerDb((db) => db.prepare('INSERT INTO album_items (album_id, sketch_id, added) VALUES (?, ?, ?)'));

export function addAlbumItem(db: Db, albumId: number, sketchId: number, added: string): void {
  addAlbumItemStatement(db).run(albumId, sketchId, added);
}

const removeAlbumItemStatement = oncePerDb((db) => db.prepare('DELETE FROM album_items WHERE album_id = ? AND sketch_id = ?'));

export function removeAlbumItem(db: Db, albumId: number, sketchId: number): void {
  removeAlbumItemStatement(db).run(albumId, sketchId);
}

const newestAlbumSketchStatement = oncePerDb((db) => db.prepare('SELECT sketch_id FROM album_items WHERE album_id = ? ORDER BY added DESC, sketch_id DESC LIMIT 1').pluck());

/** The sketch last added to an album (its first as listed), or undefined when it is empty. */
export function newestAlbumSketch(db: Db, albumId: number): number | undefined {
  return newestAlbumSketchStatement(db).get(albumId) as number | undefined;
}

const albumItemCountStatement = oncePerDb((db) => db.prepare('SELECT count(*) FROM album_items WHERE album_id = ?').pluck());

/** How many sketches an album holds. */
export function albumItemCount(db: Db, albumId: number): number {
  return albumItemCountStatement(db).get(albumId) as number;
}

/** What a profile lists of an album. */
export type ProfileAlbumRow = Pick<AlbumRow, 'id' | 'title' | 'thumbnail_sketch_id'> & { mode: 0 | 1 };

const profileAlbumRowsStatement = oncePerDb((db) => db.prepare('SELECT id, title, thumbnail_sketch_id, mode FROM albums WHERE user_id = ? ORDER BY created DESC, id DESC'));

/** A user's albums and collections together, the newest first (the profile's list). */
export function profileAlbumRows(db: Db, userId: number): ProfileAlbumRow[] {
  return profileAlbumRowsStatement(db).all(userId) as ProfileAlbumRow[];
}
