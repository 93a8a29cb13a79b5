// Entities of the screens still to come (spec part 1 §3, part 2 §3): events, groups'
// requests and events, messages, profiles and the whiteboard. Nothing loads them yet; they are
// here so the next screens start from one schema each.
import * as v from 'valibot';
import { AlbumSchema } from './albums';
import { CommentListSchema } from './comments';
import { IdSchema } from './common';
import { SketchCardListSchema } from './sketchCards';

export const EventTileSchema = v.object({ title: v.string(), subtitle: v.string(), thumbnail: v.string(), thumbs: v.array(v.string()) });
export type EventTile = v.InferOutput<typeof EventTileSchema>;

export const GroupRequestSchema = v.object({
  id: IdSchema,
  titleHtml: v.string(),
  descriptionHtml: v.string(),
  thumbnail: v.string(),
  upvotes: v.number(),
  voted: v.boolean(),
  user: IdSchema,
  nickname: v.string(),
  avatar: v.string(),
  date: v.string(),
});
export type GroupRequest = v.InferOutput<typeof GroupRequestSchema>;

export const GroupEventSchema = v.object({
  groupId: IdSchema,
  groupTitle: v.string(),
  groupThumb: v.string(),
  descriptionHtml: v.string(),
  titleHtml: v.string(),
  endDate: v.string(),
});
export type GroupEvent = v.InferOutput<typeof GroupEventSchema>;

export const MessageTopicSchema = v.object({
  id: IdSchema,
  subject: v.string(),
  latestReply: v.string(),
  latestUserNickname: v.string(),
  read: v.boolean(),
  userFromAvatar: v.string(),
  userToId: IdSchema,
  userToNickname: v.string(),
});
export type MessageTopic = v.InferOutput<typeof MessageTopicSchema>;

export const MessagePostSchema = v.object({
  id: IdSchema,
  userId: IdSchema,
  userNickname: v.string(),
  userAvatar: v.string(),
  date: v.string(),
  text: v.string(),
});
export type MessagePost = v.InferOutput<typeof MessagePostSchema>;

const flag = v.boolean();
export const ProfileSchema = v.object({
  id: IdSchema,
  nickname: v.string(),
  avatar: v.string(),
  cover: v.nullable(v.string()),
  glops: v.number(),
  fans: v.number(),
  joined: v.string(),
  birthDay: v.nullable(v.number()),
  birthMonth: v.nullable(v.number()),
  gender: v.string(),
  countryName: v.nullable(v.string()),
  patron: flag,
  patronSince: v.nullable(v.string()),
  views: v.number(),
  about: v.string(),
  albums: v.array(AlbumSchema),
  sketches: SketchCardListSchema,
  rateRules: v.number(),
  heartsAvailable: v.optional(v.number()),
  starsAvailable: v.optional(v.number()),
  heartsGlopAccum: v.optional(v.number()),
  appleId: v.optional(flag),
  google: v.optional(flag),
  email: v.optional(v.string()),
  isFanOf: flag,
  fanSince: v.nullable(v.string()),
  fanNotes: flag,
  fanNotifyUploads: flag,
  fanNotifyStream: flag,
  blocking: flag,
  canMessage: flag,
  profileComments: CommentListSchema,
  apiKey: v.optional(v.string()),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

export const WhiteboardInfoSchema = v.object({ shiftIndex: v.number(), animShiftX: v.number(), height: v.number(), width: v.number() });
export type WhiteboardInfo = v.InferOutput<typeof WhiteboardInfoSchema>;
