// Where each gallery kind gets its pages (spec part 1 §7, Home and galleries), as endless lists
// of the query layer: one key per gallery, sort and viewer. A fetcher takes the cursor (null for
// the first page) and answers a checked page.
import type { Cursor, InfiniteDef, Page } from '../api/query';
import { fetchCoopSketches, fetchGroupSketches, fetchSearchTops, fetchTagSketches, fetchTopSketches, fetchUserSketches } from '../api/galleries';
import { fetchFeaturedSketches, fetchFollowingUploads, fetchGroupsRecents, fetchRecentHearts, fetchRecentSketches, fetchRecommendations, fetchTrending } from '../api/home';
import type { SketchCard, SketchSort } from '../api/types';
import type { GalleryKind } from '../lib/gallery';
import { paths } from '../lib/paths';
import { cleanSketchPage } from '../lib/sketchPage';

/** A page, with what the first page tells about the gallery (group, co-op or user). */
export interface GalleryPage extends Page<SketchCard> {
  name?: string;
  description?: string;
  /** Where the gallery's owner lives (group page, profile, the co-op's base sketch). */
  ownerHref?: string;
  /** The co-op's base sketch. */
  base?: SketchCard | null;
}

export type GalleryFetcher = (cursor: Cursor, signal?: AbortSignal) => Promise<GalleryPage>;

const pageNumber = (cursor: Cursor) => (typeof cursor === 'number' ? cursor : Number(cursor) || 1);
const offset = (cursor: Cursor) => (typeof cursor === 'number' ? cursor : Number(cursor) || 0);

function checked(body: unknown, source: string, extra: Omit<GalleryPage, 'items' | 'next'> = {}): GalleryPage {
  const page = cleanSketchPage(body, source);
  return { items: page.sketches, next: page.next, ...extra };
}

const field = (body: unknown, key: string): Record<string, unknown> | null => {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : null;
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
};
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The fetcher of a gallery. `userId` is the signed-in user (the friends gallery lists the
 * uploads of the people they follow); `sort` applies to tag and user galleries.
 */
export function galleryFetcher(gallery: GalleryKind, sort: SketchSort, userId: number | null): GalleryFetcher {
  const source = `gallery ${gallery.kind}`;
  switch (gallery.kind) {
    case 'featured':
      return async (c, s) => checked(await fetchFeaturedSketches(pageNumber(c), s), source);
    case 'recent':
      return async (c, s) => checked(await fetchRecentSketches(pageNumber(c), s), source);
    case 'hearts':
      return async (c, s) => checked(await fetchRecentHearts(pageNumber(c), s), source);
    case 'trending':
      return async (c, s) => checked(await fetchTrending(pageNumber(c), s), source);
    case 'friends':
      return async (c, s) => (userId === null ? { items: [], next: null } : checked(await fetchFollowingUploads(userId, pageNumber(c), s), source));
    case 'groups':
      return async (c, s) => checked(await fetchGroupsRecents(offset(c), s), source);
    case 'recommended':
      return async (c, s) => checked(await fetchRecommendations(c === null ? null : String(c), s), source);
    case 'tops':
      return async (c, s) => checked(await fetchSearchTops(gallery.days, offset(c), s), source);
    case 'topSketches':
      return async (c, s) => checked(await fetchTopSketches(pageNumber(c), gallery.days, s), source);
    case 'tag':
      return async (c, s) => checked(await fetchTagSketches(gallery.tag, sort === 'oldest' ? 'recent' : sort, pageNumber(c), s), source);
    case 'group':
      return async (c, s) => {
        const body = await fetchGroupSketches(gallery.id, pageNumber(c), s);
        const group = field(body, 'group');
        return checked(body, source, { name: str(group?.title), description: str(group?.description), ownerHref: paths.group(gallery.id) });
      };
    case 'coop':
      return async (c, s) => {
        const body = await fetchCoopSketches(gallery.id, pageNumber(c), s);
        const coop = field(body, 'coop');
        const base = coop?.sketch && typeof coop.sketch === 'object' ? (coop.sketch as SketchCard) : null;
        return checked(body, source, { name: str(coop?.title), description: str(coop?.description), ownerHref: paths.sketch(gallery.id), base });
      };
    case 'user':
      return async (c, s) => {
        const body = await fetchUserSketches(gallery.user, sort, pageNumber(c), s);
        const user = field(body, 'user');
        return checked(body, source, { name: str(user?.nickname), ownerHref: paths.user(gallery.user) });
      };
    case 'invalid':
      return async () => ({ items: [], next: null });
  }
}

/** The endless list of a gallery, as `userId` sees it, in `sort` order. */
export function galleryList(gallery: GalleryKind, sort: SketchSort, userId: number | null): InfiniteDef<SketchCard, GalleryPage> {
  const fetcher = galleryFetcher(gallery, sort, userId);
  return { key: ['gallery', gallery, sort, userId], fetchPage: (cursor, signal) => fetcher(cursor, signal) };
}
