// Runs synchronously in <head> before the app's code and before first paint (keep it tiny):
// applies the theme so there is never a flash of the wrong theme. The theme comes from a launch
// parameter (?theme=dark or ?theme=161616, as the app opens the page), else the stored choice,
// else the purple-and-orange default. On "/" it also starts the home screen's downloads.
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

/** The home screen's chunks and stylesheets (build.mjs), absent in development builds. */
declare const __HOME_PRELOADS__: { scripts: readonly string[]; styles: readonly string[] } | undefined;

/**
 * On "/", fetch the home screen's chunks and stylesheets with the entry instead of after it:
 * index.html preloads only what every page needs, so other pages do not fetch the home screen.
 */
function preloadHome(): void {
  if (typeof __HOME_PRELOADS__ === 'undefined' || window.location.pathname !== '/') return;
  const add = (rel: string, href: string, as?: string) => {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    if (as) link.as = as;
    document.head.appendChild(link);
  };
  for (const href of __HOME_PRELOADS__.scripts) add('modulepreload', href);
  for (const href of __HOME_PRELOADS__.styles) add('preload', href, 'style');
}

bootTheme();
preloadHome();
// The host's frozen receive function and the queue for messages sent before the app listens.
installHostReceiver();
