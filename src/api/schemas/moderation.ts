// The gloperators' tools (spec part 1 §6, §7 "Moderation"; part 2 §3 Ban record). The spec names
// the calls and that the ban's response has a message; the other shapes are ours.
import * as v from 'valibot';
import { BAN_DURATIONS, BAN_NOTES_MAX, BAN_REASON_MAX, EDIT_DATA_FIELDS, editDataTooLongText } from '../../lib/moderation';
import { CommentReportSchema } from './comments';
import { DateTextSchema, IdSchema } from './common';
import { idField, text } from './requestFields';
import { SketchReportSchema } from './sketches';

/** GET /api/v2/gloperate/bans, /reportedComments and /reportedSketches {page}: 1 when absent. */
export const ModerationPageQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Expected a page number'), v.transform(Number), v.minValue(1, 'Pages start at 1')), '1'),
});
export type ModerationPageQuery = v.InferInput<typeof ModerationPageQuery>;

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

/** The spec's comment report (who reported it, the comment and what it is on), with how often and when last. */
export const ReportedCommentSchema = v.object({
  ...CommentReportSchema.entries,
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
export const BanBody = v.object({
  duration: v.pipe(v.number('Expected the duration in hours'), v.picklist(BAN_DURATIONS, 'Expected one of the ban durations')),
  reason: v.pipe(text(BAN_REASON_MAX), v.trim(), v.minLength(1, 'Please enter a reason')),
  notes: v.optional(v.pipe(text(BAN_NOTES_MAX), v.trim()), ''),
  uid: idField,
});
export type BanBody = v.InferInput<typeof BanBody>;
export const BanResponseSchema = v.object({ message: v.string(), offenses: v.number() });
export type BanResponse = v.InferOutput<typeof BanResponseSchema>;

/** POST /api/v2/gloperate/feature and /api/v2/admin/inviteAccepted {sketchId}. */
export const ModerationSketchBody = v.object({ sketchId: idField });
export type ModerationSketchBody = v.InferInput<typeof ModerationSketchBody>;

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

/** POST /api/v2/admin/mergeTo {userId, targetUserId}. */
export const MergeBody = v.object({ userId: idField, targetUserId: idField });
export type MergeBody = v.InferInput<typeof MergeBody>;

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

/** One field of the live record, its value within that field's own limit. */
const editDataValue = (target: keyof typeof EDIT_DATA_FIELDS, field: string) => {
  const { label, max } = (EDIT_DATA_FIELDS[target] as Record<string, { label: string; max: number }>)[field] as { label: string; max: number };
  return v.pipe(v.string('Expected text'), v.maxLength(max, editDataTooLongText(label, max)));
};

/** POST /api/v2/admin/editData {target, id, field, value}: a sketch's title (trimmed) or description, or a user's about text. */
export const EditDataBody = v.variant(
  'target',
  [
    v.variant(
      'field',
      [
        v.strictObject({ target: v.literal('sketch'), id: idField, field: v.literal('title'), value: v.pipe(editDataValue('sketch', 'title'), v.trim()) }),
        v.strictObject({ target: v.literal('sketch'), id: idField, field: v.literal('description'), value: editDataValue('sketch', 'description') }),
      ],
      'Expected the field "title" or "description"',
    ),
    v.variant('field', [v.strictObject({ target: v.literal('user'), id: idField, field: v.literal('about'), value: editDataValue('user', 'about') })], 'Expected the field "about"'),
  ],
  'Expected the target "sketch" or "user"',
);
export type EditDataBody = v.InferInput<typeof EditDataBody>;
