// Requests and responses of POST /api/v2/group (spec part 2 §7) for the groups screen, the group page and
// the sketch page's group switches. The entities (Group, Group request, Group event) are the
// spec's (galleries.ts, community.ts); the response wrappers are ours.
import * as v from 'valibot';
import { GROUP_DESCRIPTION_MAX, GROUP_FILL_IN_ALL, GROUP_NEED_THUMBNAIL, GROUP_SEARCH_MAX, GROUP_TITLE_MAX } from '../../lib/groupLimits';
import { IdSchema } from './common';
import { GroupEventSchema, GroupRequestSchema } from './community';
import { GroupSchema } from './galleries';
import { idField, pageField } from './requestFields';
import { UserSummarySchema } from './users';
import { oneLine } from '../../lib/oneLine';

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

// The actions' bodies. A message that names a limit is a function: a template of an imported
// constant would keep the schema in every bundle that imports this file, used or not.

/** {action: 'sketches', groupId, page}: the group's gallery, newest additions first. */
export const GroupSketchesBody = v.object({ action: v.literal('sketches'), groupId: idField, page: pageField });
export type GroupSketchesBody = v.InferInput<typeof GroupSketchesBody>;

// A group's name as the server stores and compares it is on one line (oneLine): trimmed, each
// run of white space (a newline, a tab, two spaces) one space, so 'Ink  Club' is not a second Ink Club.
const requiredTitle = v.pipe(
  v.string(GROUP_FILL_IN_ALL),
  v.transform(oneLine),
  v.minLength(1, GROUP_FILL_IN_ALL),
  v.maxLength(GROUP_TITLE_MAX, () => `At most ${GROUP_TITLE_MAX} characters`),
);
const requiredDescription = v.pipe(
  v.string(GROUP_FILL_IN_ALL),
  v.trim(),
  v.minLength(1, GROUP_FILL_IN_ALL),
  v.maxLength(GROUP_DESCRIPTION_MAX, () => `At most ${GROUP_DESCRIPTION_MAX} characters`),
);

/**
 * {action: 'request', title, description, thumbnail}: thumbnail is a sketch link, or its id as text
 * or a number. A field left out says the spec's words as an empty one does (the object's message
 * is the one of a missing key, named by the issue's path: the variant has checked that the body is
 * an object).
 */
export const GroupRequestCreateBody = v.object(
  {
    action: v.literal('request'),
    title: requiredTitle,
    description: requiredDescription,
    thumbnail: v.union([idField, v.pipe(v.string(GROUP_NEED_THUMBNAIL), v.maxLength(2000, GROUP_NEED_THUMBNAIL))], GROUP_NEED_THUMBNAIL),
  },
  (issue) => (issue.path?.[0]?.key === 'thumbnail' ? GROUP_NEED_THUMBNAIL : GROUP_FILL_IN_ALL),
);
export type GroupRequestCreateBody = v.InferInput<typeof GroupRequestCreateBody>;

/** {action: 'requestVote', requestId}: once per user. */
export const GroupRequestVoteBody = v.object({ action: v.literal('requestVote'), requestId: idField });
export type GroupRequestVoteBody = v.InferInput<typeof GroupRequestVoteBody>;

/** {action: 'requests'}: the open requests. */
export const GroupRequestsBody = v.object({ action: v.literal('requests') });
export type GroupRequestsBody = v.InferInput<typeof GroupRequestsBody>;

/** {action: 'search', query}: '' lists every group. */
export const GroupSearchBody = v.object({
  action: v.literal('search'),
  query: v.pipe(v.string('Expected a search text'), v.trim(), v.maxLength(GROUP_SEARCH_MAX, () => `A search has at most ${GROUP_SEARCH_MAX} characters`)),
});
export type GroupSearchBody = v.InferInput<typeof GroupSearchBody>;

/** {action: 'query', groupId}: the group page. */
export const GroupQueryBody = v.object({ action: v.literal('query'), groupId: idField });
export type GroupQueryBody = v.InferInput<typeof GroupQueryBody>;

/** {action: 'groupsForUser', userId?}: the signed-in user's groups without a userId. */
export const GroupsForUserBody = v.object({ action: v.literal('groupsForUser'), userId: v.optional(idField) });
export type GroupsForUserBody = v.InferInput<typeof GroupsForUserBody>;

/** {action: 'events'}: the running events. */
export const GroupEventsBody = v.object({ action: v.literal('events') });
export type GroupEventsBody = v.InferInput<typeof GroupEventsBody>;

/** {action: 'add' | 'remove', groupId, sketchId}: the sketch's owner puts it in a group or takes it out. */
export const GroupSketchAddBody = v.object({ action: v.literal('add'), groupId: idField, sketchId: idField });
export type GroupSketchAddBody = v.InferInput<typeof GroupSketchAddBody>;
export const GroupSketchRemoveBody = v.object({ action: v.literal('remove'), groupId: idField, sketchId: idField });
export type GroupSketchRemoveBody = v.InferInput<typeof GroupSketchRemoveBody>;
