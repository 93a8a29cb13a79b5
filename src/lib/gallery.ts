// Gallery addresses (spec part 1 §2): /gallery..., /tag/... — the leading '/', 'e/' and
// 'gallery' are stripped, and what remains names the kind: featured, friends, groups, hearts,
// recent, recommended, group/{id}, tag/{tag}, co-op/{id}, tops[/{7|30|365}], tops7, tops30,
// trending, user/{id or name}. Bare /gallery shows featured. Anything else is invalid: an
// invalid co-op has a page of its own, every other invalid kind says 'Invalid group'.
import { parsePositiveId } from './ids';

export const INVALID_GROUP_TEXT = 'Invalid group';
export const INVALID_COOP_TEXT = 'Invalid co-op';
export const TOP_WINDOWS = [7, 30, 365] as const;
export type TopWindow = (typeof TOP_WINDOWS)[number];
/** The windows of /gallery/tops7 and /gallery/tops30 (GET /topSketches has no year). */
export const TOP_SKETCHES_WINDOWS = [7, 30] as const;
/** A tag has at most this many characters. */
export const MAX_TAG_LENGTH = 64;

export type GalleryKind =
  | { kind: 'featured' | 'friends' | 'groups' | 'hearts' | 'recent' | 'recommended' | 'trending' }
  | { kind: 'group'; id: number }
  | { kind: 'coop'; id: number }
  | { kind: 'tag'; tag: string }
  /** /gallery/tops[/{days}]: GET /api/v2/search/tops. */
  | { kind: 'tops'; days: TopWindow }
  /** /gallery/tops7 and /gallery/tops30: GET /topSketches/{page}. */
  | { kind: 'topSketches'; days: (typeof TOP_SKETCHES_WINDOWS)[number] }
  | { kind: 'user'; user: string }
  | { kind: 'invalid'; what: 'group' | 'coop' };

const SIMPLE_KINDS = ['featured', 'friends', 'groups', 'hearts', 'recent', 'recommended', 'trending'] as const;
type SimpleKind = (typeof SIMPLE_KINDS)[number];

const invalidGroup: GalleryKind = { kind: 'invalid', what: 'group' };
const invalidCoop: GalleryKind = { kind: 'invalid', what: 'coop' };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}


/** What a gallery address shows. */
export function parseGalleryPath(path: string): GalleryKind {
  const rest = path.replace(/^\/+/, '').replace(/^e\//, '').replace(/^gallery(\/|$)/, '');
  const segments = rest.split('/').filter((s) => s !== '').map(decode);
  if (segments.some((s) => s === null)) return invalidGroup;
  const [head, arg, ...extra] = segments as string[];
  if (head === undefined) return { kind: 'featured' };
  if (head === 'co-op') {
    const id = extra.length === 0 ? parsePositiveId(arg) : null;
    return id === null ? invalidCoop : { kind: 'coop', id };
  }
  if (extra.length > 0) return invalidGroup;
  if ((SIMPLE_KINDS as readonly string[]).includes(head)) return arg === undefined ? { kind: head as SimpleKind } : invalidGroup;
  switch (head) {
    case 'group': {
      const id = parsePositiveId(arg);
      return id === null ? invalidGroup : { kind: 'group', id };
    }
    case 'tag': {
      const tag = arg?.trim() ?? '';
      return tag && tag.length <= MAX_TAG_LENGTH ? { kind: 'tag', tag } : invalidGroup;
    }
    case 'tops': {
      if (arg === undefined) return { kind: 'tops', days: 7 };
      const days = TOP_WINDOWS.find((d) => String(d) === arg);
      return days ? { kind: 'tops', days } : invalidGroup;
    }
    case 'tops7':
    case 'tops30':
      return arg === undefined ? { kind: 'topSketches', days: head === 'tops7' ? 7 : 30 } : invalidGroup;
    case 'user':
      return arg ? { kind: 'user', user: arg } : invalidGroup;
    default:
      return invalidGroup;
  }
}

// The address of a gallery is sitePaths.gallery (./paths/site.ts), the inverse of parseGalleryPath.

const TITLES: Record<SimpleKind, string> = {
  featured: 'Featured sketches',
  friends: 'Following',
  groups: 'Your groups',
  hearts: 'Recent hearts',
  recent: 'Recent sketches',
  recommended: 'Recommended for you',
  trending: 'Trending',
};

/** A heading for the gallery; group, co-op and user galleries use the name from the server when known. */
export function galleryTitle(gallery: GalleryKind, name?: string): string {
  switch (gallery.kind) {
    case 'group':
      return name ?? `Group ${gallery.id}`;
    case 'coop':
      return name ? `Co-op: ${name}` : 'Co-op';
    case 'tag':
      return `#${gallery.tag}`;
    case 'tops':
    case 'topSketches':
      return `Top sketches, last ${gallery.days === 365 ? 'year' : `${gallery.days} days`}`;
    case 'user':
      return name ? `Sketches by ${name}` : 'Sketches';
    case 'invalid':
      return gallery.what === 'coop' ? INVALID_COOP_TEXT : INVALID_GROUP_TEXT;
    default:
      return TITLES[gallery.kind];
  }
}

/** Kinds that need a signed-in user (they list the user's own follows, groups or taste). */
export function needsSignIn(gallery: GalleryKind): boolean {
  return gallery.kind === 'friends' || gallery.kind === 'groups' || gallery.kind === 'recommended';
}
