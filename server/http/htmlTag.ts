// The page's <html> tag, on which the server names what boot.js reads before the app runs: the
// app's scripts on a rendered page (appScripts.ts) and the signed-in user's saved theme
// (savedTheme.ts).

export const HTML_TAG = /<html(\s[^>]*)?>/i;

/** `html` with `name="value"` on its <html> tag (`value` must need no escaping); unchanged without one. */
export function withHtmlAttribute(html: string, name: string, value: string): string {
  const tag = HTML_TAG.exec(html);
  if (!tag) return html;
  const end = tag.index + tag[0].length - 1; // before the closing `>`
  return `${html.slice(0, end)} ${name}="${value}"${html.slice(end)}`;
}
