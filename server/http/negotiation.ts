// Decides whether a GET is a page load (answered with the app's index.html) or a data request
// (answered by the API routes). Page paths and API paths overlap in this product (e.g.
// /sketch/{id}/edit is both a screen and a JSON call), so the Accept header decides.
import { OTHER_SITE_PARTS, prefixOf } from '../../src/lib/otherSiteParts';
import { PRODUCT_FILE_EXTENSION } from '../../src/lib/product';

/** Prefixes that are never page paths (of this app): the server's own, and the site's other parts. */
export const NON_PAGE_PREFIXES: readonly string[] = [
  '/api/',
  '/img/',
  '/assets/',
  '/auth/',
  '/native-stub/',
  '/socket.io/',
  ...Object.values(OTHER_SITE_PARTS).map((part) => `${prefixOf(part)}/`),
];

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Extensions of files (built assets, downloads). Only these make a path a file: nicknames may
 * contain dots, so /user/alba.works is still a page.
 */
const FILE_EXTENSION = new RegExp(
  `\\.(?:js|mjs|cjs|css|map|html?|json|txt|xml|webmanifest|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|wasm|mp4|webm|mp3|ogg|pdf|zip|${PRODUCT_FILE_EXTENSION})$`,
  'i',
);

/** A request that loads a page of the app (GET or HEAD of a page path, or of index.html itself). */
export function isPageLoad(request: { method: string; url: string }): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const requestPath = pathOf(request.url);
  return isPagePath(requestPath) || requestPath === '/index.html';
}

/** A path the app could show: not reserved and not a file name. */
export function isPagePath(path: string): boolean {
  if (NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1))) return false;
  return !FILE_EXTENSION.test(path);
}

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseAccept(header: string): MediaRange[] {
  return header.split(',').flatMap((part) => {
    const [range = '', ...params] = part.trim().split(';');
    const [type, subtype] = range.trim().toLowerCase().split('/');
    if (!type || !subtype) return [];
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    return [{ type, subtype, q: Number.isFinite(q) ? q : 0 }];
  });
}

/** Quality the client gives a media type through an explicit range (type/subtype or type/*), ignoring *\/*. */
function explicitQuality(ranges: MediaRange[], type: string, subtype: string): number | null {
  const exact = ranges.find((range) => range.type === type && range.subtype === subtype);
  if (exact) return exact.q;
  const partial = ranges.find((range) => range.type === type && range.subtype === '*');
  return partial ? partial.q : null;
}

function wildcardQuality(ranges: MediaRange[]): number {
  return ranges.find((range) => range.type === '*' && range.subtype === '*')?.q ?? 0;
}

/** True when the client names HTML explicitly and likes it at least as much as JSON (browser navigation). */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const html = explicitQuality(ranges, 'text', 'html');
  if (html === null || html <= 0) return false;
  const json = explicitQuality(ranges, 'application', 'json') ?? wildcardQuality(ranges);
  return html >= json;
}

/** True when the client asks for JSON: ?format=json or Accept naming application/json. */
export function wantsJson(accept: string | undefined, query: unknown): boolean {
  if (query && typeof query === 'object' && (query as Record<string, unknown>).format === 'json') return true;
  if (!accept) return false;
  const json = explicitQuality(parseAccept(accept), 'application', 'json');
  return json !== null && json > 0;
}
