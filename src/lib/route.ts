// Route decisions of spec part 1 §2: routing is decided by path substring; a hash path on '/'
// is treated as the path; the '/e/' prefix of the old site is stripped (except where it names
// a different screen, such as /e/stats/{userId}); unknown paths fall to the last handler.
import { hashPathOf } from './hashPath';
import { otherSitePartOf } from './otherSiteParts';

export interface Location {
  path: string;
  search: string;
  hash: string;
}

/** Turns what the browser shows into the path the route table sees. */
export function normalizeLocation(pathname: string, search = '', hash = ''): Location {
  let path = pathname || '/';
  const named = hashPathOf(path, search, hash);
  if (named) ({ path, search, hash } = { ...named, hash: '' });
  path = stripEPrefix(path);
  path = path.replace(/\/{2,}/g, '/');
  return { path, search, hash };
}

/** Paths where '/e/' means a different screen, not the old site's prefix. */
const KEEPS_E_PREFIX = [/^\/e\/stats\//, /^\/e\/a\/groups/];

function stripEPrefix(path: string): string {
  if (path === '/e' || path === '/e/') return '/';
  if (!path.startsWith('/e/')) return path;
  if (KEEPS_E_PREFIX.some((re) => re.test(path))) return path;
  return path.slice(2);
}

/** The raw, decoded parts of a path pattern, before a route checks and types them. */
export type Params = Record<string, string>;
/** What a route without parameters passes to its screen. */
export type NoParams = Record<never, never>;

export interface RouteRule<S> {
  /** A name for logs, analytics and tests. */
  name: string;
  /** The route's parameters, checked and typed, when the path is this route's; otherwise null. */
  match: (path: string) => object | null;
  screen: S;
}

export function matchRoute<S>(table: readonly RouteRule<S>[], path: string): { rule: RouteRule<S>; params: object } | null {
  for (const rule of table) {
    const params = rule.match(path);
    if (params) return { rule, params };
  }
  return null;
}

/** True for a link the page should handle itself: same origin, a plain left click, no target. */
export function isInternalNavigation(
  anchor: { href: string; target: string; hasAttribute(name: string): boolean },
  event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean },
  origin: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-native')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  // Server-rendered pages, files and the site's other parts are real navigations.
  if (otherSitePartOf(url.pathname)) return false;
  return !/^\/(api|auth|img|assets|native-stub|download|slice)(\/|$)/.test(url.pathname);
}
