// The first answers of a landing page, read for the visitor before the server renders it
// (serverRender.ts hands them to src/serverRender.tsx, which src/api/firstAnswers.ts serves them
// from): the session and the screen's first reads, all at once, so the render's turn does not wait
// for them one after another. Each is the API's own answer to the same request with the visitor's
// cookies (app.inject runs the whole pipeline: guards, viewer, CSRF), so nothing is shown that
// the API would not send. Only 200 JSON answers are used; a failure or a slow answer is asked
// again by the render itself. The answers also name the page's largest image, preloaded from its
// HTML. A page the server does not render reads the session alone, which it carries for the app.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { FirstAnswer, FirstRequest } from '../../src/api/firstAnswers';
import { homeIndexRequest } from '../../src/api/home';
import { MeResponseSchema, type MeResponse } from '../../src/api/schemas/session';
import { SketchPageSchema } from '../../src/api/schemas/sketchCards';
import { SketchSchema } from '../../src/api/schemas/sketches';
import { buildUrl } from '../../src/api/url';
import { parseSeenMotd, SEEN_MOTD_COOKIE } from '../../src/lib/motd';
import { parseViewport, VIEWPORT_COOKIE, type Viewport } from '../../src/lib/viewportCookie';
import { parseGalleryPath, type GalleryKind } from '../../src/lib/gallery';
import { gridPreloads, sketchPreload, type ImagePreload } from '../../src/lib/landingImages';
import { CSRF_COOKIE, CSRF_HEADER } from './csrf';
import { beforeFirstScript } from './htmlHead';
import { takesPicturesDown } from '../../src/lib/sketchRules';

/** The page waits at most this long for its answers; later ones are left to the app. */
export const FIRST_ANSWERS_TIMEOUT_MS = 1500;

/** The feeds of the galleries anybody can see, as src/queries/galleries.ts reads their first page. */
const GALLERY_FEEDS: Partial<Record<GalleryKind['kind'], string>> = {
  featured: '/api/v2/index/featuredSketches',
  recent: '/api/v2/index/recentSketches',
  hearts: '/api/v2/index/recentHearts',
  trending: '/api/v2/index/trending',
};

/** The session read (src/api/session.ts's fetchMe): every page's first. */
export const SESSION_REQUEST: FirstRequest = { method: 'GET', url: buildUrl('/api/v2/user/me') };

/**
 * The requests a landing page's screen makes before it shows, as the app makes them (same
 * address and body, so src/api/client.ts matches them): the session first, then the screen's.
 * `seenMotd` is the viewer's dismissed message of the day (seenMotdOf).
 */
export function firstRequestsOf(pagePath: string, seenMotd: number | true = true): FirstRequest[] {
  // The home index as the viewer's app asks for it: with the message of the day they dismissed.
  if (pagePath === '/') return [SESSION_REQUEST, { method: 'POST', url: buildUrl('/api/v2/index'), body: homeIndexRequest(seenMotd) }];
  const sketch = /^\/sketch\/([1-9]\d{0,14})\/?$/.exec(pagePath);
  if (sketch) {
    const id = sketch[1]!;
    return [SESSION_REQUEST, ...['sketchInfo', 'sketchHearts', 'sketchHasCoOps'].map((call): FirstRequest => ({ method: 'GET', url: buildUrl(`/api/v2/${call}/${id}`) }))];
  }
  if (/^\/(gallery|tag)(\/|$)/.test(pagePath)) {
    const feed = GALLERY_FEEDS[parseGalleryPath(pagePath).kind];
    return feed ? [SESSION_REQUEST, { method: 'GET', url: buildUrl(feed, { page: 1 }) }] : [SESSION_REQUEST];
  }
  return [];
}

/** The message of the day the viewer dismissed, from the cookie src/lib/motd.ts keeps. */
export const seenMotdOf = (request: FastifyRequest): number | true => parseSeenMotd(request.cookies[SEEN_MOTD_COOKIE]);

/** The viewer's window, from the cookie src/lib/viewportCookie.ts keeps; null when unknown (the render lays out for a phone). */
export const viewportOf = (request: FastifyRequest): Viewport | null => parseViewport(request.cookies[VIEWPORT_COOKIE]);

/** The visitor's cookies, with a CSRF token of our own for a POST (a read the server itself makes). */
function cookiesFor(request: FastifyRequest, method: FirstRequest['method']): { cookie?: string; csrf?: string } {
  const cookie = request.headers.cookie;
  if (method === 'GET') return cookie ? { cookie } : {};
  const csrf = randomBytes(24).toString('base64url');
  const others = (cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${CSRF_COOKIE}=`));
  return { cookie: [...others, `${CSRF_COOKIE}=${csrf}`].join('; '), csrf };
}

export interface InjectedRequest {
  method: string;
  url: string;
  /** A JSON body, already serialised. */
  payload?: string;
}

/**
 * A request of the server's render, as the visitor would make it: the whole pipeline (guards,
 * viewer, CSRF) with their cookies and address (a visitor's view of a sketch counts by it).
 */
export function injectAs(app: FastifyInstance, request: FastifyRequest, first: InjectedRequest) {
  const method = first.method === 'POST' ? 'POST' : 'GET';
  const { cookie, csrf } = cookiesFor(request, method);
  return app.inject({
    method,
    url: first.url,
    remoteAddress: request.ip,
    headers: {
      accept: 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(csrf ? { [CSRF_HEADER]: csrf } : {}),
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      ...(first.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(first.payload === undefined ? {} : { payload: first.payload }),
  });
}

async function answerOf(app: FastifyInstance, request: FastifyRequest, first: FirstRequest): Promise<FirstAnswer | null> {
  const response = await injectAs(app, request, { method: first.method, url: first.url, ...(first.body === undefined ? {} : { payload: JSON.stringify(first.body) }) });
  if (response.statusCode !== 200 || !/^application\/json/.test(String(response.headers['content-type'] ?? ''))) return null;
  return { ...first, answer: JSON.parse(response.body) as unknown };
}

/** The answers to `requests` that came back in time as 200 JSON; never throws. */
export async function fetchFirstAnswers(app: FastifyInstance, request: FastifyRequest, requests: FirstRequest[]): Promise<FirstAnswer[]> {
  if (!requests.length) return [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), FIRST_ANSWERS_TIMEOUT_MS);
  });
  const answers = await Promise.all(requests.map((first) => Promise.race([answerOf(app, request, first).catch(() => null), timeout])));
  clearTimeout(timer);
  return answers.filter((answer): answer is FirstAnswer => answer !== null);
}

/** The viewer's session among the answers, or null when it did not come (in time, or at all). */
export function sessionIn(answers: FirstAnswer[]): MeResponse | null {
  const answer = answers.find((first) => first.url === SESSION_REQUEST.url);
  const session = answer && v.safeParse(MeResponseSchema, answer.answer);
  return session?.success ? session.output : null;
}

/**
 * The page's largest image on a phone, from its answers (src/lib/landingImages.ts): a gallery's
 * first row, a sketch page's sketch unless it may be hidden (mature, removed).
 */
export function imagePreloadsOf(answers: FirstAnswer[]): ImagePreload[] {
  const feeds = new Set(Object.values(GALLERY_FEEDS));
  return answers.flatMap((first): ImagePreload[] => {
    const path = first.url.split('?')[0]!;
    if (feeds.has(path)) {
      const page = v.safeParse(SketchPageSchema, first.answer);
      return page.success ? gridPreloads(page.output.sketches.map((card) => card.imageUrl ?? card.image ?? '')) : [];
    }
    if (path.startsWith('/api/v2/sketchInfo/')) {
      const sketch = v.safeParse(SketchSchema, first.answer);
      if (!sketch.success || sketch.output.mature || takesPicturesDown(sketch.output.violation)) return [];
      const preload = sketchPreload(sketch.output);
      return preload ? [preload] : [];
    }
    return [];
  });
}

const attribute = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** index.html with `<link rel=preload>` of the images before its first script, where the browser finds them first. */
export function inlineImagePreloads(html: string, preloads: ImagePreload[]): string {
  if (!preloads.length) return html;
  const links = preloads
    .map((p) => `<link rel="preload" as="image" imagesrcset="${attribute(p.srcset)}" imagesizes="${attribute(p.sizes)}" media="${attribute(p.media)}" fetchpriority="high">`)
    .join('');
  return beforeFirstScript(html, links);
}
