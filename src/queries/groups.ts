// Groups: the lists of the groups screen's tabs and the group page. A request or a vote makes
// the request list stale; adding a sketch to a group makes that group's page and gallery stale.
import { fetchGroupEvents, fetchGroupInfo, fetchGroupRequests, fetchGroupsForUser, searchGroups } from '../api/groups';
import type { QueryDef } from '../api/query';
import type { GroupEventList, GroupInfo, GroupList, GroupRequestList } from '../api/schemas/groups';

export const groupKeys = {
  all: ['groups'] as const,
  search: (query: string) => ['groups', 'search', query] as const,
  forUser: (userId: number) => ['groups', 'forUser', userId] as const,
  events: ['groups', 'events'] as const,
  requests: (viewerId: number | null) => ['groups', 'requests', viewerId] as const,
  requestsAll: ['groups', 'requests'] as const,
  info: (groupId: number, viewerId: number | null) => ['groups', 'info', groupId, viewerId] as const,
};

/** '' is every group (All Groups). */
export const groupSearchQuery = (query: string): QueryDef<GroupList> => ({ key: groupKeys.search(query), fetch: (signal) => searchGroups(query, signal) });
export const userGroupsQuery = (userId: number): QueryDef<GroupList> => ({ key: groupKeys.forUser(userId), fetch: (signal) => fetchGroupsForUser(userId, signal) });
export const groupEventsQuery = (): QueryDef<GroupEventList> => ({ key: groupKeys.events, fetch: (signal) => fetchGroupEvents(signal) });
/** Keyed by viewer: `voted` is the viewer's. */
export const groupRequestsQuery = (viewerId: number | null): QueryDef<GroupRequestList> => ({
  key: groupKeys.requests(viewerId),
  fetch: (signal) => fetchGroupRequests(signal),
});
export const groupInfoQuery = (groupId: number, viewerId: number | null): QueryDef<GroupInfo> => ({
  key: groupKeys.info(groupId, viewerId),
  fetch: (signal) => fetchGroupInfo(groupId, signal),
});
