// Groups: the lists of the groups screen's tabs and the group page. A request or a vote makes
// the request list stale; adding a sketch to a group makes that group's page and gallery stale.
import { queryOptions } from '@tanstack/react-query';
import { fetchGroupEvents, fetchGroupInfo, fetchGroupRequests, fetchGroupsForUser, searchGroups } from '../api/groups';
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
export const groupSearchQuery = (query: string) =>
  queryOptions({ queryKey: groupKeys.search(query), queryFn: (): Promise<GroupList> => searchGroups(query) });
export const userGroupsQuery = (userId: number) =>
  queryOptions({ queryKey: groupKeys.forUser(userId), queryFn: (): Promise<GroupList> => fetchGroupsForUser(userId) });
export const groupEventsQuery = () =>
  queryOptions({ queryKey: groupKeys.events, queryFn: (): Promise<GroupEventList> => fetchGroupEvents() });
/** Keyed by viewer: `voted` is the viewer's. */
export const groupRequestsQuery = (viewerId: number | null) =>
  queryOptions({ queryKey: groupKeys.requests(viewerId), queryFn: (): Promise<GroupRequestList> => fetchGroupRequests() });
export const groupInfoQuery = (groupId: number, viewerId: number | null) =>
  queryOptions({ queryKey: groupKeys.info(groupId, viewerId), queryFn: (): Promise<GroupInfo> => fetchGroupInfo(groupId) });
