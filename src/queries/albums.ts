// Albums and collections: a user's list, an album's info and its sketches (an endless list by
// cursor), which of the viewer's albums hold a sketch, and the writes on them. Every key starts
// with 'albums', so a change to any album refreshes them all.
import { queryOptions, useMutation, useMutationState } from '@tanstack/react-query';
import { addToAlbum, deleteAlbum, fetchAlbumInfo, fetchAlbumList, fetchAlbumMembership, fetchAlbumSketches, removeFromAlbum } from '../api/albums';
import { queryClient } from '../api/queryClient';
import type { AlbumMembership } from '../api/schemas/albums';
import type { SketchCard } from '../api/schemas/sketchCards';
import { endlessList, type Page } from './endlessList';
import { optimisticKey, optimisticWrite } from './optimistic';

export const albumKeys = {
  all: ['albums'] as const,
  lists: ['albums', 'list'] as const,
  list: (user: string) => ['albums', 'list', user] as const,
  /**
   * An album as its address names it, by its owner too (`user` as in the address; without it,
   * every address's): an id under another user's address is no album of theirs (404), and must
   * not show from the cache as if it were.
   */
  info: (albumId: number, user?: string | number) => ['albums', 'info', albumId, ...(user === undefined ? [] : [String(user)])] as const,
  sketches: (albumId: number, user?: string | number) => ['albums', 'sketches', albumId, ...(user === undefined ? [] : [String(user)])] as const,
  membership: (sketchId: number) => ['albums', 'membership', sketchId] as const,
};

/** `user` is the owner's id or nickname, as in the address. */
export const albumListQuery = (user: string) => queryOptions({ queryKey: albumKeys.list(user), queryFn: () => fetchAlbumList(user) });

export const albumInfoQuery = (user: string | number, albumId: number) =>
  queryOptions({ queryKey: albumKeys.info(albumId, user), queryFn: () => fetchAlbumInfo(user, albumId) });

export const albumSketchesList = (user: string | number, albumId: number) =>
  endlessList(albumKeys.sketches(albumId, user), async (cursor): Promise<Page<SketchCard>> => {
    const page = await fetchAlbumSketches(user, albumId, cursor === null ? null : String(cursor));
    return { items: page.sketches, next: page.more ? page.cursor : null };
  });

export type MembershipEntry = AlbumMembership['albums'][number];

export const membershipQuery = (sketchId: number) =>
  queryOptions({
    queryKey: albumKeys.membership(sketchId),
    queryFn: async (): Promise<MembershipEntry[]> => {
      const result = await fetchAlbumMembership(sketchId);
      return Array.isArray(result?.albums) ? result.albums : [];
    },
  });

/** An album's switch on a sketch page: in or out of the album. */
export interface MembershipSwitch {
  albumId: number;
  member: boolean;
}

const withMember = (list: MembershipEntry[], { albumId, member }: MembershipSwitch) => list.map((entry) => (entry.id === albumId ? { ...entry, member } : entry));

/**
 * Puts a sketch in an album or takes it out: the switch shows the change at once and goes back
 * when the server refuses; `onRefused` says why (for every switch: the callbacks given to
 * mutate() would only run for the latest one).
 */
export function useMembershipSwitch(sketchId: number, onRefused: (error: Error, change: MembershipSwitch) => void) {
  const write = optimisticWrite<MembershipEntry[], MembershipSwitch>(albumKeys.membership(sketchId), {
    apply: withMember,
    revert: (list, change) => withMember(list, { ...change, member: !change.member }),
  });
  return useMutation({
    mutationFn: ({ albumId, member }: MembershipSwitch) => (member ? addToAlbum(albumId, sketchId) : removeFromAlbum(albumId, sketchId)),
    ...write,
    onError: (error, change) => {
      write.onError(error, change);
      onRefused(error, change);
    },
  });
}

/** The albums whose switch on this sketch is still being written (each answers one flip at a time). */
export function usePendingMembership(sketchId: number): number[] {
  return useMutationState({
    filters: { mutationKey: optimisticKey(albumKeys.membership(sketchId)), status: 'pending' },
    select: (mutation) => (mutation.state.variables as MembershipSwitch).albumId,
  });
}

/** A new album or collection made from a sketch page: it is listed at once, with the sketch in it. */
export function addCreatedAlbum(sketchId: number, entry: MembershipEntry): void {
  queryClient.setQueryData<MembershipEntry[]>(albumKeys.membership(sketchId), (list) => [...(list ?? []), entry]);
  void queryClient.invalidateQueries({ queryKey: albumKeys.lists }); // the owner's album list has one more
}

/** Deletes an album (its sketches stay); every album list is read again. */
export function useDeleteAlbum() {
  return useMutation({
    mutationFn: ({ userId, albumId }: { userId: number; albumId: number }) => deleteAlbum(userId, albumId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumKeys.lists }),
  });
}

/** After the edit form saved: the lists, and the album as the server renders it (description HTML, thumbnail). */
export function albumSaved(albumId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: albumKeys.lists }),
    queryClient.invalidateQueries({ queryKey: albumKeys.info(albumId) }, { throwOnError: true }),
  ]).then(() => undefined);
}
