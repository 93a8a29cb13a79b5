// Galleries of tags, users, groups and co-ops (spec part 1 §7; shapes the spec leaves open are ours).
import * as v from 'valibot';
import { IdSchema } from './common';
import { SketchCardSchema, SketchPageSchema } from './sketchCards';
import { UserSummarySchema } from './users';

/** Sort of tag and user galleries. */
export type SketchSort = 'recent' | 'top' | 'oldest';

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
