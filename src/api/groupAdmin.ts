// Group admin's calls (spec part 2 §7): the assist reads and writes, and the admin actions of
// POST /api/v2/group. Lists take the cursor of the previous page ('' for the first).
import { get, post } from './client';
import { OkSchema } from './schemas/common';
import {
  FeatureQueueSchema,
  GroupActivityPageSchema,
  GroupAdminInfoSchema,
  GroupFeaturePageSchema,
  GroupModSchema,
  GroupStatsPageSchema,
  GroupSuggestSchema,
  RequestApproveSchema,
  SuggestSketchSchema,
  type FeatureQueueQuery,
  type GroupActivityQuery,
  type GroupAdminInfoBody,
  type GroupFeatureDecisionBody,
  type GroupFeatureListBody,
  type GroupModBody,
  type GroupRequestApproveBody,
  type GroupRequestDeleteBody,
  type GroupStatsQuery,
  type GroupStatsSort,
  type GroupSuggestBody,
} from './schemas/groupAdmin';
import { GroupRequestListSchema, type GroupRequestsBody } from './schemas/groups';

export const fetchGroupActivity = (cursor: string, signal?: AbortSignal) => get('/api/v2/assist/groupActivity', GroupActivityPageSchema, { cursor } satisfies GroupActivityQuery, { signal });
export const fetchGroupStats = (cursor: string, sort: GroupStatsSort, signal?: AbortSignal) =>
  get('/api/v2/assist/groupStats', GroupStatsPageSchema, { cursor, sort } satisfies GroupStatsQuery, { signal });
export const fetchNewFeatures = (cursor: string, signal?: AbortSignal) => post('/api/v2/assist/groupFeatures', { cursor } satisfies GroupFeatureListBody, GroupFeaturePageSchema, { signal });
export const decideFeature = (decision: GroupFeatureDecisionBody) => post('/api/v2/assist/groupFeatures', decision, OkSchema);
export const fetchFeatureQueue = (signal?: AbortSignal) => get('/api/v2/assist/features', FeatureQueueSchema, { queue: '1' } satisfies FeatureQueueQuery, { signal });
export const setGroupOfficial = (id: number, official: boolean) => post('/api/v2/assist/groupMod', { id, official } satisfies GroupModBody, GroupModSchema);
export const suggestToGroup = (request: GroupSuggestBody) => post('/api/v2/assist/groupSuggest', request, GroupSuggestSchema);

/** A group by id or by the name in a group link (the suggest form resolves its link with it). */
export const fetchGroupAdminInfo = (groupId: number | string, signal?: AbortSignal) => post('/api/v2/group', { action: 'info', groupId } satisfies GroupAdminInfoBody, GroupAdminInfoSchema, { signal });
export const fetchGroupRequests = (signal?: AbortSignal) => post('/api/v2/group', { action: 'requests' } satisfies GroupRequestsBody, GroupRequestListSchema, { signal });
export const approveGroupRequest = (requestId: number) => post('/api/v2/group', { action: 'requestApprove', requestId } satisfies GroupRequestApproveBody, RequestApproveSchema);
export const deleteGroupRequest = (requestId: number, message: string, user: number) => post('/api/v2/group', { action: 'requestDelete', requestId, message, user } satisfies GroupRequestDeleteBody, OkSchema);
/** Whether a sketch link resolves: the sketch's id and title. */
export const fetchSuggestSketch = (id: number, signal?: AbortSignal) => get(`/api/v2/sketchInfo/${id}`, SuggestSketchSchema, undefined, { signal });
