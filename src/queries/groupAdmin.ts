// Group admin's lists (spec part 2 §2): the activity log, the group statistics by sort, the new
// feature requests (each paged by the server's cursor), the open group requests and the feature
// queue; and the decisions on them, each a mutation that takes the decided item out at once and
// has every group-admin list read again once it is settled (after a failure too: what another
// admin decided meanwhile leaves the list, instead of being offered again and again).
import { queryOptions, useMutation, useMutationState } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { endlessList, type ListData, type Page } from './endlessList';
import { optimisticKey, optimisticWrite } from './optimistic';
import {
  approveGroupRequest,
  decideFeature,
  deleteGroupRequest,
  fetchFeatureQueue,
  fetchGroupActivity,
  fetchGroupAdminInfo,
  fetchGroupRequests,
  fetchGroupStats,
  fetchNewFeatures,
  fetchSuggestSketch,
  setGroupOfficial,
  suggestToGroup,
} from '../api/groupAdmin';
import type { GroupActivityItem, GroupFeature, GroupStat, GroupStatsSort, QueuedFeature } from '../api/schemas/groupAdmin';
import type { GroupRequest } from '../api/schemas/community';
import type { Group } from '../api/schemas/galleries';

export const groupAdminKeys = {
  all: ['groupAdmin'] as const,
  activity: ['groupAdmin', 'activity'] as const,
  stats: (sort: GroupStatsSort) => ['groupAdmin', 'stats', sort] as const,
  requests: ['groupAdmin', 'requests'] as const,
  queue: ['groupAdmin', 'queue'] as const,
  features: ['groupAdmin', 'features'] as const,
};

/** The server's cursor as the list layer's: '' (the end) becomes null. */
const nextOf = (cursor: string) => (cursor === '' ? null : cursor);
const cursorOf = (cursor: unknown) => (typeof cursor === 'string' ? cursor : '');

export const groupActivityDef = () =>
  endlessList(groupAdminKeys.activity, async (cursor): Promise<Page<GroupActivityItem>> => {
    const page = await fetchGroupActivity(cursorOf(cursor));
    return { items: page.items, next: nextOf(page.cursor) };
  });

export const groupStatsDef = (sort: GroupStatsSort) =>
  endlessList(groupAdminKeys.stats(sort), async (cursor): Promise<Page<GroupStat>> => {
    const page = await fetchGroupStats(cursorOf(cursor), sort);
    return { items: page.groups, next: nextOf(page.cursor) };
  });

export const newFeaturesDef = () =>
  endlessList(groupAdminKeys.features, async (cursor): Promise<Page<GroupFeature>> => {
    const page = await fetchNewFeatures(cursorOf(cursor));
    return { items: page.features, next: nextOf(page.cursor) };
  });

export const groupRequestsQuery = () =>
  queryOptions({ queryKey: groupAdminKeys.requests, queryFn: async (): Promise<GroupRequest[]> => (await fetchGroupRequests()).requests });

export const featureQueueQuery = () =>
  queryOptions({ queryKey: groupAdminKeys.queue, queryFn: async (): Promise<QueuedFeature[]> => (await fetchFeatureQueue()).sketches });

type Listed = { id: number };

/** Takes a decided item out of a cached list at once (spec §4: it is then removed): a plain list, or every loaded page of an endless one. */
export function dropFromList<T extends Listed>(key: readonly unknown[], id: number): void {
  queryClient.setQueryData<T[] | ListData<Page<T>>>(key, (old) => {
    if (!old) return old;
    if (Array.isArray(old)) return old.filter((item) => item.id !== id);
    return { ...old, pages: old.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })) };
  });
}

/** After a decision: the lists it changes read afresh (the one on screen at once, every loaded page of it). */
export const invalidateGroupAdmin = () => queryClient.invalidateQueries({ queryKey: groupAdminKeys.all });

/** Approve makes the group of a request; reject sends the requester the message. */
export type RequestDecision = { request: GroupRequest; action: 'approve' } | { request: GroupRequest; action: 'reject'; message: string };
const requestDecisionKey = ['groupAdmin', 'decide', 'request'] as const;

/**
 * Decides an open group request. `onFailed` says why it failed (for every decision; the request
 * stays pending, its buttons disabled, until what it returns settles).
 */
export function useDecideGroupRequest(onFailed: (error: Error, decision: RequestDecision) => unknown) {
  return useMutation({
    mutationKey: requestDecisionKey,
    mutationFn: (decision: RequestDecision): Promise<unknown> =>
      decision.action === 'approve' ? approveGroupRequest(decision.request.id) : deleteGroupRequest(decision.request.id, decision.message, decision.request.user),
    onSuccess: (_answer, decision) => dropFromList(groupAdminKeys.requests, decision.request.id),
    onError: (error, decision) => onFailed(error, decision),
    onSettled: () => invalidateGroupAdmin(),
  });
}

/** The requests whose decision is on its way. */
export function usePendingRequestDecisions(): number[] {
  return useMutationState({
    filters: { mutationKey: requestDecisionKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as RequestDecision).request.id,
  });
}

/** Approve queues a feature request with the message for the artist; reject declines it. */
export interface FeatureDecision {
  feature: GroupFeature;
  action: 'approve' | 'reject';
  message: string;
}
const featureDecisionKey = ['groupAdmin', 'decide', 'feature'] as const;

/** Decides a new feature request; `onFailed` as for the group requests. */
export function useDecideFeature(onFailed: (error: Error, decision: FeatureDecision) => unknown) {
  return useMutation({
    mutationKey: featureDecisionKey,
    mutationFn: ({ feature, action, message }: FeatureDecision) => decideFeature({ action, id: feature.id, group: feature.group.id, message }),
    onSuccess: (_answer, { feature }) => dropFromList(groupAdminKeys.features, feature.id),
    onError: (error, decision) => onFailed(error, decision),
    onSettled: () => invalidateGroupAdmin(),
  });
}

/** The feature requests whose decision is on its way. */
export function usePendingFeatureDecisions(): number[] {
  return useMutationState({
    filters: { mutationKey: featureDecisionKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as FeatureDecision).feature.id,
  });
}

/** A group's official switch in the moderate tab (the groups by name). */
export interface OfficialSwitch {
  group: GroupStat;
  official: boolean;
}
const moderateKey = groupAdminKeys.stats('title');
const withOfficial = (list: ListData<Page<GroupStat>>, id: number, official: boolean): ListData<Page<GroupStat>> => ({
  ...list,
  pages: list.pages.map((page) => ({ ...page, items: page.items.map((group) => (group.id === id ? { ...group, official } : group)) })),
});

/**
 * Makes a group official or not: the switch shows the change at once (an answer of a read that
 * left before does not paint over it), goes back when the server refuses (only its own change),
 * and the list is read again once the switches are settled; `onRefused` says why (for every switch).
 */
export function useOfficialSwitch(onRefused: (error: Error, change: OfficialSwitch) => unknown) {
  const write = optimisticWrite<ListData<Page<GroupStat>>, OfficialSwitch>(moderateKey, {
    apply: (list, { group, official }) => withOfficial(list, group.id, official),
    revert: (list, { group, official }) => withOfficial(list, group.id, !official),
  });
  return useMutation({
    mutationFn: ({ group, official }: OfficialSwitch) => setGroupOfficial(group.id, official),
    ...write,
    // The other lists show the flag too (and the activity logs it): read when next shown.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupAdminKeys.all, refetchType: 'none' }),
    onError: (error, change) => {
      write.onError(error, change);
      return onRefused(error, change);
    },
  });
}

/** The groups whose official switch is being written. */
export function usePendingOfficial(): number[] {
  return useMutationState({
    filters: { mutationKey: optimisticKey(moderateKey), status: 'pending' },
    select: (mutation) => (mutation.state.variables as OfficialSwitch).group.id,
  });
}

/** A link of the suggest form that the server did not resolve (`cause` is its answer). */
export class SuggestLookupError extends Error {
  constructor(override readonly cause: unknown) {
    super('The group or sketch link did not resolve.');
    this.name = 'SuggestLookupError';
  }
}

export interface Suggested {
  group: Group;
  sketch: { id: number; title: string };
}

/**
 * Suggests a sketch to a group by the names in their links: both are resolved on the server
 * first (a failure there is a SuggestLookupError), then the feature request is made and the
 * lists are read again. `handlers` run for every suggestion.
 */
export function useSuggestToGroup(handlers: { onSuggested: (suggested: Suggested) => void; onFailed: (error: Error) => void }) {
  return useMutation({
    mutationFn: async ({ groupName, sketchId }: { groupName: string; sketchId: number }): Promise<Suggested> => {
      let found;
      try {
        found = await Promise.all([fetchGroupAdminInfo(groupName), fetchSuggestSketch(sketchId)]);
      } catch (error) {
        throw new SuggestLookupError(error);
      }
      const [{ group }, { id, title }] = found;
      await suggestToGroup({ groupId: group.id, groupTitle: group.title, sketchId: id, sketchTitle: title ?? '' });
      return { group, sketch: { id, title: title ?? '' } };
    },
    onSuccess: (suggested) => {
      handlers.onSuggested(suggested);
      void invalidateGroupAdmin();
    },
    onError: (error) => handlers.onFailed(error),
  });
}
