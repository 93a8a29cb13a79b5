// Users: the summary shown on cards and lists, fans and blocks (spec part 1 §3, §7).
import * as v from 'valibot';
import { DateTextSchema, IdListSchema, IdSchema } from './common';
import { flagField, idField } from './requestFields';

export const UserSummarySchema = v.object({
  id: IdSchema,
  nickname: v.string(),
  avatar: v.string(),
  glops: v.optional(v.number()),
  fans: v.optional(v.number()),
  sketches: v.optional(v.number()),
  /** Patron since (ISO date) or null. */
  since: v.optional(v.nullable(v.string())),
});
export type UserSummary = v.InferOutput<typeof UserSummarySchema>;

/** POST /api/fan, /api/unfan, /api/v2/user/block, /unblock and /api/v2/report: the other user. */
export const UserBody = v.object({ user: idField });
export type UserBody = v.InferInput<typeof UserBody>;

/** A body that names one user by id: { userId } (accepting one's warning, a gloperator acting as someone). */
export const UserIdBody = v.object({ userId: idField });
export type UserIdBody = v.InferInput<typeof UserIdBody>;

/** GET /api/v2/user/blocked {both, infos}. */
export const BlockedQuery = v.object({ both: v.optional(flagField, false), infos: v.optional(flagField, false) });
export type BlockedQuery = v.InferInput<typeof BlockedQuery>;

/** POST /api/fan and /api/unfan {user}. */
export const FanResponseSchema = v.object({ isFan: v.boolean(), fans: v.number() });
export type FanResponse = v.InferOutput<typeof FanResponseSchema>;

/** POST /api/v2/user/block and /unblock {user}. */
export const BlockResponseSchema = v.object({ blocking: v.boolean() });
export type BlockResponse = v.InferOutput<typeof BlockResponseSchema>;

/**
 * GET /api/v2/user/blocked {both, infos}: whom the viewer blocks; with `both`, also who blocks
 * the viewer; with `infos`, the users of both lists as summaries.
 */
export const BlockedResponseSchema = v.object({
  blocks: IdListSchema,
  blockedBy: IdListSchema,
  users: v.array(UserSummarySchema),
});
export type BlockedResponse = v.InferOutput<typeof BlockedResponseSchema>;

/** POST /api/v2/user/setAvatar {sketch}. */
export const SetAvatarResponseSchema = v.object({ avatar: v.string() });
export type SetAvatarResponse = v.InferOutput<typeof SetAvatarResponseSchema>;

/** POST /api/v2/user/setCover {sketch}. */
export const SetCoverResponseSchema = v.object({ cover: v.string() });
export type SetCoverResponse = v.InferOutput<typeof SetCoverResponseSchema>;

export const FanListItemSchema = v.object({ id: IdSchema, nickname: v.string(), avatar: v.string(), date: DateTextSchema });
export type FanListItem = v.InferOutput<typeof FanListItemSchema>;
