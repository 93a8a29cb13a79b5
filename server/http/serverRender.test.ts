// @vitest-environment node
// The server's render of landing pages (issue 22), with the app's own render module
// (src/serverRender.tsx, transformed by vitest as the build does) on a real app and seeded data.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { LANDING_SCREENS } from '../../build/landingScreens.mjs';
import { homeIndexRequest } from '../../src/api/home';
import { SEEN_MOTD_COOKIE } from '../../src/lib/motd';
import { VIEWPORT_COOKIE } from '../../src/lib/viewportCookie';
import { SketchPageSchema } from '../../src/api/schemas/sketchCards';
import { MeResponseSchema } from '../../src/api/schemas/session';
import { SERVER_STATE_ID, SESSION_STATE_ID, ServerStateSchema, scriptSafeJson, type ServerRenderModule } from '../../src/api/serverState';
import { BROWSER_ACCEPT, createTestApp, FAKE_INDEX_HTML, TEST_NOW, TestClient, type TestApp } from '../testing/testApp';
import { useTestApp } from '../testing/useTestApp';
import { firstRequestsOf } from './firstAnswers';
import { cspHash } from './inlineHead';
import { ROUTE_PRELOADS_FILE } from './routePreloads';
import { inlineServerRender } from './serverRender';

const serverRender = () => import('../../src/serverRender') as Promise<ServerRenderModule>;
const t = useTestApp({ serverRender });

// The render's modules load (and vitest transforms them) once, before the tests, not in the first
// one; the screens it renders lazily load within the test app's render limit (testApp.ts).
beforeAll(serverRender, 120_000);
const ada = t.client(1);
const visitor = t.client();

const BLOCK = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`, 's');
const SESSION_BLOCK = new RegExp(`<script type="application/json" id="${SESSION_STATE_ID}">(.*?)</script>`, 's');
const sessionIn = (html: string) => v.parse(MeResponseSchema, JSON.parse(SESSION_BLOCK.exec(html)![1]!));
const stateIn = (html: string) => v.parse(ServerStateSchema, JSON.parse(BLOCK.exec(html)![1]!));
const markupIn = (html: string) => /<div id="root">(.*)<\/div><\/body>/s.exec(html.replace(BLOCK, ''))?.[1] ?? '';
const dataOf = (html: string, hash: string) => stateIn(html).queries.queries.find((q) => q.queryHash.includes(hash))?.state.data;
/** The server's own preloads for phones, in <head> (React adds its own for the markup's first images). */
const imagePreloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*media=[^>]*>/g) ?? [];
const page = (client: TestClient, url: string) => client.get(url, { accept: BROWSER_ACCEPT });

/** The page at `url` as a visitor's browser loads it while every read the server makes for it fails (the API down). */
async function pageWithApiDown(app: TestApp['app'], url: string) {
  const real = app.inject.bind(app);
  const inject = vi.spyOn(app, 'inject').mockImplementation(((options: { url: string }) => (options.url === url ? real(options) : Promise.reject(new Error('down')))) as never);
  try {
    return await app.inject({ method: 'GET', url, headers: { accept: BROWSER_ACCEPT } });
  } finally {
    inject.mockRestore();
  }
}

describe('the first requests of a landing page', () => {
  it('names the requests each landing screen makes first, as the app makes them', () => {
    const me = { method: 'GET', url: '/api/v2/user/me' };
    expect(firstRequestsOf('/')).toEqual([me, { method: 'POST', url: '/api/v2/index', body: homeIndexRequest(true) }]);
    expect(firstRequestsOf('/gallery/recent')).toEqual([me, { method: 'GET', url: '/api/v2/index/recentSketches?page=1' }]);
    expect(firstRequestsOf('/tag/cat')).toEqual([me]);
    expect(firstRequestsOf('/sketch/12').map((r) => r.url)).toEqual(['/api/v2/user/me', '/api/v2/sketchInfo/12', '/api/v2/sketchHearts/12', '/api/v2/sketchHasCoOps/12']);
    for (const other of ['/sketch/0', '/sketch/12/edit', '/user/InkyAda', '/upload']) expect(firstRequestsOf(other)).toEqual([]);
  });
});

describe('a landing page rendered on the server', () => {
  it('renders home for the visitor, with the state the app hydrates with, and keeps it out of shared caches', async () => {
    const response = await page(visitor, '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toContain('Cookie');
    const markup = markupIn(response.body);
    expect(markup).toContain('data-testid="home"');
    expect(markup).toContain('data-page="home"');
    const state = stateIn(response.body);
    expect(state.session).toEqual({ user: null, moderator: null });
    // The cache holds the API's own answer to the visitor.
    const index = (await visitor.post('/api/v2/index', homeIndexRequest(true))).json() as { featured: { id: number }[] };
    const cached = dataOf(response.body, '"home","index"') as { featured: { id: number }[] };
    expect(cached.featured.map((s) => s.id)).toEqual(index.featured.map((s) => s.id));
  });

  it('leaves out the message of the day the viewer dismissed (its cookie), for a visitor and a signed-in viewer, while others still get it', async () => {
    const motdOf = (html: string) => (dataOf(html, '"home","index"') as { motd: { id: number } | null }).motd;
    const shown = motdOf((await page(visitor, '/')).body);
    expect(shown).not.toBeNull();
    for (const client of [t.client(), t.client(1)]) {
      client.jar.set(SEEN_MOTD_COOKIE, String(shown!.id));
      const html = (await page(client, '/')).body;
      expect(motdOf(html)).toBeNull();
      expect(markupIn(html)).not.toContain('data-testid="home-motd"');
    }
    // Another message seen does not hide this one.
    const another = t.client();
    another.jar.set(SEEN_MOTD_COOKIE, String(shown!.id + 1000));
    expect(motdOf((await page(another, '/')).body)?.id).toBe(shown!.id);
    expect(markupIn((await page(visitor, '/')).body)).toContain('data-testid="home-motd"');
  });

  it('lays a gallery out for the window the viewer\'s cookie names, and for a phone without it; the state says which, for the app to hydrate alike', async () => {
    const columnsOf = (html: string) => /data-testid="sketch-grid"[^>]*grid-template-columns:repeat\((\d+),/.exec(markupIn(html))?.[1];
    const phone = (await page(visitor, '/gallery/recent')).body;
    expect(columnsOf(phone)).toBe('2');
    expect(stateIn(phone).viewport).toBeNull();
    for (const client of [t.client(), t.client(1)]) {
      client.jar.set(VIEWPORT_COOKIE, '1280x800');
      const desktop = (await page(client, '/gallery/recent')).body;
      expect(columnsOf(desktop)).toBe('6');
      expect(stateIn(desktop).viewport).toEqual({ width: 1280, height: 800 });
    }
    // A cookie that names no window is a phone's.
    const odd = t.client();
    odd.jar.set(VIEWPORT_COOKIE, '99999x1');
    expect(columnsOf((await page(odd, '/gallery/recent')).body)).toBe('2');
  });

  it('renders a gallery and a tag page with their sketches, titles and links, and preloads the first images for phones', async () => {
    const gallery = await page(visitor, '/gallery/recent');
    const feed = v.parse(SketchPageSchema, (await visitor.get('/api/v2/index/recentSketches?page=1')).json());
    const markup = markupIn(gallery.body);
    const first = feed.sketches[0]!;
    expect(markup).toContain(`href="/sketch/${first.id}"`);
    expect(markup).toMatch(/<img [^>]*src="\/img\/sketch\//);
    expect(imagePreloads(gallery.body)).toHaveLength(2);
    expect(gallery.body.indexOf('rel="preload" as="image"')).toBeLessThan(gallery.body.indexOf('<script'));
    const tag = await page(visitor, '/tag/cat');
    expect(tag.statusCode).toBe(200);
    expect(markupIn(tag.body)).toContain('data-page="gallery"');
  });

  it('renders the sketch page; its title is escaped as text, and no state can end its element', async () => {
    const title = '</script><script>alert(1)</script><img src=x onerror=alert(2)><!-- & \u2028';
    const id = t.one<{ id: number }>('SELECT id FROM sketches WHERE mature = 0 ORDER BY id LIMIT 1').id;
    t.write('UPDATE sketches SET title = ? WHERE id = ?', title, id);
    const html = (await page(visitor, `/sketch/${id}`)).body;
    const markup = markupIn(html);
    expect(markup).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(markup).not.toMatch(/<script|<img src=x/i);
    // The page's <title> names it, as the app does, as text.
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/^&lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;&lt;img src=x onerror=alert\(2\)&gt;&lt;!-- &amp;[\s\u2028]* by \S+ · Sketchery$/);
    const block = BLOCK.exec(html)![1]!;
    expect(block).not.toMatch(/[<>&\u2028]/);
    expect(JSON.stringify(dataOf(html, `"${id}"`) ?? dataOf(html, `${id}`))).toContain('alert(1)');
    expect(scriptSafeJson({ a: '</script>' })).toBe('{"a":"\\u003c/script\\u003e"}');
  });

  it("names what a shared link shows (title, picture, description, canonical address), and no mature sketch's picture or words", async () => {
    const sketch = t.one<{ id: number }>("SELECT id FROM sketches WHERE mature = 0 AND violation IS NULL AND unlisted = 0 AND user_id = 1 ORDER BY id LIMIT 1");
    t.write('UPDATE sketches SET description = ? WHERE id = ?', 'A fox at dusk, "inked"\n\nwith <b>care</b>', sketch.id);
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const shown = head((await page(visitor, `/sketch/${sketch.id}?from=share`)).body);
    const origin = 'http://127.0.0.1:8080';
    expect(shown).toContain(`<link rel="canonical" href="${origin}/sketch/${sketch.id}">`);
    expect(shown).toContain(`<meta property="og:url" content="${origin}/sketch/${sketch.id}">`);
    expect(shown).toContain(`<meta property="og:image" content="${origin}/img/sketch/${sketch.id}/1024.jpg">`);
    expect(shown).toContain('<meta property="og:description" content="A fox at dusk, &quot;inked&quot; with &lt;b&gt;care&lt;/b&gt;">');
    expect(shown).toMatch(/<meta property="og:title" content="[^"]+ by InkyAda · Sketchery">/);
    try {
      t.write('UPDATE sketches SET mature = 1 WHERE id = ?', sketch.id);
      const hidden = head((await page(visitor, `/sketch/${sketch.id}`)).body);
      expect(hidden).toContain('<meta property="og:title"');
      expect(hidden).not.toMatch(/og:image|og:description|A fox at dusk/);
    } finally {
      t.write('UPDATE sketches SET mature = 0 WHERE id = ?', sketch.id);
    }
  });

  it('names the lazy chunks its markup holds, for the app to load before it hydrates: the owner’s actions only on the owner’s page', async () => {
    const id = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND mature = 0 ORDER BY id DESC LIMIT 1').id;
    const owners = stateIn((await page(ada, `/sketch/${id}`)).body).chunks;
    const visitors = stateIn((await page(visitor, `/sketch/${id}`)).body).chunks;
    expect(owners).toEqual(expect.arrayContaining(['screens/sketch/OwnerActions', 'screens/sketch/SketchDetails', 'features/comments/Comments']));
    expect(visitors).toContain('screens/sketch/SketchDetails');
    expect(visitors).not.toContain('screens/sketch/OwnerActions');
    // Home's grid is all in its screen's chunk.
    expect(stateIn((await page(visitor, '/')).body).chunks).toEqual([]);
  });

  it('preloads the files of the lazy parts its markup holds with the page’s scripts, as the build lists them', async () => {
    const id = t.one<{ id: number }>('SELECT id FROM sketches WHERE user_id = 1 AND mature = 0 ORDER BY id DESC LIMIT 1').id;
    const parts = { 'screens/sketch/OwnerActions': ['/assets/chunk-OWNER.js', '/assets/chunk-SHARED.js'], 'screens/sketch/SketchDetails': ['/assets/chunk-DETAILS.js', '/assets/chunk-SHARED.js'] };
    const routes = [{ path: '^/sketch/\\d+/?$', scripts: ['/assets/chunk-SKETCH.js'], styles: [], rendered: { href: '/assets/landing-SKETCH.css', covers: [], parts } }];
    const list = path.join(t.distDir, ROUTE_PRELOADS_FILE);
    writeFileSync(list, JSON.stringify(routes));
    try {
      const preloaded = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
      // The route's own first, then each part's files once, in the order the render used the parts.
      const owners = preloaded((await page(ada, `/sketch/${id}`)).body);
      expect(owners[0]).toBe('/assets/chunk-SKETCH.js');
      expect(owners.toSorted()).toEqual(['/assets/chunk-DETAILS.js', '/assets/chunk-OWNER.js', '/assets/chunk-SHARED.js', '/assets/chunk-SKETCH.js']);
      expect(preloaded((await page(visitor, `/sketch/${id}`)).body).toSorted()).toEqual(['/assets/chunk-DETAILS.js', '/assets/chunk-SHARED.js', '/assets/chunk-SKETCH.js']);
    } finally {
      rmSync(list, { force: true });
    }
  });

  it('gives a fixed-size image both files, for the browser to pick by its screen, which the server cannot know', async () => {
    const html = (await page(ada, '/')).body;
    const image = (testId: string) => new RegExp(`<img[^>]*data-testid="${testId}"[^>]*>`).exec(markupIn(html))?.[0] ?? '';
    // The home page's avatar (75 px) and the header's (32 px: the 50 px step).
    expect(image('home-avatar')).toMatch(/srcSet="(\/img\/avatar\/1[^ "]*)\/75\.jpg 1x, \1\/150\.jpg 2x"/i);
    expect(markupIn(html)).toMatch(/<a[^>]*data-testid="current-user"[^>]*><img[^>]*srcSet="(\/img\/avatar\/1[^ "]*)\/50\.jpg 1x, \1\/100\.jpg 2x"/i);
  });

  it('renders the owner’s own profile with the first page of their Sketches tab, not an empty grid', async () => {
    const markup = markupIn((await page(ada, '/user/InkyAda')).body);
    expect(markup).toContain('data-section="sketches"');
    expect(Number(/data-testid="sketch-grid"[^>]*data-count="(\d+)"/.exec(markup)?.[1] ?? /data-count="(\d+)"[^>]*data-testid="sketch-grid"/.exec(markup)?.[1])).toBeGreaterThan(0);
    expect(markup).toMatch(/<img [^>]*src="\/img\/sketch\//);
  });

  it('answers a sketch that does not exist with its not-found page and 404', async () => {
    const response = await page(visitor, '/sketch/987654321');
    expect(response.statusCode).toBe(404);
    expect(markupIn(response.body)).toContain('data-testid="not-found"');
    // The app shows it as it is, asking nothing again (src/app/navigation/serverVerdict.ts).
    expect(stateIn(response.body).notFound).toBe(true);
    expect(stateIn((await page(visitor, '/gallery/recent')).body).notFound).toBe(false);
  });

  it('answers an address no route takes with the not-found page and 404, and leaves the browser’s pages to it', async () => {
    for (const path of ['/sketch/abc', '/no/such/place', '/user/InkyAda/nosuch']) {
      const response = await page(ada, path);
      expect(response.statusCode, path).toBe(404);
      expect(markupIn(response.body), path).toContain('data-testid="not-found"');
      expect(stateIn(response.body).notFound, path).toBe(true);
    }
    // A page the route table knows and the browser renders is no 404 (it carries no markup).
    const messages = await page(ada, '/messages');
    expect(messages.statusCode).toBe(200);
    expect(messages.body).toContain('<div id="root"></div>');
  });

  it('answers a group or a gallery that does not exist with its own words, 404 and no link card', async () => {
    const missingGroup = 1 + t.one<{ id: number }>('SELECT MAX(id) AS id FROM groups').id;
    for (const path of [`/group/${missingGroup}`, '/group/abc', `/gallery/group/${missingGroup}`, '/gallery/nosuchkind']) {
      const response = await page(visitor, path);
      expect(response.statusCode, path).toBe(404);
      expect(markupIn(response.body), path).toContain('data-testid="invalid-group"');
      expect(response.body, path).not.toContain('og:title');
      // Not the app's not-found page: the browser keeps the screen's words.
      expect(stateIn(response.body).notFound, path).toBe(false);
    }
    // The next page rendered is not taken for missing too.
    expect((await page(visitor, '/group/1')).statusCode).toBe(200);
  });

  it('sanitises a group’s event HTML on the server as in the browser, in the window the server lends the render', async () => {
    const group = t.one<{ id: number }>('SELECT id FROM groups ORDER BY id LIMIT 1').id;
    const ends = new Date(TEST_NOW + 7 * 86_400_000).toISOString();
    t.write(
      'INSERT INTO group_events (group_id, title_html, description_html, start_date, end_date) VALUES (?, ?, ?, ?, ?)',
      group,
      '<b>Ink week</b><img src=x onerror=alert(1)>',
      '<i>Draw</i> <a href="https://example.com/rules" onclick="alert(2)">the rules</a><script>alert(3)</script>',
      new Date(TEST_NOW - 86_400_000).toISOString(),
      ends,
    );
    const response = await page(visitor, `/group/${group}`);
    expect(response.statusCode).toBe(200);
    const markup = markupIn(response.body);
    expect(markup).toContain('<b>Ink week</b>');
    expect(markup).toContain('<i>Draw</i>');
    expect(markup).toMatch(/<a href="https:\/\/example.com\/rules" target="_blank" rel="noopener noreferrer nofollow ugc">the rules<\/a>/);
    expect(markup).not.toMatch(/onerror|onclick|<script>alert|alert\(/);
  });

  it('renders for the viewer who asked: their session, their mature filter, never another viewer’s, even side by side', async () => {
    const matureId = t.one<{ id: number }>("SELECT id FROM users WHERE mature = 0 AND id NOT IN (1) ORDER BY id LIMIT 1").id;
    t.write('UPDATE users SET mature = 1 WHERE id = ?', matureId);
    const mature = new TestClient(t.app);
    await mature.signIn(matureId);
    t.write('UPDATE sketches SET mature = 1 WHERE id = (SELECT id FROM sketches ORDER BY id DESC LIMIT 1 OFFSET 1)');
    const matureIds = new Set(t.query<{ id: number }>('SELECT id FROM sketches WHERE mature = 1').map((r) => r.id));
    const viewers = [mature, visitor, ada];
    // Each viewer's own answers, then their pages rendered all at once, interleaved.
    const own = await Promise.all(viewers.map(async (c) => ({ me: (await c.get('/api/v2/user/me')).json() as unknown, feed: v.parse(SketchPageSchema, (await c.get('/api/v2/index/recentSketches?page=1')).json()) })));
    expect(own[0]!.feed.sketches.some((s) => matureIds.has(s.id))).toBe(true);
    const pages = await Promise.all([0, 1, 2, 0, 1, 2, 0, 1, 2].map((i) => page(viewers[i]!, '/gallery/recent').then((r) => ({ i, html: r.body }))));
    for (const { i, html } of pages) {
      const state = stateIn(html);
      expect(state.session).toEqual(own[i]!.me);
      const pagesOf = dataOf(html, '["gallery"') as { pages: { items: { id: number }[] }[] };
      expect(pagesOf.pages[0]!.items.map((s) => s.id)).toEqual(own[i]!.feed.sketches.map((s) => s.id));
      const shownMature = [...markupIn(html).matchAll(/href="\/sketch\/(\d+)"/g)].some((m) => matureIds.has(Number(m[1])));
      expect(shownMature).toBe(i === 0);
    }
  });

  it('counts a visitor’s view of a sketch once per address, as the API does', async () => {
    const id = t.one<{ id: number }>('SELECT id FROM sketches ORDER BY id DESC LIMIT 1').id;
    const views = () => t.one<{ views: number }>('SELECT views FROM sketches WHERE id = ?', id).views;
    const before = views();
    const from = (remoteAddress: string) => t.app.inject({ method: 'GET', url: `/sketch/${id}`, remoteAddress, headers: { accept: BROWSER_ACCEPT } });
    await from('203.0.113.7');
    await from('203.0.113.7');
    await from('198.51.100.4');
    expect(views()).toBe(before + 2);
  });

  /** A state without the moments it was made at (the render's and the queries' clocks). */
  const timeless = (state: unknown) => JSON.parse(JSON.stringify(state, (key, value: unknown) => (/^(renderedAt|dehydratedAt|dataUpdatedAt|errorUpdatedAt)$/.test(key) ? undefined : value))) as unknown;
  // A page kept for visitors (visitorRenders.ts) must owe nothing to the visitor it was rendered
  // for: two visitors from different addresses get the same markup and the same data. Each has been
  // once before: a sketch page's or a profile's read counts the reader's first view, which the next
  // reader sees (keptPageViews.ts counts it for a visitor served a kept page).
  it.each(LANDING_SCREENS.filter((screen) => screen.serverRendered).map((screen) => [screen.route, screen.examples[0]!]))(
    'renders %s (%s), which visitors share, the same for two visitors from different addresses',
    async (_route, url) => {
      const from = async (remoteAddress: string) => (await t.app.inject({ method: 'GET', url, remoteAddress, headers: { accept: BROWSER_ACCEPT } })).body;
      await from('203.0.113.9');
      await from('198.51.100.23');
      const first = await from('203.0.113.9');
      const second = await from('198.51.100.23');
      expect(BLOCK.exec(first)).not.toBeNull();
      expect(markupIn(second)).toBe(markupIn(first));
      expect(timeless(stateIn(second))).toEqual(timeless(stateIn(first)));
    },
  );

  it('serves the plain page, for the browser to render, when the API fails, and for a page it does not render', async () => {
    const response = await pageWithApiDown(t.app, '/gallery/recent');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FAKE_INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    // A page it does not render: the plain page, with the viewer's session alone (below).
    expect(BLOCK.exec((await page(ada, '/upload')).body)).toBeNull();
  });

  it('serves the plain page when the render takes longer than the server waits (serverRenderTimeoutMs)', async () => {
    const hanging: ServerRenderModule = { setPurifierWindow: () => {}, rendersPath: () => true, renderPage: () => new Promise(() => {}) };
    const slow = await createTestApp({ serverRender: async () => hanging, serverRenderTimeoutMs: 50 });
    try {
      const response = await slow.app.inject({ method: 'GET', url: '/gallery/recent', headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode).toBe(200);
      // The index as the browser renders it (an empty root, no state), still with the first
      // images' preloads, which come from the viewer's first answers, not from the render.
      expect(response.body).toContain('<div id="root"></div>');
      expect(BLOCK.exec(response.body)).toBeNull();
      expect(imagePreloads(response.body)).toHaveLength(2);
    } finally {
      await slow.close();
    }
  });

  it('carries boot.js and its stylesheets in the page, each named by its hash in the policy, and names the scripts for boot.js to fetch after the first paint', async () => {
    const index = path.join(t.distDir, 'index.html');
    writeFileSync(path.join(t.distDir, 'assets', 'styles-SHELL.css'), 'body{margin:0}');
    writeFileSync(
      index,
      '<!doctype html><html lang="en"><head><script src="/boot.js"></script><link rel="stylesheet" href="/assets/styles-SHELL.css"><script type="module" src="/assets/app-ENTRY.js"></script><link rel="modulepreload" href="/assets/chunk-SHELL.js"></head><body><div id="root"></div></body></html>',
    );
    try {
      const response = await page(visitor, '/gallery/recent');
      const html = response.body;
      const policy = Object.fromEntries(String(response.headers['content-security-policy']).split(';').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
      const inlineScripts = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
      const inlineStyles = [...html.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].map((m) => m[1]!);
      expect(inlineScripts).toEqual(['console.log("boot");\n']);
      expect(inlineStyles).toEqual(['body{margin:0}']);
      expect(policy['script-src']).toEqual(["'self'", ...inlineScripts.map(cspHash)]);
      expect(policy['style-src']).toEqual(["'self'", ...inlineStyles.map(cspHash)]);
      expect(html).toContain('<html lang="en" data-app-scripts="/assets/app-ENTRY.js /assets/chunk-SHELL.js">');
      expect(html).not.toMatch(/<script[^>]* src=|<link rel="(stylesheet|modulepreload)"/);
      // A page the server does not render links its files as built, under the policy as it is.
      const plain = await page(visitor, '/upload');
      expect(plain.body).toContain('<script src="/boot.js"></script><link rel="stylesheet" href="/assets/styles-SHELL.css"><script type="module" src="/assets/app-ENTRY.js"></script>');
      expect(String(plain.headers['content-security-policy'])).not.toContain('sha256');
    } finally {
      writeFileSync(index, FAKE_INDEX_HTML);
    }
  });

  it('puts the markup into the root and the state before </body>, and drops the message for browsers without JavaScript', () => {
    const state = { renderedAt: 1, session: { user: null, moderator: null }, queries: { queries: [], mutations: [] }, chunks: [], viewport: null, notFound: false };
    expect(inlineServerRender('<html><body><div id="root"></div>\n    <noscript>Sketchery needs JavaScript to run.</noscript>\n  </body></html>', { kind: 'page', status: 200, markup: '<p>hi</p>', state, title: null })).toBe(
      `<html><body><div id="root"><p>hi</p></div>\n  <script type="application/json" id="${SERVER_STATE_ID}">${JSON.stringify(state)}</script></body></html>`,
    );
  });

  it('names the page in its <title> as the page names itself, escaped', () => {
    const state = { renderedAt: 1, session: { user: null, moderator: null }, queries: { queries: [], mutations: [] }, chunks: [], viewport: null, notFound: false };
    const html = '<html><head><title>Sketchery</title></head><body><div id="root"></div></body></html>';
    const page = inlineServerRender(html, { kind: 'page', status: 200, markup: '<p>hi</p>', state, title: 'Cats & <b>Dogs</b> by $& · Sketchery' });
    expect(page).toContain('<title>Cats &amp; &lt;b&gt;Dogs&lt;/b&gt; by $&amp; · Sketchery</title>');
    expect(inlineServerRender(html, { kind: 'page', status: 200, markup: '<p>hi</p>', state, title: null })).toContain('<title>Sketchery</title>');
  });
});

describe('a page the browser renders', () => {
  it('carries the session of the viewer who asked, never another’s, even side by side, and keeps it out of shared caches', async () => {
    const viewers = [ada, visitor, await t.clientAs(3)];
    const own = await Promise.all(viewers.map(async (c) => (await c.get('/api/v2/user/me')).json() as unknown));
    expect(own.map((me) => (me as { user: { id: number } | null }).user?.id ?? null)).toEqual([1, null, 3]);
    const pages = await Promise.all([0, 1, 2, 0, 1, 2].map((i) => page(viewers[i]!, '/upload').then((response) => ({ i, response }))));
    for (const { i, response } of pages) {
      expect(response.statusCode).toBe(200);
      expect(sessionIn(response.body)).toEqual(own[i]);
      // The page is index.html for the browser to render: no markup, no render's state.
      expect(response.body).toContain('<div id="root"></div>');
      expect(BLOCK.exec(response.body)).toBeNull();
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(String(response.headers.vary)).toMatch(/\bCookie\b/);
    }
  });

  it('carries the session when the render fails too, and none when the session read fails', async () => {
    const failing: ServerRenderModule = { setPurifierWindow: () => {}, rendersPath: () => true, renderPage: () => Promise.reject(new Error('render broke')) };
    const broken = await createTestApp({ serverRender: async () => failing });
    try {
      const greta = new TestClient(broken.app);
      await greta.signIn(3);
      const response = await greta.get('/gallery/recent', { accept: BROWSER_ACCEPT });
      expect(sessionIn(response.body).user?.nickname).toBe('GroupGreta');
      expect(BLOCK.exec(response.body)).toBeNull();
      const plain = await pageWithApiDown(broken.app, '/artists');
      expect(plain.body).toBe(FAKE_INDEX_HTML);
      expect(plain.headers['cache-control']).toBe('no-cache');
    } finally {
      await broken.close();
    }
  });

  it('writes a nickname that would end the block as escaped JSON the app reads back', async () => {
    const nickname = '</script><script>alert(1)</script><!--';
    t.write('UPDATE users SET nickname = ? WHERE id = 4', nickname);
    try {
      const gus = await t.clientAs(4);
      const html = (await page(gus, '/artists')).body;
      expect(html.match(/<\/script>/g)).toHaveLength(2);
      expect(html).not.toContain('<script>alert(1)');
      expect(sessionIn(html).user?.nickname).toBe(nickname);
    } finally {
      t.write("UPDATE users SET nickname = 'GlopGus' WHERE id = 4");
    }
  });
});
