// Addresses of the API. Apart from client.ts so that the analytics sink can build its address
// without importing the client (the client reports misfit responses to analytics).

declare const __API_ORIGIN__: string | undefined;
/** The API origin is set at build time (API_ORIGIN), so the same bundle can point at the real service. */
const apiOrigin: string = typeof __API_ORIGIN__ === 'string' ? __API_ORIGIN__ : '';

export type Params = Record<string, string | number | boolean | null | undefined>;

export function buildUrl(path: string, params?: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  search.sort(); // one URL, so one cache entry, whatever order the parameters were given in
  const query = search.toString();
  return apiOrigin + path + (query ? (path.includes('?') ? '&' : '?') + query : '');
}
