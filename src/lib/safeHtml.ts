// The sanitiser of server-supplied HTML (the `*Html` fields): DOMPurify removes scripts, event
// handlers and other active content; links open outside the page without an opener. DOMPurify
// (12 KB gzip) is a chunk of its own, fetched only for HTML that has markup: text without a `<`
// cannot make an element, so it is shown as it is. A screen's loader awaits prepareSafeHtml(html),
// so the page shows complete; components/SafeHtml.tsx renders the result. The server's render
// (src/serverRender.tsx) has no DOM of its own: it hands DOMPurify one (jsdom's,
// setPurifierWindow), so a page rendered there is sanitised by the same code and rules as in the browser.
import { withChunkStyles } from './chunkStyles';
import { libraryChunk } from './lazyChunk';

type Purifier = typeof import('dompurify').default;
/** What DOMPurify's factory takes: a window with a document (the browser's, or jsdom's on the server). */
export type PurifierWindow = Parameters<Purifier>[0];
let purifier: Purifier | null = null;
let makeWindow: (() => PurifierWindow) | null = null;

/** Whether `html` needs the sanitiser: text without a `<` cannot make an element. */
export const needsSanitiser = (html: string | null | undefined): html is string => !!html && html.includes('<');

/** What DOMPurify keeps: HTML's formatting, no styles, no forms. */
export const SANITISE_RULES = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'], FORBID_ATTR: ['style'] };

/** `DOMPurify` with its links opening outside the page, without an opener. */
export function withLinksOutside(DOMPurify: Purifier): Purifier {
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow ugc');
    }
  });
  return DOMPurify;
}

/** Where there is no browser window (the server's render): the window DOMPurify is to work in, made when first needed. */
export function setPurifierWindow(make: () => PurifierWindow): void {
  makeWindow = make;
}

/** DOMPurify on the page's own window, or on the one given where there is none; it refuses to run without a DOM. */
function purifierFor(DOMPurify: Purifier): Purifier {
  if (DOMPurify.isSupported) return DOMPurify;
  if (!makeWindow) throw new Error('DOMPurify needs a DOM: none here, and none given (setPurifierWindow)');
  const onWindow = DOMPurify(makeWindow());
  if (!onWindow.isSupported) throw new Error('DOMPurify cannot run on the window it was given');
  return onWindow;
}

/** The sanitiser's chunk by its name in a rendered page's state (lib/lazyChunk.tsx): the package's, as the build names it. */
export const SANITISER_CHUNK = 'dompurify';
const loadDompurify = libraryChunk(SANITISER_CHUNK, () => withChunkStyles(import('dompurify')));

/** The chunk is loaded once (libraryChunk, which loads again after a failure); the sanitiser is set up once. */
function loadPurifier(): Promise<void> {
  return loadDompurify().then(({ default: imported }) => {
    purifier ??= withLinksOutside(purifierFor(imported));
  });
}

/** Loads the sanitizer when `html` needs it; resolves at once when it does not. */
export function prepareSafeHtml(html: string | null | undefined): Promise<void> {
  return needsSanitiser(html) && !purifier ? loadPurifier() : Promise.resolve();
}

/** The HTML with active content removed, or null while the sanitizer it needs is not loaded. */
export function sanitizeHtml(html: string | null | undefined): string | null {
  if (!html) return '';
  if (!needsSanitiser(html)) return html;
  if (!purifier) return null;
  return purifier.sanitize(html, SANITISE_RULES);
}

/**
 * The text a reader sees in `html`, its character references decoded: for a name the server sends
 * as HTML where only text fits (a dialog's title). The browser's parser reads it into an inert
 * document: nothing in it runs or loads.
 */
export function htmlText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
