// The shared content library: brush categories and brushes, and the gloperators' tools
// (spec part 1 §3, §7; part 2 §3, §7; open shapes are ours).
import * as v from 'valibot';
import { IdSchema } from './common';
import { idField, text } from './requestFields';

/** A shared image's title, a co-op's title and description, and a category path have at most these many characters. */
export const SHARED_IMAGE_TITLE_MAX = 64;
export const COOP_TITLE_MAX = 100;
export const COOP_DESCRIPTION_MAX = 1024;
export const CONTENT_PATH_MAX = 200;

const ContentKindField = v.picklist(['brush'], 'Only the kind "brush" is available.');

/** GET /api/v2/content/categories {kind: 'brush'}. */
export const ContentCategoriesQuery = v.object({ kind: ContentKindField });
export type ContentCategoriesQuery = v.InferInput<typeof ContentCategoriesQuery>;

/** GET /api/v2/content/items {kind: 'brush', category, sort: 'title', cursor}: the cursor is the previous page's. */
export const ContentItemsQuery = v.object({
  kind: ContentKindField,
  category: v.optional(text(CONTENT_PATH_MAX), ''),
  sort: v.optional(v.picklist(['title'], 'Brushes can only be sorted by title.'), 'title'),
  cursor: v.optional(text(400), ''),
});
export type ContentItemsQuery = v.InferInput<typeof ContentItemsQuery>;

/** Text that must not be empty once trimmed. */
const requiredText = (max: number, what: string) =>
  v.pipe(v.string(`Expected the ${what}`), v.trim(), v.minLength(1, `Please enter the ${what}`), v.maxLength(max, `At most ${max} characters`));

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
export const SharedImageCreateBody = v.object({
  sketchId: idField,
  path: requiredText(CONTENT_PATH_MAX, 'category path'),
  title: requiredText(SHARED_IMAGE_TITLE_MAX, 'title'),
});
export type SharedImageCreateBody = v.InferInput<typeof SharedImageCreateBody>;

/** The new shared image: its id, its picture (`image` + `/{size}.jpg`), its title and its category's path. */
export const CreateSharedImageResponseSchema = v.object({
  uuid: v.string(),
  image: v.string(),
  title: v.string(),
  categoryPath: v.string(),
});
export type CreateSharedImageResponse = v.InferOutput<typeof CreateSharedImageResponseSchema>;

/** POST /api/v2/content/createCoOpSketch (gloperators only): the sketch becomes a co-op's base. */
export const CoOpSketchCreateBody = v.object({
  sketchId: idField,
  path: requiredText(CONTENT_PATH_MAX, 'category path'),
  title: requiredText(COOP_TITLE_MAX, 'title'),
  desc: v.optional(v.pipe(v.string('Expected the description'), v.trim(), v.maxLength(COOP_DESCRIPTION_MAX, () => `At most ${COOP_DESCRIPTION_MAX} characters`)), ''),
});
export type CoOpSketchCreateBody = v.InferInput<typeof CoOpSketchCreateBody>;

/** The co-op's id (the base sketch's id); its gallery is /gallery/co-op/{id}. */
export const CreateCoOpSketchResponseSchema = v.object({ id: IdSchema });
export type CreateCoOpSketchResponse = v.InferOutput<typeof CreateCoOpSketchResponseSchema>;
