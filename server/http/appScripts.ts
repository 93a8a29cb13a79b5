// A page the server rendered shows before any script runs, so its scripts wait for its first
// paint: the server takes the module script and the module preloads out of the HTML and names
// them in `data-app-scripts` on <html> (the entry first); boot.js fetches them once the markup has
// painted (src/boot.ts). Linked from <head>, the browser fetched 100 KB of JavaScript alongside
// the stylesheets, and on a phone's connection that pushed the first paint and the largest image
// back; Chromium also ran the scripts before painting when they arrived first.

import { HTML_TAG, withHtmlAttribute } from './htmlTag';

export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>\s*/g;
const ASSET = /^\/assets\/[\w.-]+\.js$/;

/** `html` with its module script and module preloads named on <html> instead of linked (unchanged when it has no module script). */
export function scriptsAfterPaint(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry || !ASSET.test(entry) || !HTML_TAG.test(html)) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!).filter((href) => ASSET.test(href) && href !== entry);
  const scripts = [entry, ...new Set(preloads)].join(' ');
  const without = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, (link, href: string) => (ASSET.test(href) ? '' : link));
  return withHtmlAttribute(without, APP_SCRIPTS_ATTRIBUTE, scripts);
}
