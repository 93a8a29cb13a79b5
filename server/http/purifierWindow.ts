// The window DOMPurify sanitises in on the server (the render has no DOM of its own): jsdom's,
// lent to whichever render module the server loads. jsdom is resolved from this file, among the
// server's packages: the built render may live in a folder of its own (DIST_DIR) with no
// node_modules beside it. Made when a page first holds HTML to sanitise, then kept by the render;
// jsdom takes about half a second to load, which the server's first page need not wait for.
import { createRequire } from 'node:module';
import type { PurifierWindow } from '../../src/lib/safeHtml';
import type { LoadServerRender } from './serverRender';

const requireHere = createRequire(import.meta.url);

export function jsdomWindow(): PurifierWindow {
  const { JSDOM } = requireHere('jsdom') as typeof import('jsdom');
  return new JSDOM('').window as unknown as PurifierWindow;
}

/** `load`, with every module it gives lent jsdom's window (once per module: a rebuild loads a new one). */
export function lendingPurifierWindow(load: LoadServerRender): LoadServerRender {
  const lent = new WeakSet<object>();
  return async () => {
    const module = await load();
    if (module && !lent.has(module)) {
      module.setPurifierWindow(jsdomWindow);
      lent.add(module);
    }
    return module;
  };
}
