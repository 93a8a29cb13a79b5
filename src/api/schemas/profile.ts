// Profiles and fans (spec part 2 §2 Profiles and Fans, §3 User/profile and Fan list item, §7):
// the profile as GET /api/v2/profile/{id} and /api/v2/patron/{name} answer it, the fan lists,
// the fan status check, the fan notification settings, the note to fans and user reports.
import * as v from 'valibot';
import { CommentSchema } from './comments';
import { DateTextSchema, IdSchema } from './common';
import { FEED_MAX_OFFSET, flagField, idField, pageField, text, wholeNumber } from './requestFields';
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

/** GET /api/v2/fan/followers and /following {user, cursor, count}: an empty cursor or 'end' is the end (spec part 2 §3, §4). */
export const FanListPageSchema = v.object({
  items: v.array(FanListItemSchema),
  /** The next page's cursor; '' or 'end' (any string is taken) when there are no more. */
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

/** Longest user part of an address (an id, a nickname or a patron name). */
export const MAX_USER_REF = 64;
/** Most ids one fan status check takes. */
export const FAN_OF_MAX_USERS = 100;

// The messages that name a limit are calls (the build marks them pure): a template literal at
// module level would keep its unused schema in every bundle that imports this file.
const atMost = (max: number, what: string) => `At most ${max} ${what}`;
const expectedOneOf = (name: string, options: readonly string[]) => `Expected ${name}=${options.join(', ')}`;

const userRef = v.pipe(v.string(), v.minLength(1, 'Expected a user id or name'), v.maxLength(MAX_USER_REF, atMost(MAX_USER_REF, 'characters')));

/** GET /api/v2/profile/{id or nickname} and GET /api/user/{id or nickname}. */
export const ProfileParams = v.object({ id: userRef });
export type ProfileParams = v.InferInput<typeof ProfileParams>;

/** GET /api/v2/patron/{name}: the patron with that web address. */
export const PatronParams = v.object({ name: userRef });
export type PatronParams = v.InferInput<typeof PatronParams>;

/** GET /api/v2/profile/{id} {getComments}: with the newest profile comments too. */
export const ProfileQuery = v.object({ getComments: v.optional(flagField, false) });
export type ProfileQuery = v.InferInput<typeof ProfileQuery>;

/** GET /api/v2/ratings {userId, page, type}. */
export const RatingsQuery = v.object({ userId: idField, page: pageField, type: v.optional(v.picklist(RATING_TYPES, 'Expected type=rules'), 'rules') });
export type RatingsQuery = v.InferInput<typeof RatingsQuery>;

/** GET /api/v2/fan/followers and /following {user, cursor, count}: '' (or none) is the first cursor. */
export const FanListQuery = v.object({
  user: idField,
  cursor: v.optional(v.union([v.literal(''), wholeNumber(0, FEED_MAX_OFFSET, 'a cursor')]), ''),
  count: v.optional(wholeNumber(1, FAN_PAGE_SIZE, 'a count'), FAN_PAGE_SIZE),
});
export type FanListQuery = v.InferInput<typeof FanListQuery>;

/** GET /api/v2/fan/fanOf {users: '1,2,3'}. */
export const FanOfQuery = v.object({
  users: v.pipe(
    v.string('Expected users=1,2,3'),
    v.regex(/^\d{1,12}(,\d{1,12})*$/, 'Expected users=1,2,3'),
    v.transform((s) => s.split(',').map(Number)),
    v.check((ids) => ids.length <= FAN_OF_MAX_USERS, atMost(FAN_OF_MAX_USERS, 'users')),
    v.check((ids) => ids.every((id) => id >= 1), 'Expected positive ids'),
  ),
});
export type FanOfQuery = v.InferInput<typeof FanOfQuery>;

/** POST /api/v2/fan/fanOf {users: [1, 2, 3]}. */
export const FanOfBody = v.object({
  users: v.pipe(v.array(idField, 'Expected a list of user ids'), v.maxLength(FAN_OF_MAX_USERS, atMost(FAN_OF_MAX_USERS, 'users'))),
});
export type FanOfBody = v.InferInput<typeof FanOfBody>;

/** POST /api/v2/fan/notify {user, which, value}: one of the fan's notification settings. */
export const FanNotifyBody = v.object({
  user: idField,
  which: v.picklist(FAN_NOTIFY_KINDS, expectedOneOf('which', FAN_NOTIFY_KINDS)),
  value: flagField,
});
export type FanNotifyBody = v.InferInput<typeof FanNotifyBody>;

/** POST /api/v2/user/noteToFans {message}. */
export const NoteToFansBody = v.object({ message: text(NOTE_TO_FANS_MAX) });
export type NoteToFansBody = v.InferInput<typeof NoteToFansBody>;
