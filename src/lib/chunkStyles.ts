// Every dynamic import() of the app goes through withChunkStyles, so a lazy chunk resolves only
// once its stylesheets are in and a screen never shows unstyled.
//
// The build (build/styles.mjs) appends to each lazy chunk that has CSS an export named
// CHUNK_STYLES_EXPORT: a promise that inserts the chunk's stylesheets (dependencies first, each
// once) and settles when they have loaded. A top-level await in the chunk would be simpler, but
// WebKit's JavaScriptCore can spin forever in its asynchronous module evaluation when a page with
// such modules is navigated away from (the page, and every page of its web process, freezes):
// so chunks are plain synchronous modules and the importer waits instead.

/** The export that build/styles.mjs appends to a lazy chunk with CSS (the build test checks both agree). */
export const CHUNK_STYLES_EXPORT = '__sketcheryStyles';

/** The module once its stylesheets have loaded (a module without CSS, or outside the build, at once). */
export async function withChunkStyles<M>(load: Promise<M>): Promise<M> {
  const module = await load;
  // Asked with `in` first: a module namespace, or a test's strict mock, may not have the export.
  const styles = module && typeof module === 'object' && CHUNK_STYLES_EXPORT in module ? (module as Record<string, unknown>)[CHUNK_STYLES_EXPORT] : undefined;
  if (styles && typeof (styles as PromiseLike<unknown>).then === 'function') await styles;
  return module;
}

/**
 * A screen's chunk in the route table: the module as soon as its code is in, its stylesheets
 * still loading. The resolver (src/app/routes/routes.tsx), the only caller of a rule's screen(), waits
 * for them with withChunkStyles alongside the screen's data request, so that request goes out
 * without queueing behind the stylesheets, and the screen still shows only once both are in.
 */
export function screenChunk<M>(load: Promise<M>): Promise<M> {
  return load;
}
