// Runs synchronously in <head> before the app's code and before first paint (keep it tiny):
// applies the theme so there is never a flash of the wrong theme. The theme comes from a launch
// parameter (?theme=dark or ?theme=161616, as the app opens the page), else the stored choice,
// else the purple-and-orange default. On a landing page it also starts its screen's downloads.
import { applyThemeToDocument, parseThemeParam, readStoredTheme, storeTheme } from './lib/theme';
import { installHostReceiver } from '../bridge/receiver';

function bootTheme(): void {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  const launched = parseThemeParam(new URLSearchParams(window.location.search).get('theme'));
  if (launched) storeTheme(storage, launched);
  applyThemeToDocument(document, launched ?? readStoredTheme(storage) ?? 'default');
}

/** Per landing page: a test of the path, and its screen's chunks and stylesheets (build.mjs). */
declare const __ROUTE_PRELOADS__: readonly { path: string; scripts: readonly string[]; styles: readonly string[] }[] | undefined;

/**
 * On a landing page (home, a gallery, a sketch), fetch its screen's chunks and stylesheets with
 * the entry instead of after it: index.html preloads only what every page needs.
 */
function preloadScreen(): void {
  if (typeof __ROUTE_PRELOADS__ === 'undefined') return;
  const route = __ROUTE_PRELOADS__.find((r) => new RegExp(r.path).test(window.location.pathname));
  if (!route) return;
  const add = (rel: string, href: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    document.head.appendChild(link);
  };
  for (const href of route.scripts) add('modulepreload', href);
  for (const href of route.styles) add('preload', href, 'style');
}

bootTheme();
preloadScreen();
// The host's frozen receive function and the queue for messages sent before the app listens.
installHostReceiver();
