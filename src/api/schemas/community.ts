// Entities of the screens still to come (spec part 1 §3, part 2 §3): events, groups'
// requests and events, messages, profiles and the whiteboard. Nothing loads them yet; they are
// here so the next screens start from one schema each.
import * as v from 'valibot';
import { AlbumSchema } from './albums';
import { CommentListSchema } from './comments';
import { IdSchema } from './common';
import { SketchCardListSchema } from './sketchCards';

export const EventTileSchema = /*@__PURE__*/ v.object({ title: /*@__PURE__*/ v.string(), subtitle: /*@__PURE__*/ v.string(), thumbnail: /*@__PURE__*/ v.string(), thumbs: /*@__PURE__*/ v.array(/*@__PURE__*/ v.string()) });
export type EventTile = v.InferOutput<typeof EventTileSchema>;

export const GroupRequestSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  titleHtml: /*@__PURE__*/ v.string(),
  descriptionHtml: /*@__PURE__*/ v.string(),
  thumbnail: /*@__PURE__*/ v.string(),
  upvotes: /*@__PURE__*/ v.number(),
  voted: /*@__PURE__*/ v.boolean(),
  user: IdSchema,
  nickname: /*@__PURE__*/ v.string(),
  avatar: /*@__PURE__*/ v.string(),
  date: /*@__PURE__*/ v.string(),
});
export type GroupRequest = v.InferOutput<typeof GroupRequestSchema>;

export const GroupEventSchema = /*@__PURE__*/ v.object({
  groupId: IdSchema,
  groupTitle: /*@__PURE__*/ v.string(),
  groupThumb: /*@__PURE__*/ v.string(),
  descriptionHtml: /*@__PURE__*/ v.string(),
  titleHtml: /*@__PURE__*/ v.string(),
  endDate: /*@__PURE__*/ v.string(),
});
export type GroupEvent = v.InferOutput<typeof GroupEventSchema>;

export const MessageTopicSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  subject: /*@__PURE__*/ v.string(),
  latestReply: /*@__PURE__*/ v.string(),
  latestUserNickname: /*@__PURE__*/ v.string(),
  read: /*@__PURE__*/ v.boolean(),
  userFromAvatar: /*@__PURE__*/ v.string(),
  userToId: IdSchema,
  userToNickname: /*@__PURE__*/ v.string(),
});
export type MessageTopic = v.InferOutput<typeof MessageTopicSchema>;

export const MessagePostSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  userId: IdSchema,
  userNickname: /*@__PURE__*/ v.string(),
  userAvatar: /*@__PURE__*/ v.string(),
  date: /*@__PURE__*/ v.string(),
  text: /*@__PURE__*/ v.string(),
});
export type MessagePost = v.InferOutput<typeof MessagePostSchema>;

const flag = /*@__PURE__*/ v.boolean();
export const ProfileSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  nickname: /*@__PURE__*/ v.string(),
  avatar: /*@__PURE__*/ v.string(),
  cover: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  glops: /*@__PURE__*/ v.number(),
  fans: /*@__PURE__*/ v.number(),
  joined: /*@__PURE__*/ v.string(),
  birthDay: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.number()),
  birthMonth: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.number()),
  gender: /*@__PURE__*/ v.string(),
  countryName: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  patron: flag,
  patronSince: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  views: /*@__PURE__*/ v.number(),
  about: /*@__PURE__*/ v.string(),
  albums: /*@__PURE__*/ v.array(AlbumSchema),
  sketches: SketchCardListSchema,
  rateRules: /*@__PURE__*/ v.number(),
  heartsAvailable: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  starsAvailable: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  heartsGlopAccum: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  appleId: /*@__PURE__*/ v.optional(flag),
  google: /*@__PURE__*/ v.optional(flag),
  email: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  isFanOf: flag,
  fanSince: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  fanNotes: flag,
  fanNotifyUploads: flag,
  fanNotifyStream: flag,
  blocking: flag,
  canMessage: flag,
  profileComments: CommentListSchema,
  apiKey: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

export const WhiteboardInfoSchema = /*@__PURE__*/ v.object({ shiftIndex: /*@__PURE__*/ v.number(), animShiftX: /*@__PURE__*/ v.number(), height: /*@__PURE__*/ v.number(), width: /*@__PURE__*/ v.number() });
export type WhiteboardInfo = v.InferOutput<typeof WhiteboardInfoSchema>;
