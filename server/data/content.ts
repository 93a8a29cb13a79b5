// The queries of the content domain (the brush library and the gloperators' shared images and
// co-op sketches): brush categories, pages of brushes, and the two things gloperators create.
import type { Db } from '../db/database';
import { oncePerDb, statementCache } from './perDatabase';

/** A brush category with the number of brushes directly in it (`own`). */
export interface CategoryRow {
  id: number;
  key: string;
  path: string;
  title: string;
  own: number;
}

const brushCategoriesStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT c.id, c.key, c.path, c.title, (SELECT count(*) FROM brushes b WHERE b.category_id = c.id) AS own
       FROM brush_categories c ORDER BY c.path`,
    ),
);

/** Every category, by path. */
export function brushCategories(db: Db): CategoryRow[] {
  return brushCategoriesStatement(db).all() as CategoryRow[];
}

const categoryByPathStatement = oncePerDb((db) => db.prepare('SELECT id, path FROM brush_categories WHERE path = ?'));

/** The category at a path, or undefined. */
export function categoryByPath(db: Db, path: string): { id: number; path: string } | undefined {
  return categoryByPathStatement(db).get(path) as { id: number; path: string } | undefined;
}

const categoryIdsUnderStatement = oncePerDb((db) => db.prepare("SELECT id FROM brush_categories WHERE path = ? OR substr(path, 1, length(?) + 1) = ? || '/'").pluck());

/** The ids of the category at `path` and of every category below it. */
export function categoryIdsUnder(db: Db, path: string): number[] {
  return categoryIdsUnderStatement(db).all(path, path, path) as number[];
}

const brushPageStatement = oncePerDb((db) =>
  db
    .prepare(
      `SELECT id, title FROM brushes
       WHERE (@all = 1 OR category_id IN (SELECT value FROM json_each(@categories)))
         AND (@after = 0 OR title COLLATE NOCASE > @title OR (title COLLATE NOCASE = @title AND id > @id))
       ORDER BY title COLLATE NOCASE, id
       LIMIT @limit`,
    ),
);

/**
 * A page of brushes by title (any case), then id: of the given categories (null: of all), after
 * the keyset cursor `after` (the previous page's last title and id) when there is one.
 */
export function brushPage(db: Db, categories: number[] | null, after: { title: string; id: number } | null, limit: number): { id: number; title: string }[] {
  return brushPageStatement(db).all({
      all: categories === null ? 1 : 0,
      categories: JSON.stringify(categories ?? []),
      after: after ? 1 : 0,
      title: after?.title ?? '',
      id: after?.id ?? 0,
      limit,
    }) as { id: number; title: string }[];
}

const insertSharedImageStatement = oncePerDb((db) => db.prepare('INSERT INTO shared_images (uuid, sketch_id, category_id, title, created_by, created) VALUES (?, ?, ?, ?, ?, ?)'));

export function insertSharedImage(db: Db, image: { uuid: string; sketchId: number; categoryId: number; title: string; createdBy: number; created: string }): void {
  insertSharedImageStatement(db).run(
    image.uuid,
    image.sketchId,
    image.categoryId,
    image.title,
    image.createdBy,
    image.created,
  );
}

const coopExistsStatement = oncePerDb((db) => db.prepare('SELECT 1 FROM coops WHERE sketch_id = ?'));

export function coopExists(db: Db, sketchId: number): boolean {
  return coopExistsStatement(db).get(sketchId) !== undefined;
}

const insertCoopStatement = oncePerDb((db) => db.prepare('INSERT INTO coops (sketch_id, title, description, path, created_by, created) VALUES (?, ?, ?, ?, ?, ?)'));

export function insertCoop(db: Db, coop: { sketchId: number; title: string; description: string; path: string; createdBy: number; created: string }): void {
  insertCoopStatement(db).run(
    coop.sketchId,
    coop.title,
    coop.description,
    coop.path,
    coop.createdBy,
    coop.created,
  );
}

const sharedImageSketchStatement = oncePerDb((db) => db.prepare('SELECT sketch_id FROM shared_images WHERE uuid = ?').pluck());

/** The sketch a shared image shows, or undefined when there is no such image. */
export function sharedImageSketch(db: Db, uuid: string): number | undefined {
  return sharedImageSketchStatement(db).get(uuid) as number | undefined;
}

const findBrushStyleStatement = oncePerDb((db) => db.prepare('SELECT id, style FROM brushes WHERE id = ?'));

/** A brush's id and style (what its thumbnail is drawn from), or undefined. */
export function findBrushStyle(db: Db, id: number): { id: number; style: string } | undefined {
  return findBrushStyleStatement(db).get(id) as { id: number; style: string } | undefined;
}

const findCoopStatement = oncePerDb((db) => db.prepare('SELECT sketch_id, title, description FROM coops WHERE sketch_id = ?'));

/** A co-op (keyed by its base sketch), or undefined. */
export function findCoop(db: Db, sketchId: number): { sketch_id: number; title: string; description: string } | undefined {
  return findCoopStatement(db).get(sketchId) as { sketch_id: number; title: string; description: string } | undefined;
}

/** Two texts: the visitor's filter and the viewer's (feeds/cards.ts visibleTo). */
const coopSketchCountStatement = statementCache('pluck', 4);

/**
 * How many sketches continue a co-op, of those that pass `filter` (feeds/cards.ts visibleTo: the
 * ones the viewer sees listed), so the count on the co-op matches the sketches under it.
 */
export function coopSketchCount(db: Db, coopId: number, filter: { sql: string; params: unknown[] }): number {
  const sql = `SELECT count(*) FROM coop_sketches c JOIN sketches s ON s.id = c.sketch_id WHERE c.coop_id = ? AND ${filter.sql}`;
  return coopSketchCountStatement(db, sql).get(coopId, ...filter.params) as number;
}
