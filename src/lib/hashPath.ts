// The old app's links name their page in the hash of the site's root ('/#/sketch/12', spec part 1
// §2: a hash path on '/' is treated as the path). Shared by the route decisions (lib/route.ts) and
// boot.js, which sends a server-rendered page to the address the hash names (src/boot.ts).

/** An origin no address of this site has: what a hash's path resolves against to see where it leads. */
const THIS_SITE = 'http://this-site.invalid';

/** True when `path` leads to a page of this site: not '//host', '/\\host' or their forms with tabs or line breaks, which browsers drop. */
function staysOnSite(path: string): boolean {
  try {
    return new URL(path, THIS_SITE).origin === THIS_SITE;
  } catch {
    return false;
  }
}

/**
 * The path and query a hash link names ('/#/sketch/12?x=1' → '/sketch/12', '?x=1'), or null when
 * the address is not one. A hash naming another site ('/#//elsewhere.example') is none: a shared
 * link of ours must not send the reader off the site.
 */
export function hashPathOf(pathname: string, search: string, hash: string): { path: string; search: string } | null {
  if (!(pathname === '/' || pathname === '/e/' || pathname === '/e') || !hash.startsWith('#/')) return null;
  const inner = hash.slice(1);
  if (!staysOnSite(inner)) return null;
  const queryAt = inner.indexOf('?');
  if (queryAt < 0) return { path: inner, search };
  // The address's query (the app's ?theme=) wins; the hash's applies when the address has none.
  return { path: inner.slice(0, queryAt), search: search || inner.slice(queryAt) };
}
