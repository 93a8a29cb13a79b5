// Mounting the app into the page: a page the server rendered (src/serverRender.tsx) is hydrated
// with the session and the query cache of its state, once its first page has resolved from that
// cache (no request); any other page is rendered in the browser from nothing, as on a static host.
import { startTransition, StrictMode, useEffect, useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';
import { takeServerState, takeSessionState, type ServerState } from '../../api/serverState';
import { setRenderClock } from '../../lib/renderClock';
import { setRenderViewport } from '../../lib/useHydrated';
import { adoptSession, useSession } from '../../stores/session';
import { reportError } from '../navigation/analytics';
import { App } from './App';
import { onPageView } from '../navigation/navigation';
import { rootErrorOptions } from './PageBoundary';
import { preloadChunks } from '../../lib/lazyChunk';
import { markAppLive } from '../../lib/earlyForms';
import { rememberServerNotFound } from '../navigation/serverVerdict';
import { normalizeLocation } from '../../lib/route';

/**
 * What the page brought from the reference server, taken out of it before anything reads the
 * session: a rendered page's state (returned, for mountApp to hydrate with), or the session alone
 * of a page the browser renders. A page that brings neither (a static host's) reads the session.
 * The first page then knows its viewer at once: a banned viewer's is held back before it reads.
 */
export function adoptPageState(rootElement: HTMLElement): ServerState | null {
  const serverState = rootElement.firstElementChild ? takeServerState() : null;
  const pageSession = serverState ? null : takeSessionState();
  if (serverState) adoptServerState(serverState);
  else if (pageSession) adoptSession(pageSession);
  else void useSession.getState().load();
  return serverState;
}

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
  adoptSession(state.session);
  setRenderClock(state.renderedAt);
  setRenderViewport(state.viewport);
  if (state.notFound) {
    const here = normalizeLocation(window.location.pathname, window.location.search, window.location.hash);
    rememberServerNotFound(here.path, here.search);
  }
}

/**
 * The app's tree as the browser mounts it, and as the server renders it (src/serverRender.tsx):
 * one shape on both sides, since React's useId names an element by its place in the tree; the
 * server rendering <App /> alone gave every id a different name than hydration did (a mismatch
 * on any page with tabs or a labelled field). StrictMode checks only in development builds
 * (`npm run dev`): effects run, clean up and run again, so one that does not clean up shows at
 * once; a production build ignores it.
 */
export const appTree = (committed: () => void) => (
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

/** The longest hydration waits for the page's lazy chunks: one that hangs leaves its part to load as it renders. */
const CHUNK_PATIENCE_MS = 3000;

/** The longest hydration waits for a frame: a hidden page (a WebView not shown yet) paints none. */
const PAINT_WAIT_MS = 100;

/** Runs `then` once the browser has painted what it has (the server's markup), or after PAINT_WAIT_MS. */
function afterNextPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, PAINT_WAIT_MS);
}

/**
 * Mounts the app into `rootElement` (navigation starts right after). With `serverState` (already
 * adopted), hydrates the server's markup once the first page shows; `mounted` runs once React has
 * committed the page (hydrated: its buttons work). Returns the unmount (tests).
 */
export function mountApp(rootElement: HTMLElement, serverState: ServerState | null, mounted: () => void): () => void {
  let root: Root | null = null;
  // The page's forms are the app's from here (boot.js held their submits until then).
  const committed = () => {
    markAppLive(document.documentElement);
    mounted();
  };
  const render = () => {
    root = createRoot(rootElement, rootErrorOptions);
    root.render(appTree(committed));
  };
  if (!serverState) {
    render();
    return () => root?.unmount();
  }
  let stopped = false;
  const hydrate = () => {
    if (stopped) return;
    // A sign-in the host pushed meanwhile changed the viewer: the server's markup is someone
    // else's page, so the app renders its own instead of hydrating it.
    if (useSession.getState().user?.id !== serverState.session.user?.id) {
      rootElement.replaceChildren();
      render();
      return;
    }
    startTransition(() => {
      root = hydrateRoot(rootElement, appTree(committed), {
        ...rootErrorOptions,
        // A mismatch React recovered from (it rendered that part on the client): a defect of the
        // server's render, reported, and marked on the page for the end-to-end tests with React's
        // message and the components it was in (a production build names the elements).
        onRecoverableError: (error, info) => {
          const message = error instanceof Error ? error.message : String(error);
          document.documentElement.dataset.hydrationMismatch = `${message}\n${(info.componentStack ?? '').slice(0, 600)}`;
          reportError(error);
        },
      });
    });
  };
  const stopWaiting = onPageView(() => {
    stopWaiting();
    // The code of the page's lazy parts first (its screen's module, which names them, is in now):
    // a tap on a part hydrates that part at once, which its code must be here for.
    const chunksIn = preloadChunks(serverState.chunks, CHUNK_PATIENCE_MS);
    // The markup paints first, then hydration runs as a transition: React yields to the browser
    // every few milliseconds instead of holding the main thread for the whole page (a tap on a
    // part not hydrated yet hydrates that part first).
    afterNextPaint(() => void chunksIn.then(hydrate));
  });
  return () => {
    stopped = true;
    stopWaiting();
    root?.unmount();
  };
}
