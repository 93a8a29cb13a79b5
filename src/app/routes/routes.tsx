// Resolving a location to a page: a screen with its data, a redirect or an error page. The rules
// are in src/app/routes/routeTable.ts, a chunk of its own; only the home rule is in the entry (the first
// load of "/" stays the same however many screens the table gains). Any other address waits for
// the table's chunk, which boot.js starts fetching with the entry on such an address, and which
// is fetched once the first page shows (preloadRouteTable) so a click never waits for it.
import { ApiError } from '../../api/client';
import { withChunkStyles } from '../../lib/chunkStyles';
import { isCodeLoadFailure } from '../../lib/codeLoadFailure';
import { loadOnce } from '../../lib/loadOnce';
import { matchRoute, type Location, type RouteRule } from '../../lib/route';
import { PAGE_OPEN_TO_BANNED, type ResolvedPage } from '../navigation/navigation';
import { Redirect } from '../navigation/screen';
import { ErrorPage } from '../shell/ErrorPage';
import type { Unreachable } from '../shell/useReloadWhenServerAnswers';
import { reportError } from '../navigation/analytics';
import { selectIsBanned, useSession } from '../../stores/session';
import { homeRoute } from './homeRoute';
import type { LoadScreen } from './screenRoute';
import { takeServerNotFound } from '../navigation/serverVerdict';

export { route } from './screenRoute';

type Table = readonly RouteRule<LoadScreen>[];

function errorPage(location: Location, kind: 'notFound' | 'serverError', unreachable: Unreachable = null): ResolvedPage {
  return { location, name: kind, render: () => <ErrorPage kind={kind} unreachable={unreachable} /> };
}

/** A resolver of locations to pages over the rules `tableFor(path)` gives. */
export const createResolver = (tableFor: (path: string) => Table | Promise<Table>) =>
  async function resolvePage(location: Location, signal: AbortSignal, { restored }: { restored: boolean } = { restored: false }): Promise<ResolvedPage> {
  if (takeServerNotFound(location.path, location.search)) return errorPage(location, 'notFound');
  try {
    const found = matchRoute(await tableFor(location.path), location.path);
    if (!found) return errorPage(location, 'notFound');
    // A banned user sees the ban page in place of every page but the logout (App): a page nobody
    // sees is not fetched, neither its code nor its data. Lifting the ban loads it (App).
    if (selectIsBanned(useSession.getState()) && found.rule.name !== PAGE_OPEN_TO_BANNED) return { location, name: found.rule.name, render: () => null, heldByBan: true };
    // The screen's code is in (screenChunk): its data request goes out now, while its stylesheets
    // load; the page is ready once both are.
    const screen = await found.rule.screen();
    const [data] = await Promise.all([screen.load ? screen.load({ params: found.params, location, signal, restored }) : undefined, withChunkStyles(Promise.resolve(screen))]);
    const Screen = screen.default;
    return {
      location,
      name: found.rule.name,
      render: () => <Screen params={found.params} location={location} data={data} />,
    };
  } catch (error) {
    if (error instanceof Redirect) return { location, name: 'redirect', render: () => null, redirectTo: error.to };
    // Only 500 versus other codes is distinguished (spec part 1 §8). No answer at all (status 0:
    // offline, the server down) is no code: the page may well exist, so it says to try again.
    if (error instanceof ApiError) return errorPage(location, error.status === 500 || error.status === 0 ? 'serverError' : 'notFound', error.status === 0 ? 'data' : null);
    // The screen's code could not be fetched: an outage too, not a defect to report.
    if (isCodeLoadFailure(error)) return errorPage(location, 'serverError', 'code');
    reportError(error);
    return errorPage(location, 'serverError');
  }
};

/** The whole table (its chunk is fetched once, and kept: loadOnce). */
export const loadRouteTable: () => Promise<Table> = loadOnce(() => withChunkStyles(import('./routeTable')).then((m) => m.routeTable));

/** Starts fetching the table's chunk, for the next navigation (called once the first page shows). */
export function preloadRouteTable(): void {
  void loadRouteTable().catch(() => undefined);
}

export const resolvePage = createResolver((path) => (path === '/' ? [homeRoute] : loadRouteTable()));
