// Responses of POST /api/v2/group (spec part 2 §7) for the groups screen, the group page and
// the sketch page's group switches. The entities (Group, Group request, Group event) are the
// spec's (galleries.ts, community.ts); the response wrappers are ours.
import * as v from 'valibot';
import { IdSchema } from './common';
import { GroupEventSchema, GroupRequestSchema } from './community';
import { GroupSchema } from './galleries';
import { UserSummarySchema } from './users';

/** {action: 'search', query} ('' lists every group), {action: 'groupsForUser', userId?}. */
export const GroupListSchema = v.object({ groups: v.array(GroupSchema) });
export type GroupList = v.InferOutput<typeof GroupListSchema>;

/** {action: 'requests'}: the open requests, most upvotes first. */
export const GroupRequestListSchema = v.object({ requests: v.array(GroupRequestSchema) });
export type GroupRequestList = v.InferOutput<typeof GroupRequestListSchema>;

/** {action: 'request', title, description, thumbnail}: the new request. */
export const GroupRequestCreatedSchema = v.object({ request: GroupRequestSchema });
export type GroupRequestCreated = v.InferOutput<typeof GroupRequestCreatedSchema>;

/** {action: 'requestVote', requestId}: the request's count after the vote. */
export const GroupRequestVoteSchema = v.object({ id: IdSchema, upvotes: v.number(), voted: v.literal(true) });
export type GroupRequestVote = v.InferOutput<typeof GroupRequestVoteSchema>;

/** {action: 'events'}: the events still running, the soonest to end first. */
export const GroupEventListSchema = v.object({ events: v.array(GroupEventSchema) });
export type GroupEventList = v.InferOutput<typeof GroupEventListSchema>;

/** {action: 'query', groupId}: the group page. `officials` are the group's admins. */
export const GroupInfoSchema = v.object({
  group: GroupSchema,
  events: v.array(GroupEventSchema),
  officials: v.array(UserSummarySchema),
  member: v.boolean(),
});
export type GroupInfo = v.InferOutput<typeof GroupInfoSchema>;

/** {action: 'add' | 'remove', groupId, sketchId}: the sketch's groups afterwards. */
export const SketchGroupsSchema = v.object({
  sketchId: IdSchema,
  groups: v.array(v.object({ id: IdSchema, title: v.string() })),
});
export type SketchGroups = v.InferOutput<typeof SketchGroupsSchema>;
