// What a list of sketches (any feed or gallery) shows when a page could not be loaded, whether
// the server failed or its answer did not fit the page's schema (src/api/schemas/sketches.ts).

/** A page of sketches failed to load (lists offer Retry). */
export const LOAD_FAILED_TEXT = 'Sorry, the sketches could not be loaded.';
