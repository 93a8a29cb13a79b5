// The shared content (spec part 1 §2 Brush browser, §7):
// - GET /api/v2/content/categories {kind: brush} -> {categories}: the brush category tree, flat;
//   items counts a category's brushes together with those of its sub-categories.
// - GET /api/v2/content/items {kind: brush, category, sort: title, cursor} -> {items, cursor}:
//   brushes of a category path (sub-categories included; no category = every brush), by
//   title, CONTENT_PAGE_SIZE at a time; the cursor is opaque and null after the last page.
// - POST /api/v2/content/createImage {sketchId, path, title} -> {uuid, image, title, categoryPath} and
//   POST /api/v2/content/createCoOpSketch {sketchId, path, title, desc} -> {id}: gloperators only.
import { randomUUID } from 'node:crypto';
import { actorOf, requireRole } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import { brushCategories, brushPage, categoryByPath, categoryIdsUnder, coopExists, insertCoop, insertSharedImage, type CategoryRow } from '../data/content';
import { sketchExists } from '../data/sketches';
import { badRequest, HttpError, notFound } from '../http/errors';
import { brushImageUrl, sharedImageUrl } from '../entities/urls';
import {
  CoOpSketchCreateBody,
  ContentCategoriesQuery,
  ContentItemsQuery,
  SharedImageCreateBody,
  type BrushCategory,
  type BrushItem,
  type ContentCategoriesResponse,
  type ContentItemsResponse,
  type CreateCoOpSketchResponse,
  type CreateSharedImageResponse,
} from '../../src/api/schemas/content';

export const CONTENT_PAGE_SIZE = 25;

/** Keyset cursor: the last item's title and id, so pages never repeat or skip when brushes are added. */
export function encodeCursor(title: string, id: number): string {
  return Buffer.from(JSON.stringify([title, id])).toString('base64url');
}

export function decodeCursor(cursor: string): { title: string; id: number } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && Number.isSafeInteger(value[1]) && (value[1] as number) > 0) {
      return { title: value[0], id: value[1] as number };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest('Invalid query field "cursor": not a cursor of this list.');
}

/** Categories with `items` counting the brushes at or below each path. */
export function withCounts(rows: readonly CategoryRow[]): BrushCategory[] {
  return rows.map((row) => ({
    id: row.id,
    items: rows.filter((other) => other.path === row.path || other.path.startsWith(`${row.path}/`)).reduce((sum, other) => sum + other.own, 0),
    key: row.key,
    path: row.path,
    title: row.title,
  }));
}

export async function contentRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;

  const mayCreateImages = requireRole('m', 'Only gloperators can create shared images.');
  const mayCreateCoOps = requireRole('m', 'Only gloperators can create co-op sketches.');

  const categoryOrThrow = (path: string): { id: number; path: string } => {
    const category = categoryByPath(db, path);
    if (!category) throw notFound(`There is no category "${path}".`);
    return category;
  };

  app.get('/api/v2/content/categories', { schema: { querystring: ContentCategoriesQuery } }, async (): Promise<ContentCategoriesResponse> => {
    return { categories: withCounts(brushCategories(db)) };
  });

  app.get('/api/v2/content/items', { schema: { querystring: ContentItemsQuery } }, async (request): Promise<ContentItemsResponse> => {
    const query = request.query;
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const categories = query.category ? categoryIdsUnder(db, categoryOrThrow(query.category).path) : null;
    const rows = brushPage(db, categories, after, CONTENT_PAGE_SIZE + 1);
    const page = rows.slice(0, CONTENT_PAGE_SIZE);
    const last = page.at(-1);
    const items: BrushItem[] = page.map((row) => ({ id: row.id, thumbnailLarge: brushImageUrl(row.id), title: row.title }));
    return { items, cursor: rows.length > CONTENT_PAGE_SIZE && last ? encodeCursor(last.title, last.id) : null };
  });

  app.post('/api/v2/content/createImage', { schema: { body: SharedImageCreateBody }, preHandler: mayCreateImages }, async (request): Promise<CreateSharedImageResponse> => {
    const userId = actorOf(request).id;
    const body = request.body;
    if (!sketchExists(db, body.sketchId)) throw notFound(`Sketch ${body.sketchId} does not exist.`);
    const category = categoryOrThrow(body.path);
    const uuid = randomUUID();
    insertSharedImage(db, { uuid, sketchId: body.sketchId, categoryId: category.id, title: body.title, createdBy: userId, created: new Date(ctx.clock()).toISOString() });
    return { uuid, image: sharedImageUrl(uuid), title: body.title, categoryPath: category.path };
  });

  app.post('/api/v2/content/createCoOpSketch', { schema: { body: CoOpSketchCreateBody }, preHandler: mayCreateCoOps }, async (request): Promise<CreateCoOpSketchResponse> => {
    const userId = actorOf(request).id;
    const body = request.body;
    if (!sketchExists(db, body.sketchId)) throw notFound(`Sketch ${body.sketchId} does not exist.`);
    const category = categoryOrThrow(body.path);
    if (coopExists(db, body.sketchId)) throw new HttpError(409, 'conflict', `Sketch ${body.sketchId} is already a co-op.`);
    insertCoop(db, { sketchId: body.sketchId, title: body.title, description: body.desc, path: category.path, createdBy: userId, created: new Date(ctx.clock()).toISOString() });
    return { id: body.sketchId };
  });
}
