// Profiles and fans (spec part 2 §2 Profiles and Fans, §3 User/profile and Fan list item, §7):
// the profile as GET /api/v2/profile/{id} and /api/v2/patron/{name} answer it, the fan lists,
// the fan status check, the fan notification settings, the note to fans and user reports.
import * as v from 'valibot';
import { CommentSchema } from './comments';
import { DateTextSchema, IdSchema } from './common';
import { SketchCardSchema } from './sketchCards';
import { FanListItemSchema } from './users';

/** An album as a profile lists it (spec part 2 §3 "Album (as used on profiles)"). */
export const ProfileAlbumSchema = v.object({
  id: IdSchema,
  title: v.string(),
  thumbnail: v.nullable(v.string()),
  /** 0 = album, 1 = collection. */
  mode: v.picklist([0, 1]),
  userId: IdSchema,
});
export type ProfileAlbum = v.InferOutput<typeof ProfileAlbumSchema>;

/** '' (secret), male, female or other. */
export const GenderSchema = v.picklist(['', 'male', 'female', 'other']);
export type Gender = v.InferOutput<typeof GenderSchema>;

const optionalNumber = v.optional(v.number());

export const ProfileSchema = v.object({
  id: IdSchema,
  nickname: v.string(),
  avatar: v.string(),
  cover: v.string(),
  glops: v.number(),
  fans: v.number(),
  /** How many the user is a fan of. */
  fanOf: v.number(),
  joined: DateTextSchema,
  birthDay: v.nullable(v.number()),
  birthMonth: v.nullable(v.number()),
  gender: GenderSchema,
  countryName: v.nullable(v.string()),
  patron: v.boolean(),
  patronSince: v.nullable(v.string()),
  /** The patron's web address (their name under the site's root), when they chose one. */
  patronName: v.optional(v.nullable(v.string())),
  views: v.number(),
  about: v.string(),
  albums: v.array(ProfileAlbumSchema),
  /** The newest few sketches. */
  sketches: v.array(SketchCardSchema),
  /** How many sketches the user shows. */
  sketchCount: v.number(),
  rateRules: v.number(),
  // The owner's own (absent for everyone else).
  heartsAvailable: optionalNumber,
  starsAvailable: optionalNumber,
  heartsGlopAccum: optionalNumber,
  appleId: v.optional(v.boolean()),
  google: v.optional(v.boolean()),
  email: v.optional(v.string()),
  apiKey: v.optional(v.string()),
  // The viewer's relation to the user (false and null for visitors and the owner).
  isFanOf: v.boolean(),
  fanSince: v.nullable(DateTextSchema),
  fanNotes: v.boolean(),
  fanNotifyUploads: v.boolean(),
  fanNotifyStream: v.boolean(),
  /** The viewer blocks this user. */
  blocking: v.boolean(),
  /** This user blocks the viewer: the viewer cannot comment on the profile (spec part 2 §5). */
  blocksViewer: v.boolean(),
  canMessage: v.boolean(),
  /** With getComments: the newest profile comments. */
  profileComments: v.optional(v.array(CommentSchema)),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** GET /api/user/{id}: the user's card (the avatar is what the whiteboard's cursors use). */
export const UserInfoSchema = v.object({
  id: IdSchema,
  nickname: v.string(),
  avatar: v.string(),
  glops: v.number(),
});
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;

/** GET /api/v2/fan/followers and /following {user, cursor, count}: an empty cursor is the end. */
export const FanListPageSchema = v.object({
  items: v.array(FanListItemSchema),
  cursor: v.string(),
});
export type FanListPage = v.InferOutput<typeof FanListPageSchema>;

/** The fan status check, GET or POST /api/v2/fan/fanOf {users}: id to "the viewer is their fan". */
export const FanOfMapSchema = v.record(v.pipe(v.string(), v.regex(/^\d+$/)), v.boolean());
export type FanOfMap = v.InferOutput<typeof FanOfMapSchema>;

export const FAN_NOTIFY_KINDS = ['notes', 'upload', 'stream'] as const;
export type FanNotifyKind = (typeof FAN_NOTIFY_KINDS)[number];

/** POST /api/v2/fan/notify {user, which, value}: the three settings as they are now. */
export const FanNotifyResponseSchema = v.object({
  fanNotes: v.boolean(),
  fanNotifyUploads: v.boolean(),
  fanNotifyStream: v.boolean(),
});
export type FanNotifyResponse = v.InferOutput<typeof FanNotifyResponseSchema>;

/** Longest note to fans the server takes (longer is refused, not cut). */
export const NOTE_TO_FANS_MAX = 500;

/** POST /api/v2/user/noteToFans {message}. */
export const NoteToFansResponseSchema = v.object({ fansNotified: v.number() });
export type NoteToFansResponse = v.InferOutput<typeof NoteToFansResponseSchema>;

/** Fans and Fan of lists: this many a page (spec part 2 §9). */
export const FAN_PAGE_SIZE = 25;

/** GET /api/v2/ratings {userId, page, type}: the sketches the user liked, 25 a page. */
export const RATING_TYPES = ['rules'] as const;
