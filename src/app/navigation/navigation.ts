// Page loads of spec part 1 §4: the old page fades out and the new one fades in (250 ms,
// 125 ms on back and forward), a spinner shows when loading takes over 1.5 s, a new page load
// is refused while one is in progress, back and forward are a fast reload, and the saved scroll
// position and page state of a history entry are restored when the user comes back to it.
import type { ReactNode } from 'react';
import { queryClient } from '../../api/queryClient';
import { normalizeLocation, type Location } from '../../lib/route';
import { registerReset } from '../../lib/testReset';
import { createRenderedStore } from '../../lib/serverSnapshot';
import { cancelOpenQuestions } from '../../stores/dialogs';
import { newEntryKey, pruneEntryStorage, scrollKey } from './entryStorage';
import { isDialogEntry, newPageShown, passSpentEntry, popWithinPage } from '../../lib/pagePops';

export const FADE_MS = 250;
export const FADE_BACK_MS = 125;
export const SPINNER_DELAY_MS = 1500;

/** What a resolver produces for a location: the page to show (a screen, an error page). */
export interface ResolvedPage {
  location: Location;
  /** Route name, for analytics and tests. */
  name: string;
  render: () => ReactNode;
  /** Set when the page is a redirect: the navigation continues there instead. */
  redirectTo?: string;
  /** Set when the page was not loaded because its viewer is banned (the ban page stood in for it). */
  heldByBan?: boolean;
}

/** The one page a banned user can open: the ban page stands in for every other (App, resolvePage). */
export const PAGE_OPEN_TO_BANNED = 'logout';

export interface DisplayedPage extends ResolvedPage {
  /** Key of the history entry the page belongs to (scroll position and page state hang on it). */
  entryKey: string;
  /** True when the page was reached by back or forward. */
  restored: boolean;
}

/** `restored`: the location is shown again by back or forward (lists keep the length they had). */
export type Resolver = (location: Location, signal: AbortSignal, how: { restored: boolean }) => Promise<ResolvedPage>;

interface NavigationState {
  page: DisplayedPage | null;
  phase: 'out' | 'in';
  fadeMs: number;
  spinner: boolean;
  busy: boolean;
}

export const useNavigation = createRenderedStore<NavigationState>(() => ({
  page: null,
  phase: 'in',
  fadeMs: FADE_MS,
  spinner: false,
  busy: false,
}));

/** The page shown was reached by back or forward (lists keep their length for the saved scroll). */
export const selectRestored = (state: NavigationState) => state.page?.restored ?? false;

let resolver: Resolver | null = null;
let pendingPop = false;
/**
 * The load in progress, and its stop: stopping navigation (or a test's reset) aborts it, and when
 * its resolver answers after that it leaves the address, the history and the store alone. Its
 * page belongs to a navigation that no longer runs, perhaps in a document already gone.
 */
let inFlight: { controller: AbortController; kind: How['kind'] } | null = null;
const pageViewListeners = new Set<(page: DisplayedPage) => void>();
/**
 * The address of the page shown as the page last wrote it (a tab change writes it on the entry the
 * history is at, one of the page's two entries while it has a dialog entry): a Back or Forward
 * between the two shows it again on the other.
 */
let pageAddress = '';
/** A Back navigation asked for itself (to a page's own entry from its dialog entry): its popstate is not a press. */
let ownBack: (() => void) | null = null;


function currentEntryKey(): string {
  const state = history.state as { key?: unknown } | null;
  if (state && typeof state.key === 'string') return state.key;
  const key = newEntryKey();
  history.replaceState({ ...(state ?? {}), key }, '');
  return key;
}

function currentLocation(): Location {
  return normalizeLocation(window.location.pathname, window.location.search, window.location.hash);
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function saveScroll(): void {
  const page = useNavigation.getState().page;
  if (!page) return;
  try {
    sessionStorage.setItem(scrollKey(page.entryKey), String(Math.round(window.scrollY)));
  } catch {
    /* storage unavailable: scroll is simply not restored */
  }
}

export function savedScroll(entryKey: string): number {
  try {
    return Number(sessionStorage.getItem(scrollKey(entryKey))) || 0;
  } catch {
    return 0;
  }
}

export function onPageView(listener: (page: DisplayedPage) => void): () => void {
  pageViewListeners.add(listener);
  return () => pageViewListeners.delete(listener);
}

/** A pop that `passedThrough` leaves a page shown only on the way (a second Back pressed while it loaded). */
type How = { kind: 'push'; href: string } | { kind: 'replace'; href: string } | { kind: 'pop'; passedThrough?: boolean } | { kind: 'reload' };

async function load(how: How): Promise<boolean> {
  if (!resolver) throw new Error('startNavigation() was not called');
  if (useNavigation.getState().busy) return false;
  // A question asked on the page being left is answered No (a reload stays on the page).
  if (how.kind !== 'reload') cancelOpenQuestions();
  const back = how.kind === 'pop';
  const fadeMs = back ? FADE_BACK_MS : FADE_MS;
  const target =
    how.kind === 'push' || how.kind === 'replace'
      ? (() => {
          const url = new URL(how.href, window.location.href);
          return normalizeLocation(url.pathname, url.search, url.hash);
        })()
      : currentLocation();
  // The page being left keeps its place: on a link and on back or forward (popstate fires after
  // the address changed, but the store still holds the page being left).
  // A page passed through was never scrolled (nor yet restored): its saved place stays.
  if (how.kind === 'push' || (how.kind === 'pop' && !how.passedThrough)) saveScroll();
  // The entry a back, forward or reload shows is the one the history is at now: a second Back
  // pressed during the load moves the history on, and this page must not take that entry's key
  // (the second load would save this page's place as that entry's, and restore it there).
  const shownEntryKey = how.kind === 'pop' || how.kind === 'reload' ? currentEntryKey() : null;
  const firstPage = useNavigation.getState().page === null;
  useNavigation.setState({ busy: true, phase: firstPage ? 'in' : 'out', fadeMs });
  const spinnerTimer = setTimeout(() => useNavigation.setState({ spinner: true }), SPINNER_DELAY_MS);
  const controller = new AbortController();
  // Its kind says what it has still to do to the history (a push or a replace is written at its end).
  inFlight = { controller, kind: how.kind };
  let resolved: ResolvedPage;
  try {
    [resolved] = await Promise.all([resolver(target, controller.signal, { restored: back }), firstPage ? null : wait(fadeMs)]);
  } catch (error) {
    if (controller.signal.aborted) return false;
    // Resolvers turn failures into error pages; should one throw, the site must stay usable.
    console.error('[navigation] the page could not be resolved', error);
    useNavigation.setState({ phase: 'in', spinner: false, busy: false });
    return false;
  } finally {
    clearTimeout(spinnerTimer);
    if (inFlight?.controller === controller) inFlight = null;
  }
  if (controller.signal.aborted) return false;
  // A page that replaces itself from its dialog entry (a redirect after a delete) replaces its own
  // entry: the dialog entry is only the page again, and the page's own entry, left behind it, would
  // show the deleted sketch on Back.
  if (how.kind === 'replace' && isDialogEntry(history.state)) await backToPageEntry();
  if (controller.signal.aborted) return false;
  if (how.kind === 'push') {
    history.pushState({ key: newEntryKey() }, '', how.href);
    pruneEntryStorage();
  }
  if (how.kind === 'replace') history.replaceState({ key: currentEntryKey() }, '', how.href);
  pageAddress = location.href;
  const page: DisplayedPage = { ...resolved, entryKey: shownEntryKey ?? currentEntryKey(), restored: back };
  useNavigation.setState({ page, phase: 'in', spinner: false, busy: false });
  if ((how.kind === 'push' || how.kind === 'replace') && !resolved.redirectTo) newPageShown();
  for (const listener of pageViewListeners) listener(page);
  if (resolved.redirectTo) {
    await load({ kind: 'replace', href: resolved.redirectTo });
  } else if (pendingPop) {
    pendingPop = false;
    void load({ kind: 'pop', passedThrough: true }); // the caller's navigation is done; the back press loads on its own
  }
  return true;
}

/** Opens a page of the site; false when refused because another page is still loading. */
export function navigate(href: string, options: { replace?: boolean } = {}): Promise<boolean> {
  return load({ kind: options.replace ? 'replace' : 'push', href });
}

/**
 * Rewrites the address of the page shown, without loading it again and without a new history
 * entry (a tab change that the address names): the entry keeps its key, so its saved scroll
 * position and page state stay with it.
 */
export function replaceAddress(href: string): void {
  history.replaceState(history.state, '', href);
  pageAddress = location.href;
}

/** Back from the page's dialog entry to its own entry; settles once there (or after a second, should the browser not move). */
function backToPageEntry(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => ownBack?.(), 1000);
    ownBack = () => {
      ownBack = null;
      clearTimeout(timer);
      resolve();
    };
    history.back();
  });
}

/**
 * Opens a page as soon as no other page is loading, unless it is the page shown already: for
 * requests from outside the page's own UI (the app handing over a file), which must not be refused.
 */
export function navigateWhenIdle(href: string): void {
  const go = () => {
    const url = new URL(href, window.location.href);
    if (useNavigation.getState().page?.location.path !== normalizeLocation(url.pathname, url.search, url.hash).path) void navigate(href);
  };
  if (!useNavigation.getState().busy) return go();
  const stop = useNavigation.subscribe((state) => {
    if (state.busy) return;
    stop();
    go();
  });
}

/**
 * Loads the current address again (after a theme change, a sign-in or a failed action), with
 * fresh data: the loader asks the server again for every read it makes, and then what else the
 * page shows is read again. Every read counts as out of date while the loader runs, not only those
 * marked so: a page writes into its reads as it learns (a comment count into its sketch), which
 * makes them fresh again, and the loader, within the 5 s a read stays fresh, took such a cached
 * answer (a comment posted to a sketch deleted meanwhile left the deleted sketch shown).
 */
export async function reloadPage(): Promise<boolean> {
  if (useNavigation.getState().busy) return false;
  const cache = queryClient.getQueryCache();
  const readsBefore = new Map(cache.getAll().map((query) => [query, query.state.dataUpdateCount]));
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, staleTime: 0 } });
  try {
    return await load({ kind: 'reload' });
  } finally {
    queryClient.setDefaultOptions(defaults);
    // What the loader did not read again: out of date, and read again where it shows.
    void queryClient.invalidateQueries({ predicate: (query) => readsBefore.get(query) === query.state.dataUpdateCount });
  }
}

function onPopState(): void {
  if (ownBack) return ownBack();
  const { busy, page } = useNavigation.getState();
  // The entry reached is one of the page shown (its own or its dialog entry, one key).
  const withinPage = page !== null && (history.state as { key?: unknown } | null)?.key === page.entryKey;
  // Between the two: a dialog closes, no page loads.
  if (!busy && withinPage) {
    if (location.href !== pageAddress) history.replaceState(history.state, '', pageAddress);
    return popWithinPage();
  }
  if (busy) {
    if (inFlight?.kind === 'push' || inFlight?.kind === 'replace') {
      // Back (or forward) during a link's load takes back the link: the browser has moved in the
      // history already, and the push still to come would write over the entry it moved from.
      const replacing = inFlight.kind === 'replace';
      abortLoadInProgress();
      // Back from the dialog entry while the page replaces itself (the redirect after a delete):
      // the page is being left, so the press goes on to the page before, as it would once the
      // replace had ended; the deleted sketch is not shown again.
      if (replacing && withinPage) return passSpentEntry();
    } else {
      pendingPop = true; // handled as soon as the load in progress ends
      return;
    }
  }
  void load({ kind: 'pop' });
}

/**
 * The document is left (another document's page, typed or by Back): a link still loading is taken
 * back. A browser may keep this document in its back-forward cache with the load in flight; coming
 * back later, the load would end and write its page over the history (Forward would then find the
 * linked page instead of the one left), so the page shown stays as it was.
 */
function onPageHide(): void {
  if (inFlight?.kind === 'push' || inFlight?.kind === 'replace') abortLoadInProgress();
}

/** Starts routing: shows the current address and follows back and forward. */
export function startNavigation(resolve: Resolver): () => void {
  resolver = resolve;
  pendingPop = false;
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  currentEntryKey();
  window.addEventListener('popstate', onPopState);
  window.addEventListener('pagehide', onPageHide);
  void load({ kind: 'reload' });
  return () => {
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('pagehide', onPageHide);
    resolver = null;
    abortLoadInProgress();
  };
}

/** Ends the load in progress now: the page shown stays, and the next start may load at once. */
function abortLoadInProgress(): void {
  if (!inFlight) return;
  inFlight.controller.abort();
  inFlight = null;
  useNavigation.setState({ phase: 'in', spinner: false, busy: false });
}

/** For tests: back to the state before startNavigation. */
export function resetNavigationForTests(): void {
  abortLoadInProgress();
  resolver = null;
  pendingPop = false;
  ownBack = null;
  pageAddress = '';
  pageViewListeners.clear();
  useNavigation.setState({ page: null, phase: 'in', fadeMs: FADE_MS, spinner: false, busy: false });
}
registerReset(resetNavigationForTests);
