// The sanitiser on the server's render (src/serverRender.tsx), which has no DOM of its own: given
// jsdom's window (setPurifierWindow), DOMPurify leaves nothing active in the whole XSS corpus, as
// in the browser (sanitize.test.ts), and gives the same output the browser's DOMPurify gives, so a
// page rendered there hydrates without a mismatch. Without a window it refuses: a page with such
// HTML is then left to the browser, never passed unsanitised. A node test: no window here.
import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SafeHtml from '../../../src/lib/safeHtml';
import { activeContent } from './activeContent';
import { XSS_PAYLOADS } from './xssCorpus';

/** The sanitiser as a fresh module: its loaded DOMPurify is module state. */
const freshSanitiser = async (): Promise<typeof SafeHtml> => {
  vi.resetModules();
  return import('../../../src/lib/safeHtml');
};

beforeEach(() => {
  expect(typeof window).toBe('undefined');
});

describe('the sanitiser where there is no DOM', () => {
  it('refuses to sanitise without a window: the page is not rendered, rather than passed unsanitised', async () => {
    const { prepareSafeHtml, sanitizeHtml } = await freshSanitiser();
    await expect(prepareSafeHtml('<b>bold</b>')).rejects.toThrow(/DOMPurify needs a DOM/);
    expect(sanitizeHtml('<b>bold</b><img src=x onerror=alert(1)>')).toBeNull();
    // Text without markup needs no sanitiser.
    expect(sanitizeHtml('plain & simple')).toBe('plain & simple');
  });

  it('with jsdom’s window, leaves nothing active in any payload, and makes what the browser’s DOMPurify makes', async () => {
    const { prepareSafeHtml, sanitizeHtml, setPurifierWindow, SANITISE_RULES, withLinksOutside } = await freshSanitiser();
    let windowsMade = 0;
    setPurifierWindow(() => {
      windowsMade += 1;
      return new JSDOM('').window as unknown as SafeHtml.PurifierWindow;
    });
    await prepareSafeHtml('<b>load the sanitizer</b>');
    // The browser's: DOMPurify on a page's own window, as the app runs it in one.
    const page = new JSDOM('');
    const { default: createDOMPurify } = await import('dompurify');
    const browsers = withLinksOutside(createDOMPurify(page.window as unknown as SafeHtml.PurifierWindow));
    const check = new JSDOM('').window.document;
    for (const payload of XSS_PAYLOADS) {
      const clean = sanitizeHtml(payload.text);
      expect(clean, payload.text).not.toBeNull();
      const template = check.createElement('template');
      template.innerHTML = clean!;
      expect(activeContent(template.content), `${payload.id}: ${clean}`).toEqual([]);
      expect(clean, payload.text).toBe(browsers.sanitize(payload.text, SANITISE_RULES));
    }
    expect(sanitizeHtml('<a href="https://example.com/">x</a>')).toBe('<a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow ugc">x</a>');
    // One window for every page the server renders.
    expect(windowsMade).toBe(1);
  });
});
