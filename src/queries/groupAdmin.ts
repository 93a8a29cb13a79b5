// Group admin's lists (spec part 2 §2): the activity log, the group statistics by sort, the new
// feature requests (each paged by the server's cursor), the open group requests and the feature
// queue; and what a decision makes stale.
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { endlessList, type Page } from './endlessList';
import { fetchFeatureQueue, fetchGroupActivity, fetchGroupRequests, fetchGroupStats, fetchNewFeatures } from '../api/groupAdmin';
import type { GroupActivityItem, GroupFeature, GroupStat, GroupStatsSort, QueuedFeature } from '../api/schemas/groupAdmin';
import type { GroupRequest } from '../api/schemas/community';

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

/** Takes a decided item out of a cached list at once (spec §4: it is then removed). */
export function dropFromList<T extends { id: number }>(key: readonly unknown[], id: number): void {
  queryClient.setQueryData<{ items: T[] } | T[]>(key, (old) => {
    if (!old) return old;
    if (Array.isArray(old)) return old.filter((item) => item.id !== id);
    return { ...old, items: old.items.filter((item) => item.id !== id) };
  });
}

/** After a decision: the lists it changes read afresh when next shown. */
export const invalidateGroupAdmin = () => queryClient.invalidateQueries({ queryKey: groupAdminKeys.all });
