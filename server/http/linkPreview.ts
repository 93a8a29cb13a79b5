// What a shared link to a rendered page shows in a messenger or on a social site: the tags those
// sites read (Open Graph, Twitter's card, the description) and the page's canonical address, in
// <head> after its <title>. They name only what the page shows the viewer it was rendered for, and
// the sites that fetch a link are visitors: a mature or taken-down sketch names no picture.
import type { LinkPreview } from '../../src/api/serverState';
import { PRODUCT_NAME } from '../../src/lib/product';
import { escapeHtml } from './serverPage';

const TITLE_END = '</title>';

/** `html` with the tags of the page at `path` (no query) of the site at `origin`. */
export function inlineLinkPreview(html: string, { title, preview, origin, path }: { title: string | null; preview: LinkPreview | null | undefined; origin: string; path: string }): string {
  const at = html.indexOf(TITLE_END);
  if (at === -1) return html;
  const url = `${origin}${path}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('og:site_name', PRODUCT_NAME),
    meta('og:type', 'website'),
    meta('og:title', title ?? PRODUCT_NAME),
    meta('og:url', url),
  ];
  if (preview?.description) tags.push(`<meta name="description" content="${escapeHtml(preview.description)}">`, meta('og:description', preview.description));
  if (preview?.image) tags.push(meta('og:image', `${origin}${preview.image}`), `<meta name="twitter:card" content="summary_large_image">`);
  const end = at + TITLE_END.length;
  return `${html.slice(0, end)}${tags.join('')}${html.slice(end)}`;
}

const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
