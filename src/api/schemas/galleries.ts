// Galleries of tags, users, groups and co-ops (spec part 1 §7; shapes the spec leaves open are ours).
import * as v from 'valibot';
import { IdSchema } from './common';
import { SketchCardSchema, SketchPageSchema } from './sketchCards';
import { UserSummarySchema } from './users';

/** Sort of tag and user galleries. */
export type SketchSort = 'recent' | 'top' | 'oldest';

export const GroupSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  title: /*@__PURE__*/ v.string(),
  thumbnail: /*@__PURE__*/ v.string(),
  sketches: /*@__PURE__*/ v.number(),
  users: /*@__PURE__*/ v.number(),
  description: /*@__PURE__*/ v.string(),
  requests: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  events: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  officials: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.boolean()),
});
export type Group = v.InferOutput<typeof GroupSchema>;

/** GET /tag/{tag}/sketches {sort, page, format=json}. */
export const TagSketchPageSchema = /*@__PURE__*/ v.object({ ...SketchPageSchema.entries, tag: /*@__PURE__*/ v.string() });
export type TagSketchPage = v.InferOutput<typeof TagSketchPageSchema>;

/** GET /user/{id}/sketches {sort, page, format=json}. */
export const UserSketchPageSchema = /*@__PURE__*/ v.object({ ...SketchPageSchema.entries, user: UserSummarySchema });
export type UserSketchPage = v.InferOutput<typeof UserSketchPageSchema>;

/** POST /api/v2/group {action: 'sketches', groupId, page}. */
export const GroupSketchPageSchema = /*@__PURE__*/ v.object({ ...SketchPageSchema.entries, group: GroupSchema });
export type GroupSketchPage = v.InferOutput<typeof GroupSketchPageSchema>;

export const CoopInfoSchema = /*@__PURE__*/ v.object({
  /** The base sketch's id. */
  id: IdSchema,
  title: /*@__PURE__*/ v.string(),
  description: /*@__PURE__*/ v.string(),
  /** The base sketch, when the viewer may see it. */
  sketch: /*@__PURE__*/ v.nullable(SketchCardSchema),
  /** How many continuations. */
  sketches: /*@__PURE__*/ v.number(),
});
export type CoopInfo = v.InferOutput<typeof CoopInfoSchema>;

/** GET /api/v2/coop/{id}/sketches {page}. */
export const CoopSketchPageSchema = /*@__PURE__*/ v.object({ ...SketchPageSchema.entries, coop: CoopInfoSchema });
export type CoopSketchPage = v.InferOutput<typeof CoopSketchPageSchema>;
