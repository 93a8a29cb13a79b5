// The home page's index answer (spec part 1 §2, §7; shapes the spec leaves open are ours).
import * as v from 'valibot';
import { IdSchema } from './common';
import { FEED_MAX_LIMIT, FEED_MAX_OFFSET, FEED_PAGE_SIZE, formatField, idField, limitField, offsetField, pageField, wholeNumber } from './requestFields';
import { CompoStateSchema, SketchCardListSchema } from './sketchCards';
import { UserSummarySchema } from './users';

export const UnreadCountsSchema = v.object({ messages: v.number(), notifications: v.number(), replies: v.number(), uploads: v.number() });
export type UnreadCounts = v.InferOutput<typeof UnreadCountsSchema>;

export const HomeUserSchema = v.object({
  ...UserSummarySchema.entries,
  cover: v.string(),
  fans: v.number(),
  /** The sketches anyone may see (server/data/sketches.ts COUNTED_SKETCH: the profile's number too). */
  sketches: v.number(),
  /** The owner's sketches that number leaves out: unlisted, or taken down. */
  hiddenSketches: v.optional(v.number(), 0),
  unread: UnreadCountsSchema,
});
export type HomeUser = v.InferOutput<typeof HomeUserSchema>;

export const HomeStatsSchema = v.object({ sketches: v.number(), users: v.number(), sketchesToday: v.number() });
export type HomeStats = v.InferOutput<typeof HomeStatsSchema>;

export const MessageOfTheDaySchema = v.object({
  id: IdSchema,
  text: v.string(),
  /** ISO date-time it was posted. */
  date: v.string(),
});
export type MessageOfTheDay = v.InferOutput<typeof MessageOfTheDaySchema>;

const ChallengeLinkSchema = v.object({ id: IdSchema, title: v.string(), thumbnail: v.string(), entries: v.number() });

export const ChallengeSchema = v.object({
  id: IdSchema,
  title: v.string(),
  thumbnail: v.string(),
  description: v.string(),
  date: v.string(),
  user: v.nullable(UserSummarySchema),
  sketches: SketchCardListSchema,
  entries: v.number(),
  next: v.nullable(ChallengeLinkSchema),
  prev: v.nullable(ChallengeLinkSchema),
});
export type Challenge = v.InferOutput<typeof ChallengeSchema>;

/** A compo as listed (the compo page loads its comments with its own call). */
export const CompoSchema = v.object({
  id: IdSchema,
  keyName: v.string(),
  name: v.optional(v.string()),
  title: v.string(),
  thumbnail: v.string(),
  state: CompoStateSchema,
  startDate: v.string(),
  endDate: v.string(),
  endVotingDate: v.string(),
  entries: v.number(),
  infos: v.nullable(v.string()),
  canVote: v.boolean(),
  hasVoted: v.boolean(),
  commentCount: v.number(),
});
export type Compo = v.InferOutput<typeof CompoSchema>;

export const StreamSchema = v.object({
  id: IdSchema,
  preview: v.string(),
  sw: v.number(),
  sh: v.number(),
  orientation: v.number(),
  userId: IdSchema,
  userNickname: v.string(),
  userAvatar: v.string(),
  totalViews: v.number(),
});
export type Stream = v.InferOutput<typeof StreamSchema>;

/** A stream that is live now. */
export const LiveStreamSchema = v.object({
  ...StreamSchema.entries,
  title: v.string(),
  /** Watching now. */
  viewers: v.number(),
  /** ISO date-time. */
  started: v.string(),
});
export type LiveStream = v.InferOutput<typeof LiveStreamSchema>;

/** POST /api/v2/index {recent: 25, featured: 25, tops: 25, compos: 10, challenges: 2, birthdays: true, stats: true, motd}. */
export const HomeIndexSchema = v.object({
  /** The signed-in user's header block; null for visitors. */
  user: v.nullable(HomeUserSchema),
  /** The current message of the day; null when none or when it is the one the request says was seen. */
  motd: v.nullable(MessageOfTheDaySchema),
  /** Users whose birthday is today (UTC), by glops, descending. */
  birthdays: v.array(UserSummarySchema),
  /** The latest challenges, today's first; each with a few entries. */
  challenges: v.array(ChallengeSchema),
  /** Open compos, then voting, then the latest closed. */
  compos: v.array(CompoSchema),
  featured: SketchCardListSchema,
  recent: SketchCardListSchema,
  /** Most hearted of the last 7 days. */
  tops: SketchCardListSchema,
  /** First page of GET /api/v2/index/trending. */
  trending: SketchCardListSchema,
  /** Latest uploads of the artists the user follows (empty for visitors). */
  following: SketchCardListSchema,
  streams: v.array(LiveStreamSchema),
  stats: v.nullable(HomeStatsSchema),
});
export type HomeIndex = v.InferOutput<typeof HomeIndexSchema>;

/** The most challenges POST /api/v2/index gives. */
export const HOME_MAX_CHALLENGES = 10;

/**
 * The body of POST /api/v2/index: how many of each section (0 or absent: none), whether the
 * birthdays and the stats are wanted, and `motd`: the id of the message of the day last seen, or true.
 */
export const HomeIndexBody = v.object({
  recent: v.optional(wholeNumber(0, FEED_MAX_LIMIT, 'a count'), 0),
  featured: v.optional(wholeNumber(0, FEED_MAX_LIMIT, 'a count'), 0),
  tops: v.optional(wholeNumber(0, FEED_MAX_LIMIT, 'a count'), 0),
  compos: v.optional(wholeNumber(0, FEED_MAX_LIMIT, 'a count'), 0),
  challenges: v.optional(wholeNumber(0, HOME_MAX_CHALLENGES, 'a count'), 0),
  birthdays: v.optional(v.boolean('Expected true or false'), false),
  stats: v.optional(v.boolean('Expected true or false'), false),
  motd: v.optional(v.union([v.literal(true), idField], 'Expected the id of the last seen message, or true'), true),
});
export type HomeIndexBody = v.InferInput<typeof HomeIndexBody>;

/** GET /activity/{id}?format=json&filter=uploads&pageSize=25&page: the uploads of the artists the user follows. */
export const ActivityUploadsQuery = v.object({
  format: formatField,
  filter: v.picklist(['uploads'], 'Expected filter=uploads'),
  pageSize: v.optional(wholeNumber(1, FEED_MAX_LIMIT, 'a page size'), FEED_PAGE_SIZE),
  page: pageField,
});
export type ActivityUploadsQuery = v.InferInput<typeof ActivityUploadsQuery>;

/** GET /api/v2/user/groups_recents {limit, offset}. */
export const GroupsRecentsQuery = v.object({ limit: limitField, offset: offsetField });
export type GroupsRecentsQuery = v.InferInput<typeof GroupsRecentsQuery>;

/** GET /api/v2/user/recommendations {cursor}: the cursor is the previous page's `next`. */
export const RecommendationsQuery = v.object({
  cursor: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Expected a cursor from a previous page'), v.transform(Number), v.maxValue(FEED_MAX_OFFSET, 'Cursor out of range')),
  ),
});
export type RecommendationsQuery = v.InferInput<typeof RecommendationsQuery>;
