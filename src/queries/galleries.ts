// Where each gallery kind gets its pages (spec part 1 §7, Home and galleries), as endless lists
// of the query layer: one key per gallery, sort and viewer. A fetcher takes the cursor (null for
// the first page) and answers a page (the client has already checked it against its schema).
import type { Cursor, InfiniteDef, Page } from '../api/query';
import { fetchCoopSketches, fetchGroupSketches, fetchSearchTops, fetchTagSketches, fetchTopSketches, fetchUserSketches } from '../api/galleries';
import { fetchFeaturedSketches, fetchFollowingUploads, fetchGroupsRecents, fetchRecentHearts, fetchRecentSketches, fetchRecommendations, fetchTrending } from '../api/home';
import type { SketchSort } from '../api/schemas/galleries';
import type { SketchCard, SketchPage } from '../api/schemas/sketchCards';
import type { GalleryKind } from '../lib/gallery';
import { groupPaths } from '../lib/paths/groups';
import { sitePaths } from '../lib/paths/site';

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

function toPage(page: SketchPage, extra: Omit<GalleryPage, 'items' | 'next'> = {}): GalleryPage {
  return { items: page.sketches, next: page.next, ...extra };
}

/**
 * The fetcher of a gallery. `userId` is the signed-in user (the friends gallery lists the
 * uploads of the people they follow); `sort` applies to tag and user galleries.
 */
export function galleryFetcher(gallery: GalleryKind, sort: SketchSort, userId: number | null): GalleryFetcher {
  switch (gallery.kind) {
    case 'featured':
      return async (c, s) => toPage(await fetchFeaturedSketches(pageNumber(c), s));
    case 'recent':
      return async (c, s) => toPage(await fetchRecentSketches(pageNumber(c), s));
    case 'hearts':
      return async (c, s) => toPage(await fetchRecentHearts(pageNumber(c), s));
    case 'trending':
      return async (c, s) => toPage(await fetchTrending(pageNumber(c), s));
    case 'friends':
      return async (c, s) => (userId === null ? { items: [], next: null } : toPage(await fetchFollowingUploads(userId, pageNumber(c), s)));
    case 'groups':
      return async (c, s) => toPage(await fetchGroupsRecents(offset(c), s));
    case 'recommended':
      return async (c, s) => toPage(await fetchRecommendations(c === null ? null : String(c), s));
    case 'tops':
      return async (c, s) => toPage(await fetchSearchTops(gallery.days, offset(c), s));
    case 'topSketches':
      return async (c, s) => toPage(await fetchTopSketches(pageNumber(c), gallery.days, s));
    case 'tag':
      return async (c, s) => toPage(await fetchTagSketches(gallery.tag, sort === 'oldest' ? 'recent' : sort, pageNumber(c), s));
    case 'group':
      return async (c, s) => {
        const body = await fetchGroupSketches(gallery.id, pageNumber(c), s);
        return toPage(body, { name: body.group.title, description: body.group.description, ownerHref: groupPaths.group(gallery.id) });
      };
    case 'coop':
      return async (c, s) => {
        const body = await fetchCoopSketches(gallery.id, pageNumber(c), s);
        return toPage(body, { name: body.coop.title, description: body.coop.description, ownerHref: sitePaths.sketch(gallery.id), base: body.coop.sketch });
      };
    case 'user':
      return async (c, s) => {
        const body = await fetchUserSketches(gallery.user, sort, pageNumber(c), s);
        return toPage(body, { name: body.user.nickname, ownerHref: sitePaths.user(gallery.user) });
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
