// Albums and collections (spec part 1 §3, §7; shapes the spec leaves open are ours).
import * as v from 'valibot';
import { IdSchema, type Id } from './common';
import { SketchCardListSchema } from './sketchCards';
import { UserSummarySchema } from './users';

/** 0 = album, 1 = collection. */
export const AlbumModeSchema = v.picklist([0, 1]);
export type AlbumMode = v.InferOutput<typeof AlbumModeSchema>;

export const AlbumSchema = v.object({
  id: IdSchema,
  title: v.string(),
  description: v.string(),
  descriptionHtml: v.string(),
  thumbnail: v.nullable(v.string()),
  items: v.number(),
  views: v.number(),
  userId: IdSchema,
  userNickname: v.string(),
  userAvatar: v.string(),
  mode: AlbumModeSchema,
});
export type Album = v.InferOutput<typeof AlbumSchema>;

/** GET /album/list {userId}: the user's albums and collections (the user part may be a name). */
export const AlbumListResponseSchema = v.object({
  items: v.array(AlbumSchema),
  more: v.boolean(),
  cursor: v.nullable(v.string()),
  user: UserSummarySchema,
});
export type AlbumListResponse = v.InferOutput<typeof AlbumListResponseSchema>;

/** GET /album/sketches {userId, albumId, cursor}. */
export const AlbumSketchPageSchema = v.object({
  sketches: SketchCardListSchema,
  more: v.boolean(),
  cursor: v.nullable(v.string()),
});
export type AlbumSketchPage = v.InferOutput<typeof AlbumSketchPageSchema>;

/** GET /album/sketch {sketchId}: the viewer's albums and collections, with whether the sketch is in each. */
export const AlbumMembershipSchema = v.object({
  albums: v.array(v.object({ id: IdSchema, title: v.string(), mode: AlbumModeSchema, member: v.boolean() })),
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
