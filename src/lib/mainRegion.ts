// The page's main region (PageHost's <main>): the skip link's target, and where the focus goes
// when what had it is gone (a dialog whose opener was removed), so Tab goes on in the page.

export const MAIN_REGION_ID = 'main';

export const focusMainRegion = (options?: FocusOptions) => document.getElementById(MAIN_REGION_ID)?.focus(options);
