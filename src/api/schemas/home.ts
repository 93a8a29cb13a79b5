// The home page's index answer (spec part 1 §2, §7; shapes the spec leaves open are ours).
import * as v from 'valibot';
import { IdSchema, type Id } from './common';
import { CompoStateSchema, SketchCardListSchema } from './sketchCards';
import { UserSummarySchema } from './users';

export const UnreadCountsSchema = /*@__PURE__*/ v.object({ messages: /*@__PURE__*/ v.number(), notifications: /*@__PURE__*/ v.number(), replies: /*@__PURE__*/ v.number(), uploads: /*@__PURE__*/ v.number() });
export type UnreadCounts = v.InferOutput<typeof UnreadCountsSchema>;

export const HomeUserSchema = /*@__PURE__*/ v.object({
  ...UserSummarySchema.entries,
  cover: /*@__PURE__*/ v.string(),
  fans: /*@__PURE__*/ v.number(),
  /** The sketches anyone may see (server/entities/sketchCounts.ts: the profile's number too). */
  sketches: /*@__PURE__*/ v.number(),
  /** The owner's sketches that number leaves out: unlisted, or taken down. */
  hiddenSketches: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number(), 0),
  unread: UnreadCountsSchema,
});
export type HomeUser = v.InferOutput<typeof HomeUserSchema>;

export const HomeStatsSchema = /*@__PURE__*/ v.object({ sketches: /*@__PURE__*/ v.number(), users: /*@__PURE__*/ v.number(), sketchesToday: /*@__PURE__*/ v.number() });
export type HomeStats = v.InferOutput<typeof HomeStatsSchema>;

export const MessageOfTheDaySchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  text: /*@__PURE__*/ v.string(),
  /** ISO date-time it was posted. */
  date: /*@__PURE__*/ v.string(),
});
export type MessageOfTheDay = v.InferOutput<typeof MessageOfTheDaySchema>;

const ChallengeLinkSchema = /*@__PURE__*/ v.object({ id: IdSchema, title: /*@__PURE__*/ v.string(), thumbnail: /*@__PURE__*/ v.string(), entries: /*@__PURE__*/ v.number() });

export const ChallengeSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  title: /*@__PURE__*/ v.string(),
  thumbnail: /*@__PURE__*/ v.string(),
  description: /*@__PURE__*/ v.string(),
  date: /*@__PURE__*/ v.string(),
  user: /*@__PURE__*/ v.nullable(UserSummarySchema),
  sketches: SketchCardListSchema,
  entries: /*@__PURE__*/ v.number(),
  next: /*@__PURE__*/ v.nullable(ChallengeLinkSchema),
  prev: /*@__PURE__*/ v.nullable(ChallengeLinkSchema),
});
export type Challenge = v.InferOutput<typeof ChallengeSchema>;

/** A compo as listed (the compo page loads its comments with its own call). */
export const CompoSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  keyName: /*@__PURE__*/ v.string(),
  name: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  title: /*@__PURE__*/ v.string(),
  thumbnail: /*@__PURE__*/ v.string(),
  state: CompoStateSchema,
  startDate: /*@__PURE__*/ v.string(),
  endDate: /*@__PURE__*/ v.string(),
  endVotingDate: /*@__PURE__*/ v.string(),
  entries: /*@__PURE__*/ v.number(),
  infos: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  canVote: /*@__PURE__*/ v.boolean(),
  hasVoted: /*@__PURE__*/ v.boolean(),
  commentCount: /*@__PURE__*/ v.number(),
});
export type Compo = v.InferOutput<typeof CompoSchema>;

export const StreamSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  preview: /*@__PURE__*/ v.string(),
  sw: /*@__PURE__*/ v.number(),
  sh: /*@__PURE__*/ v.number(),
  orientation: /*@__PURE__*/ v.number(),
  userId: IdSchema,
  userNickname: /*@__PURE__*/ v.string(),
  userAvatar: /*@__PURE__*/ v.string(),
  totalViews: /*@__PURE__*/ v.number(),
});
export type Stream = v.InferOutput<typeof StreamSchema>;

/** A stream that is live now. */
export const LiveStreamSchema = /*@__PURE__*/ v.object({
  ...StreamSchema.entries,
  title: /*@__PURE__*/ v.string(),
  /** Watching now. */
  viewers: /*@__PURE__*/ v.number(),
  /** ISO date-time. */
  started: /*@__PURE__*/ v.string(),
});
export type LiveStream = v.InferOutput<typeof LiveStreamSchema>;

/** POST /api/v2/index {recent: 25, featured: 25, tops: 25, compos: 10, challenges: 2, birthdays: true, stats: true, motd}. */
export const HomeIndexSchema = /*@__PURE__*/ v.object({
  /** The signed-in user's header block; null for visitors. */
  user: /*@__PURE__*/ v.nullable(HomeUserSchema),
  /** The current message of the day; null when none or when it is the one the request says was seen. */
  motd: /*@__PURE__*/ v.nullable(MessageOfTheDaySchema),
  /** Users whose birthday is today (UTC), by glops, descending. */
  birthdays: /*@__PURE__*/ v.array(UserSummarySchema),
  /** The latest challenges, today's first; each with a few entries. */
  challenges: /*@__PURE__*/ v.array(ChallengeSchema),
  /** Open compos, then voting, then the latest closed. */
  compos: /*@__PURE__*/ v.array(CompoSchema),
  featured: SketchCardListSchema,
  recent: SketchCardListSchema,
  /** Most hearted of the last 7 days. */
  tops: SketchCardListSchema,
  /** First page of GET /api/v2/index/trending. */
  trending: SketchCardListSchema,
  /** Latest uploads of the artists the user follows (empty for visitors). */
  following: SketchCardListSchema,
  streams: /*@__PURE__*/ v.array(LiveStreamSchema),
  stats: /*@__PURE__*/ v.nullable(HomeStatsSchema),
});
export type HomeIndex = v.InferOutput<typeof HomeIndexSchema>;

/** The body of POST /api/v2/index. `motd`: the id of the message of the day last seen, or true. */
export interface HomeIndexRequest {
  recent: number;
  featured: number;
  tops: number;
  compos: number;
  challenges: number;
  birthdays: boolean;
  stats: boolean;
  motd: Id | true;
}
