// The server's render of a landing page (built for Node into dist/server/, used by
// server/http/serverRender.ts): the same route table, loaders, queries and components as the
// browser, rendered with React's streaming server renderer for the viewer who asked. The app's
// state lives in module singletons (the query cache, the session and navigation stores), so one
// page renders at a time: the viewer's reads are fetched before (firstAnswers), which keeps the
// turn short, and everything is put back before the next one starts, so no viewer's data can
// reach another's page.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { dehydrate } from '@tanstack/react-query';
import { appTree } from './app/shell/mount';
import { FADE_MS, useNavigation } from './app/navigation/navigation';
import { resolvePage } from './app/routes/routes';
import { takeRenderedMissing, takeRenderedPreview, takeRenderedTitle } from './app/navigation/screen';
import { setTransport } from './api/client';
import { provideFirstAnswers } from './api/firstAnswers';
import { queryClient } from './api/queryClient';
import { fetchMe } from './api/session';
import type { RenderInput, RenderResult, ServerState } from './api/serverState';
import { RenderedChunks } from './lib/lazyChunk';
import { matchRoute, normalizeLocation } from './lib/route';
import { routeTable } from './app/routes/routeTable';
import { setRenderClock } from './lib/renderClock';
import { setRenderSeenMotd } from './lib/motd';
import { setRenderViewport } from './lib/useHydrated';
import { adoptSession, useSession } from './stores/session';
import { LANDING_SCREENS } from '../build/landingScreens.mjs';

// Server-supplied HTML on a rendered page is sanitised here as in the browser (DOMPurify, the same
// rules), in a window the server lends (server/http/purifierWindow.ts: jsdom's, resolved from the
// server's own packages, as this module may be built into a folder outside the project).
export { setPurifierWindow } from './lib/safeHtml';

/**
 * The pages rendered on the server: the landing screens the build marks so
 * (build/landingScreens.mjs: home, every gallery and tag page, the sketch page, a profile, a group,
 * a compo, a daily challenge, the groups' list), the pages people open from outside. The build
 * gives each its combined stylesheet and the files of its lazy parts. Other pages render in the browser.
 */
const SERVER_RENDERED = LANDING_SCREENS.filter((landing) => landing.serverRendered).map((landing) => new RegExp(landing.path));

/**
 * A path no rule of the route table takes is the not-found page: rendered here too (it costs
 * little), so its answer says 404 and a crawler or a link checker does not keep it as a page.
 */
const isUnknownPath = (path: string): boolean => matchRoute(routeTable, normalizeLocation(path).path) === null;

export const rendersPath = (path: string): boolean => SERVER_RENDERED.some((rule) => rule.test(path)) || isUnknownPath(path);

/**
 * The markup of the app's tree once everything in it is ready (a crawler or a browser without
 * JavaScript gets it all); the lazy chunks it used are added to `chunks`.
 */
function renderMarkup(chunks: Set<string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const sink = new PassThrough();
    const parts: Buffer[] = [];
    sink.on('data', (part: Buffer) => parts.push(part));
    sink.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    let failed = false;
    // The tree the browser hydrates (appTree): the same places, so the same useId names. Its
    // commit callback runs only in a browser (an effect).
    const stream = renderToPipeableStream(
      <RenderedChunks value={chunks}>{appTree(() => undefined)}</RenderedChunks>,
      {
        // The whole page at once: no part is sent apart with a script to put it in place
        // (the page's CSP allows no inline script, and the markup must read without JavaScript).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady: () => stream.pipe(sink),
        onShellError: (error) => reject(error),
        onError: (error) => {
          // An error inside a Suspense boundary leaves that part to the client; the page must be
          // whole or not rendered at all.
          if (!failed) reject(error);
          failed = true;
        },
      },
    );
  });
}

async function renderAlone(input: RenderInput): Promise<RenderResult | null> {
  const renderedAt = Date.now();
  provideFirstAnswers(input.answers);
  setTransport(input.transport);
  setRenderClock(renderedAt);
  setRenderSeenMotd(input.seenMotd);
  setRenderViewport(input.viewport);
  try {
    const session = await fetchMe();
    adoptSession(session);
    const location = normalizeLocation(input.path, input.search, '');
    const page = await resolvePage(location, new AbortController().signal);
    if (page.redirectTo) return { kind: 'redirect', to: page.redirectTo };
    // A server error is left to the browser, which shows its error page with Retry.
    if (page.name === 'serverError') return null;
    useNavigation.setState({ page: { ...page, entryKey: 'server', restored: false }, phase: 'in', fadeMs: FADE_MS, spinner: false, busy: false });
    const chunks = new Set<string>();
    takeRenderedTitle();
    takeRenderedPreview();
    takeRenderedMissing();
    const markup = await renderMarkup(chunks);
    const title = takeRenderedTitle();
    const preview = takeRenderedPreview();
    const missing = takeRenderedMissing();
    const queries = dehydrate(queryClient).queries as unknown as ServerState['queries']['queries'];
    const notFound = page.name === 'notFound';
    const state: ServerState = { renderedAt, session, queries: { queries, mutations: [] }, chunks: [...chunks], viewport: input.viewport, notFound };
    return { kind: 'page', status: notFound || missing ? 404 : 200, markup, state, title, preview };
  } finally {
    queryClient.clear();
    useSession.setState({ status: 'loading', user: null, moderator: null });
    useNavigation.setState({ page: null, phase: 'in', fadeMs: FADE_MS, spinner: false, busy: false });
    provideFirstAnswers([]);
    setTransport(null);
    setRenderClock(null);
    setRenderSeenMotd(null);
    setRenderViewport(null);
  }
}

let turn: Promise<unknown> = Promise.resolve();

/** Renders the page at `input.path` for its viewer; null when the page is left to the browser. */
export function renderPage(input: RenderInput): Promise<RenderResult | null> {
  const result = turn.then(() => renderAlone(input));
  turn = result.catch(() => undefined);
  return result;
}
