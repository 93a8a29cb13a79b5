// The server's render of a landing page (issue 22): src/serverRender.tsx, built for Node into
// dist/server/render.js, renders the page for the viewer who asked, with their cookies. This
// side reads the viewer's first answers (firstAnswers.ts), lends the render an in-process
// transport for any other read, and writes the markup and the state into index.html. Without the
// built module (a client-only build, the tests' fake dist) or when the render fails or is slow,
// the page is index.html for the app to render in the browser, as on a static host, with the
// viewer's session in it (inlineSessionState), so the app need not ask for it again.
import { statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MeResponse } from '../../src/api/schemas/session';
import { scriptSafeJson, SERVER_STATE_ID, SESSION_STATE_ID, type RenderResult, type ServerRenderModule } from '../../src/api/serverState';
import type { ImagePreload } from '../../src/lib/landingImages';
import { fetchFirstAnswers, firstRequestsOf, imagePreloadsOf, injectAs, seenMotdOf, SESSION_REQUEST, sessionIn, viewportOf } from './firstAnswers';
import { pathOf } from './negotiation';
import { escapeHtml } from './serverPage';

/** A render slower than this is given up: the browser renders the page instead (the default of
 * BuildAppOptions.serverRenderTimeoutMs). */
export const SERVER_RENDER_TIMEOUT_MS = 2000;

export type LoadServerRender = () => Promise<ServerRenderModule | null>;

/** The built render in `distDir`, imported again after a rebuild; null when there is none. */
export function builtServerRender(distDir: string): LoadServerRender {
  const file = path.join(distDir, 'server', 'render.js');
  let loaded: { version: number; module: Promise<ServerRenderModule | null> } | null = null;
  return () => {
    let version: number;
    try {
      version = statSync(file).mtimeMs;
    } catch {
      return Promise.resolve(null);
    }
    if (loaded?.version !== version) {
      const module = import(`${pathToFileURL(file).href}?v=${version}`).then(
        (m) => m as ServerRenderModule,
        (error: unknown) => {
          console.error('[server render] the built render could not be loaded', error);
          return null;
        },
      );
      loaded = { version, module };
    }
    return loaded.module;
  };
}

/** The render's requests go through the whole API pipeline in this process, as the viewer. */
function transportFor(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? `${input.pathname}${input.search}` : input.url;
    // Only this server's own addresses (the API and the JSON feeds of pages like /tag/x/sketches).
    if (!url.startsWith('/') || url.startsWith('//')) throw new TypeError(`The server's render reaches only this server, not ${url}`);
    const response = await injectAs(app, request, { method: init?.method ?? 'GET', url, ...(typeof init?.body === 'string' ? { payload: init.body } : {}) });
    const empty = response.body === '' || response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.body, { status: response.statusCode, headers: { 'content-type': String(response.headers['content-type'] ?? '') } });
  };
}

function timeout(ms: number): { promise: Promise<null>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

export interface ViewerRender {
  /** The page rendered for the viewer, or null when the browser renders it. */
  result: RenderResult | null;
  /** The page's largest images, from the viewer's first answers (preloaded from the HTML). */
  imagePreloads: ImagePreload[];
  /** The viewer's session as the API answered it, for a page the browser renders; null when it did not answer in time. */
  session: MeResponse | null;
}

/** The page rendered for this request's viewer (see ViewerRender). Never throws. */
export async function renderForViewer(app: FastifyInstance, request: FastifyRequest, load: LoadServerRender, timeoutMs = SERVER_RENDER_TIMEOUT_MS): Promise<ViewerRender> {
  if (request.method !== 'GET') return { result: null, imagePreloads: [], session: null };
  const renderer = await load();
  const pagePath = pathOf(request.url);
  const renders = renderer?.rendersPath(pagePath) ?? false;
  // A page the browser renders reads the session alone, which the page carries for the app.
  const seenMotd = seenMotdOf(request);
  const answers = await fetchFirstAnswers(app, request, renders ? firstRequestsOf(pagePath, seenMotd) : [SESSION_REQUEST]);
  const session = sessionIn(answers);
  if (!renderer || !renders) return { result: null, imagePreloads: [], session };
  const query = request.url.indexOf('?');
  const search = query === -1 ? '' : request.url.slice(query);
  const imagePreloads = imagePreloadsOf(answers);
  const limit = timeout(timeoutMs);
  try {
    const render = renderer.renderPage({ path: pagePath, search, answers, transport: transportFor(app, request), seenMotd, viewport: viewportOf(request) });
    const result = await Promise.race([render, limit.promise]);
    if (result === null) request.log.warn({ path: pagePath }, 'server render skipped or too slow; the browser renders the page');
    return { result, imagePreloads, session };
  } catch (error) {
    request.log.error({ err: error, path: pagePath }, 'server render failed; the browser renders the page');
    return { result: null, imagePreloads, session };
  } finally {
    limit.cancel();
  }
}

const ROOT = '<div id="root"></div>';
/** index.html's message for a browser without JavaScript: a rendered page reads without it. */
const NO_SCRIPT_MESSAGE = /\s*<noscript>[^<]*<\/noscript>/;

const TITLE = /<title>[^<]*<\/title>/;

/**
 * index.html with the page's title, the rendered markup in its root and the state the app
 * hydrates with before </body>.
 */
export function inlineServerRender(html: string, result: Extract<RenderResult, { kind: 'page' }>): string {
  const at = html.indexOf(ROOT);
  if (at === -1) return html;
  const titled = result.title === null ? html.slice(0, at) : html.slice(0, at).replace(TITLE, () => `<title>${escapeHtml(result.title!)}</title>`);
  const withMarkup = `${titled}<div id="root">${result.markup}</div>${html.slice(at + ROOT.length).replace(NO_SCRIPT_MESSAGE, '')}`;
  return beforeBodyEnd(withMarkup, dataBlock(SERVER_STATE_ID, result.state));
}

/** index.html, for the browser to render, with the viewer's session before </body> (src/main.tsx adopts it). */
export function inlineSessionState(html: string, session: MeResponse): string {
  return beforeBodyEnd(html, dataBlock(SESSION_STATE_ID, session));
}

/** A JSON data block (not a script: the CSP does not apply) whose content cannot end it. */
const dataBlock = (id: string, data: unknown) => `<script type="application/json" id="${id}">${scriptSafeJson(data)}</script>`;

function beforeBodyEnd(html: string, block: string): string {
  const end = html.lastIndexOf('</body>');
  return end === -1 ? html + block : html.slice(0, end) + block + html.slice(end);
}
