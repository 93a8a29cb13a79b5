// The gloperators' tools (spec part 1 §6, §7 "Moderation"; part 2 §3 Ban record). The spec names
// the calls and that the ban's response has a message; the other shapes are ours.
import * as v from 'valibot';
import { DateTextSchema, IdSchema } from './common';
import { SketchReportSchema } from './sketches';

/** A ban record as the bans list shows it: the spec's fields, plus who gave it and the notes. */
export const ModerationBanSchema = v.object({
  id: IdSchema,
  duration: v.number(),
  dateStart: DateTextSchema,
  dateEnd: v.nullable(DateTextSchema),
  userId: IdSchema,
  userNickname: v.string(),
  userAvatar: v.string(),
  offenses: v.number(),
  reason: v.nullable(v.string()),
  notes: v.nullable(v.string()),
  byNickname: v.nullable(v.string()),
  /** A warning the user has accepted. */
  accepted: v.boolean(),
});
export type ModerationBan = v.InferOutput<typeof ModerationBanSchema>;

/** GET /api/v2/gloperate/bans {page}: newest first. */
export const BansPageSchema = v.object({ bans: v.array(ModerationBanSchema), more: v.boolean() });
export type BansPage = v.InferOutput<typeof BansPageSchema>;

export const ReportedCommentSchema = v.object({
  id: IdSchema,
  text: v.string(),
  date: DateTextSchema,
  userId: IdSchema,
  userNickname: v.string(),
  userAvatar: v.string(),
  targetType: v.picklist(['sketch', 'profile', 'compo']),
  targetId: IdSchema,
  reports: v.number(),
  lastReport: DateTextSchema,
});
export type ReportedComment = v.InferOutput<typeof ReportedCommentSchema>;

/** GET /api/v2/gloperate/reportedComments {page}: the most recently reported first. */
export const ReportedCommentsPageSchema = v.object({ comments: v.array(ReportedCommentSchema), more: v.boolean() });
export type ReportedCommentsPage = v.InferOutput<typeof ReportedCommentsPageSchema>;

export const ReportedSketchSchema = v.object({
  ...SketchReportSchema.entries,
  id: IdSchema,
  reporterNickname: v.string(),
});
export type ReportedSketch = v.InferOutput<typeof ReportedSketchSchema>;

/** GET /api/v2/gloperate/reportedSketches {page}: the newest reports first. */
export const ReportedSketchesPageSchema = v.object({ reports: v.array(ReportedSketchSchema), more: v.boolean() });
export type ReportedSketchesPage = v.InferOutput<typeof ReportedSketchesPageSchema>;

/** POST /api/v2/gloperate/ban {duration, notes, reason, uid}: the response has a message. */
export interface BanRequest {
  duration: number;
  notes: string;
  reason: string;
  uid: number;
}
export const BanResponseSchema = v.object({ message: v.string(), offenses: v.number() });
export type BanResponse = v.InferOutput<typeof BanResponseSchema>;

/** POST /api/v2/gloperate/feature {sketchId}: featured or not, after the update. */
export const ModeratorFeatureSchema = v.object({
  featured: v.boolean(),
  featuredByName: v.nullable(v.string()),
  featuredByLink: v.nullable(v.string()),
  featuredDate: v.nullable(DateTextSchema),
});
export type ModeratorFeature = v.InferOutput<typeof ModeratorFeatureSchema>;

/** The answers of the other tools: what was done, in words. */
export const ModerationMessageSchema = v.object({ message: v.string() });
export type ModerationMessage = v.InferOutput<typeof ModerationMessageSchema>;

/** POST /api/v2/admin/mergeTo {userId, targetUserId}: what moved. */
export const MergeResponseSchema = v.object({
  message: v.string(),
  sketches: v.number(),
  comments: v.number(),
  albums: v.number(),
});
export type MergeResponse = v.InferOutput<typeof MergeResponseSchema>;

/** GET /api/v2/gloperate/usage: what the server can measure of its own cost and resources. */
export const UsageReportSchema = v.object({
  generatedAt: DateTextSchema,
  uptimeSeconds: v.number(),
  databaseBytes: v.number(),
  imageCacheBytes: v.number(),
  memoryBytes: v.number(),
  heapUsedBytes: v.number(),
  cpuSeconds: v.number(),
  counts: v.array(v.object({ name: v.string(), count: v.number() })),
});
export type UsageReport = v.InferOutput<typeof UsageReportSchema>;

/**
 * POST /api/v2/admin/editData {target, id, field, value} (spec part 1 §6 "edit local or live
 * data"): what was done, in words, and the value now stored in the live record.
 */
export const EditDataResponseSchema = v.object({
  message: v.string(),
  target: v.picklist(['sketch', 'user']),
  id: IdSchema,
  field: v.picklist(['title', 'description', 'about']),
  value: v.string(),
});
export type EditDataResponse = v.InferOutput<typeof EditDataResponseSchema>;
export interface EditDataRequest {
  target: 'sketch' | 'user';
  id: number;
  field: 'title' | 'description' | 'about';
  value: string;
}
