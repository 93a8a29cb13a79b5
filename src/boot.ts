// Runs synchronously in <head> before the app's code and before first paint (keep it tiny):
// applies the theme so there is never a flash of the wrong theme. The theme comes from a launch
// parameter (?theme=dark or ?theme=161616, as the app opens the page; not on a reload), else the stored choice,
// else the theme the signed-in user saved in their profile (named on <html> by the server), else the
// purple-and-orange default. A theme the host pushes before the app's code has loaded
// applies at once too. On a landing page it also starts its screen's downloads, and on a page the
// server rendered it fetches the app's scripts once the markup has painted, and holds the submits
// of its forms until the app has taken them over (lib/earlyForms.ts).
import { hashPathOf } from './lib/hashPath';
import { applyThemeToDocument, launchTheme, openingTheme, readStoredTheme, SAVED_THEME_ATTRIBUTE, storeTheme, THEMES, type ThemeName } from './lib/theme';
import { BRIDGE_MARKER, HOST_EVENTS, PROTOCOL_VERSION, THEME_HEX } from '../bridge/names';
import { installHostReceiver, type EarlyMessage } from '../bridge/receiver';
import { holdEarlySubmits } from './lib/earlyForms';

function bootTheme(): void {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  let navigationType: string | undefined;
  try {
    navigationType = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  } catch {
    navigationType = undefined; // no Navigation Timing: the parameter applies, as on a first load
  }
  const launched = launchTheme(window.location.search, navigationType);
  if (launched) storeTheme(storage, launched);
  applyThemeToDocument(document, openingTheme(launched, readStoredTheme(storage), document.documentElement.getAttribute(SAVED_THEME_ATTRIBUTE)));
}

/** Per landing page: a test of the path, and its screen's chunks and stylesheets (build.mjs). */
declare const __ROUTE_PRELOADS__: readonly { path: string; scripts: readonly string[]; styles: readonly string[] }[] | undefined;

/** Adds a <link> to <head>: a preload of a chunk or a stylesheet. */
function addLink(rel: string, href: string, as?: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (as) link.as = as;
  document.head.appendChild(link);
}

/**
 * On a landing page (home, a gallery, a sketch), fetch its screen's chunks and stylesheets with
 * the entry instead of after it: index.html preloads only what every page needs.
 */
function preloadScreen(): void {
  if (typeof __ROUTE_PRELOADS__ === 'undefined') return;
  // The server already put them in the HTML (server/http/routePreloads.ts).
  if (document.querySelector('link[data-route-preload]')) return;
  const route = __ROUTE_PRELOADS__.find((r) => new RegExp(r.path).test(window.location.pathname));
  if (!route) return;
  for (const href of route.scripts) addLink('modulepreload', href);
  for (const href of route.styles) addLink('preload', href, 'style');
}

/** The longest the scripts wait for a frame and the page's largest pictures after the markup has been parsed. */
const NO_FRAME_WAIT_MS = 1000;

/**
 * Calls `then` once the page's largest pictures have loaded or failed: the ones marked
 * `fetchpriority="high"` (a sketch page's image, a gallery's first tiles, home's first cards).
 * The app's scripts take the main thread for a while once they run, and a picture that has
 * arrived is painted only when the main thread is free: whether the picture or the scripts came
 * first was a race, which made the sketch page's largest paint in Lighthouse 1.0 s in some runs
 * and 2.0 s in others, with the same build.
 */
function afterLargestPictures(then: () => void) {
  const loading = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((image) => !image.complete);
  let left = loading.length;
  if (left === 0) return then();
  const done = () => --left === 0 && then();
  for (const image of loading) {
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  }
}

/**
 * A page the server rendered names its scripts on <html> instead of linking them, the entry first
 * (server/http/appScripts.ts): its markup paints first, then they are fetched. Waits for the whole
 * markup (DOMContentLoaded), the page's largest pictures (above) and a frame; a page that is not
 * shown (a WebView off screen) paints no frame, so there they start at once, or at the latest a
 * second after the markup. True when the page names its scripts.
 */
function loadAppAfterPaint(): boolean {
  const [entry, ...chunks] = (document.documentElement.getAttribute('data-app-scripts') ?? '').split(' ').filter(Boolean);
  if (!entry) return false;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of chunks) addLink('modulepreload', href);
    const script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
  };
  const afterFrame = () => {
    if (document.visibilityState === 'hidden') return start();
    afterLargestPictures(() => requestAnimationFrame(() => setTimeout(start, 0)));
    // A WebView off screen may say it is visible and still paint no frame; a picture may be slow.
    setTimeout(start, NO_FRAME_WAIT_MS);
  };
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && start());
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFrame, { once: true });
  else afterFrame();
  return true;
}

/**
 * The theme of an early host message that is exactly a theme event as the bridge's schema has it
 * (the bridge, when it starts, takes the same message and saves the theme). An early event
 * cannot carry the page load's id: the app makes it when it starts, so `load` is refused too.
 */
export function earlyTheme(message: EarlyMessage): ThemeName | undefined {
  const payload = message.payload as Record<string, unknown> | null;
  if (message.bridge !== BRIDGE_MARKER || message.v !== PROTOCOL_VERSION || message.kind !== 'event' || message.name !== HOST_EVENTS.theme) return;
  if (Object.keys(message).length !== 5 || !payload || typeof payload !== 'object' || Object.keys(payload).join() !== 'hex') return;
  return THEMES.find((theme) => THEME_HEX[theme] === payload.hex);
}

/**
 * An old app link names its page in the hash ('/#/sketch/12'), which the server never sees: it
 * rendered home, and the app, reading the hash, would hydrate that markup as the sketch page (a
 * mismatch, React #418). A page the server rendered goes to the address the hash names instead,
 * which gets that page's own markup. Without server markup (a static host) the app reads the hash
 * itself (lib/route.ts). True when the page is leaving.
 */
export function followHashLink(location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>, root: Element): boolean {
  const named = hashPathOf(location.pathname, location.search, location.hash);
  if (!named || !root.hasAttribute('data-app-scripts')) return false;
  location.replace(named.path + named.search);
  return true;
}

if (!followHashLink(window.location, document.documentElement)) {
  bootTheme();
  // A page the server rendered names every script it needs, its screen's chunks included; its
  // forms show before the app can send them.
  if (loadAppAfterPaint()) holdEarlySubmits(document, document.documentElement);
  else preloadScreen();
}
// The host's frozen receive function and the queue for messages sent before the app listens.
installHostReceiver(undefined, undefined, (message) => {
  const theme = earlyTheme(message);
  if (theme) applyThemeToDocument(document, theme);
});
