// Group admin (spec part 2 §2 "Group admin", §4, §7): the activity log, group statistics,
// feature requests and their queue, the official flag and suggestions. Shapes the spec leaves
// open are ours. Lists page with an opaque cursor: '' asks for the first page, and an answer's
// '' cursor means there is nothing more.
import * as v from 'valibot';
import { ADMIN_MESSAGE_MAX } from '../../lib/groupAdminRules';
import { DateTextSchema, IdSchema } from './common';
import { GroupSchema } from './galleries';
import { flagField, idField } from './requestFields';
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


/** /api/v2/assist/groupMod {id, official}. */
export const GroupModSchema = v.object({ id: IdSchema, official: v.boolean() });
export type GroupMod = v.InferOutput<typeof GroupModSchema>;

/** /api/v2/assist/groupSuggest -> the new feature request. */
export const GroupSuggestSchema = v.object({ id: IdSchema });

/** POST /api/v2/group {action: info, groupId}: groupId is an id or the name in a group link. */
export const GroupAdminInfoSchema = v.object({ group: GroupSchema });
export type GroupAdminInfo = v.InferOutput<typeof GroupAdminInfoSchema>;

/** POST /api/v2/group {action: requestApprove, requestId} -> the group made of the request. */
export const RequestApproveSchema = v.object({ groupId: IdSchema });

/** The part of GET /api/v2/sketchInfo/{id} the suggest form needs to know a sketch link resolves. */
export const SuggestSketchSchema = v.object({ id: IdSchema, title: v.optional(v.nullable(v.string())) });

// Requests. A message that names a limit is a function: a template of an imported constant would
// keep the schema in every bundle that imports this file, used or not.

/** A list's cursor: '' for the first page, else the one the previous page gave. */
const cursorField = v.optional(v.pipe(v.string('Expected a cursor'), v.regex(/^(\d{1,9})?$/, 'Expected a cursor of this list')), '');

/** GET /api/v2/assist/groupActivity {cursor}. */
export const GroupActivityQuery = v.object({ cursor: cursorField });
export type GroupActivityQuery = v.InferInput<typeof GroupActivityQuery>;

/** GET /api/v2/assist/groupStats {cursor, sort}. */
export const GroupStatsQuery = v.object({
  cursor: cursorField,
  sort: v.optional(v.picklist(GROUP_STATS_SORTS, () => `Expected sort ${GROUP_STATS_SORTS.join(', ')}`), 'sketches'),
});
export type GroupStatsQuery = v.InferInput<typeof GroupStatsQuery>;

/** GET /api/v2/assist/features {queue: 1}. */
export const FeatureQueueQuery = v.object({ queue: v.optional(v.picklist(['1'], 'Expected queue=1')) });
export type FeatureQueueQuery = v.InferInput<typeof FeatureQueueQuery>;

const adminMessage = v.pipe(v.string('Expected a message'), v.trim(), v.maxLength(ADMIN_MESSAGE_MAX, () => `A message has at most ${ADMIN_MESSAGE_MAX} characters`));

/** POST /api/v2/assist/groupFeatures {cursor}: a page of the new feature requests (no action). */
export const GroupFeatureListBody = v.object({ cursor: cursorField, action: v.optional(v.undefined()) });
export type GroupFeatureListBody = v.InferInput<typeof GroupFeatureListBody>;

/** POST /api/v2/assist/groupFeatures {action: approve | reject, id, group, message}: approving needs a message. */
export const GroupFeatureDecisionBody = v.object({
  action: v.picklist(['approve', 'reject'], "Expected action 'approve' or 'reject'"),
  id: idField,
  group: idField,
  message: v.optional(adminMessage, ''),
});
export type GroupFeatureDecisionBody = v.InferInput<typeof GroupFeatureDecisionBody>;

/** POST /api/v2/assist/groupFeatures's two bodies, told apart by `action`. */
export const GroupFeaturesBody = v.variant('action', [GroupFeatureDecisionBody, GroupFeatureListBody], "Expected action 'approve' or 'reject'");

/** POST /api/v2/assist/groupMod {id, official}. */
export const GroupModBody = v.object({ id: idField, official: flagField });
export type GroupModBody = v.InferInput<typeof GroupModBody>;

const titleText = v.pipe(v.string('Expected a title'), v.maxLength(200, 'A title has at most 200 characters'));

/** POST /api/v2/assist/groupSuggest {groupId, groupTitle, sketchId, sketchTitle}. */
export const GroupSuggestBody = v.object({ groupId: idField, groupTitle: titleText, sketchId: idField, sketchTitle: titleText });
export type GroupSuggestBody = v.InferInput<typeof GroupSuggestBody>;

/** Rejecting a group request needs a message (the requester reads it). */
export const REJECT_MESSAGE_NEEDED = 'Rejecting a request needs a message.';

/** POST /api/v2/group {action: 'info', groupId}: groupId is an id or the name in a group link. */
export const GroupAdminInfoBody = v.object({
  action: v.literal('info'),
  groupId: v.union([idField, v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,80}$/, 'Expected a group id or name'))], 'Expected a group id or name'),
});
export type GroupAdminInfoBody = v.InferInput<typeof GroupAdminInfoBody>;

/** POST /api/v2/group {action: 'requestApprove', requestId}. */
export const GroupRequestApproveBody = v.object({ action: v.literal('requestApprove'), requestId: idField });
export type GroupRequestApproveBody = v.InferInput<typeof GroupRequestApproveBody>;

/** POST /api/v2/group {action: 'requestDelete', requestId, message, user}: the request is rejected, `user` (its requester) hears why. */
export const GroupRequestDeleteBody = v.object({
  action: v.literal('requestDelete'),
  requestId: idField,
  message: v.pipe(
    v.string('Expected a message'),
    v.trim(),
    v.minLength(1, REJECT_MESSAGE_NEEDED),
    v.maxLength(ADMIN_MESSAGE_MAX, () => `A message has at most ${ADMIN_MESSAGE_MAX} characters`),
  ),
  user: idField,
});
export type GroupRequestDeleteBody = v.InferInput<typeof GroupRequestDeleteBody>;
