import { describe, expect, it } from 'vitest';
import { serverPage, SERVER_PAGE_CSS_PATH } from './serverPage';

describe('serverPage', () => {
  it('lays out a page with its escaped title as the heading, the shared stylesheet and the site icon', () => {
    const html = serverPage('Tom & <Jerry>', '<p>Hello</p>\n');
    expect(html).toContain('<title>Tom &amp; &lt;Jerry&gt;</title>');
    expect(html).toContain('<h1>Tom &amp; &lt;Jerry&gt;</h1>\n<p>Hello</p>\n</main>');
    expect(html).toContain(`<link rel="stylesheet" href="${SERVER_PAGE_CSS_PATH}">`);
    // The icon index.html links (build.test.ts): without it, a browser asks for /favicon.ico, a 404.
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  });
});
