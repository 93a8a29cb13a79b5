// Albums and collections (spec part 1 §3, §7; shapes the spec leaves open are ours).
import * as v from 'valibot';
import { IdSchema, type Id } from './common';
import { SketchCardListSchema } from './sketchCards';
import { UserSummarySchema } from './users';

/** 0 = album, 1 = collection. */
export const AlbumModeSchema = /*@__PURE__*/ v.picklist([0, 1]);
export type AlbumMode = v.InferOutput<typeof AlbumModeSchema>;

export const AlbumSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  title: /*@__PURE__*/ v.string(),
  description: /*@__PURE__*/ v.string(),
  descriptionHtml: /*@__PURE__*/ v.string(),
  thumbnail: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  items: /*@__PURE__*/ v.number(),
  views: /*@__PURE__*/ v.number(),
  userId: IdSchema,
  userNickname: /*@__PURE__*/ v.string(),
  userAvatar: /*@__PURE__*/ v.string(),
  mode: AlbumModeSchema,
});
export type Album = v.InferOutput<typeof AlbumSchema>;

/** GET /album/list {userId}: the user's albums and collections (the user part may be a name). */
export const AlbumListResponseSchema = /*@__PURE__*/ v.object({
  items: /*@__PURE__*/ v.array(AlbumSchema),
  more: /*@__PURE__*/ v.boolean(),
  cursor: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  user: UserSummarySchema,
});
export type AlbumListResponse = v.InferOutput<typeof AlbumListResponseSchema>;

/** GET /album/sketches {userId, albumId, cursor}. */
export const AlbumSketchPageSchema = /*@__PURE__*/ v.object({
  sketches: SketchCardListSchema,
  more: /*@__PURE__*/ v.boolean(),
  cursor: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
});
export type AlbumSketchPage = v.InferOutput<typeof AlbumSketchPageSchema>;

/** GET /album/sketch {sketchId}: the viewer's albums and collections, with whether the sketch is in each. */
export const AlbumMembershipSchema = /*@__PURE__*/ v.object({
  albums: /*@__PURE__*/ v.array(/*@__PURE__*/ v.object({ id: IdSchema, title: /*@__PURE__*/ v.string(), mode: AlbumModeSchema, member: /*@__PURE__*/ v.boolean() })),
});
export type AlbumMembership = v.InferOutput<typeof AlbumMembershipSchema>;

/** POST /album/create. `thumbnail` is a sketch id (from a pasted sketch link); `sketchId` is added at once. */
export interface AlbumCreateRequest {
  title: string;
  description: string;
  thumbnail: Id | null;
  sketchId: Id | null;
  collection: boolean;
}

/** POST /album/edit. */
export interface AlbumEditRequest {
  albumId: Id;
  title: string;
  description: string;
  thumbnail: Id | null;
}
