// Users: the summary shown on cards and lists, fans and blocks (spec part 1 §3, §7).
import * as v from 'valibot';
import { DateTextSchema, IdListSchema, IdSchema } from './common';

export const UserSummarySchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  nickname: /*@__PURE__*/ v.string(),
  avatar: /*@__PURE__*/ v.string(),
  glops: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  fans: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  sketches: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  /** Patron since (ISO date) or null. */
  since: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string())),
});
export type UserSummary = v.InferOutput<typeof UserSummarySchema>;

/** POST /api/fan and /api/unfan {user}. */
export const FanResponseSchema = /*@__PURE__*/ v.object({ isFan: /*@__PURE__*/ v.boolean(), fans: /*@__PURE__*/ v.number() });
export type FanResponse = v.InferOutput<typeof FanResponseSchema>;

/** POST /api/v2/user/block and /unblock {user}. */
export const BlockResponseSchema = /*@__PURE__*/ v.object({ blocking: /*@__PURE__*/ v.boolean() });
export type BlockResponse = v.InferOutput<typeof BlockResponseSchema>;

/**
 * GET /api/v2/user/blocked {both, infos}: whom the viewer blocks; with `both`, also who blocks
 * the viewer; with `infos`, the users of both lists as summaries.
 */
export const BlockedResponseSchema = /*@__PURE__*/ v.object({
  blocks: IdListSchema,
  blockedBy: IdListSchema,
  users: /*@__PURE__*/ v.array(UserSummarySchema),
});
export type BlockedResponse = v.InferOutput<typeof BlockedResponseSchema>;

/** POST /api/v2/user/setAvatar {sketch}. */
export const SetAvatarResponseSchema = /*@__PURE__*/ v.object({ avatar: /*@__PURE__*/ v.string() });
export type SetAvatarResponse = v.InferOutput<typeof SetAvatarResponseSchema>;

/** POST /api/v2/user/setCover {sketch}. */
export const SetCoverResponseSchema = /*@__PURE__*/ v.object({ cover: /*@__PURE__*/ v.string() });
export type SetCoverResponse = v.InferOutput<typeof SetCoverResponseSchema>;

export const FanListItemSchema = /*@__PURE__*/ v.object({ id: IdSchema, nickname: /*@__PURE__*/ v.string(), avatar: /*@__PURE__*/ v.string(), date: DateTextSchema });
export type FanListItem = v.InferOutput<typeof FanListItemSchema>;
