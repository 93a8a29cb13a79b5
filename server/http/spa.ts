// Serves the built client: hashed assets (cached forever), root files (boot.js etc.), the
// native-stub host, and index.html for every page path so the app's router takes over.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scriptsAfterPaint } from './appScripts';
import { readBuilt } from './builtFiles';
import { sendError } from './errors';
import { inlineImagePreloads } from './firstAnswers';
import { inlineHead, withSources } from './inlineHead';
import { isPageLoad, pathOf, prefersHtml, wantsJson } from './negotiation';
import { inlineRoutePreloads, readRoutePreloads } from './routePreloads';
import { lendingPurifierWindow } from './purifierWindow';
import { builtServerRender, inlineServerRender, inlineSessionState, renderForViewer, type LoadServerRender, type ViewerRender } from './serverRender';
import { visitorRenders, type RenderOnce } from './visitorRenders';
import { withSavedTheme } from './savedTheme';
import { inlineLinkPreview } from './linkPreview';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const NATIVE_SHIMS = { ios: '/native-stub/shims/ios.js', android: '/native-stub/shims/android.js' } as const;

export interface SpaOptions {
  distDir: string;
  devTools: boolean;
  /** The server's render of landing pages; default: the one built into distDir (serverRender.ts). */
  serverRender?: LoadServerRender;
  /** How long a render may take before the browser renders the page instead; default SERVER_RENDER_TIMEOUT_MS. */
  serverRenderTimeoutMs?: number;
  /** How long a page rendered for visitors is kept for the next ones (visitorRenders.ts); default 0, never. */
  visitorRenderMemoryMs?: number;
  /** The clock of that memory (tests move it). */
  clock?: () => number;
  /** Called for each visitor served a page rendered for another (visitorRenders.ts): counts their view (keptPageViews.ts). */
  onSharedPage?: (request: FastifyRequest) => void;
}

interface IndexOptions extends SpaOptions {
  /** Made once per app: the built render's loader keeps the imported module between requests. */
  serverRender: LoadServerRender;
  renderOnce: RenderOnce;
}

/** Puts the WebView emulation first in <head>, so the host objects exist before any bundle code runs. */
export function injectNativeShim(html: string, shimSrc: string): string {
  const tag = `<script src="${shimSrc}"></script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return tag + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}

/**
 * `?csp=off` (development surface only): the page without its Content-Security-Policy, so the
 * XSS end-to-end test sees markup injection that the policy would otherwise block. It applies
 * to that document only; the app's own navigation stays in it.
 */
function withoutCsp(request: FastifyRequest, devTools: boolean): boolean {
  return devTools && (request.query as Record<string, unknown> | undefined)?.csp === 'off';
}

function shimFor(request: FastifyRequest, devTools: boolean): string | null {
  if (!devTools) return null;
  const value = (request.query as Record<string, unknown> | undefined)?.nativeShim;
  return value === 'ios' || value === 'android' ? NATIVE_SHIMS[value] : null;
}

/** index.html as this page is sent: its bytes, its status and what its Content-Security-Policy must add. */
interface FinishedPage {
  body: Buffer;
  status: number;
  /** The hashes of the scripts and styles written into a rendered page, for its policy; null when the browser renders the page. */
  inlined: { scripts: string[]; styles: string[] } | null;
  /** The page carries its viewer's data (a render, or the session alone): theirs alone. */
  personal: boolean;
}

/**
 * Each render's page, finished once: a visitor's page is sent again to every visitor of its second
 * (visitorRenders.ts, which hands them the same ViewerRender), and finishing it again (the head's
 * edits, and above all the bytes of ~100 KB of text) was most of what sending it again cost. Kept
 * as long as the render is. The address, and with it the development switches read from its
 * query (shim, policy off), is the same for every request that shares a render.
 */
const finishedPages = new WeakMap<ViewerRender, Promise<FinishedPage | null>>();

function finishedPage(request: FastifyRequest, options: IndexOptions, viewerRender: ViewerRender): Promise<FinishedPage | null> {
  let finished = finishedPages.get(viewerRender);
  if (!finished) {
    const made = finishPage(request, options, viewerRender);
    // A failure is not kept: the next request that shares the render tries again.
    made.catch(() => finishedPages.get(viewerRender) === made && finishedPages.delete(viewerRender));
    finishedPages.set(viewerRender, made);
    finished = made;
  }
  return finished;
}

/** The page's bytes: index.html with the render's markup and state, or with the viewer's session alone; null when the client is not built. */
async function finishPage(request: FastifyRequest, options: IndexOptions, { result, imagePreloads, session }: ViewerRender): Promise<FinishedPage | null> {
  // Read again after a rebuild, without restarting the server (builtFiles.ts).
  let html = await readBuilt(path.join(options.distDir, 'index.html'), (text) => text);
  if (html === null) return null;
  const rendered = result?.kind === 'page' ? result : null;
  html = inlineImagePreloads(html, imagePreloads);
  html = inlineRoutePreloads(html, pathOf(request.url), await readRoutePreloads(options.distDir), { stylesApply: rendered !== null, renderedParts: rendered?.state.chunks });
  let inlined: FinishedPage['inlined'] = null;
  if (rendered) {
    // A landing page is rendered for this visitor (serverRender.ts); its stylesheets then apply
    // from the HTML, since the markup shows before the app's code runs.
    html = scriptsAfterPaint(html);
    const head = await inlineHead(html, options.distDir);
    html = head.html;
    inlined = { scripts: head.scripts, styles: head.styles };
    // A shared link's card (not of the not-found page, which no link should be shared as).
    if (rendered.status === 200) html = inlineLinkPreview(html, { title: rendered.title, preview: rendered.preview, origin: request.server.ctx.publicOrigin, path: pathOf(request.url) });
    // The markup and the state go in last: the head's edits above search the page's text, and
    // the template alone is a tenth of a rendered home's (less to search).
    html = inlineServerRender(html, rendered);
  } else if (session) {
    // The browser renders the page: its session comes with it, so the app's first page knows its
    // viewer at once instead of after a round trip (a banned viewer's is held back before it reads).
    html = inlineSessionState(html, session);
  }
  html = withSavedTheme(html, session?.user?.theme);
  const shim = shimFor(request, options.devTools);
  if (shim) html = injectNativeShim(html, shim);
  return { body: Buffer.from(html), status: rendered?.status ?? 200, inlined, personal: rendered !== null || session !== null };
}

async function sendIndex(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, options: IndexOptions): Promise<FastifyReply> {
  const viewerRender = await options.renderOnce(request, () => renderForViewer(app, request, options.serverRender, options.serverRenderTimeoutMs));
  if (viewerRender.result?.kind === 'redirect') {
    return reply.code(302).header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie').redirect(viewerRender.result.to);
  }
  const page = await finishedPage(request, options, viewerRender);
  if (page === null) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send('The client is not built yet. Run npm run build first, then reload this page.\n');
  }
  // Helmet set the policy on the raw response when the request arrived: it now names what was written in.
  const policy = reply.raw.getHeader('content-security-policy');
  if (page.inlined && typeof policy === 'string') {
    reply.raw.setHeader('content-security-policy', withSources(withSources(policy, 'script-src', page.inlined.scripts), 'style-src', page.inlined.styles));
  }
  if (withoutCsp(request, options.devTools)) reply.raw.removeHeader('content-security-policy');
  // With the viewer's data, the page is theirs alone: no shared cache may keep it, and a cache
  // that keeps it for them must tell their cookie apart.
  if (page.personal) reply.header('Vary', 'Cookie');
  return reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', page.personal ? 'private, no-cache' : 'no-cache')
    .send(page.body);
}

export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const distDir = path.resolve(options.distDir);
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  const indexOptions: IndexOptions = {
    ...options,
    distDir,
    serverRender: lendingPurifierWindow(options.serverRender ?? builtServerRender(distDir)),
    renderOnce: visitorRenders(options.visitorRenderMemoryMs ?? 0, options.clock ?? Date.now, options.onSharedPage),
  };

  // Browser navigations get the app before routing, even where an API route shares the path.
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageLoad(request)) return;
    const accept = request.headers.accept;
    if (wantsJson(accept, request.query) || !prefersHtml(accept)) return;
    await sendIndex(app, request, reply, indexOptions);
    // Fastify's wait on a reply ends when the client leaves, even while the page is still being
    // compressed: the reply is not sent yet, and Fastify would go on to route the request and
    // answer it again (the not-found handler renders the page a second time, and the second
    // answer's headers fail). The page owns this request: nothing else answers it.
    if (!reply.sent) reply.hijack();
    return reply;
  });

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: true,
    index: false,
    // The build writes name.br and name.gz beside every text asset: send the smallest the client
    // accepts, with the original's Content-Type and Vary: Accept-Encoding (the plugin sets both).
    preCompressed: true,
    // index.html is only served by sendIndex (no-cache, shim injection).
    // dist/server/ is the server's render (serverRender.ts): code of the server, not of the page.
    // A folder ("/", "/assets/") is no file: it goes on to the not-found handler, which serves
    // the app for a page path (home asked for by curl or a link preview) and 404 for the rest,
    // where the plugin would refuse a folder without an index (403).
    allowedPath: (pathname) => pathname !== '/index.html' && !pathname.startsWith('/server/') && !pathname.endsWith('/'),
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (fileReply, filePath) => {
      fileReply.header('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : 'no-cache');
    },
  });

  // The native-stub host page lives at /native-stub/ (static serving has no directory index).
  app.get('/native-stub/', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('native-stub/index.html', distDir),
  );
  app.get('/native-stub', async (_request, reply) => reply.redirect('/native-stub/', 301));
  // Our pages link the icon (/favicon.svg), but a browser whose tab shows something else of the
  // site (an image, a stylesheet, a download) asks for /favicon.ico: it is the same icon.
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/favicon.svg', 301));

  app.setNotFoundHandler(async (request, reply) => {
    // A page path requested without naming a type (curl, some crawlers) still gets the app.
    if (isPageLoad(request) && !wantsJson(request.headers.accept, request.query)) {
      return sendIndex(app, request, reply, indexOptions);
    }
    return sendError(reply, 404, 'not_found', `No such resource: ${request.method} ${pathOf(request.url)}`);
  });
}
