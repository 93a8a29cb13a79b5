// The site's addresses (spec part 1 §2), built in one way: every dynamic part is exactly one
// path segment, encoded with encodeURIComponent (a name with spaces, unicode or '/' stays one
// segment; the route table's matchers decode it). This module holds the addresses the shell and
// the home page link to, whatever their domain; the other builders are in one module per domain
// beside it (sketches, users, messages, events, groups, account, realtime) and import nothing
// back but `segment`. Why not one module per domain throughout: the bundler splits code by file,
// so any builder a module holds is in every chunk that links to one of them, and the home page
// links into almost every domain; with its links here, the first load of "/" carries one small
// builder module and every other builder stays in the chunks of the screens that use it.
// Addresses whose screens come with later issues have builders too: the pages already link to
// them, and they show the not-found page until their screen is built. The builders are pure and
// live in src/lib so every layer can link; src/app/routes/routeTable.ts matches the same addresses, and
// its tests prove that each built address resolves to its route with the same parameters.
import type { ArtistTab, SearchAddress } from '../discover';
import type { GalleryKind } from '../gallery';
import { OTHER_SITE_PARTS } from '../otherSiteParts';

/** One dynamic part of a path. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

/** A user named by id or nickname: the site's user addresses accept both. */
export type UserRef = string | number;

/** The address of a gallery (the inverse of parseGalleryPath in ../gallery for valid kinds). */
function gallery(of: GalleryKind): string {
  switch (of.kind) {
    case 'group':
      return `/gallery/group/${segment(of.id)}`;
    case 'coop':
      return `/gallery/co-op/${segment(of.id)}`;
    case 'tag':
      return `/tag/${segment(of.tag)}`;
    case 'tops':
      return `/gallery/tops/${of.days}`;
    case 'topSketches':
      return `/gallery/tops${of.days}`;
    case 'user':
      return `/gallery/user/${segment(of.user)}`;
    case 'invalid':
      return '/gallery';
    default:
      return `/gallery/${of.kind}`;
  }
}

/** The addresses the shell (header, error page, host answers) and the home page link to. */
export const sitePaths = {
  home: () => '/',
  /** The home page's tabbed variant. */
  homeTabs: () => '/?variant=tabs',
  logout: () => '/logout',
  upload: () => '/upload',
  sketch: (id: number) => `/sketch/${segment(id)}`,
  gallery,
  user: (user: UserRef) => `/user/${segment(user)}`,
  userFans: (user: UserRef) => `/user/${segment(user)}/fans`,
  messages: () => '/messages',
  activity: (kind?: 'uploads' | 'replies') => (kind ? `/activity/${kind}` : '/activity'),
  compo: (keyName: string) => `/compo/${segment(keyName)}`,
  /** A compo's ballot (home's compo cards link to it). */
  compoVote: (keyName: string) => `/compo/${segment(keyName)}/vote`,
  compos: () => '/compos',
  challenge: (id: number) => `/challenge/${segment(id)}`,
  challenges: () => '/challenges',
  /** The groups screen; a chosen tab is kept in ?tab= (src/lib/groupRules.ts GROUP_TABS). */
  groups: (tab?: string) => (tab ? `/groups?tab=${encodeURIComponent(tab)}` : '/groups'),
  /** The artists directory; a tab other than the first is kept in ?tab=. */
  artists: (tab?: ArtistTab) => (tab && tab !== 'search' ? `/artists?tab=${tab}` : '/artists'),
  /** Search; the text, kind and sort in the address (?q=&kind=&sort=), so back shows the same results. */
  search: ({ query, kind, sort }: Partial<SearchAddress> = {}) => {
    const params = new URLSearchParams(Object.entries({ q: query, kind, sort }).filter((entry): entry is [string, string] => !!entry[1])).toString();
    return params ? `/search?${params}` : '/search';
  },
  // Other parts of the site (src/lib/otherSiteParts.ts): real navigations, not routes of this app.
  forums: () => OTHER_SITE_PARTS.forums.path,
  classes: () => OTHER_SITE_PARTS.classes.path,
  legacy: () => OTHER_SITE_PARTS.legacy.path,
  // Pages the server renders (not routes of this app).
  /** The sign-in page, which comes back to `returnTo` (a path of this site) afterwards. */
  login: (returnTo: string) => `/auth/login?returnTo=${segment(returnTo)}`,
} as const;

/**
 * The address the browser shows, to come back to after signing in: the path, the query and the
 * hash (the brush browser's category is in its hash, spec part 1).
 */
export function addressHere(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}
