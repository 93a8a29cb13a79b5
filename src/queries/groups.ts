// Groups: the lists of the groups screen's tabs and the group page, and the writes of the Requests
// tab. A request or a vote makes the request list stale; adding a sketch to a group makes that
// group's page and gallery stale.
import { queryOptions, useMutation, useMutationState } from '@tanstack/react-query';
import { fetchGroupEvents, fetchGroupInfo, fetchGroupRequests, fetchGroupsForUser, requestGroup, searchGroups, voteGroupRequest } from '../api/groups';
import { queryClient } from '../api/queryClient';
import type { GroupEventList, GroupInfo, GroupList, GroupRequestList } from '../api/schemas/groups';
import { optimisticKey, optimisticWrite } from './optimistic';

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

/** The viewer's vote on one request: counted at once, taken back if the server refuses it. */
const withVote = (list: GroupRequestList, requestId: number, step: 1 | -1): GroupRequestList => ({
  requests: list.requests.map((request) => (request.id === requestId ? { ...request, voted: step === 1, upvotes: request.upvotes + step } : request)),
});

/**
 * Votes a group request up: the list shows the vote at once (an answer of a read that left
 * before does not paint over it), goes back when the server refuses, and is read again once the
 * votes are settled; `onRefused` says why (for every vote, not only the latest).
 */
export function useVoteGroupRequest(viewerId: number, onRefused: (error: Error, requestId: number) => unknown) {
  const write = optimisticWrite<GroupRequestList, number>(groupKeys.requests(viewerId), {
    apply: (list, requestId) => withVote(list, requestId, 1),
    revert: (list, requestId) => withVote(list, requestId, -1),
  });
  return useMutation({
    mutationFn: (requestId: number) => voteGroupRequest(requestId),
    ...write,
    onError: (error, requestId) => {
      write.onError(error, requestId);
      // The vote stays pending (its button disabled) until the alert is closed.
      return onRefused(error, requestId);
    },
  });
}

/** The requests whose vote is still being written. */
export function usePendingVotes(viewerId: number): number[] {
  return useMutationState({
    filters: { mutationKey: optimisticKey(groupKeys.requests(viewerId)), status: 'pending' },
    select: (mutation) => mutation.state.variables as number,
  });
}

/** Sends a request for a new group; every viewer's request list is read again (the dialog does not wait for it). */
export function useRequestGroup() {
  return useMutation({
    mutationFn: (draft: { title: string; description: string; thumbnail: string }) => requestGroup(draft),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupKeys.requestsAll }),
  });
}
