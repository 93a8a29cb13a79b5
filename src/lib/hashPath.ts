// The old app's links name their page in the hash of the site's root ('/#/sketch/12', spec part 1
// §2: a hash path on '/' is treated as the path). Shared by the route decisions (lib/route.ts) and
// boot.js, which sends a server-rendered page to the address the hash names (src/boot.ts).

/** The path and query a hash link names ('/#/sketch/12?x=1' → '/sketch/12', '?x=1'), or null when the address is not one. */
export function hashPathOf(pathname: string, search: string, hash: string): { path: string; search: string } | null {
  if (!(pathname === '/' || pathname === '/e/' || pathname === '/e') || !hash.startsWith('#/')) return null;
  const inner = hash.slice(1);
  const queryAt = inner.indexOf('?');
  if (queryAt < 0) return { path: inner, search };
  // The hash's own query wins; the address's is kept when the hash has none.
  return { path: inner.slice(0, queryAt), search: search || inner.slice(queryAt) };
}
