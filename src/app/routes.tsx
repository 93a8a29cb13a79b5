// The one route table. Spec part 1 §2 decides routes by path substring, in order; wouter's
// patterns cannot express that, so each rule is a predicate. Each screen is its own lazy chunk,
// loaded (with its data) while the previous page fades out. Screens that are not built yet are
// not in the table: their paths show the not-found page.
import { ApiError } from '../api/client';
import { parsePositiveId } from '../lib/ids';
import { matchRoute, pattern, type Location, type RouteRule } from '../lib/route';
import type { ResolvedPage } from './navigation';
import { Redirect, type ScreenModule } from './screen';
import { ErrorPage } from './ErrorPage';
import { reportError } from './analytics';
import { withChunkStyles } from '../lib/chunkStyles';
import { fallbackProfile, isRoutedProfileSection } from '../lib/profileRoutes';

const loadProfile = () => withChunkStyles(import('../screens/profile/ProfileScreen'));
const profileOf = pattern('/user/:user', ({ user = '' }) => (user ? { user, section: '', patron: false } : null));
const profileTabOf = pattern('/user/:user/:section', ({ user = '', section = '' }) => (user && isRoutedProfileSection(section) ? { user, section, patron: false } : null));

/** A screen module with its data and parameter types forgotten (see `route`). */
type LoadScreen = () => Promise<ScreenModule<unknown, object>>;

/**
 * A route whose matcher yields exactly the parameters its screen declares: a mismatch does not
 * compile. The table then forgets the types; the resolver only ever hands a rule's own params
 * to that rule's screen, which is why the one cast below is sound.
 */
export function route<P extends object, Data>(
  name: string,
  match: (path: string) => P | null,
  screen: () => Promise<ScreenModule<Data, P>>,
): RouteRule<LoadScreen> {
  return { name, match, screen: screen as unknown as LoadScreen };
}

/** `{ [key]: id }` when the part is a positive id; otherwise the path is not the route's. */
const positiveId =
  <K extends string>(key: K) =>
  (raw: Record<string, string>): Record<K, number> | null => {
    const id = parsePositiveId(raw[key]);
    return id === null ? null : ({ [key]: id } as Record<K, number>);
  };

export const routeTable: readonly RouteRule<LoadScreen>[] = [
  route('home', (p) => (p === '/' ? {} : null), () => withChunkStyles(import('../screens/home/HomeScreen'))),
  route('logout', pattern('/logout', () => ({})), () => withChunkStyles(import('../screens/logout/LogoutScreen'))),
  // Galleries by kind, tag or path: /gallery, /gallery/..., /tag/... The screen reads the kind
  // (src/lib/gallery.ts): parsing it here would put the gallery rules in every page's first load.
  route('gallery', (p) => (/^\/(gallery|tag)(\/|$)/.test(p) ? {} : null), () => withChunkStyles(import('../screens/gallery/GalleryScreen'))),
  route(
    'album',
    pattern('/user/:user/album/:albumId', ({ user = '', albumId }) => {
      const id = parsePositiveId(albumId);
      return id === null ? null : { user, albumId: id };
    }),
    () => withChunkStyles(import('../screens/albums/AlbumScreen')),
  ),
  route('albums', pattern('/user/:user/albums', ({ user = '' }) => ({ user })), () => withChunkStyles(import('../screens/albums/AlbumsScreen'))),
  // Edit profile: the signed-in user's own, at /editProfile or /user/{id or name}/edit (before the
  // profile's /user/{id}[/{section}]); the screen refuses someone else's.
  route('editProfile', pattern('/editProfile', () => ({ user: '' })), () => withChunkStyles(import('../screens/edit-profile/EditProfileScreen'))),
  route('userEdit', pattern('/user/:user/edit', ({ user = '' }) => (user ? { user } : null)), () => withChunkStyles(import('../screens/edit-profile/EditProfileScreen'))),
  // Fan lists: /user/{id or name}/fans and /fanof.
  route('fans', pattern('/user/:user/:tab', ({ user = '', tab }) => (user && (tab === 'fans' || tab === 'fanof') ? { user, tab: tab as 'fans' | 'fanof' } : null)), () => withChunkStyles(import('../screens/profile/FansScreen'))),
  // A profile by id or name, with a tab (about, sketches, likes, blocks); albums, edit and the fan
  // lists are the routes above.
  route('profile', (p) => profileOf(p) ?? profileTabOf(p), loadProfile),
  route('upload', pattern('/upload', () => ({})), () => withChunkStyles(import('../screens/upload/UploadScreen'))),
  route('sketchEdit', pattern('/sketch/:id/edit', positiveId('id')), () => withChunkStyles(import('../screens/sketch-edit/SketchEditScreen'))),
  // Only the plain id form: /sketch/{id}/edit and anything else under /sketch/ are not this page.
  route('sketch', pattern('/sketch/:id', positiveId('id')), () => withChunkStyles(import('../screens/sketch/SketchScreen'))),
  route('sharedSketch', pattern('/shared/sketch', () => ({})), () => withChunkStyles(import('../screens/sketch/SharedSketchScreen'))),
  route('sketchStats', pattern('/stats/:id', positiveId('id')), () => withChunkStyles(import('../screens/stats/SketchStatsScreen'))),
  // /e/stats keeps its prefix (src/lib/route.ts): it is the user statistics screen.
  route('userStats', pattern('/e/stats/:userId', positiveId('userId')), () => withChunkStyles(import('../screens/stats/UserStatsScreen'))),
  route('compos', pattern('/compos', () => ({})), () => withChunkStyles(import('../screens/compos/ComposScreen'))),
  // A compo by key name or id (the screen asks the server, which takes both); /vote is its ballot.
  route('compoVote', pattern('/compo/:name/vote', ({ name = '' }) => ({ name })), () => withChunkStyles(import('../screens/compos/CompoVoteScreen'))),
  route('compo', pattern('/compo/:name', ({ name = '' }) => ({ name })), () => withChunkStyles(import('../screens/compos/CompoScreen'))),
  route('brushes', (p) => (/^\/(content|shared\/brush)\/?$/.test(p) ? {} : null), () => withChunkStyles(import('../screens/brushes/BrushBrowserScreen'))),
  route('challenges', pattern('/challenges', () => ({})), () => withChunkStyles(import('../screens/challenges/ChallengesScreen'))),
  route('challenge', pattern('/challenge/:id', positiveId('id')), () => withChunkStyles(import('../screens/challenges/ChallengeScreen'))),
  route('artists', pattern('/artists', () => ({})), () => withChunkStyles(import('../screens/artists/ArtistsScreen'))),
  route('search', pattern('/search', () => ({})), () => withChunkStyles(import('../screens/search/SearchScreen'))),
  // /awards and /awards/{anything}: the screen reads the year (src/lib/awards.ts), which defaults to 2022.
  route('awards', (p) => (/^\/awards(\/[^/]*)?\/?$/.test(p) ? {} : null), () => withChunkStyles(import('../screens/awards/AwardsScreen'))),
  // Messages: the topics, a thread (/e/message/{id} too: the prefix is stripped), compose to a user.
  route('messages', pattern('/messages', () => ({})), () => withChunkStyles(import('../screens/messages/MessagesScreen'))),
  route('messageWrite', pattern('/message/write/:userId', positiveId('userId')), () => withChunkStyles(import('../screens/messages/WriteScreen'))),
  route('message', pattern('/message/:id', positiveId('id')), () => withChunkStyles(import('../screens/messages/ThreadScreen'))),
  // /activity, /activity/uploads, /activity/replies: the screen reads the tab from the path.
  route('activity', (p) => (/^\/activity(\/(uploads|replies))?\/?$/.test(p) ? {} : null), () => withChunkStyles(import('../screens/messages/ActivityScreen'))),
  // Account recovery: the form, and the link of a recovery e-mail (the screen checks the key).
  route('recover', pattern('/recover', () => ({})), () => withChunkStyles(import('../screens/account/RecoverScreen'))),
  route('recoverKey', pattern('/recover/:key', ({ key = '' }) => (key ? { key } : null)), () => withChunkStyles(import('../screens/account/RecoverKeyScreen'))),
  // The store, and the page the payment provider returns to.
  route('store', pattern('/store', () => ({})), () => withChunkStyles(import('../screens/store/StoreScreen'))),
  route('storeSuccess', pattern('/store/paypal-success', () => ({})), () => withChunkStyles(import('../screens/store/StoreSuccessScreen'))),
  // KEEP LAST: any other path falls to the profile handler (spec part 1 §2): /{name}[/{section}]
  // names a patron (their web address) or a nickname; an unknown one is the not-found page
  // (src/lib/profileRoutes.ts).
  route('profileFallback', (p) => { const found = fallbackProfile(p); return found ? { user: found.user, section: found.section ?? '', patron: true } : null; }, loadProfile),
];

function errorPage(location: Location, kind: 'notFound' | 'serverError'): ResolvedPage {
  return { location, name: kind, render: () => <ErrorPage kind={kind} /> };
}

/** A resolver of locations to pages: a screen with its data, a redirect or an error page. */
export const createResolver = (table: readonly RouteRule<LoadScreen>[]) =>
  async function resolvePage(location: Location, signal: AbortSignal): Promise<ResolvedPage> {
  const found = matchRoute(table, location.path);
  if (!found) return errorPage(location, 'notFound');
  try {
    const screen = await found.rule.screen();
    const data = screen.load ? await screen.load({ params: found.params, location, signal }) : undefined;
    const Screen = screen.default;
    return {
      location,
      name: found.rule.name,
      render: () => <Screen params={found.params} location={location} data={data} />,
    };
  } catch (error) {
    if (error instanceof Redirect) return { location, name: 'redirect', render: () => null, redirectTo: error.to };
    // Only 500 versus other is distinguished (spec part 1 §8).
    if (error instanceof ApiError) return errorPage(location, error.status === 500 ? 'serverError' : 'notFound');
    reportError(error);
    return errorPage(location, 'serverError');
  }
};

export const resolvePage = createResolver(routeTable);
