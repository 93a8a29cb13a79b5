// Groups (spec part 2 §7): the actions of POST /api/v2/group the groups screen, the group page
// and the sketch page's group switches use. The group gallery is in galleries.ts.
import { post } from './client';
import {
  GroupEventListSchema,
  GroupInfoSchema,
  GroupListSchema,
  GroupRequestCreatedSchema,
  GroupRequestListSchema,
  GroupRequestVoteSchema,
  SketchGroupsSchema,
  type GroupEventsBody,
  type GroupQueryBody,
  type GroupRequestCreateBody,
  type GroupRequestsBody,
  type GroupRequestVoteBody,
  type GroupSearchBody,
  type GroupSketchAddBody,
  type GroupSketchRemoveBody,
  type GroupsForUserBody,
} from './schemas/groups';

const GROUP = '/api/v2/group';

/** Groups matching `query`; '' lists every group (the All Groups tab). */
export const searchGroups = (query: string, signal?: AbortSignal) => post(GROUP, { action: 'search', query } satisfies GroupSearchBody, GroupListSchema, { signal });
/** The groups of a user, the signed-in user's without one. */
export const fetchGroupsForUser = (userId: number | null, signal?: AbortSignal) =>
  post(GROUP, (userId === null ? { action: 'groupsForUser' } : { action: 'groupsForUser', userId }) satisfies GroupsForUserBody, GroupListSchema, { signal });
export const fetchGroupEvents = (signal?: AbortSignal) => post(GROUP, { action: 'events' } satisfies GroupEventsBody, GroupEventListSchema, { signal });
export const fetchGroupRequests = (signal?: AbortSignal) => post(GROUP, { action: 'requests' } satisfies GroupRequestsBody, GroupRequestListSchema, { signal });
export const fetchGroupInfo = (groupId: number, signal?: AbortSignal) => post(GROUP, { action: 'query', groupId } satisfies GroupQueryBody, GroupInfoSchema, { signal });

export const requestGroup = (draft: { title: string; description: string; thumbnail: string }) =>
  post(GROUP, { action: 'request', ...draft } satisfies GroupRequestCreateBody, GroupRequestCreatedSchema);
export const voteGroupRequest = (requestId: number) => post(GROUP, { action: 'requestVote', requestId } satisfies GroupRequestVoteBody, GroupRequestVoteSchema);

export const addSketchToGroup = (groupId: number, sketchId: number) => post(GROUP, { action: 'add', groupId, sketchId } satisfies GroupSketchAddBody, SketchGroupsSchema);
export const removeSketchFromGroup = (groupId: number, sketchId: number) => post(GROUP, { action: 'remove', groupId, sketchId } satisfies GroupSketchRemoveBody, SketchGroupsSchema);
