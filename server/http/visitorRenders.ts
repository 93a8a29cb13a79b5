// A second's memory of the landing pages rendered for visitors (issue 22). Every visitor without a
// session sees the same home, galleries, sketch pages and the rest, so under a crowd the server
// renders each of them about once a second instead of once per request: a render costs tens of
// milliseconds of the one thread, and sixteen visitors at once otherwise queue behind one another. Concurrent requests
// share the render in flight. What is kept:
// - only requests with no session cookie (a signed-in viewer's page is theirs alone, and an
//   expired session's cookie still goes through the render, which answers as for a visitor),
//   kept apart by the message of the day the visitor dismissed and by the window they laid out
//   for (their cookies);
// - only the pages the server renders (build/landingScreens.mjs), which every visitor gets
//   alike; on the sketch page and a profile, whose first read counts the reader's view,
//   every visitor served the kept page has their view counted apart (`onShared`, which spa.ts
//   gives keptPageViews.ts);
// - only a page the render produced (a slow or failed render is tried again by the next request).
// The page carries nothing of the request it was rendered for: the CSRF token is a cookie, and the
// relative times hydrate from the render's own clock (renderedAt), at most this old.
import type { FastifyRequest } from 'fastify';
import { LANDING_SCREENS } from '../../build/landingScreens.mjs';
import { SESSION_COOKIE } from '../auth/sessions';
import { seenMotdOf, viewportOf } from './firstAnswers';
import { viewportText } from '../../src/lib/viewportCookie';
import { pathOf } from './negotiation';
import type { ViewerRender } from './serverRender';

/** How long a visitor's page is kept: the longest a heart or a new sketch waits to show to visitors. */
export const VISITOR_RENDER_MEMORY_MS = 1000;

/** At most this many pages are kept (each address with its query string is one page). */
export const VISITOR_RENDERS_KEPT = 64;

const SHARED_PAGES = LANDING_SCREENS.filter((screen) => screen.serverRendered).map((screen) => new RegExp(screen.path));

/** The key a request's page is kept under, or null when its page is not shared by visitors. */
export function visitorPageKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || request.cookies[SESSION_COOKIE] !== undefined) return null;
  const path = pathOf(request.url);
  if (!SHARED_PAGES.some((page) => page.test(path))) return null;
  // A visitor who dismissed the message of the day gets a home without it; one whose window is
  // known gets a page laid out for it.
  const seenMotd = seenMotdOf(request);
  const viewport = viewportOf(request);
  return [request.url, seenMotd === true ? '' : ` motd-seen=${seenMotd}`, viewport ? ` viewport=${viewportText(viewport)}` : ''].join('');
}

export type RenderOnce = (request: FastifyRequest, render: () => Promise<ViewerRender>) => Promise<ViewerRender>;

/**
 * Renders a visitor's page once per `memoryMs` (by `clock`); with 0, every request renders.
 * `onShared` is called for each request served a page rendered for another.
 */
export function visitorRenders(memoryMs: number, clock: () => number, onShared: (request: FastifyRequest) => void = () => {}): RenderOnce {
  const kept = new Map<string, { at: number; render: Promise<ViewerRender> }>();
  return (request, render) => {
    const key = memoryMs > 0 ? visitorPageKey(request) : null;
    if (key === null) return render();
    const now = clock();
    const entry = kept.get(key);
    if (entry && now - entry.at < memoryMs) {
      onShared(request);
      return entry.render;
    }
    const fresh = render().then((page) => {
      // A page the browser renders instead is not kept: the next request tries the server's again.
      if (page.result === null && kept.get(key)?.render === fresh) kept.delete(key);
      return page;
    });
    kept.delete(key);
    kept.set(key, { at: now, render: fresh });
    // The oldest goes first (a Map keeps insertion order; a page set again moves to the end).
    while (kept.size > VISITOR_RENDERS_KEPT) kept.delete(kept.keys().next().value!);
    return fresh;
  };
}
