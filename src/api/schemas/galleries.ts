// Galleries of tags, users, groups and co-ops (spec part 1 §7; shapes the spec leaves open are ours).
import * as v from 'valibot';
import { MAX_TAG_LENGTH, TOP_WINDOWS } from '../../lib/gallery';
import { FEED_MAX_PAGE, formatField, limitField, offsetField, pageField, wholeNumber } from './requestFields';
import { IdSchema } from './common';
import { SketchCardSchema, SketchPageSchema } from './sketchCards';
import { UserSummarySchema } from './users';

/** Sort of tag and user galleries. */
export type SketchSort = 'recent' | 'top' | 'oldest';

/** The path of GET /tag/{tag}/sketches. */
export const TagSketchesParams = v.object({
  tag: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Expected a tag'),
    v.maxLength(MAX_TAG_LENGTH, () => `A tag has at most ${MAX_TAG_LENGTH} characters`),
    v.regex(/^[^/?#]+$/, 'A tag cannot contain / ? or #'),
  ),
});
export type TagSketchesParams = v.InferInput<typeof TagSketchesParams>;

/** GET /tag/{tag}/sketches {sort: recent|top, page, format=json}. */
export const TagSketchesQuery = v.object({
  sort: v.optional(v.picklist(['recent', 'top'], 'Expected sort=recent or top'), 'recent'),
  page: pageField,
  format: formatField,
});
export type TagSketchesQuery = v.InferInput<typeof TagSketchesQuery>;

/** The path of GET /topSketches/{page}. */
export const TopSketchesParams = v.object({ page: wholeNumber(1, FEED_MAX_PAGE, 'a page number') });
export type TopSketchesParams = v.InferInput<typeof TopSketchesParams>;

/** GET /topSketches/{page}?format=json&filter=7|30|365: the window in days (7 when absent). */
export const TopSketchesQuery = v.object({
  format: formatField,
  filter: v.optional(v.picklist(['7', '30', '365'], 'Expected filter=7, 30 or 365 (days)'), '7'),
});
export type TopSketchesQuery = v.InferInput<typeof TopSketchesQuery>;

/** The path of GET /user/{id or name}/sketches. */
export const UserSketchesParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64, 'Expected a user id or name')) });
export type UserSketchesParams = v.InferInput<typeof UserSketchesParams>;

/** GET /user/{id}/sketches {sort: recent|top|oldest, page, format=json}. */
export const UserSketchesQuery = v.object({
  sort: v.optional(v.picklist(['recent', 'top', 'oldest'], 'Expected sort=recent, top or oldest'), 'recent'),
  page: pageField,
  format: formatField,
});
export type UserSketchesQuery = v.InferInput<typeof UserSketchesQuery>;

/** GET /api/v2/search/tops {days: 7|30|365, limit, offset}. */
export const SearchTopsQuery = v.object({
  days: v.pipe(v.union([v.string(), v.number()], 'Expected days=7, 30 or 365'), v.transform(Number), v.picklist(TOP_WINDOWS, 'Expected days=7, 30 or 365')),
  limit: limitField,
  offset: offsetField,
});
export type SearchTopsQuery = v.InferInput<typeof SearchTopsQuery>;

export const GroupSchema = v.object({
  id: IdSchema,
  title: v.string(),
  thumbnail: v.string(),
  sketches: v.number(),
  users: v.number(),
  description: v.string(),
  requests: v.optional(v.number()),
  events: v.optional(v.number()),
  officials: v.optional(v.boolean()),
});
export type Group = v.InferOutput<typeof GroupSchema>;

/** GET /tag/{tag}/sketches {sort, page, format=json}. */
export const TagSketchPageSchema = v.object({ ...SketchPageSchema.entries, tag: v.string() });
export type TagSketchPage = v.InferOutput<typeof TagSketchPageSchema>;

/** GET /user/{id}/sketches {sort, page, format=json}. */
export const UserSketchPageSchema = v.object({ ...SketchPageSchema.entries, user: UserSummarySchema });
export type UserSketchPage = v.InferOutput<typeof UserSketchPageSchema>;

/** POST /api/v2/group {action: 'sketches', groupId, page}. */
export const GroupSketchPageSchema = v.object({ ...SketchPageSchema.entries, group: GroupSchema });
export type GroupSketchPage = v.InferOutput<typeof GroupSketchPageSchema>;

export const CoopInfoSchema = v.object({
  /** The base sketch's id. */
  id: IdSchema,
  title: v.string(),
  description: v.string(),
  /** The base sketch, when the viewer may see it. */
  sketch: v.nullable(SketchCardSchema),
  /** How many continuations. */
  sketches: v.number(),
});
export type CoopInfo = v.InferOutput<typeof CoopInfoSchema>;

/** GET /api/v2/coop/{id}/sketches {page}. */
export const CoopSketchPageSchema = v.object({ ...SketchPageSchema.entries, coop: CoopInfoSchema });
export type CoopSketchPage = v.InferOutput<typeof CoopSketchPageSchema>;
