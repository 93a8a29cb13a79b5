// @vitest-environment node
// A landing page's screen chunks as preload links in its HTML (the build's route-preloads.json),
// before the first script; other pages and a missing or spoiled list leave the HTML as it is.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_ACCEPT, FAKE_INDEX_HTML } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { inlineRoutePreloads, readRoutePreloads, ROUTE_PRELOADS_FILE, type RoutePreload } from './routePreloads';

const t = useTestApp();

const ROUTES: RoutePreload[] = [
  { path: '^/sketch/\\d+/?$', scripts: ['/assets/chunk-SKETCH.js', '/assets/chunk-TABLE.js'], styles: ['/assets/styles-SKETCH.css'] },
  { path: '^/.', scripts: ['/assets/chunk-TABLE.js'], styles: [] },
];
const listFile = () => path.join(t.distDir, ROUTE_PRELOADS_FILE);

describe('route preloads in the HTML', () => {
  afterEach(() => rmSync(listFile(), { force: true }));

  it("puts a landing page's chunks and stylesheets before the first script, marked for boot.js", async () => {
    writeFileSync(listFile(), JSON.stringify(ROUTES));
    const html = (await t.app.inject({ method: 'GET', url: '/sketch/12?theme=dark', headers: { accept: BROWSER_ACCEPT } })).body;
    const links = '<link rel="modulepreload" href="/assets/chunk-SKETCH.js" data-route-preload><link rel="modulepreload" href="/assets/chunk-TABLE.js" data-route-preload><link rel="preload" as="style" href="/assets/styles-SKETCH.css" data-route-preload>';
    expect(html).toContain(links);
    expect(html.indexOf(links)).toBeLessThan(html.indexOf('<script'));
  });

  it('links a rendered page’s stylesheet after the first script (boot.js), which does not wait for it, and its chunks before', () => {
    const html = '<html><head><script src="/boot.js"></script><link rel="stylesheet" href="/assets/styles-SHELL.css"></head><body></body></html>';
    const rendered: RoutePreload = { ...ROUTES[0]!, rendered: { href: '/assets/landing-SKETCH.css', covers: ['styles-SKETCH.css'] } };
    const page = inlineRoutePreloads(html, '/sketch/12', [rendered], { stylesApply: true });
    const at = (part: string) => page.indexOf(part);
    expect(at('<link rel="modulepreload" href="/assets/chunk-SKETCH.js"')).toBeLessThan(at('<script'));
    expect(at('<link rel="stylesheet" href="/assets/landing-SKETCH.css" data-covers="styles-SKETCH.css" data-route-preload>')).toBeGreaterThan(at('</script>'));
    // Before the shell's own sheet, as before the move: the cascade is unchanged.
    expect(at('landing-SKETCH.css')).toBeLessThan(at('styles-SHELL.css'));
    expect(page).not.toContain('href="/assets/styles-SKETCH.css"');
  });

  it('gives another page the first route its path matches, and "/" none here', async () => {
    writeFileSync(listFile(), JSON.stringify(ROUTES));
    const other = (await t.app.inject({ method: 'GET', url: '/upload', headers: { accept: BROWSER_ACCEPT } })).body;
    expect(other).toContain('href="/assets/chunk-TABLE.js"');
    expect(other).not.toContain('chunk-SKETCH');
    const home = (await t.app.inject({ method: 'GET', url: '/', headers: { accept: BROWSER_ACCEPT } })).body;
    expect(home).not.toContain('data-route-preload');
  });

  it('adds the files of the lazy parts a render used, each once; a part the build does not list adds nothing', () => {
    const html = '<html><head><script src="/boot.js"></script></head><body></body></html>';
    const parts = { 'screens/sketch/OwnerActions': ['/assets/chunk-OWNER.js', '/assets/chunk-SKETCH.js'] };
    const route: RoutePreload = { ...ROUTES[0]!, rendered: { href: '/assets/landing-SKETCH.css', covers: [], parts } };
    const page = inlineRoutePreloads(html, '/sketch/12', [route], { stylesApply: true, renderedParts: ['screens/sketch/OwnerActions', 'screens/NotBuilt', 'constructor'] });
    const preloaded = [...page.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded).toEqual(['/assets/chunk-SKETCH.js', '/assets/chunk-TABLE.js', '/assets/chunk-OWNER.js']);
  });

  it('serves the page as built when the list is missing or spoiled', async () => {
    const page = async () => (await t.app.inject({ method: 'GET', url: '/sketch/12', headers: { accept: BROWSER_ACCEPT } })).body;
    expect(await page()).not.toContain('data-route-preload');
    writeFileSync(listFile(), '{not json');
    expect(await page()).not.toContain('data-route-preload');
    // An entry naming anything but a built asset (markup, another origin) is dropped.
    const rendered = (parts: unknown) => ({ path: '.', scripts: [], styles: [], rendered: { href: '/assets/landing-X.css', covers: [], parts } });
    writeFileSync(
      listFile(),
      JSON.stringify([
        { path: '.', scripts: ['"><script>alert(1)</script>'], styles: [] },
        { path: '.', scripts: ['https://elsewhere.test/x.js'], styles: [] },
        rendered({ 'screens/X': ['https://elsewhere.test/x.js'] }),
        rendered(['/assets/chunk-X.js']),
      ]),
    );
    expect(await readRoutePreloads(t.distDir)).toEqual([]);
    expect(await page()).not.toContain('data-route-preload');
  });

  it('ignores a path test that is not a regular expression', () => {
    expect(inlineRoutePreloads(FAKE_INDEX_HTML, '/x', [{ path: '(', scripts: ['/assets/a.js'], styles: [] }])).toBe(FAKE_INDEX_HTML);
  });
});
