// A sketch's picture changes under its address when the artist turns the sketch or sets its
// watermark (server/routes/images.ts: a day fresh, then revalidated). The artist's own browser
// would still show the old one: from its HTTP cache until then, and from the page's memory of
// decoded images for as long as the page lives. So after such an edit the page
// - asks again, past the HTTP cache, for each picture of the sketch it loaded (loadedSketchPictures,
//   src/api/images.ts), which stores the new ones for the next visit;
// - from then on gives the sketch's images a version in their address (a query the server
//   ignores) that the page's memory has not seen.
import { registerReset } from './testReset';

const versions = new Map<number, number>();
registerReset(() => versions.clear());

/** The query that names the sketch's current picture in this page ('' until it changed). */
export function pictureVersionQuery(sketchId: number): string {
  const version = versions.get(sketchId);
  return version === undefined ? '' : `?v=${version}`;
}

/** The artist changed how the sketch's picture looks: this page shows the new one from now on. */
export function sketchPictureChanged(sketchId: number): void {
  versions.set(sketchId, (versions.get(sketchId) ?? 0) + 1);
}

/**
 * The sketch's pictures this page loaded (their paths, without a version), to be asked for again
 * past the HTTP cache: its own, and an avatar or a cover made from it (`/img/avatar/{user}-{sketch}/`),
 * which the server also redraws turned under the same address.
 */
export function loadedSketchPictures(sketchId: number): string[] {
  if (typeof performance?.getEntriesByType !== 'function') return [];
  const ofSketch = new RegExp(`^/img/(sketch/${sketchId}|(avatar|cover)/\\d+-${sketchId})/[^/]+\\.jpg$`);
  const paths = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name, location.href))
    .filter((url) => url.origin === location.origin && ofSketch.test(url.pathname))
    .map((url) => url.pathname);
  return [...new Set(paths)];
}
