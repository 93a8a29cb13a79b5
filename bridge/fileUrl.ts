// Where a file URL of a message leads (PROTOCOL.md §6): the page reads files of its own origin
// only (its Content-Security-Policy lets it connect nowhere else, and its cookies go nowhere
// else), so an absolute http(s) URL must name that origin and a path must stay on it. A pattern
// cannot tell: the URL parser reads `/\evil.test/x.png` (a backslash is a slash in http URLs) as
// the host evil.test. So the value is resolved the way fetch resolves it, and the origins compared.

/** The URL to fetch, or null for anything but http(s) and for anything that leads off `pageOrigin`. */
export function resolveFileUrl(value: string, pageOrigin: string): URL | null {
  let url: URL;
  try {
    url = new URL(value, pageOrigin);
    if (url.origin !== new URL(pageOrigin).origin) return null;
  } catch {
    return null; // no origin to resolve against (an opaque one), or not a URL at all
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}
