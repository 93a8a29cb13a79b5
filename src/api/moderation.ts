// The gloperators' tools (spec part 1 §7 "Moderation", under /api/v2/gloperate and /api/v2/admin).
import { get, post } from './client';
import { OkSchema } from './schemas/common';
import {
  BanResponseSchema,
  BansPageSchema,
  EditDataResponseSchema,
  ModeratorFeatureSchema,
  MergeResponseSchema,
  ModerationMessageSchema,
  ReportedCommentsPageSchema,
  ReportedSketchesPageSchema,
  UsageReportSchema,
  type BanBody,
  type EditDataBody,
  type MergeBody,
  type ModerationPageQuery,
  type ModerationSketchBody,
} from './schemas/moderation';
import type { IdBody } from './schemas/requestFields';
import { MeResponseSchema } from './schemas/session';
import type { UserIdBody } from './schemas/users';

export const fetchBans = (page: number, signal?: AbortSignal) => get('/api/v2/gloperate/bans', BansPageSchema, { page: String(page) } satisfies ModerationPageQuery, { signal });
export const fetchReportedComments = (page: number, signal?: AbortSignal) =>
  get('/api/v2/gloperate/reportedComments', ReportedCommentsPageSchema, { page: String(page) } satisfies ModerationPageQuery, { signal });
export const fetchReportedSketches = (page: number, signal?: AbortSignal) =>
  get('/api/v2/gloperate/reportedSketches', ReportedSketchesPageSchema, { page: String(page) } satisfies ModerationPageQuery, { signal });
export const fetchUsage = (signal?: AbortSignal) => get('/api/v2/gloperate/usage', UsageReportSchema, undefined, { signal });

export const deleteReportedComment = (id: number) => post('/api/v2/gloperate/deleteComment', { id } satisfies IdBody, OkSchema);
export const banUser = (request: BanBody) => post('/api/v2/gloperate/ban', request, BanResponseSchema);
export const featureSketch = (sketchId: number) => post('/api/v2/gloperate/feature', { sketchId } satisfies ModerationSketchBody, ModeratorFeatureSchema);
export const acceptCompoInvite = (sketchId: number) => post('/api/v2/admin/inviteAccepted', { sketchId } satisfies ModerationSketchBody, ModerationMessageSchema);
export const impersonateUser = (userId: number) => post('/api/v2/admin/impersonate', { userId } satisfies UserIdBody, MeResponseSchema);
export const mergeUsers = (userId: number, targetUserId: number) => post('/api/v2/admin/mergeTo', { userId, targetUserId } satisfies MergeBody, MergeResponseSchema);
/** Sets one stored field of a live sketch or user record (spec part 1 §6 "edit local or live data"). */
export const editData = (request: EditDataBody) => post('/api/v2/admin/editData', request, EditDataResponseSchema);
