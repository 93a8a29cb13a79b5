// The gloperators' tools (spec part 1 §6, §7 "Moderation"; part 2 §3 Ban record). The spec names
// the calls and that the ban's response has a message; the other shapes are ours.
import * as v from 'valibot';
import { DateTextSchema, IdSchema } from './common';
import { SketchReportSchema } from './sketches';

/** A ban record as the bans list shows it: the spec's fields, plus who gave it and the notes. */
export const ModerationBanSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  duration: /*@__PURE__*/ v.number(),
  dateStart: DateTextSchema,
  dateEnd: /*@__PURE__*/ v.nullable(DateTextSchema),
  userId: IdSchema,
  userNickname: /*@__PURE__*/ v.string(),
  userAvatar: /*@__PURE__*/ v.string(),
  offenses: /*@__PURE__*/ v.number(),
  reason: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  notes: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  byNickname: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  /** A warning the user has accepted. */
  accepted: /*@__PURE__*/ v.boolean(),
});
export type ModerationBan = v.InferOutput<typeof ModerationBanSchema>;

/** GET /api/v2/gloperate/bans {page}: newest first. */
export const BansPageSchema = /*@__PURE__*/ v.object({ bans: /*@__PURE__*/ v.array(ModerationBanSchema), more: /*@__PURE__*/ v.boolean() });
export type BansPage = v.InferOutput<typeof BansPageSchema>;

export const ReportedCommentSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  text: /*@__PURE__*/ v.string(),
  date: DateTextSchema,
  userId: IdSchema,
  userNickname: /*@__PURE__*/ v.string(),
  userAvatar: /*@__PURE__*/ v.string(),
  targetType: /*@__PURE__*/ v.picklist(['sketch', 'profile', 'compo']),
  targetId: IdSchema,
  reports: /*@__PURE__*/ v.number(),
  lastReport: DateTextSchema,
});
export type ReportedComment = v.InferOutput<typeof ReportedCommentSchema>;

/** GET /api/v2/gloperate/reportedComments {page}: the most recently reported first. */
export const ReportedCommentsPageSchema = /*@__PURE__*/ v.object({ comments: /*@__PURE__*/ v.array(ReportedCommentSchema), more: /*@__PURE__*/ v.boolean() });
export type ReportedCommentsPage = v.InferOutput<typeof ReportedCommentsPageSchema>;

export const ReportedSketchSchema = /*@__PURE__*/ v.object({
  ...SketchReportSchema.entries,
  id: IdSchema,
  reporterNickname: /*@__PURE__*/ v.string(),
});
export type ReportedSketch = v.InferOutput<typeof ReportedSketchSchema>;

/** GET /api/v2/gloperate/reportedSketches {page}: the newest reports first. */
export const ReportedSketchesPageSchema = /*@__PURE__*/ v.object({ reports: /*@__PURE__*/ v.array(ReportedSketchSchema), more: /*@__PURE__*/ v.boolean() });
export type ReportedSketchesPage = v.InferOutput<typeof ReportedSketchesPageSchema>;

/** POST /api/v2/gloperate/ban {duration, notes, reason, uid}: the response has a message. */
export interface BanRequest {
  duration: number;
  notes: string;
  reason: string;
  uid: number;
}
export const BanResponseSchema = /*@__PURE__*/ v.object({ message: /*@__PURE__*/ v.string(), offenses: /*@__PURE__*/ v.number() });
export type BanResponse = v.InferOutput<typeof BanResponseSchema>;

/** POST /api/v2/gloperate/feature {sketchId}: featured or not, after the update. */
export const ModeratorFeatureSchema = /*@__PURE__*/ v.object({
  featured: /*@__PURE__*/ v.boolean(),
  featuredByName: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  featuredByLink: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()),
  featuredDate: /*@__PURE__*/ v.nullable(DateTextSchema),
});
export type ModeratorFeature = v.InferOutput<typeof ModeratorFeatureSchema>;

/** The answers of the other tools: what was done, in words. */
export const ModerationMessageSchema = /*@__PURE__*/ v.object({ message: /*@__PURE__*/ v.string() });
export type ModerationMessage = v.InferOutput<typeof ModerationMessageSchema>;

/** POST /api/v2/admin/mergeTo {userId, targetUserId}: what moved. */
export const MergeResponseSchema = /*@__PURE__*/ v.object({
  message: /*@__PURE__*/ v.string(),
  sketches: /*@__PURE__*/ v.number(),
  comments: /*@__PURE__*/ v.number(),
  albums: /*@__PURE__*/ v.number(),
});
export type MergeResponse = v.InferOutput<typeof MergeResponseSchema>;

/** GET /api/v2/gloperate/usage: what the server can measure of its own cost and resources. */
export const UsageReportSchema = /*@__PURE__*/ v.object({
  generatedAt: DateTextSchema,
  uptimeSeconds: /*@__PURE__*/ v.number(),
  databaseBytes: /*@__PURE__*/ v.number(),
  imageCacheBytes: /*@__PURE__*/ v.number(),
  memoryBytes: /*@__PURE__*/ v.number(),
  heapUsedBytes: /*@__PURE__*/ v.number(),
  cpuSeconds: /*@__PURE__*/ v.number(),
  counts: /*@__PURE__*/ v.array(/*@__PURE__*/ v.object({ name: /*@__PURE__*/ v.string(), count: /*@__PURE__*/ v.number() })),
});
export type UsageReport = v.InferOutput<typeof UsageReportSchema>;

/**
 * POST /api/v2/admin/editData {target, id, field, value} (spec part 1 §6 "edit local or live
 * data"): what was done, in words, and the value now stored in the live record.
 */
export const EditDataResponseSchema = /*@__PURE__*/ v.object({
  message: /*@__PURE__*/ v.string(),
  target: /*@__PURE__*/ v.picklist(['sketch', 'user']),
  id: IdSchema,
  field: /*@__PURE__*/ v.picklist(['title', 'description', 'about']),
  value: /*@__PURE__*/ v.string(),
});
export type EditDataResponse = v.InferOutput<typeof EditDataResponseSchema>;
export interface EditDataRequest {
  target: 'sketch' | 'user';
  id: number;
  field: 'title' | 'description' | 'about';
  value: string;
}
