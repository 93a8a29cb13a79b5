// Group admin (spec part 2 §2 "Group admin", §4, §7): the activity log, group statistics,
// feature requests and their queue, the official flag and suggestions. Shapes the spec leaves
// open are ours. Lists page with an opaque cursor: '' asks for the first page, and an answer's
// '' cursor means there is nothing more.
import * as v from 'valibot';
import { DateTextSchema, IdSchema } from './common';
import { GroupSchema } from './galleries';
import { UserSummarySchema } from './users';

export const GroupRefSchema = v.object({ id: IdSchema, title: v.string() });
export type GroupRef = v.InferOutput<typeof GroupRefSchema>;

export const SketchRefSchema = v.object({
  id: IdSchema,
  title: v.string(),
  /** The sketch's image (sized by the client). */
  thumbnail: v.string(),
});
export type SketchRef = v.InferOutput<typeof SketchRefSchema>;

export const GROUP_ACTIVITY_KINDS = ['join', 'add', 'feature', 'created', 'official', 'unofficial', 'suggest'] as const;
export type GroupActivityKind = (typeof GROUP_ACTIVITY_KINDS)[number];

export const GroupActivityItemSchema = v.object({
  id: IdSchema,
  kind: v.picklist(GROUP_ACTIVITY_KINDS),
  date: DateTextSchema,
  group: GroupRefSchema,
  /** Who did it (null once the account is gone). */
  user: v.nullable(UserSummarySchema),
  sketch: v.nullable(SketchRefSchema),
});
export type GroupActivityItem = v.InferOutput<typeof GroupActivityItemSchema>;

/** /api/v2/assist/groupActivity {cursor}: newest first. */
export const GroupActivityPageSchema = v.object({ items: v.array(GroupActivityItemSchema), cursor: v.string() });
export type GroupActivityPage = v.InferOutput<typeof GroupActivityPageSchema>;

export const GROUP_STATS_SORTS = ['sketches', 'users', 'week', 'title'] as const;
export type GroupStatsSort = (typeof GROUP_STATS_SORTS)[number];

export const GroupStatSchema = v.object({
  id: IdSchema,
  title: v.string(),
  thumbnail: v.string(),
  sketches: v.number(),
  users: v.number(),
  /** Sketches added in the last 7 days. */
  week: v.number(),
  official: v.boolean(),
});
export type GroupStat = v.InferOutput<typeof GroupStatSchema>;

/** /api/v2/assist/groupStats {cursor, sort}. */
export const GroupStatsPageSchema = v.object({ groups: v.array(GroupStatSchema), cursor: v.string() });
export type GroupStatsPage = v.InferOutput<typeof GroupStatsPageSchema>;

/** A sketch proposed for a group's features. */
export const GroupFeatureSchema = v.object({
  id: IdSchema,
  group: GroupRefSchema,
  sketch: SketchRefSchema,
  /** Who asked for it, or the admin who suggested it. */
  user: v.nullable(UserSummarySchema),
  date: DateTextSchema,
});
export type GroupFeature = v.InferOutput<typeof GroupFeatureSchema>;

/** /api/v2/assist/groupFeatures {cursor}: the new feature requests, oldest first. */
export const GroupFeaturePageSchema = v.object({ features: v.array(GroupFeatureSchema), cursor: v.string() });
export type GroupFeaturePage = v.InferOutput<typeof GroupFeaturePageSchema>;

export const QueuedFeatureSchema = v.object({
  ...GroupFeatureSchema.entries,
  /** The approving admin's message. */
  message: v.string(),
  approvedBy: v.nullable(v.string()),
  approved: DateTextSchema,
});
export type QueuedFeature = v.InferOutput<typeof QueuedFeatureSchema>;

/** /api/v2/assist/features {queue}: the approved features waiting to be shown, oldest first. */
export const FeatureQueueSchema = v.object({ sketches: v.array(QueuedFeatureSchema) });
export type FeatureQueue = v.InferOutput<typeof FeatureQueueSchema>;

/** /api/v2/assist/groupFeatures {action: approve | reject, id, group, message}. */
export type FeatureDecision = { action: 'approve' | 'reject'; id: number; group: number; message: string };

/** /api/v2/assist/groupMod {id, official}. */
export const GroupModSchema = v.object({ id: IdSchema, official: v.boolean() });
export type GroupMod = v.InferOutput<typeof GroupModSchema>;

/** /api/v2/assist/groupSuggest {groupId, groupTitle, sketchId, sketchTitle} -> the new feature request. */
export type GroupSuggestRequest = { groupId: number; groupTitle: string; sketchId: number; sketchTitle: string };
export const GroupSuggestSchema = v.object({ id: IdSchema });

/** POST /api/v2/group {action: info, groupId}: groupId is an id or the name in a group link. */
export const GroupAdminInfoSchema = v.object({ group: GroupSchema });
export type GroupAdminInfo = v.InferOutput<typeof GroupAdminInfoSchema>;

/** POST /api/v2/group {action: requestApprove, requestId} -> the group made of the request. */
export const RequestApproveSchema = v.object({ groupId: IdSchema });

/** The part of GET /api/v2/sketchInfo/{id} the suggest form needs to know a sketch link resolves. */
export const SuggestSketchSchema = v.object({ id: IdSchema, title: v.optional(v.nullable(v.string())) });
