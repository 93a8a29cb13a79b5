// Entry: theme is already applied by boot.js; start the host bridge, routing and the session,
// then mount the app and tell the host the page is ready. A page the server rendered
// (src/serverRender.tsx) is hydrated: the session and the query cache come from its state, the
// first page resolves from that cache without a request, and React takes over the markup.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App } from './app/App';
import { announceReady, followHostFiles, startHostBridge } from './app/hostBridge';
import { installErrorReporting, reportError, reportPageView } from './app/analytics';
import { interceptLinkClicks } from './app/links';
import { onPageView, startNavigation } from './app/navigation';
import { rootErrorOptions } from './app/PageBoundary';
import { preloadRouteTable, resolvePage } from './app/routes';
import { followQueryFreshness } from './app/queryFreshness';
import { queryClient } from './api/queryClient';
import { takeServerState, type ServerState } from './api/serverState';
import { setRenderClock } from './lib/renderClock';
import { useSession } from './stores/session';

const rootElement = document.getElementById('root')!;
const serverState = rootElement.firstElementChild ? takeServerState() : null;

/**
 * The server's session and reads, as the server rendered them. The reads count as fresh from
 * now: the server read them while this page loaded, and a screen must not ask again at once.
 */
function adoptServerState(state: ServerState): void {
  const now = Date.now();
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
  // The schema checked the envelope; the library reads its own records (only successful reads, no writes).
  hydrate(queryClient, { queries: state.queries.queries as unknown as DehydratedState['queries'], mutations: [] });
  useSession.setState({ status: 'ready', user: state.session.user, moderator: state.session.user ? state.session.moderator : null });
  setRenderClock(state.renderedAt);
}

installErrorReporting();
if (serverState) adoptServerState(serverState);
startHostBridge();
followQueryFreshness();
if (!serverState) void useSession.getState().load();
interceptLinkClicks();
onPageView((page) => reportPageView(page.location.path));
// Once a page shows, the rest of the route table, so the first click does not wait for it.
const stopPreload = onPageView(() => {
  stopPreload();
  preloadRouteTable();
});

// StrictMode checks only in development builds (`npm run dev`): effects run, clean up and run
// again, so one that does not clean up shows at once; a production build ignores it.
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (serverState) {
  // Hydration waits for the first page (its screen's code; its data is in the cache already).
  const stopWaiting = onPageView(() => {
    stopWaiting();
    // A sign-in the host pushed meanwhile changed the viewer: the server's markup is someone
    // else's page, so the app renders its own instead of hydrating it.
    if (useSession.getState().user?.id !== serverState.session.user?.id) {
      rootElement.replaceChildren();
      createRoot(rootElement, rootErrorOptions).render(app);
    } else {
      hydrateRoot(rootElement, app, {
        ...rootErrorOptions,
        // A mismatch React recovered from (it rendered that part on the client): a defect of the
        // server's render, reported, and marked on the page for the end-to-end tests.
        onRecoverableError: (error) => {
          document.documentElement.dataset.hydrationMismatch = 'true';
          reportError(error);
        },
      });
    }
    requestAnimationFrame(() => announceReady());
  });
  startNavigation(resolvePage);
} else {
  startNavigation(resolvePage);
  createRoot(rootElement, rootErrorOptions).render(app);
  requestAnimationFrame(() => announceReady());
}
followHostFiles();
