// Pictures the page already loaded, asked for again past the browser's HTTP cache, which keeps the
// answers for the next visit (src/lib/pictureVersions.ts says when).
export function reloadCachedImages(paths: readonly string[]): void {
  // Not awaited, and a failure only leaves the old picture in the cache until it is revalidated.
  for (const path of paths) void fetch(path, { cache: 'reload', credentials: 'same-origin' }).catch(() => {});
}
