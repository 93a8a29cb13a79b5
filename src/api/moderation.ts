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
  type BanRequest,
  type EditDataRequest,
} from './schemas/moderation';
import { MeResponseSchema } from './schemas/session';

export const fetchBans = (page: number, signal?: AbortSignal) => get('/api/v2/gloperate/bans', BansPageSchema, { page }, { signal });
export const fetchReportedComments = (page: number, signal?: AbortSignal) =>
  get('/api/v2/gloperate/reportedComments', ReportedCommentsPageSchema, { page }, { signal });
export const fetchReportedSketches = (page: number, signal?: AbortSignal) =>
  get('/api/v2/gloperate/reportedSketches', ReportedSketchesPageSchema, { page }, { signal });
export const fetchUsage = (signal?: AbortSignal) => get('/api/v2/gloperate/usage', UsageReportSchema, undefined, { signal });

export const deleteReportedComment = (id: number) => post('/api/v2/gloperate/deleteComment', { id }, OkSchema);
export const banUser = (request: BanRequest) => post('/api/v2/gloperate/ban', request, BanResponseSchema);
export const featureSketch = (sketchId: number) => post('/api/v2/gloperate/feature', { sketchId }, ModeratorFeatureSchema);
export const acceptCompoInvite = (sketchId: number) => post('/api/v2/admin/inviteAccepted', { sketchId }, ModerationMessageSchema);
export const impersonateUser = (userId: number) => post('/api/v2/admin/impersonate', { userId }, MeResponseSchema);
export const mergeUsers = (userId: number, targetUserId: number) => post('/api/v2/admin/mergeTo', { userId, targetUserId }, MergeResponseSchema);
/** Sets one stored field of a live sketch or user record (spec part 1 §6 "edit local or live data"). */
export const editData = (request: EditDataRequest) => post('/api/v2/admin/editData', request, EditDataResponseSchema);
