// Responses of POST /api/v2/group (spec part 2 §7) for the groups screen, the group page and
// the sketch page's group switches. The entities (Group, Group request, Group event) are the
// spec's (galleries.ts, community.ts); the response wrappers are ours.
import * as v from 'valibot';
import { IdSchema } from './common';
import { GroupEventSchema, GroupRequestSchema } from './community';
import { GroupSchema } from './galleries';
import { UserSummarySchema } from './users';

/** {action: 'search', query} ('' lists every group), {action: 'groupsForUser', userId?}. */
export const GroupListSchema = /*@__PURE__*/ v.object({ groups: /*@__PURE__*/ v.array(GroupSchema) });
export type GroupList = v.InferOutput<typeof GroupListSchema>;

/** {action: 'requests'}: the open requests, most upvotes first. */
export const GroupRequestListSchema = /*@__PURE__*/ v.object({ requests: /*@__PURE__*/ v.array(GroupRequestSchema) });
export type GroupRequestList = v.InferOutput<typeof GroupRequestListSchema>;

/** {action: 'request', title, description, thumbnail}: the new request. */
export const GroupRequestCreatedSchema = /*@__PURE__*/ v.object({ request: GroupRequestSchema });
export type GroupRequestCreated = v.InferOutput<typeof GroupRequestCreatedSchema>;

/** {action: 'requestVote', requestId}: the request's count after the vote. */
export const GroupRequestVoteSchema = /*@__PURE__*/ v.object({ id: IdSchema, upvotes: /*@__PURE__*/ v.number(), voted: /*@__PURE__*/ v.literal(true) });
export type GroupRequestVote = v.InferOutput<typeof GroupRequestVoteSchema>;

/** {action: 'events'}: the events still running, the soonest to end first. */
export const GroupEventListSchema = /*@__PURE__*/ v.object({ events: /*@__PURE__*/ v.array(GroupEventSchema) });
export type GroupEventList = v.InferOutput<typeof GroupEventListSchema>;

/** {action: 'query', groupId}: the group page. `officials` are the group's admins. */
export const GroupInfoSchema = /*@__PURE__*/ v.object({
  group: GroupSchema,
  events: /*@__PURE__*/ v.array(GroupEventSchema),
  officials: /*@__PURE__*/ v.array(UserSummarySchema),
  member: /*@__PURE__*/ v.boolean(),
});
export type GroupInfo = v.InferOutput<typeof GroupInfoSchema>;

/** {action: 'add' | 'remove', groupId, sketchId}: the sketch's groups afterwards. */
export const SketchGroupsSchema = /*@__PURE__*/ v.object({
  sketchId: IdSchema,
  groups: /*@__PURE__*/ v.array(/*@__PURE__*/ v.object({ id: IdSchema, title: /*@__PURE__*/ v.string() })),
});
export type SketchGroups = v.InferOutput<typeof SketchGroupsSchema>;
