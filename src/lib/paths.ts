// One builder per address of the site (spec part 1 §2), so a link is written once and encoded
// one way: every dynamic part is exactly one path segment, encoded with encodeURIComponent (a
// name with spaces, unicode or '/' stays one segment; the route table's matchers decode it).
// Addresses whose screens come with later issues have builders too: the pages already link to
// them, and they show the not-found page until their screen is built. The builders are pure and
// live in src/lib so every layer can link; src/app/routeTable.ts matches the same addresses, and
// its tests prove that each built address resolves to its route with the same parameters.
import type { GalleryKind } from './gallery';
import type { ArtistTab, SearchAddress } from './discover';
import { PRODUCT_FILE_EXTENSION } from './product';

/** One dynamic part of a path. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

/** A user named by id or nickname: the site's user addresses accept both. */
export type UserRef = string | number;

/** The address of a gallery (the inverse of parseGalleryPath in ./gallery for valid kinds). */
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

export const paths = {
  home: () => '/',
  /** The home page's tabbed variant. */
  homeTabs: () => '/?variant=tabs',
  logout: () => '/logout',
  upload: () => '/upload',
  sketch: (id: number) => `/sketch/${segment(id)}`,
  sketchEdit: (id: number) => `/sketch/${segment(id)}/edit`,
  sketchStats: (id: number) => `/stats/${segment(id)}`,
  /** The user statistics keep the old site's /e/ prefix (src/lib/route.ts). */
  userStats: (userId: number) => `/e/stats/${segment(userId)}`,
  albums: (user: UserRef) => `/user/${segment(user)}/albums`,
  album: (user: UserRef, albumId: number) => `/user/${segment(user)}/album/${segment(albumId)}`,
  /** Edit profile: the signed-in user's own (/editProfile), or by the user's id or name. */
  editProfile: () => '/editProfile',
  userEdit: (user: UserRef) => `/user/${segment(user)}/edit`,
  gallery,
  tag: (tag: string) => gallery({ kind: 'tag', tag }),
  coOps: (sketchId: number) => gallery({ kind: 'coop', id: sketchId }),
  brushes: () => '/shared/brush',
  /** The yearly awards; the voting preview keeps its query flag. */
  awards: (year?: number, votePreview = false) => `/awards${year === undefined ? '' : `/${segment(year)}`}${votePreview ? '?vote_preview=1' : ''}`,
  // Screens of later issues.
  user: (user: UserRef) => `/user/${segment(user)}`,
  userFans: (user: UserRef) => `/user/${segment(user)}/fans`,
  userSketches: (user: UserRef) => `/user/${segment(user)}/sketches`,
  userFanOf: (user: UserRef) => `/user/${segment(user)}/fanof`,
  /** A tab of a profile (about, sketches, likes, blocks); the profile itself without one. */
  userSection: (user: UserRef, section?: string) => (section ? `/user/${segment(user)}/${segment(section)}` : `/user/${segment(user)}`),
  /** A patron's web address: their name under the root (any unknown path is a profile). */
  patron: (name: string) => `/${segment(name)}`,
  group: (id: number) => `/group/${segment(id)}`,
  /** The groups screen; a chosen tab is kept in ?tab= (src/lib/groupRules.ts GROUP_TABS). */
  groups: (tab?: string) => (tab ? `/groups?tab=${encodeURIComponent(tab)}` : '/groups'),
  /** Group admin; a tab other than the first is /e/a/groups/{tab}, the address a tab change writes (spec part 2 §2). */
  groupAdmin: (tab?: string) => (tab ? `/e/a/groups/${segment(tab)}` : '/a/groups'),
  compo: (keyName: string) => `/compo/${segment(keyName)}`,
  compoVote: (keyName: string) => `/compo/${segment(keyName)}/vote`,
  compos: () => '/compos',
  challenge: (id: number) => `/challenge/${segment(id)}`,
  challenges: () => '/challenges',
  stream: (id: number | string) => `/stream/${segment(id)}`,
  streams: () => '/streams',
  /** All live streams at once, a contact sheet of their pictures. */
  streamSheet: () => '/stream/sheet',
  /** Start a live stream: hands over to the drawing app (its deep link). */
  streamStart: () => '/stream/start',
  store: () => '/store',
  /** Where the payment provider sends the buyer back (with its transaction in the query). */
  storeSuccess: () => '/store/paypal-success',
  recover: () => '/recover',
  /** The link of a recovery e-mail. */
  recoverKey: (key: string) => `/recover/${segment(key)}`,
  activity: (kind?: 'uploads' | 'replies') => (kind ? `/activity/${kind}` : '/activity'),
  messages: () => '/messages',
  /** A conversation; the old site's /e/message/{id} is the same page. */
  message: (id: number) => `/message/${segment(id)}`,
  messageWrite: (userId: number) => `/message/write/${segment(userId)}`,
  /** The artists directory; a tab other than the first is kept in ?tab=. */
  artists: (tab?: ArtistTab) => (tab && tab !== 'search' ? `/artists?tab=${tab}` : '/artists'),
  /** The chat; a room (channel) is /chat/{room} (spec part 2 §2 Chat). */
  chat: (room?: string) => (room ? `/chat/${segment(room)}` : '/chat'),
  /** The shared whiteboard (board 0), its slices (History), its download and its preview. */
  whiteboard: () => '/whiteboard',
  whiteboardSlice: (index: number) => `/slice/0_${segment(index)}.png`,
  whiteboardDownload: () => `/download/0.${PRODUCT_FILE_EXTENSION}`,
  whiteboardPreview: () => '/whiteboard/preview.png',
  forums: () => '/forums',
  classes: () => '/classes',
  /** Search; the text, kind and sort in the address (?q=&kind=&sort=), so back shows the same results. */
  search: ({ query, kind, sort }: Partial<SearchAddress> = {}) => {
    const params = new URLSearchParams(Object.entries({ q: query, kind, sort }).filter((entry): entry is [string, string] => !!entry[1])).toString();
    return params ? `/search?${params}` : '/search';
  },
  // Pages the server renders (not routes of this app).
  /** The sign-in page, which comes back to `returnTo` (a path of this site) afterwards. */
  login: (returnTo: string) => `/auth/login?returnTo=${segment(returnTo)}`,
} as const;
