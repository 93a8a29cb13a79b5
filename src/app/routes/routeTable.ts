// The one route table. Spec part 1 §2 decides routes by path substring, in order; wouter's
// patterns cannot express that, so each rule is a predicate. Each screen is its own lazy chunk,
// loaded (with its data) while the previous page fades out. Screens that are not built yet are
// not in the table: their paths show the not-found page. The table itself is a lazy chunk too
// (src/app/routes/routes.tsx): "/" resolves without it, and boot.js preloads it on any other address.
import { screenChunk } from '../../lib/chunkStyles';
import { parsePositiveId } from '../../lib/ids';
import { fallbackProfile, isRoutedProfileSection } from '../../lib/profileRoutes';
import { DEFAULT_GROUP_ADMIN_TAB, isGroupAdminTab, type GroupAdminTab } from '../../lib/groupAdminTabs';
import type { RouteRule } from '../../lib/route';
import { pattern } from '../../lib/routePattern';
import { homeRoute } from './homeRoute';
import { route, type LoadScreen } from './screenRoute';

const loadProfile = () => screenChunk(import('../../screens/profile/ProfileScreen'));
const profileOf = pattern('/user/:user', ({ user = '' }) => (user ? { user, section: '', patron: false } : null));
const profileTabOf = pattern('/user/:user/:section', ({ user = '', section = '' }) => (user && isRoutedProfileSection(section) ? { user, section, patron: false } : null));

const groupAdminOf = (p: string): { tab: GroupAdminTab } | null => {
  const found = /^\/(?:e\/)?a\/groups(?:\/([^/]+))?\/?$/.exec(p);
  const tab = found ? (found[1] ?? DEFAULT_GROUP_ADMIN_TAB) : null;
  return tab !== null && isGroupAdminTab(tab) ? { tab } : null;
};

/** `{ [key]: id }` when the part is a positive id; otherwise the path is not the route's. */
const positiveId =
  <K extends string>(key: K) =>
  (raw: Record<string, string>): Record<K, number> | null => {
    const id = parsePositiveId(raw[key]);
    return id === null ? null : ({ [key]: id } as Record<K, number>);
  };

/** `{ [key]: id }`, with null for a part that is not a positive id: the screen says the id is invalid. */
const idOrInvalid =
  <K extends string>(key: K) =>
  (raw: Record<string, string>): Record<K, number | null> =>
    ({ [key]: parsePositiveId(raw[key]) }) as Record<K, number | null>;

const groupById = pattern('/group/:id', idOrInvalid('id'));
/** A group's page; an id that is not one, a malformed escape (`/group/%ZZ`) too, is 'Invalid group'. */
const groupOf = (p: string): { id: number | null } | null => (/^\/group\/[^/]+\/?$/.test(p) ? (groupById(p) ?? { id: null }) : null);

export const routeTable: readonly RouteRule<LoadScreen>[] = [
  homeRoute,
  route('logout', pattern('/logout', () => ({})), () => screenChunk(import('../../screens/logout/LogoutScreen'))),
  // Galleries by kind, tag or path: /gallery, /gallery/..., /tag/... The screen reads the kind
  // (src/lib/gallery.ts): parsing it here would put the gallery rules in every page's first load.
  route('gallery', (p) => (/^\/(gallery|tag)(\/|$)/.test(p) ? {} : null), () => screenChunk(import('../../screens/gallery/GalleryScreen'))),
  route(
    'album',
    pattern('/user/:user/album/:albumId', ({ user = '', albumId }) => {
      const id = parsePositiveId(albumId);
      return id === null ? null : { user, albumId: id };
    }),
    () => screenChunk(import('../../screens/albums/AlbumScreen')),
  ),
  route('albums', pattern('/user/:user/albums', ({ user = '' }) => ({ user })), () => screenChunk(import('../../screens/albums/AlbumsScreen'))),
  // Edit profile: the signed-in user's own, at /editProfile or /user/{id or name}/edit (before the
  // profile's /user/{id}[/{section}]); the screen refuses someone else's.
  route('editProfile', pattern('/editProfile', () => ({ user: '' })), () => screenChunk(import('../../screens/edit-profile/EditProfileScreen'))),
  route('userEdit', pattern('/user/:user/edit', ({ user = '' }) => (user ? { user } : null)), () => screenChunk(import('../../screens/edit-profile/EditProfileScreen'))),
  // Fan lists: /user/{id or name}/fans and /fanof.
  route('fans', pattern('/user/:user/:tab', ({ user = '', tab }) => (user && (tab === 'fans' || tab === 'fanof') ? { user, tab: tab as 'fans' | 'fanof' } : null)), () => screenChunk(import('../../screens/profile/FansScreen'))),
  // A profile by id or name, with a tab (about, sketches, likes, blocks); albums, edit and the fan
  // lists are the routes above.
  route('profile', (p) => profileOf(p) ?? profileTabOf(p), loadProfile),
  route('upload', pattern('/upload', () => ({})), () => screenChunk(import('../../screens/upload/UploadScreen'))),
  route('sketchEdit', pattern('/sketch/:id/edit', positiveId('id')), () => screenChunk(import('../../screens/sketch-edit/SketchEditScreen'))),
  // Only the plain id form: /sketch/{id}/edit and anything else under /sketch/ are not this page.
  route('sketch', pattern('/sketch/:id', positiveId('id')), () => screenChunk(import('../../screens/sketch/SketchScreen'))),
  route('sharedSketch', pattern('/shared/sketch', () => ({})), () => screenChunk(import('../../screens/sketch/SharedSketchScreen'))),
  route('sketchStats', pattern('/stats/:id', positiveId('id')), () => screenChunk(import('../../screens/stats/SketchStatsScreen'))),
  // /e/stats keeps its prefix (src/lib/route.ts): it is the user statistics screen.
  route('userStats', pattern('/e/stats/:userId', positiveId('userId')), () => screenChunk(import('../../screens/stats/UserStatsScreen'))),
  route('compos', pattern('/compos', () => ({})), () => screenChunk(import('../../screens/compos/ComposScreen'))),
  // A compo by key name or id (the screen asks the server, which takes both); /vote is its ballot.
  route('compoVote', pattern('/compo/:name/vote', ({ name = '' }) => ({ name })), () => screenChunk(import('../../screens/compos/CompoVoteScreen'))),
  route('compo', pattern('/compo/:name', ({ name = '' }) => ({ name })), () => screenChunk(import('../../screens/compos/CompoScreen'))),
  route('brushes', (p) => (/^\/(content|shared\/brush)\/?$/.test(p) ? {} : null), () => screenChunk(import('../../screens/brushes/BrushBrowserScreen'))),
  route('challenges', pattern('/challenges', () => ({})), () => screenChunk(import('../../screens/challenges/ChallengesScreen'))),
  route('challenge', pattern('/challenge/:id', positiveId('id')), () => screenChunk(import('../../screens/challenges/ChallengeScreen'))),
  route('artists', pattern('/artists', () => ({})), () => screenChunk(import('../../screens/artists/ArtistsScreen'))),
  route('search', pattern('/search', () => ({})), () => screenChunk(import('../../screens/search/SearchScreen'))),
  // /awards and /awards/{anything}: the screen reads the year (src/lib/awards.ts), which defaults to 2022.
  route('awards', (p) => (/^\/awards(\/[^/]*)?\/?$/.test(p) ? {} : null), () => screenChunk(import('../../screens/awards/AwardsScreen'))),
  // Messages: the topics, a thread (/e/message/{id} too: the prefix is stripped), compose to a user.
  // A malformed id is the screen's, which redirects as for one that fails to load (spec part 2 §2, §8).
  route('messages', pattern('/messages', () => ({})), () => screenChunk(import('../../screens/messages/MessagesScreen'))),
  route('messageWrite', pattern('/message/write/:userId', idOrInvalid('userId')), () => screenChunk(import('../../screens/messages/WriteScreen'))),
  route('message', pattern('/message/:id', idOrInvalid('id')), () => screenChunk(import('../../screens/messages/ThreadScreen'))),
  // /activity, /activity/uploads, /activity/replies: the screen reads the tab from the path.
  route('activity', (p) => (/^\/activity(\/(uploads|replies))?\/?$/.test(p) ? {} : null), () => screenChunk(import('../../screens/messages/ActivityScreen'))),
  // Groups: the tabs (?tab=), and a group's page (an unknown or malformed id says 'Invalid group', spec §2, §8).
  route('groups', pattern('/groups', () => ({})), () => screenChunk(import('../../screens/groups/GroupsScreen'))),
  route('group', groupOf, () => screenChunk(import('../../screens/groups/GroupScreen'))),
  // Account recovery: the form, and the link of a recovery e-mail (the screen checks the key).
  route('recover', pattern('/recover', () => ({})), () => screenChunk(import('../../screens/account/RecoverScreen'))),
  route('recoverKey', pattern('/recover/:key', ({ key = '' }) => (key ? { key } : null)), () => screenChunk(import('../../screens/account/RecoverKeyScreen'))),
  // The store, and the page the payment provider returns to.
  route('store', pattern('/store', () => ({})), () => screenChunk(import('../../screens/store/StoreScreen'))),
  route('storeSuccess', pattern('/store/paypal-success', () => ({})), () => screenChunk(import('../../screens/store/StoreSuccessScreen'))),
  // Live streams: the list, the sheet view and the start page before one stream by id.
  route('streams', pattern('/streams', () => ({})), () => screenChunk(import('../../screens/streams/StreamsScreen'))),
  route('streamSheet', pattern('/stream/sheet', () => ({})), () => screenChunk(import('../../screens/streams/StreamSheetScreen'))),
  route('streamStart', pattern('/stream/start', () => ({})), () => screenChunk(import('../../screens/streams/StreamStartScreen'))),
  route('stream', pattern('/stream/:id', positiveId('id')), () => screenChunk(import('../../screens/streams/StreamScreen'))),
  // Group admin: /a/groups[/{tab}], and /e/a/groups/{tab} (the address a tab change writes; the
  // prefix is kept there, src/lib/route.ts). An unknown tab is not this page.
  route('groupAdmin', groupAdminOf, () => screenChunk(import('../../screens/group-admin/GroupAdminScreen'))),
  // The shared whiteboard (the path has no 'group' in it, spec part 2 §2); the screen decides who may draw.
  route('whiteboard', pattern('/whiteboard', () => ({})), () => screenChunk(import('../../screens/whiteboard/WhiteboardScreen'))),
  // Chat (issue 13): /chat is the channel the chat box is in, /chat/{room} a channel by name.
  route('chat', pattern('/chat', () => ({ room: '' })), () => screenChunk(import('../../screens/chat/ChatScreen'))),
  route('chatRoom', pattern('/chat/:room', ({ room = '' }) => (room ? { room } : null)), () => screenChunk(import('../../screens/chat/ChatScreen'))),
  // A name's fan lists, as the profile's sections under the name ("the user's path plus /fans or
  // /fanof", spec part 2 §2): /{patron name or nickname}/fans. After every other route, as below.
  route('fansByName', pattern('/:user/:tab', ({ user = '', tab }) => (user && (tab === 'fans' || tab === 'fanof') ? { user, tab: tab as 'fans' | 'fanof' } : null)), () => screenChunk(import('../../screens/profile/FansScreen'))),
  // KEEP LAST: any other path falls to the profile handler (spec part 1 §2): /{name}[/{section}]
  // names a patron (their web address) or a nickname; an unknown one is the not-found page
  // (src/lib/profileRoutes.ts).
  route('profileFallback', (p) => { const found = fallbackProfile(p); return found ? { user: found.user, section: found.section ?? '', patron: true } : null; }, loadProfile),
];
