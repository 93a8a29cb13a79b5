// Runs synchronously in <head> before the app's code and before first paint (keep it tiny):
// applies the theme so there is never a flash of the wrong theme. The theme comes from a launch
// parameter (?theme=dark or ?theme=161616, as the app opens the page), else the stored choice,
// else the purple-and-orange default.
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

bootTheme();
// The host's frozen receive function and the queue for messages sent before the app listens.
installHostReceiver();
