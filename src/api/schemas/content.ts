// The shared content library: brush categories and brushes, and the gloperators' tools
// (spec part 1 §3, §7; part 2 §3, §7; open shapes are ours).
import * as v from 'valibot';
import { IdSchema, type Id } from './common';

export const BrushItemSchema = v.object({ id: IdSchema, thumbnailLarge: v.string(), title: v.string() });
export type BrushItem = v.InferOutput<typeof BrushItemSchema>;

export const BrushCategorySchema = v.object({ id: IdSchema, items: v.number(), key: v.string(), path: v.string(), title: v.string() });
export type BrushCategory = v.InferOutput<typeof BrushCategorySchema>;

/** GET /api/v2/content/categories {kind: 'brush'}: the whole tree, flat, sorted by path. */
export const ContentCategoriesResponseSchema = v.object({ categories: v.array(BrushCategorySchema) });
export type ContentCategoriesResponse = v.InferOutput<typeof ContentCategoriesResponseSchema>;

/**
 * GET /api/v2/content/items {kind: 'brush', category, sort: 'title', cursor}: a page of brushes
 * of the category (its path; sub-categories included; empty for every brush); cursor is null at the end.
 */
export const ContentItemsResponseSchema = v.object({ items: v.array(BrushItemSchema), cursor: v.nullable(v.string()) });
export type ContentItemsResponse = v.InferOutput<typeof ContentItemsResponseSchema>;

/** POST /api/v2/content/createImage (gloperators only). `path` is a brush category path. */
export interface CreateSharedImageRequest {
  sketchId: Id;
  path: string;
  title: string;
}

/** The new shared image: its id, its picture (`image` + `/{size}.jpg`), its title and its category's path. */
export const CreateSharedImageResponseSchema = v.object({
  uuid: v.string(),
  image: v.string(),
  title: v.string(),
  categoryPath: v.string(),
});
export type CreateSharedImageResponse = v.InferOutput<typeof CreateSharedImageResponseSchema>;

/** POST /api/v2/content/createCoOpSketch (gloperators only): the sketch becomes a co-op's base. */
export interface CreateCoOpSketchRequest {
  sketchId: Id;
  path: string;
  title: string;
  desc: string;
}

/** The co-op's id (the base sketch's id); its gallery is /gallery/co-op/{id}. */
export const CreateCoOpSketchResponseSchema = v.object({ id: IdSchema });
export type CreateCoOpSketchResponse = v.InferOutput<typeof CreateCoOpSketchResponseSchema>;
