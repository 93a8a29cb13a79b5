// Profiles and fans as reads of the query layer, and the writes on them: fan, unfan, block and
// unblock (shown at once where the screen shows them; what they make stale is relations.ts's), a
// fan's notification settings. A profile is keyed by the address's user part (an id, a nickname
// or a patron name); the viewer is not in the keys because a change of viewer empties the cache
// (stores/session.ts).
import { queryOptions, useIsMutating, useMutation, type QueryKey } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { ApiError } from '../api/client';
import { block, fetchBlocked, fan, unblock, unfan } from '../api/users';
import { fetchFanList, fetchFanOf, fetchLikes, fetchPatron, fetchProfile, setFanNotify } from '../api/profile';
import { endlessList, type ListData, type Page } from './endlessList';
import { optimisticKey, optimisticWrite, type OptimisticChange } from './optimistic';
import type { FanNotifyKind, Profile } from '../api/schemas/profile';
import type { SketchCard } from '../api/schemas/sketchCards';
import type { BlockedResponse, FanListItem } from '../api/schemas/users';
import type { FanTab } from '../lib/profile';
import { invalidateAfterRelationChange, updateViewer, withId, without, type RelationChange, type RelationWrite } from './relations';

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

/** A card of a fan list; `followed` is set on the owner's own Fans list (the fan status check). */
export type FanCardItem = FanListItem & { followed?: boolean };
export type FanPage = Page<FanCardItem>;

/**
 * The cursor of the page after a fan list page, or null when the list has no more: the server
 * ends a list with either an empty cursor (spec part 2 §3, line 113: "an empty cursor means end")
 * or 'end' (spec part 2 §4, line 140: "cursor 'end' means no more"), never to be asked for.
 */
export const fanListNextCursor = (cursor: string): string | null => (cursor === '' || cursor === 'end' ? null : cursor);

/**
 * A fan list: the user's fans or whom they are a fan of, by cursor ('' or 'end' from the server is
 * the end: fanListNextCursor). With `checkFollowed` (the owner's own Fans list), each page is
 * completed by the fan status check: whether the owner is a fan of each of those fans already.
 */
export function fanListDef(tab: FanTab, userId: number, checkFollowed = false) {
  return endlessList([...profileKeys.fans(tab, userId), checkFollowed], async (cursor): Promise<FanPage> => {
    const page = await fetchFanList(tab === 'fans' ? 'followers' : 'following', userId, cursor === null ? '' : String(cursor));
    const next = fanListNextCursor(page.cursor);
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

const RELATION_CALLS: Record<RelationChange, (userId: number) => Promise<unknown>> = { fan, unfan, block, unblock };
const UNDONE: Record<RelationChange, RelationChange> = { fan: 'unfan', unfan: 'fan', block: 'unblock', unblock: 'block' };

/**
 * The mutation options of a relation change whose effect the screen shows at once in the read
 * `key` (`change` makes it there and takes it back on a refusal). Once the server agreed, the
 * viewer's lists follow; once the last change on `key` settled, everything showing relations is
 * read again (the write stays pending until then, so its controls stay disabled until the page
 * shows what the server holds).
 */
function relationWrite<Data>(key: QueryKey, change: OptimisticChange<Data, RelationWrite>) {
  const write = optimisticWrite<Data, RelationWrite>(key, change);
  return {
    mutationFn: ({ userId, change: what }: RelationWrite) => RELATION_CALLS[what](userId),
    ...write,
    onSuccess: (_answer: unknown, relation: RelationWrite) => updateViewer(relation),
    onSettled: () => {
      // This write still counts as running here: 1 means no other write of the key is pending.
      if (queryClient.isMutating({ mutationKey: write.mutationKey }) <= 1) return invalidateAfterRelationChange();
    },
  };
}

/** A profile as a relation change leaves it: the fan button and count, the block button. */
function profileWith(profile: Profile, { change }: RelationWrite): Profile {
  switch (change) {
    case 'fan':
      return { ...profile, isFanOf: true, fans: profile.fans + 1 };
    case 'unfan':
      return { ...profile, isFanOf: false, fans: profile.fans - 1 };
    case 'block':
      // A block ends the viewer's fandom too (the server's addBlock).
      return { ...profile, blocking: true, isFanOf: false, fans: profile.isFanOf ? profile.fans - 1 : profile.fans };
    case 'unblock':
      return { ...profile, blocking: false };
  }
}

/**
 * Fan, unfan, block or unblock from a profile (cached under `profileKey`): its buttons and fan
 * count change at once and go back if the server refuses.
 */
export function useProfileRelation(profileKey: QueryKey) {
  return useMutation(
    relationWrite<Profile>(profileKey, {
      apply: profileWith,
      revert: (profile, relation) => profileWith(profile, { ...relation, change: UNDONE[relation.change] }),
    }),
  );
}

/** Whether a relation change on the profile cached under `profileKey` is still being written (a fan shown at once is not one on the server yet). */
export function useRelationPending(profileKey: QueryKey): boolean {
  return useIsMutating({ mutationKey: optimisticKey(profileKey) }) > 0;
}

const withFollowed = (list: ListData<FanPage>, userId: number, followed: boolean): ListData<FanPage> => ({
  ...list,
  pages: list.pages.map((page) => (page.items.some((item) => item.id === userId) ? { ...page, items: page.items.map((item) => (item.id === userId ? { ...item, followed } : item)) } : page)),
});

/** Becoming a fan of a fan from the owner's own Fans list (`listKey`): their follow icon turns into the check at once. */
export function useFollowFan(listKey: QueryKey) {
  return useMutation(
    relationWrite<ListData<FanPage>>(listKey, {
      apply: (list, { userId }) => withFollowed(list, userId, true),
      revert: (list, { userId }) => withFollowed(list, userId, false),
    }),
  );
}

const withBlock = (blocked: BlockedResponse, userId: number, blocking: boolean): BlockedResponse => ({
  ...blocked,
  blocks: blocking ? withId(blocked.blocks, userId) : without(blocked.blocks, userId),
});

/** Unblocking from the owner's Blocks tab: the user leaves the list at once, and comes back if the server refuses. */
export function useUnblockFromList() {
  return useMutation(
    relationWrite<BlockedResponse>(profileKeys.blocked, {
      apply: (blocked, { userId }) => withBlock(blocked, userId, false),
      revert: (blocked, { userId }) => withBlock(blocked, userId, true),
    }),
  );
}

export interface FanNotifyWrite {
  which: FanNotifyKind;
  value: boolean;
}

/** A fan's notification setting for the profile's user (cached under `profileKey`): the profile keeps the server's answer. */
export function useFanNotify(profileKey: QueryKey, userId: number) {
  return useMutation({
    mutationFn: ({ which, value }: FanNotifyWrite) => setFanNotify(userId, which, value),
    onSuccess: (settings) => queryClient.setQueryData<Profile>(profileKey, (profile) => profile && { ...profile, ...settings }),
  });
}
