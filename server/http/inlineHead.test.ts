// A server-rendered page carries boot.js and its stylesheets in its HTML, each named by its hash
// in the page's Content-Security-Policy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cspHash, inlineHead, withSources } from './inlineHead';

const dist = mkdtempSync(path.join(tmpdir(), 'sketchery-inline-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'boot.js'), '(()=>{document.documentElement.dataset.theme="dark"})();\n//# sourceMappingURL=boot.js.map\n');
writeFileSync(path.join(dist, 'assets/styles-SHELL.css'), 'body{margin:0}');
writeFileSync(path.join(dist, 'assets/landing-HOME.css'), '.card{color:red}');
writeFileSync(path.join(dist, 'assets/styles-EVIL.css'), '.x{}</style><script>alert(1)</script>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const page = (extra = '') =>
  `<html><head><script src="/boot.js"></script><link rel="stylesheet" href="/assets/landing-HOME.css" data-covers="styles-A.css styles-B.css" data-route-preload><link rel="stylesheet" href="/assets/styles-SHELL.css">${extra}</head><body></body></html>`;

describe('inlineHead', () => {
  it('writes boot.js and the stylesheets in, keeps the data attributes, and names each by its hash', async () => {
    const { html, scripts, styles } = await inlineHead(page(), dist);
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).not.toContain('src="/boot.js"');
    expect(html).toContain('<style data-href="/assets/landing-HOME.css" data-covers="styles-A.css styles-B.css" data-route-preload>.card{color:red}</style>');
    expect(html).toContain('<style data-href="/assets/styles-SHELL.css">body{margin:0}</style>');
    // The source map is named from the root: the page's own path may be deeper.
    const boot = '(()=>{document.documentElement.dataset.theme="dark"})();\n//# sourceMappingURL=/boot.js.map';
    expect(html).toContain(`<script>${boot}</script>`);
    expect(scripts).toEqual([cspHash(boot)]);
    expect(styles).toEqual([cspHash('.card{color:red}'), cspHash('body{margin:0}')]);
    // The hash is the one a browser computes: SHA-256 of the element's text, base64.
    expect(cspHash('body{margin:0}')).toBe(`'sha256-${Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('body{margin:0}'))).toString('base64')}'`);
  });

  it('writes in the boot script a production build names by its content, its source map named under /assets/', async () => {
    writeFileSync(path.join(dist, 'assets/boot-AB12CD34.js'), '(()=>{window.booted=1})();\n//# sourceMappingURL=boot-AB12CD34.js.map\n');
    const { html, scripts } = await inlineHead('<html><head><script src="/assets/boot-AB12CD34.js"></script></head><body></body></html>', dist);
    const boot = '(()=>{window.booted=1})();\n//# sourceMappingURL=/assets/boot-AB12CD34.js.map';
    expect(html).toBe(`<html><head><script>${boot}</script></head><body></body></html>`);
    expect(scripts).toEqual([cspHash(boot)]);
  });

  it('leaves linked what it cannot read, or what would end its element early', async () => {
    const { html, styles } = await inlineHead(page('<link rel="stylesheet" href="/assets/styles-GONE.css"><link rel="stylesheet" href="/assets/styles-EVIL.css">'), dist);
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles-GONE.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/styles-EVIL.css">');
    expect(html).not.toContain('alert(1)');
    expect(styles).toHaveLength(2);
  });
});

describe('withSources', () => {
  it('adds sources to the named directive only, and leaves a policy without it as it is', () => {
    const policy = "default-src 'self';script-src 'self';style-src 'self';style-src-attr 'unsafe-inline'";
    expect(withSources(policy, 'style-src', ["'sha256-A'", "'sha256-B'"])).toBe("default-src 'self';script-src 'self';style-src 'self' 'sha256-A' 'sha256-B';style-src-attr 'unsafe-inline'");
    expect(withSources(policy, 'script-src', [])).toBe(policy);
    expect(withSources("default-src 'self'", 'script-src', ["'sha256-A'"])).toBe("default-src 'self'");
  });
});
