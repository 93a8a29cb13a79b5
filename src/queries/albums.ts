// Albums and collections: a user's list, an album's info and its sketches (an endless list by
// cursor), and which of the viewer's albums hold a sketch. Every key starts with 'albums', so a
// change to any album refreshes them all.
import { fetchAlbumInfo, fetchAlbumList, fetchAlbumMembership, fetchAlbumSketches } from '../api/albums';
import type { InfiniteDef, QueryDef } from '../api/query';
import { queryCache } from '../api/query';
import type { Album, AlbumListResponse, AlbumMembership, SketchCard } from '../api/types';

export const albumKeys = {
  all: ['albums'] as const,
  lists: ['albums', 'list'] as const,
  list: (user: string) => ['albums', 'list', user] as const,
  info: (albumId: number) => ['albums', 'info', albumId] as const,
  sketches: (albumId: number) => ['albums', 'sketches', albumId] as const,
  membership: (sketchId: number) => ['albums', 'membership', sketchId] as const,
};

/** `user` is the owner's id or nickname, as in the address. */
export const albumListQuery = (user: string): QueryDef<AlbumListResponse> => ({
  key: albumKeys.list(user),
  fetch: () => fetchAlbumList(user),
});

export const albumInfoQuery = (user: string | number, albumId: number): QueryDef<Album> => ({
  key: albumKeys.info(albumId),
  fetch: () => fetchAlbumInfo(user, albumId),
});

export const albumSketchesList = (user: string | number, albumId: number): InfiniteDef<SketchCard> => ({
  key: albumKeys.sketches(albumId),
  fetchPage: async (cursor, signal) => {
    const page = await fetchAlbumSketches(user, albumId, cursor === null ? null : String(cursor), signal);
    return { items: page.sketches, next: page.more ? page.cursor : null };
  },
});

export type MembershipEntry = AlbumMembership['albums'][number];

export const membershipQuery = (sketchId: number): QueryDef<MembershipEntry[]> => ({
  key: albumKeys.membership(sketchId),
  fetch: async () => {
    const result = await fetchAlbumMembership(sketchId);
    return Array.isArray(result?.albums) ? result.albums : [];
  },
});

/** Shows a switch as on or off at once (and back, when the server refuses). */
export function setMembership(sketchId: number, albumId: number, member: boolean): void {
  queryCache.setData<MembershipEntry[]>(albumKeys.membership(sketchId), (list) => list?.map((entry) => (entry.id === albumId ? { ...entry, member } : entry)));
}
