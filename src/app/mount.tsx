// Mounting the app into the page: a page the server rendered (src/serverRender.tsx) is hydrated
// with the session and the query cache of its state, once its first page has resolved from that
// cache (no request); any other page is rendered in the browser from nothing, as on a static host.
import { StrictMode, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import type { ServerState } from '../api/serverState';
import { setRenderClock } from '../lib/renderClock';
import { useSession } from '../stores/session';
import { reportError } from './analytics';
import { App } from './App';
import { onPageView } from './navigation';
import { rootErrorOptions } from './PageBoundary';

/**
 * The server's session and reads, as the server rendered them (before anything else reads the
 * session). The reads count as fresh from now: the server read them while this page loaded, and
 * a screen must not ask again at once.
 */
export function adoptServerState(state: ServerState): void {
  const now = Date.now();
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
  // The schema checked the envelope; the library reads its own records (only successful reads, no writes).
  hydrate(queryClient, { queries: state.queries.queries as unknown as DehydratedState['queries'], mutations: [] });
  useSession.setState({ status: 'ready', user: state.session.user, moderator: state.session.user ? state.session.moderator : null });
  setRenderClock(state.renderedAt);
}

// StrictMode checks only in development builds (`npm run dev`): effects run, clean up and run
// again, so one that does not clean up shows at once; a production build ignores it.
const app = (committed: () => void) => (
  <StrictMode>
    <App />
    <Committed then={committed} />
  </StrictMode>
);

/** Tells once that React has committed the tree (after hydration: the page answers clicks). */
function Committed({ then }: { then: () => void }) {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    then();
  }, [then]);
  return null;
}

/**
 * Mounts the app into `rootElement` (navigation starts right after). With `serverState` (already
 * adopted), hydrates the server's markup once the first page shows; `mounted` runs once React has
 * committed the page (hydrated: its buttons work). Returns the unmount (tests).
 */
export function mountApp(rootElement: HTMLElement, serverState: ServerState | null, mounted: () => void): () => void {
  let root: Root | null = null;
  if (!serverState) {
    root = createRoot(rootElement, rootErrorOptions);
    root.render(app(mounted));
    return () => root?.unmount();
  }
  const stopWaiting = onPageView(() => {
    stopWaiting();
    // A sign-in the host pushed meanwhile changed the viewer: the server's markup is someone
    // else's page, so the app renders its own instead of hydrating it.
    if (useSession.getState().user?.id !== serverState.session.user?.id) {
      rootElement.replaceChildren();
      root = createRoot(rootElement, rootErrorOptions);
      root.render(app(mounted));
    } else {
      root = hydrateRoot(rootElement, app(mounted), {
        ...rootErrorOptions,
        // A mismatch React recovered from (it rendered that part on the client): a defect of the
        // server's render, reported, and marked on the page for the end-to-end tests.
        onRecoverableError: (error) => {
          document.documentElement.dataset.hydrationMismatch = 'true';
          reportError(error);
        },
      });
    }
  });
  return () => {
    stopWaiting();
    root?.unmount();
  };
}
