// A server-rendered page names its scripts on <html> for boot.js to fetch after the first paint.
import { describe, expect, it } from 'vitest';
import { APP_SCRIPTS_ATTRIBUTE, scriptsAfterPaint } from './appScripts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <link rel="modulepreload" href="/assets/chunk-ROUTE.js" data-route-preload>
    <script src="/boot.js"></script>
    <link rel="stylesheet" href="/assets/styles-A.css">
    <script type="module" src="/assets/app-ENTRY.js"></script>
    <link rel="modulepreload" href="/assets/chunk-SHELL.js">
    <link rel="modulepreload" href="/assets/chunk-ROUTE.js">
  </head>
  <body><div id="root"><main>Hello</main></div></body>
</html>
`;

describe('scriptsAfterPaint', () => {
  it('names the entry first and each preloaded chunk once on <html>, and links none of them', () => {
    const html = scriptsAfterPaint(INDEX);
    expect(html).toContain(`<html lang="en" ${APP_SCRIPTS_ATTRIBUTE}="/assets/app-ENTRY.js /assets/chunk-ROUTE.js /assets/chunk-SHELL.js">`);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // Everything else stays: boot.js first, the stylesheet, the markup.
    for (const kept of ['<script src="/boot.js"></script>', '<link rel="stylesheet" href="/assets/styles-A.css">', '<main>Hello</main>']) expect(html).toContain(kept);
  });

  it('leaves a page without a module script, or with one from outside the assets, as it is', () => {
    const noEntry = INDEX.replace('<script type="module" src="/assets/app-ENTRY.js"></script>', '');
    expect(scriptsAfterPaint(noEntry)).toBe(noEntry);
    const elsewhere = INDEX.replace('/assets/app-ENTRY.js', 'https://example.com/app.js');
    expect(scriptsAfterPaint(elsewhere)).toBe(elsewhere);
  });
});
