// Group admin's lists (spec part 2 §2): the activity log, the group statistics by sort, the new
// feature requests (each paged by the server's cursor), the open group requests and the feature
// queue; and what a decision makes stale.
import { fetchFeatureQueue, fetchGroupActivity, fetchGroupRequests, fetchGroupStats, fetchNewFeatures } from '../api/groupAdmin';
import type { InfiniteDef, QueryDef } from '../api/query';
import { queryCache } from '../api/query';
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

export const groupActivityDef = (): InfiniteDef<GroupActivityItem> => ({
  key: groupAdminKeys.activity,
  fetchPage: async (cursor, signal) => {
    const page = await fetchGroupActivity(cursorOf(cursor), signal);
    return { items: page.items, next: nextOf(page.cursor) };
  },
});

export const groupStatsDef = (sort: GroupStatsSort): InfiniteDef<GroupStat> => ({
  key: groupAdminKeys.stats(sort),
  fetchPage: async (cursor, signal) => {
    const page = await fetchGroupStats(cursorOf(cursor), sort, signal);
    return { items: page.groups, next: nextOf(page.cursor) };
  },
});

export const newFeaturesDef = (): InfiniteDef<GroupFeature> => ({
  key: groupAdminKeys.features,
  fetchPage: async (cursor, signal) => {
    const page = await fetchNewFeatures(cursorOf(cursor), signal);
    return { items: page.features, next: nextOf(page.cursor) };
  },
});

export const groupRequestsQuery = (): QueryDef<GroupRequest[]> => ({
  key: groupAdminKeys.requests,
  fetch: async (signal) => (await fetchGroupRequests(signal)).requests,
});

export const featureQueueQuery = (): QueryDef<QueuedFeature[]> => ({
  key: groupAdminKeys.queue,
  fetch: async (signal) => (await fetchFeatureQueue(signal)).sketches,
});

/** Takes a decided item out of a cached list at once (spec §4: it is then removed). */
export function dropFromList<T extends { id: number }>(key: readonly unknown[], id: number): void {
  queryCache.setData<{ items: T[] } | T[]>(key, (old) => {
    if (!old) return old;
    if (Array.isArray(old)) return old.filter((item) => item.id !== id);
    return { ...old, items: old.items.filter((item) => item.id !== id) };
  });
}

/** After a decision: the lists it changes read afresh when next shown. */
export const invalidateGroupAdmin = () => queryCache.invalidate(groupAdminKeys.all);
