// The one route table. Spec part 1 §2 decides routes by path substring, in order; wouter's
// patterns cannot express that, so each rule is a predicate. Each screen is its own lazy chunk,
// loaded (with its data) while the previous page fades out. Screens that are not built yet are
// not in the table: their paths show the not-found page.
import { ApiError } from '../api/client';
import { matchRoute, pattern, type Location, type RouteRule } from '../lib/route';
import type { ResolvedPage } from './navigation';
import { Redirect, type ScreenModule } from './screen';
import { ErrorPage } from './ErrorPage';
import { reportError } from './analytics';

type LoadScreen = () => Promise<ScreenModule<any>>;

export const routeTable: readonly RouteRule<LoadScreen>[] = [
  { name: 'home', match: (p) => (p === '/' ? {} : null), screen: () => import('../screens/home/HomeScreen') },
  { name: 'logout', match: pattern('/logout'), screen: () => import('../screens/logout/LogoutScreen') },
  // Galleries by kind, tag or path: /gallery, /gallery/..., /tag/... (the kind is read by src/lib/gallery.ts).
  { name: 'gallery', match: (p) => (/^\/(gallery|tag)(\/|$)/.test(p) ? {} : null), screen: () => import('../screens/gallery/GalleryScreen') },
  { name: 'album', match: pattern('/user/:user/album/:albumId'), screen: () => import('../screens/albums/AlbumScreen') },
  { name: 'albums', match: pattern('/user/:user/albums'), screen: () => import('../screens/albums/AlbumsScreen') },
  { name: 'upload', match: pattern('/upload'), screen: () => import('../screens/upload/UploadScreen') },
  { name: 'sketchEdit', match: pattern('/sketch/:id/edit'), screen: () => import('../screens/sketch-edit/SketchEditScreen') },
  // Only the plain id form: /sketch/{id}/edit and anything else under /sketch/ are not this page.
  { name: 'sketch', match: (p) => (/^\/sketch\/\d+\/?$/.test(p) ? { id: p.split('/')[2]! } : null), screen: () => import('../screens/sketch/SketchScreen') },
  { name: 'sharedSketch', match: pattern('/shared/sketch'), screen: () => import('../screens/sketch/SharedSketchScreen') },
  { name: 'sketchStats', match: pattern('/stats/:id'), screen: () => import('../screens/stats/SketchStatsScreen') },
  // /e/stats keeps its prefix (src/lib/route.ts): it is the user statistics screen.
  { name: 'userStats', match: pattern('/e/stats/:userId'), screen: () => import('../screens/stats/UserStatsScreen') },
  { name: 'brushes', match: (p) => (/^\/(content|shared\/brush)\/?$/.test(p) ? {} : null), screen: () => import('../screens/brushes/BrushBrowserScreen') },
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
