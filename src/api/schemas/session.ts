// The signed-in user and the sign-in calls (spec part 1 §3, the current-user global). This file
// loads with the entry (the session is read on every page), so it holds only what that needs.
import * as v from 'valibot';
import { IdListSchema, IdSchema } from './common';

/** Icon flags of a user: 'g' = group admin, 'm' = gloperator (moderator), 'p' = patron. */
export const IconFlagSchema = /*@__PURE__*/ v.picklist(['g', 'm', 'p']);
export type IconFlag = v.InferOutput<typeof IconFlagSchema>;

export const BanRecordSchema = /*@__PURE__*/ v.object({
  /** Hours: 0 = warning, -1 = permanent. */
  duration: /*@__PURE__*/ v.number(),
  dateStart: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  dateEnd: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string())),
  reason: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string())),
  userId: /*@__PURE__*/ v.optional(IdSchema),
  userNickname: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  userAvatar: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.string()),
  offenses: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
});
export type BanRecord = v.InferOutput<typeof BanRecordSchema>;

/** The current-user global (spec part 1 §3). */
export const CurrentUserSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  avatar: /*@__PURE__*/ v.string(),
  nickname: /*@__PURE__*/ v.string(),
  mature: /*@__PURE__*/ v.boolean(),
  following: IdListSchema,
  blocks: IdListSchema,
  icons: /*@__PURE__*/ v.array(IconFlagSchema),
  chatId: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  chatServer: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  ban: /*@__PURE__*/ v.nullable(BanRecordSchema),
  showHeader: /*@__PURE__*/ v.boolean(),
  googleLogin: /*@__PURE__*/ v.boolean(),
  /** May delete any comment. */
  thumbs: /*@__PURE__*/ v.boolean(),
  glops: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  fans: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  sketches: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.number()),
  /** Patron since (ISO date) or null. */
  since: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string())),
});
export type CurrentUser = v.InferOutput<typeof CurrentUserSchema>;

/** The gloperator acting as the signed-in user (spec part 1 §6: impersonate a user). */
export const ActingModeratorSchema = /*@__PURE__*/ v.object({ id: IdSchema, nickname: /*@__PURE__*/ v.string() });
export type ActingModerator = v.InferOutput<typeof ActingModeratorSchema>;

/**
 * GET /api/v2/user/me, POST /api/v2/authAppleId, /api/v2/auth/hostToken, /api/v2/admin/impersonate
 * and /api/v2/user/impersonateEnd: the signed-in user, and the gloperator behind the session when
 * one acts as that user (null or absent otherwise).
 */
export const MeResponseSchema = /*@__PURE__*/ v.object({
  user: /*@__PURE__*/ v.nullable(CurrentUserSchema),
  moderator: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.nullable(ActingModeratorSchema), null),
});
export type MeResponse = v.InferOutput<typeof MeResponseSchema>;

/** POST /api/v2/logout: who is signed in now (the gloperator again, when one was acting as the user; else nobody). */
export const LogoutResponseSchema = /*@__PURE__*/ v.object({
  ok: /*@__PURE__*/ v.literal(true),
  user: /*@__PURE__*/ v.optional(/*@__PURE__*/ v.nullable(CurrentUserSchema), null),
});
export type LogoutResponse = v.InferOutput<typeof LogoutResponseSchema>;
