// Entry: theme is already applied by boot.js; start the host bridge, routing and the session,
// then mount the app (src/app/shell/mount.tsx: a page the server rendered is hydrated) and tell the
// host the page is ready. The session comes with the page from the reference server, or is read
// from a static host (adoptPageState).
import { adoptPageState, mountApp } from './app/shell/mount';
import { announceReady, followHostFiles, startHostBridge } from './app/host/hostBridge';
import { installErrorReporting, reportPageView } from './app/navigation/analytics';
import { interceptLinkClicks } from './app/navigation/links';
import { onPageView, startNavigation } from './app/navigation/navigation';
import { preloadRouteTable, resolvePage } from './app/routes/routes';
import { followQueryFreshness } from './app/shell/queryFreshness';
import { withChunkStyles } from './lib/chunkStyles';
import { followViewport } from './lib/viewportCookie';
// What every lazy chunk shares, the whiteboard's and the route table's included: reached by the
// entry too, it comes in the entry's shared chunk instead of a chunk of its own (build/lazyEntries.mjs).
import './shellGraph';

const rootElement = document.getElementById('root')!;

installErrorReporting();
const serverState = adoptPageState(rootElement);
startHostBridge();
followQueryFreshness();
interceptLinkClicks();
onPageView((page) => reportPageView(page.location.path));
// Once a page shows, the rest of the route table, so the first click does not wait for it, and the
// guard that cancels the click of a drag (src/app/shell/tapGuard.ts says why it waits until then).
const stopPreload = onPageView(() => {
  stopPreload();
  preloadRouteTable();
  void withChunkStyles(import('./app/shell/tapGuard')).then(
    ({ installTapGuard }) => installTapGuard(),
    () => undefined, // offline for a moment: taps work as they did, a drag's click included
  );
});
mountApp(rootElement, serverState, () => requestAnimationFrame(() => announceReady()));
// The window's size, for the server's render of the next landing page (lib/viewportCookie.ts).
followViewport();
startNavigation(resolvePage);
followHostFiles();
