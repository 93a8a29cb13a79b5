// Profiles and fans (spec part 2 §2 Profiles and Fans, §3 User/profile and Fan list item, §7):
// the profile as GET /api/v2/profile/{id} and /api/v2/patron/{name} answer it, the fan lists,
// the fan status check, the fan notification settings, the note to fans and user reports.
import * as v from 'valibot';
import { CommentSchema } from './comments';
import { DateTextSchema, IdSchema } from './common';
import { SketchCardSchema } from './sketchCards';
import { FanListItemSchema } from './users';

/** An album as a profile lists it (spec part 2 §3 "Album (as used on profiles)"). */
export const ProfileAlbumSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  title: /*@__PURE__*/ v.string(),
  thumbnail: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  /** 0 = album, 1 = collection. */
  mode: /*@__PURE__*/ v.picklist([0, 1]),
  userId: IdSchema,
});
export type ProfileAlbum = v.InferOutput<typeof ProfileAlbumSchema>;

/** '' (secret), male, female or other. */
export const GenderSchema = /*@__PURE__*/ v.picklist(['', 'male', 'female', 'other']);
export type Gender = v.InferOutput<typeof GenderSchema>;

const optionalNumber = /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number());

export const ProfileSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  nickname: /*@__PURE__*/ v.string(),
  avatar: /*@__PURE__*/ v.string(),
  cover: /*@__PURE__*/ v.string(),
  glops: /*@__PURE__*/ v.number(),
  fans: /*@__PURE__*/ v.number(),
  /** How many the user is a fan of. */
  fanOf: /*@__PURE__*/ v.number(),
  joined: DateTextSchema,
  birthDay: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.number()),
  birthMonth: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.number()),
  gender: GenderSchema,
  countryName: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  patron: /*@__PURE__*/ v.boolean(),
  patronSince: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  /** The patron's web address (their name under the site's root), when they chose one. */
  patronName: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string())),
  views: /*@__PURE__*/ v.number(),
  about: /*@__PURE__*/ v.string(),
  albums: /*@__PURE__*/ v.array(ProfileAlbumSchema),
  /** The newest few sketches. */
  sketches: /*@__PURE__*/ v.array(SketchCardSchema),
  /** How many sketches the user shows. */
  sketchCount: /*@__PURE__*/ v.number(),
  rateRules: /*@__PURE__*/ v.number(),
  // The owner's own (absent for everyone else).
  heartsAvailable: optionalNumber,
  starsAvailable: optionalNumber,
  heartsGlopAccum: optionalNumber,
  appleId: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.boolean()),
  google: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.boolean()),
  email: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  apiKey: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  // The viewer's relation to the user (false and null for visitors and the owner).
  isFanOf: /*@__PURE__*/ v.boolean(),
  fanSince: /*@__PURE__*/ v.nullable(DateTextSchema),
  fanNotes: /*@__PURE__*/ v.boolean(),
  fanNotifyUploads: /*@__PURE__*/ v.boolean(),
  fanNotifyStream: /*@__PURE__*/ v.boolean(),
  /** The viewer blocks this user. */
  blocking: /*@__PURE__*/ v.boolean(),
  /** This user blocks the viewer: the viewer cannot comment on the profile (spec part 2 §5). */
  blocksViewer: /*@__PURE__*/ v.boolean(),
  canMessage: /*@__PURE__*/ v.boolean(),
  /** With getComments: the newest profile comments. */
  profileComments: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.array(CommentSchema)),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** GET /api/user/{id}: the user's card (the avatar is what the whiteboard's cursors use). */
export const UserInfoSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  nickname: /*@__PURE__*/ v.string(),
  avatar: /*@__PURE__*/ v.string(),
  glops: /*@__PURE__*/ v.number(),
});
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;

/** GET /api/v2/fan/followers and /following {user, cursor, count}: an empty cursor is the end. */
export const FanListPageSchema = /*@__PURE__*/ v.object({
  items: /*@__PURE__*/ v.array(FanListItemSchema),
  cursor: /*@__PURE__*/ v.string(),
});
export type FanListPage = v.InferOutput<typeof FanListPageSchema>;

/** The fan status check, GET or POST /api/v2/fan/fanOf {users}: id to "the viewer is their fan". */
export const FanOfMapSchema = /*@__PURE__*/ v.record(/*@__PURE__*/ v.pipe(/*@__PURE__*/ v.string(), /*@__PURE__*/ v.regex(/^\d+$/)), /*@__PURE__*/ v.boolean());
export type FanOfMap = v.InferOutput<typeof FanOfMapSchema>;

export const FAN_NOTIFY_KINDS = ['notes', 'upload', 'stream'] as const;
export type FanNotifyKind = (typeof FAN_NOTIFY_KINDS)[number];

/** POST /api/v2/fan/notify {user, which, value}: the three settings as they are now. */
export const FanNotifyResponseSchema = /*@__PURE__*/ v.object({
  fanNotes: /*@__PURE__*/ v.boolean(),
  fanNotifyUploads: /*@__PURE__*/ v.boolean(),
  fanNotifyStream: /*@__PURE__*/ v.boolean(),
});
export type FanNotifyResponse = v.InferOutput<typeof FanNotifyResponseSchema>;

/** Longest note to fans the server takes (longer is refused, not cut). */
export const NOTE_TO_FANS_MAX = 500;

/** POST /api/v2/user/noteToFans {message}. */
export const NoteToFansResponseSchema = /*@__PURE__*/ v.object({ fansNotified: /*@__PURE__*/ v.number() });
export type NoteToFansResponse = v.InferOutput<typeof NoteToFansResponseSchema>;

/** Fans and Fan of lists: this many a page (spec part 2 §9). */
export const FAN_PAGE_SIZE = 25;

/** GET /api/v2/ratings {userId, page, type}: the sketches the user liked, 25 a page. */
export const RATING_TYPES = ['rules'] as const;
