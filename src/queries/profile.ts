// Profiles and fans as reads of the query layer, and what a fan, unfan, block or unblock makes
// stale. A profile is keyed by the address's user part (an id, a nickname or a patron name); the
// viewer is not in the keys because a change of viewer empties the cache (stores/session.ts).
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { ApiError } from '../api/client';
import { fetchBlocked } from '../api/users';
import { fetchFanList, fetchFanOf, fetchLikes, fetchPatron, fetchProfile } from '../api/profile';
import { endlessList, type Page } from './endlessList';
import type { Profile } from '../api/schemas/profile';
import type { SketchCard } from '../api/schemas/sketchCards';
import type { BlockedResponse, FanListItem } from '../api/schemas/users';
import type { FanTab } from '../lib/profile';

export const profileKeys = {
  all: ['profile'] as const,
  one: (ref: string) => ['profile', 'one', ref] as const,
  fans: (tab: FanTab, userId: number) => ['profile', 'fans', tab, userId] as const,
  likes: (userId: number) => ['profile', 'likes', userId] as const,
  blocked: ['profile', 'blocked'] as const,
};

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The profile an address names. /user/{ref}: an id or a nickname, then a patron name; a bare
 * /{ref} (the fallback of unknown paths): a patron name first, then a nickname.
 */
export function profileQuery(ref: string, patronFirst = false) {
  return queryOptions({
    queryKey: profileKeys.one(patronFirst ? `/${ref}` : ref),
    queryFn: async (): Promise<Profile> => {
      const first = patronFirst ? () => fetchPatron(ref) : () => fetchProfile(ref, false);
      const second = patronFirst ? () => fetchProfile(ref, false) : () => fetchPatron(ref);
      try {
        return await first();
      } catch (error) {
        if (!isNotFound(error) || /^\d+$/.test(ref)) throw error;
        return second();
      }
    },
  });
}

/**
 * A fan list: the user's fans or whom they are a fan of, by cursor ('' from the server is the
 * end). With `checkFollowed` (the owner's own Fans list), each page is completed by the fan status
 * check: whether the owner is a fan of each of those fans already.
 */
export function fanListDef(tab: FanTab, userId: number, checkFollowed = false) {
  return endlessList([...profileKeys.fans(tab, userId), checkFollowed], async (cursor): Promise<Page<FanListItem & { followed?: boolean }>> => {
    const page = await fetchFanList(tab === 'fans' ? 'followers' : 'following', userId, cursor === null ? '' : String(cursor));
    const next = page.cursor || null;
    if (!checkFollowed || !page.items.length) return { items: page.items, next };
    const followed = await fetchFanOf(page.items.map((i) => i.id));
    return { items: page.items.map((i) => ({ ...i, followed: followed[String(i.id)] === true })), next };
  });
}

/** The sketches the user liked, 25 a page. */
export function likesListDef(userId: number) {
  return endlessList(profileKeys.likes(userId), async (cursor): Promise<Page<SketchCard>> => {
    const page = typeof cursor === 'number' ? cursor : 1;
    const body = await fetchLikes(userId, page);
    return { items: body.sketches, next: body.next };
  });
}

/** Whom the signed-in user blocks, with their cards (the owner's Blocks tab). */
export const blockedUsersQuery = () =>
  queryOptions({ queryKey: profileKeys.blocked, queryFn: (): Promise<BlockedResponse> => fetchBlocked({ infos: true }) });

/** After a fan, unfan, block or unblock: profiles, fan lists and everything listing users or their sketches. */
export function invalidateAfterRelationChange(): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: profileKeys.all }), queryClient.invalidateQueries({ queryKey: ['blocked'] }), queryClient.invalidateQueries({ queryKey: ['directory'] }), queryClient.invalidateQueries({ queryKey: ['artistSearch'] })]);
}
