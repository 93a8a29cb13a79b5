// Where a file URL of a message leads (PROTOCOL.md §6): an absolute http(s) URL names its own
// origin; anything else is a path on the page's origin and must stay there. A pattern cannot
// tell: the URL parser reads `/\evil.test/x.png` (a backslash is a slash in http URLs) as the
// host evil.test. So the value is resolved the way fetch resolves it, and the origins compared.

/** The URL to fetch, or null for anything but http(s) and for a path that leaves `pageOrigin`. */
export function resolveFileUrl(value: string, pageOrigin: string): URL | null {
  let url: URL;
  try {
    url = new URL(value); // a URL on its own: it says where it leads
  } catch {
    try {
      url = new URL(value, pageOrigin);
      if (url.origin !== new URL(pageOrigin).origin) return null;
    } catch {
      return null; // no origin to resolve against (an opaque one), or not a URL at all
    }
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}
