// Where each gallery kind gets its pages (spec part 1 §7, Home and galleries), as endless lists
// of the query layer: one key per gallery, sort and viewer. A fetcher takes the cursor (null for
// the first page) and answers a page (the client has already checked it against its schema).
import { endlessList, type Page, type Cursor } from './endlessList';
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

export type GalleryFetcher = (cursor: Cursor) => Promise<GalleryPage>;

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
      return async (c) => toPage(await fetchFeaturedSketches(pageNumber(c)));
    case 'recent':
      return async (c) => toPage(await fetchRecentSketches(pageNumber(c)));
    case 'hearts':
      return async (c) => toPage(await fetchRecentHearts(pageNumber(c)));
    case 'trending':
      return async (c) => toPage(await fetchTrending(pageNumber(c)));
    case 'friends':
      return async (c) => (userId === null ? { items: [], next: null } : toPage(await fetchFollowingUploads(userId, pageNumber(c))));
    case 'groups':
      return async (c) => toPage(await fetchGroupsRecents(offset(c)));
    case 'recommended':
      return async (c) => toPage(await fetchRecommendations(c === null ? null : String(c)));
    case 'tops':
      return async (c) => toPage(await fetchSearchTops(gallery.days, offset(c)));
    case 'topSketches':
      return async (c) => toPage(await fetchTopSketches(pageNumber(c), gallery.days));
    case 'tag':
      return async (c) => toPage(await fetchTagSketches(gallery.tag, sort === 'oldest' ? 'recent' : sort, pageNumber(c)));
    case 'group':
      return async (c) => {
        const body = await fetchGroupSketches(gallery.id, pageNumber(c));
        return toPage(body, { name: body.group.title, description: body.group.description, ownerHref: groupPaths.group(gallery.id) });
      };
    case 'coop':
      return async (c) => {
        const body = await fetchCoopSketches(gallery.id, pageNumber(c));
        return toPage(body, { name: body.coop.title, description: body.coop.description, ownerHref: sitePaths.sketch(gallery.id), base: body.coop.sketch });
      };
    case 'user':
      return async (c) => {
        const body = await fetchUserSketches(gallery.user, sort, pageNumber(c));
        return toPage(body, { name: body.user.nickname, ownerHref: sitePaths.user(gallery.user) });
      };
    case 'invalid':
      return async () => ({ items: [], next: null });
  }
}

/** The endless list of a gallery, as `userId` sees it, in `sort` order. */
export function galleryList(gallery: GalleryKind, sort: SketchSort, userId: number | null) {
  return endlessList(['gallery', gallery, sort, userId], galleryFetcher(gallery, sort, userId));
}
