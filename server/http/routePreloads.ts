// A landing page's screen chunks and stylesheets as <link> preloads in its index.html, so the
// browser asks for them while it parses the HTML. boot.js would add the same links (build.mjs
// gives it the list), but only once it has been fetched and run: one round trip later, and in
// Lighthouse's model of a phone that round trip sits in front of the page's largest paint. The
// build writes the list to route-preloads.json; boot.js sees the links are there and adds none.
import path from 'node:path';
import { readBuilt } from './builtFiles';
import { afterFirstScript, beforeFirstScript } from './htmlHead';

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** Marks the server's links, so boot.js knows they are there. */
export const ROUTE_PRELOAD_MARK = 'data-route-preload';

export interface RoutePreload {
  /** A regular expression source that the landing path matches. */
  path: string;
  scripts: string[];
  styles: string[];
  /**
   * For a page the server rendered: one stylesheet with the screen's and its lazy parts' rules, and
   * the stylesheet names it covers (the chunks' style loaders then add none of those).
   */
  rendered?: {
    href: string;
    covers: string[];
    /**
     * The files of each lazy part the screen may render, by the part's name (src/lib/lazyChunk.tsx):
     * the parts a render used are preloaded with the page's scripts, since hydration waits for them.
     */
    parts?: Record<string, string[]>;
  };
}

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** The build's list, or none (no file, or a file that does not fit: the page still works, boot.js adds them). */
export async function readRoutePreloads(distDir: string): Promise<RoutePreload[]> {
  return (await readBuilt(path.join(distDir, ROUTE_PRELOADS_FILE), parseRoutePreloads)) ?? [];
}

const isAssets = (list: unknown): boolean => Array.isArray(list) && list.every((href: unknown) => typeof href === 'string' && ASSET.test(href));
const isAssetLists = (parts: unknown): boolean => typeof parts === 'object' && parts !== null && !Array.isArray(parts) && Object.values(parts).every(isAssets);

function parseRoutePreloads(text: string): RoutePreload[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (r): r is RoutePreload =>
        typeof r === 'object' &&
        r !== null &&
        typeof r.path === 'string' &&
        [r.scripts, r.styles].every(isAssets) &&
        (r.rendered === undefined ||
          (typeof r.rendered === 'object' &&
            r.rendered !== null &&
            typeof r.rendered.href === 'string' &&
            ASSET.test(r.rendered.href) &&
            Array.isArray(r.rendered.covers) &&
            r.rendered.covers.every((name: unknown) => typeof name === 'string' && /^[\w.-]+\.css$/.test(name)) &&
            (r.rendered.parts === undefined || isAssetLists(r.rendered.parts)))),
    );
  } catch {
    return [];
  }
}

/**
 * index.html with the preloads of the route `pathname` lands on, before its first script. With
 * `stylesApply` (a page the server rendered, whose markup shows before any script runs) the
 * stylesheets are linked as stylesheets, not just fetched, right after that first script (boot.js,
 * which a stylesheet before it would hold back until the sheet arrived). `renderedParts`, the lazy
 * parts the server's render used (its state's `chunks`), add their files to the chunks.
 */
export function inlineRoutePreloads(html: string, pathname: string, routes: readonly RoutePreload[], { stylesApply = false, renderedParts = [] as readonly string[] } = {}): string {
  const route = routes.find((r) => {
    try {
      return new RegExp(r.path).test(pathname);
    } catch {
      return false;
    }
  });
  if (!route || route.scripts.length + route.styles.length === 0) return html;
  const parts = route.rendered?.parts ?? {};
  const partScripts = renderedParts.flatMap((name) => (Object.hasOwn(parts, name) ? parts[name]! : []));
  const scripts = [...new Set([...route.scripts, ...partScripts])].map((href) => `<link rel="modulepreload" href="${href}" ${ROUTE_PRELOAD_MARK}>`).join('');
  if (!stylesApply) return beforeFirstScript(html, scripts + route.styles.map((href) => `<link rel="preload" as="style" href="${href}" ${ROUTE_PRELOAD_MARK}>`).join(''));
  const styles = route.rendered
    ? `<link rel="stylesheet" href="${route.rendered.href}" data-covers="${route.rendered.covers.join(' ')}" ${ROUTE_PRELOAD_MARK}>`
    : route.styles.map((href) => `<link rel="stylesheet" href="${href}" ${ROUTE_PRELOAD_MARK}>`).join('');
  return afterFirstScript(beforeFirstScript(html, scripts), styles);
}
