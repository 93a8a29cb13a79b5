// Albums and collections (spec part 1 §3, §7; shapes the spec leaves open are ours).
import * as v from 'valibot';
import { ALBUM_DESCRIPTION_MAX, ALBUM_TITLE_MAX } from '../../lib/albumLimits';
import { IdSchema } from './common';
import { flagField, idField, sketchIdOrLinkText } from './requestFields';
import { SketchCardListSchema } from './sketchCards';
import { UserSummarySchema } from './users';
import { oneLine } from '../../lib/oneLine';

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

/** A user id, or a nickname (spec: "the user part may be a name string instead of an id"). */
const AlbumUserRefField = v.union(
  [v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64))],
  'Expected a user id or name',
);
const AlbumTitleField = v.pipe(
  v.string('Expected a title'),
  v.transform(oneLine),
  v.minLength(1, 'Please give it a title'),
  v.maxLength(ALBUM_TITLE_MAX, () => `The title can be at most ${ALBUM_TITLE_MAX} characters`),
);
const AlbumDescriptionField = v.optional(
  v.pipe(v.string('Expected text'), v.maxLength(ALBUM_DESCRIPTION_MAX, () => `The description can be at most ${ALBUM_DESCRIPTION_MAX} characters`)),
  '',
);
/** A thumbnail: a sketch id, a pasted sketch link, or nothing. */
const AlbumThumbnailField = v.optional(
  v.nullable(v.union([idField, sketchIdOrLinkText('Paste a link to a sketch page, such as https://…/sketch/123')], 'Expected a sketch id or link')),
  null,
);

/** GET /album/info {userId, albumId}. */
export const AlbumInfoQuery = v.object({ userId: AlbumUserRefField, albumId: idField });
export type AlbumInfoQuery = v.InferInput<typeof AlbumInfoQuery>;

/** GET /album/sketches {userId, albumId, cursor}: the cursor is the previous page's. */
export const AlbumSketchesQuery = v.object({
  userId: AlbumUserRefField,
  albumId: idField,
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{0,9}$/, 'Expected a cursor from the previous page'))),
});
export type AlbumSketchesQuery = v.InferInput<typeof AlbumSketchesQuery>;

/** GET /album/list {userId}. */
export const AlbumListQuery = v.object({ userId: AlbumUserRefField });
export type AlbumListQuery = v.InferInput<typeof AlbumListQuery>;

/** GET /album/sketch {sketchId}. */
export const AlbumMembershipQuery = v.object({ sketchId: idField });
export type AlbumMembershipQuery = v.InferInput<typeof AlbumMembershipQuery>;

/** POST /album/create. `thumbnail` is a sketch id (or a pasted sketch link); `sketchId` is added at once. */
export const AlbumCreateBody = v.object({
  title: AlbumTitleField,
  description: AlbumDescriptionField,
  thumbnail: AlbumThumbnailField,
  sketchId: v.optional(v.nullable(idField), null),
  collection: v.optional(flagField, false),
});
export type AlbumCreateBody = v.InferInput<typeof AlbumCreateBody>;

/** POST /album/edit. */
export const AlbumEditBody = v.object({ albumId: idField, title: AlbumTitleField, description: AlbumDescriptionField, thumbnail: AlbumThumbnailField });
export type AlbumEditBody = v.InferInput<typeof AlbumEditBody>;

/** POST /album/add and /album/remove: a sketch into or out of one of the user's albums. */
export const AlbumItemBody = v.object({ albumId: idField, sketchId: idField });
export type AlbumItemBody = v.InferInput<typeof AlbumItemBody>;

/** POST /album/delete. */
export const AlbumDeleteBody = v.object({ userId: idField, albumId: idField });
export type AlbumDeleteBody = v.InferInput<typeof AlbumDeleteBody>;
