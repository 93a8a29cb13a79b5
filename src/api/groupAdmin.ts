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
  type FeatureDecision,
  type GroupStatsSort,
  type GroupSuggestRequest,
} from './schemas/groupAdmin';
import { GroupRequestListSchema } from './schemas/groups';

export const fetchGroupActivity = (cursor: string, signal?: AbortSignal) => get('/api/v2/assist/groupActivity', GroupActivityPageSchema, { cursor }, { signal });
export const fetchGroupStats = (cursor: string, sort: GroupStatsSort, signal?: AbortSignal) =>
  get('/api/v2/assist/groupStats', GroupStatsPageSchema, { cursor, sort }, { signal });
export const fetchNewFeatures = (cursor: string, signal?: AbortSignal) => post('/api/v2/assist/groupFeatures', { cursor }, GroupFeaturePageSchema, { signal });
export const decideFeature = (decision: FeatureDecision) => post('/api/v2/assist/groupFeatures', decision, OkSchema);
export const fetchFeatureQueue = (signal?: AbortSignal) => get('/api/v2/assist/features', FeatureQueueSchema, { queue: 1 }, { signal });
export const setGroupOfficial = (id: number, official: boolean) => post('/api/v2/assist/groupMod', { id, official }, GroupModSchema);
export const suggestToGroup = (request: GroupSuggestRequest) => post('/api/v2/assist/groupSuggest', request, GroupSuggestSchema);

/** A group by id or by the name in a group link (the suggest form resolves its link with it). */
export const fetchGroupAdminInfo = (groupId: number | string, signal?: AbortSignal) => post('/api/v2/group', { action: 'info', groupId }, GroupAdminInfoSchema, { signal });
export const fetchGroupRequests = (signal?: AbortSignal) => post('/api/v2/group', { action: 'requests' }, GroupRequestListSchema, { signal });
export const approveGroupRequest = (requestId: number) => post('/api/v2/group', { action: 'requestApprove', requestId }, RequestApproveSchema);
export const deleteGroupRequest = (requestId: number, message: string, user: number) => post('/api/v2/group', { action: 'requestDelete', requestId, message, user }, OkSchema);
/** Whether a sketch link resolves: the sketch's id and title. */
export const fetchSuggestSketch = (id: number, signal?: AbortSignal) => get(`/api/v2/sketchInfo/${id}`, SuggestSketchSchema, undefined, { signal });
