// Rules of the artists directory (/artists) and of search (/search), spec part 1 §2, §5, §8:
// the tabs and which of them page, what the address holds, and the texts.
import type { CurrentUser } from '../api/schemas/session';
import { cutText } from './cutText';

/** GET /api/v2/users {page, sort}: the sorts of the artists directory. */
export const USER_SORTS = ['active', 'birthday', 'fans', 'glops', 'sketches', 'patrons'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** GET /api/v2/search/{kind}: the kinds and sorts of /search. */
export const SEARCH_KINDS = ['artists', 'sketches', 'magic'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_SORTS = ['recent', 'top'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Longest search text the server takes (longer is refused, not cut). */
export const MAX_SEARCH_QUERY = 64;
/** Users per page of GET /api/v2/users and of the searches. */
export const USERS_PAGE_SIZE = 25;

export const ARTIST_TABS = [
  { id: 'search', label: 'Search' },
  { id: 'active', label: 'Active' },
  { id: 'birthday', label: 'Birthday' },
  { id: 'fans', label: 'Fans' },
  { id: 'glops', label: 'Glops' },
  { id: 'sketches', label: 'Sketches' },
  { id: 'patrons', label: 'Patrons' },
] as const satisfies readonly { id: 'search' | UserSort; label: string }[];
export type ArtistTab = (typeof ARTIST_TABS)[number]['id'];
export const ARTIST_TAB_IDS: readonly ArtistTab[] = ARTIST_TABS.map((t) => t.id);
export const DEFAULT_ARTIST_TAB: ArtistTab = 'search';

/** At this width and up every tab shows (spec part 1 §9: "Artist tabs change at 1024"). */
export const ALL_TABS_MIN_WIDTH = 1024;
/** Below it, the first few tabs show and the rest are in the overflow menu: four from this width, two on phones. */
export const MEDIUM_TABS_MIN_WIDTH = 480;

/** How many of the first tabs the bar shows at a width (all of them at 1024 and up). */
export function leadingTabCount(width: number): number {
  return width >= ALL_TABS_MIN_WIDTH ? ARTIST_TABS.length : width >= MEDIUM_TABS_MIN_WIDTH ? 4 : 2;
}

/** Tabs that load only their first page (spec part 1 §5): no further pages are fetched. */
export const FIRST_PAGE_ONLY: ReadonlySet<UserSort> = new Set<UserSort>(['active', 'birthday', 'patrons']);

export const noArtistsText = (query: string) => `Sorry no matching artists found for ${query}`;
export const NO_RESULTS_TEXT = 'No results';

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

/** The tab in the address (?tab=), the default for anything else. */
export function artistTabFrom(search: string): ArtistTab {
  const tab = new URLSearchParams(search).get('tab');
  return isOneOf(ARTIST_TAB_IDS, tab) ? tab : DEFAULT_ARTIST_TAB;
}

/**
 * The tabs shown in the tab bar: the first `count` and the chosen one (so the chosen tab is
 * always a tab of the bar); the others go in the overflow menu.
 */
export function splitArtistTabs(count: number, selected: ArtistTab): { shown: ArtistTab[]; overflow: ArtistTab[] } {
  const first = ARTIST_TAB_IDS.slice(0, count);
  const shown = first.includes(selected) ? first : [...first, selected];
  return { shown, overflow: ARTIST_TAB_IDS.filter((t) => !shown.includes(t)) };
}

export interface SearchAddress {
  /** The search text ('' before a search). */
  query: string;
  kind: SearchKind;
  sort: SearchSort;
}

/** What /search's address asks for: ?q=&kind=&sort=; anything unknown falls back, a long text is cut. */
export function searchFrom(search: string): SearchAddress {
  const params = new URLSearchParams(search);
  const kind = params.get('kind');
  const sort = params.get('sort');
  return {
    query: cutText((params.get('q') ?? '').trim(), MAX_SEARCH_QUERY),
    kind: isOneOf(SEARCH_KINDS, kind) ? kind : 'sketches',
    sort: isOneOf(SEARCH_SORTS, sort) ? sort : 'recent',
  };
}

/** Users a viewer sees in the directory: not those they block (spec part 1 §5); their own entry stays. */
export function directoryUsers<T extends { id: number }>(users: readonly T[], viewer: Pick<CurrentUser, 'blocks'> | null): T[] {
  if (!viewer?.blocks.length) return [...users];
  const blocked = new Set(viewer.blocks);
  return users.filter((u) => !blocked.has(u.id));
}
