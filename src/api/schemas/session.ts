// The signed-in user and the sign-in calls (spec part 1 §3, the current-user global). This file
// loads with the entry (the session is read on every page), so it holds only what that needs.
import * as v from 'valibot';
import { IdListSchema, IdSchema } from './common';
import { text } from './requestFields';

/** Icon flags of a user: 'g' = group admin, 'm' = gloperator (moderator), 'p' = patron. */
export const IconFlagSchema = v.picklist(['g', 'm', 'p']);
export type IconFlag = v.InferOutput<typeof IconFlagSchema>;

export const BanRecordSchema = v.object({
  /** Hours: 0 = warning, -1 = permanent. */
  duration: v.number(),
  dateStart: v.optional(v.string()),
  dateEnd: v.optional(v.nullable(v.string())),
  reason: v.optional(v.nullable(v.string())),
  userId: v.optional(IdSchema),
  userNickname: v.optional(v.string()),
  userAvatar: v.optional(v.string()),
  offenses: v.optional(v.number()),
});
export type BanRecord = v.InferOutput<typeof BanRecordSchema>;

/** The current-user global (spec part 1 §3). */
export const CurrentUserSchema = v.object({
  id: IdSchema,
  avatar: v.string(),
  nickname: v.string(),
  mature: v.boolean(),
  following: IdListSchema,
  blocks: IdListSchema,
  icons: v.array(IconFlagSchema),
  chatId: v.nullable(v.string()),
  chatServer: v.nullable(v.string()),
  ban: v.nullable(BanRecordSchema),
  showHeader: v.boolean(),
  googleLogin: v.boolean(),
  /** May delete any comment. */
  thumbs: v.boolean(),
  glops: v.optional(v.number()),
  fans: v.optional(v.number()),
  sketches: v.optional(v.number()),
  /** Patron since (ISO date) or null. */
  since: v.optional(v.nullable(v.string())),
  /** Ours: Edit profile's 'Show the chat' (the floating chat box); absent, it shows. */
  showChat: v.optional(v.boolean()),
  /** Ours: Edit profile's theme, null until one is saved; the page opens in it where the browser has no choice of its own. */
  theme: v.optional(v.nullable(v.picklist(['light', 'gray', 'dark']))),
});
export type CurrentUser = v.InferOutput<typeof CurrentUserSchema>;

/** The gloperator acting as the signed-in user (spec part 1 §6: impersonate a user). */
export const ActingModeratorSchema = v.object({ id: IdSchema, nickname: v.string() });
export type ActingModerator = v.InferOutput<typeof ActingModeratorSchema>;

/**
 * GET /api/v2/user/me, POST /api/v2/authAppleId, /api/v2/auth/hostToken, /api/v2/admin/impersonate
 * and /api/v2/user/impersonateEnd: the signed-in user, and the gloperator behind the session when
 * one acts as that user (null or absent otherwise).
 */
export const MeResponseSchema = v.object({
  user: v.nullable(CurrentUserSchema),
  moderator: v.optional(v.nullable(ActingModeratorSchema), null),
});
export type MeResponse = v.InferOutput<typeof MeResponseSchema>;

/** POST /api/v2/logout: who is signed in now (the gloperator again, when one was acting as the user; else nobody). */
export const LogoutResponseSchema = v.object({
  ok: v.literal(true),
  user: v.optional(v.nullable(CurrentUserSchema), null),
});
export type LogoutResponse = v.InferOutput<typeof LogoutResponseSchema>;

/** POST /api/v2/user/impersonateEnd: nothing, strictly (the way back names no one). */
export const ImpersonateEndBody = v.strictObject({}, 'Expected an empty object');
export type ImpersonateEndBody = v.InferInput<typeof ImpersonateEndBody>;

/** Longest sign-in token either platform call takes. */
export const SIGN_IN_TOKEN_MAX = 4096;
const signInToken = v.pipe(text(SIGN_IN_TOKEN_MAX), v.minLength(1, 'Expected a token'));

/** POST /api/v2/authAppleId {identityToken}: the identity token the host's sign-in returned. */
export const AuthAppleIdBody = v.object({ identityToken: signInToken });
export type AuthAppleIdBody = v.InferInput<typeof AuthAppleIdBody>;

/** POST /api/v2/auth/hostToken {token}: the host app's short-lived signed token. */
export const HostTokenBody = v.object({ token: signInToken });
export type HostTokenBody = v.InferInput<typeof HostTokenBody>;
