// The landing pages rendered on the server (issue 22): home, a gallery, a tag page and the sketch
// page. Without JavaScript their HTML alone shows the content; the HTML holds the state the app
// hydrates with and is private to its visitor (Cache-Control, Vary: Cookie); with JavaScript the
// app hydrates the markup without a mismatch and without asking again for what the page holds,
// signed out and signed in; and the theme of a launch parameter is there before the first paint.
// A page the server does not render brings its viewer's session, which the app does not read again.
import { browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import type { Sketch } from '../../../src/api/schemas/sketches';
import { SERVER_VIEWPORT } from '../../../src/lib/useHydrated';
import { displayTitle } from '../../../src/lib/sketchCard';
import { hexOfTheme, THEMES, type ThemeName } from '../../../src/lib/theme';
import { pageUrl, read, serverRender, type ServedPage } from '../pages/serverRender';
import { shell } from '../pages/shell';
import { sketchPage } from '../pages/sketch';
import { engine } from '../pages/engine';

const ada = DEMO_ACCOUNTS.find((account) => account.role === 'artist')!;
const TAG = 'cat';
const isWebKit = () => engine() === 'MiniBrowser';

/** The body's background of a theme, as getComputedStyle writes it (src/lib/theme.ts, globalStyles.ts). */
const background = (theme: ThemeName) => {
  const hex = hexOfTheme(theme);
  return `rgb(${[0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
};

/** A JSON read of the API as a visitor makes it, from the test (no browser involved). */
async function api<T>(path: string): Promise<T> {
  const response = await fetch(pageUrl(path), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

interface CardPage {
  sketches: { id: number; title: string | null }[];
}

/** The served page is the server's render for one visitor: private, told apart by cookie. */
function expectPrivateRender(served: ServedPage, status = 200) {
  expect(served.status).toBe(status);
  expect(served.contentType).toContain('text/html');
  expect(served.cacheControl).toBe('private, no-cache');
  expect(served.vary.split(',').map((part) => part.trim().toLowerCase())).toContain('cookie');
  expect(served.stateBlocks).toBe(1);
}

/** Cards of a grid as the markup has them: each links to its sketch and shows its image. */
function expectCards(cards: { text: string; href: string | null; sketchId: string | null }[], images: { src: string | null }[]) {
  expect(cards.length).toBeGreaterThanOrEqual(12);
  expect(images.length).toBe(cards.length);
  cards.forEach((card, i) => {
    expect(card.sketchId).toMatch(/^\d+$/);
    expect(card.href).toBe(`/sketch/${card.sketchId}`);
    expect(images[i]!.src).toMatch(new RegExp(`^/img/sketch/${card.sketchId}/\\d+\\.jpg$`));
  });
}

const CARD = 'a[data-testid="sketch-card"]';
const CARD_IMAGE = 'a[data-testid="sketch-card"] img';
const CARD_TITLE = 'a[data-testid="sketch-card"] .title';
const HOME_SELECTORS = ['h1', 'section h2', '[data-testid="home-welcome"] a', '[data-testid="home-tiles"] a', `[data-testid="home-featured"] ${CARD}`, `[data-testid="home-featured"] ${CARD_IMAGE}`];
const GRID_SELECTORS = ['[data-testid="gallery-title"]', CARD, CARD_IMAGE, CARD_TITLE];
const SKETCH_SELECTORS = ['[data-testid="sketch-title"]', '[data-testid="sketch-image"]', '[data-testid="sketch-creator"]', '[data-testid="creator-nickname"]', '[data-testid="sketch-description"]'];

/** The home page's content as the HTML has it (`found` from `read`). */
function expectHome(found: Record<string, { text: string; href: string | null; src: string | null; sketchId: string | null }[]>) {
  expect(found.h1!.map((h) => h.text)).toEqual(['Welcome to Sketchery']);
  expect(found['section h2']!.map((h) => h.text)).toEqual(expect.arrayContaining(['Birthdays today', "Today's challenge", 'Compos', 'Featured']));
  expect(found['[data-testid="home-welcome"] a']!.map((a) => a.href)).toEqual(['/auth/login?returnTo=%2F']);
  expect(found['[data-testid="home-tiles"] a']!.map((a) => [a.text, a.href?.startsWith('/') || a.href?.startsWith('https://')])).toEqual(
    ['Artists', 'Compos', 'Forum', 'Groups', 'Search', 'Help'].map((label) => [label, true]),
  );
  const featured = found[`[data-testid="home-featured"] ${CARD}`]!;
  expect(featured.length).toBeGreaterThan(0);
  featured.forEach((card, i) => {
    expect(card.href).toBe(`/sketch/${card.sketchId}`);
    expect(found[`[data-testid="home-featured"] ${CARD_IMAGE}`]![i]!.src).toMatch(new RegExp(`^/img/sketch/${card.sketchId}/\\d+\\.jpg$`));
  });
}

/** The sketch page's content as the HTML has it. */
function expectSketch(found: Record<string, { text: string; href: string | null; src: string | null }[]>, sketch: Sketch) {
  expect(found['[data-testid="sketch-title"]']!.map((t) => t.text)).toEqual([displayTitle(sketch.title)]);
  expect(found['[data-testid="sketch-image"]']![0]!.src).toMatch(new RegExp(`^/img/sketch/${sketch.id}/\\d+\\.jpg$`));
  expect(found['[data-testid="sketch-creator"]']![0]!.href).toBe(`/user/${sketch.creator}`);
  expect(found['[data-testid="creator-nickname"]']!.map((n) => n.text)).toEqual([sketch.creatorNickname]);
  expect(found['[data-testid="sketch-description"]']![0]!.text).toContain((sketch.description ?? '').trim());
}

/** A public sketch with a title, a description and tags, the same in every engine's run. */
let sketch: Sketch;
async function publicSketch(): Promise<Sketch> {
  sketch ??= await sketchPage.findForVisitor(300);
  return sketch;
}

describe('a landing page without JavaScript', () => {
  let scriptless: Awaited<ReturnType<typeof serverRender.openScriptless>>;
  let b: WebdriverIO.Browser;

  before(async () => {
    await shell.startAsNewVisitor();
    await publicSketch();
    scriptless = await serverRender.openScriptless();
    b = scriptless.browser;
  });
  after(() => scriptless?.close());

  /** Opens `path` there, after proving no script of the page runs (boot.js would set the theme). */
  async function open(path: string) {
    await b.url(pageUrl(path));
    expect(await b.execute(() => document.documentElement.hasAttribute('data-theme'))).toBe(false);
  }

  /** The first images matching `selector` are loaded (not only named); scrolled to, as lazy ones load near the window. */
  async function waitForImages(selector: string, count: number) {
    await b.execute((s: string) => document.querySelector(s)?.scrollIntoView(), selector);
    await b.waitUntil(
      async () =>
        b.execute(
          (s: string, n: number) => [...document.querySelectorAll<HTMLImageElement>(s)].slice(0, n).every((img) => img.complete && img.naturalWidth > 0),
          selector,
          count,
        ),
      { timeoutMsg: `the images of ${selector} did not load` },
    );
  }

  it('shows the home page: its sections, their headings, links and sketch cards', async () => {
    await open('/');
    expectHome(await read(b, HOME_SELECTORS));
    await waitForImages(`[data-testid="home-featured"] ${CARD_IMAGE}`, 2);
  });

  it('shows the recent gallery: cards linking to their sketches, with images and titles', async () => {
    await open('/gallery/recent');
    const found = await read(b, GRID_SELECTORS);
    expect(found['[data-testid="gallery-title"]']!.map((t) => t.text)).toEqual(['Recent sketches']);
    expectCards(found[CARD]!, found[CARD_IMAGE]!);
    // The titles are the sketches' own (the feed's first page, read now; a sketch uploaded since may shift it).
    const titles = new Map((await api<CardPage>('/api/v2/index/recentSketches?page=1')).sketches.map((s) => [String(s.id), displayTitle(s.title)]));
    const compared = found[CARD]!.filter((card) => titles.has(card.sketchId!));
    expect(compared.length).toBeGreaterThanOrEqual(12);
    for (const card of compared) expect(found[CARD_TITLE]![found[CARD]!.indexOf(card)]!.text).toBe(titles.get(card.sketchId!));
    await waitForImages(CARD_IMAGE, 4);
  });

  it(`shows a tag page: #${TAG} and its sketches`, async () => {
    await open(`/tag/${TAG}`);
    const found = await read(b, GRID_SELECTORS);
    expect(found['[data-testid="gallery-title"]']!.map((t) => t.text)).toEqual([`#${TAG}`]);
    expectCards(found[CARD]!, found[CARD_IMAGE]!);
    const tagged = new Set((await api<CardPage>(`/tag/${TAG}/sketches?page=1&sort=recent&format=json`)).sketches.map((s) => String(s.id)));
    expect(found[CARD]!.filter((card) => tagged.has(card.sketchId!)).length).toBeGreaterThanOrEqual(12);
    await waitForImages(CARD_IMAGE, 4);
  });

  it('shows a sketch page: its title, the image and the artist', async () => {
    await open(`/sketch/${sketch.id}`);
    expectSketch(await read(b, SKETCH_SELECTORS), sketch);
    await waitForImages('[data-testid="sketch-image"]', 1);
  });

  it('shows the pages people open from a link: an artist, a group with its sanitised event text, a compo, a daily challenge', async () => {
    const artist = DEMO_ACCOUNTS.find((account) => account.role === 'artist')!;
    await open(`/user/${artist.nickname}`);
    expect((await read(b, ['[data-testid="profile-nickname"]']))['[data-testid="profile-nickname"]']!.map((h) => h.text)).toEqual([artist.nickname]);
    await open('/group/1');
    const group = await read(b, ['[data-testid="group-title"]', '[data-testid="group-page-events"] b']);
    expect(group['[data-testid="group-title"]']!.length).toBe(1);
    expect(group['[data-testid="group-page-events"] b']!.length).toBeGreaterThan(0);
    await open('/compo/1');
    expect((await read(b, ['[data-testid="compo-title"]']))['[data-testid="compo-title"]']!.length).toBe(1);
    await open('/challenge/1');
    expect((await read(b, ['[data-testid="challenge-title"]']))['[data-testid="challenge-title"]']!.length).toBe(1);
  });

  it('shows the not-found page for an unknown sketch', async () => {
    await open('/sketch/999999999');
    expect((await read(b, ['[data-testid="not-found"] h1']))['[data-testid="not-found"] h1']!.map((h) => h.text)).toEqual([
      "Sorry, we couldn't find the page you're looking for.",
    ]);
  });
});

describe('the HTML of a landing page', () => {
  beforeEach(async () => {
    await shell.startAsNewVisitor();
    await publicSketch();
  });

  it('holds the content and the state, private to the visitor: home', async () => {
    const served = await serverRender.served('/');
    expectPrivateRender(served);
    expectHome(await read(browser, HOME_SELECTORS, served.html));
    expect(served.state!.session.user).toBeNull();
    expect(served.state!.queries.queries.length).toBeGreaterThan(0);
  });

  it('holds the content and the state, private to the visitor: a gallery and a tag page', async () => {
    for (const path of ['/gallery/recent', `/tag/${TAG}`]) {
      const served = await serverRender.served(path);
      expectPrivateRender(served);
      const found = await read(browser, GRID_SELECTORS, served.html);
      expectCards(found[CARD]!, found[CARD_IMAGE]!);
      expect(served.state!.queries.queries.length).toBeGreaterThan(0);
    }
  });

  it('holds the content and the state, private to the visitor: a sketch page', async () => {
    const served = await serverRender.served(`/sketch/${sketch.id}`);
    expectPrivateRender(served);
    expectSketch(await read(browser, SKETCH_SELECTORS, served.html), sketch);
    // The state holds the sketch the markup shows, for the app to hydrate with.
    expect(served.state!.queries.queries.map((query) => query.state as { data?: { id?: number } }).some((state) => state.data?.id === sketch.id)).toBe(true);
  });

  it('is rendered for the signed-in visitor: the header and the state name them', async () => {
    await shell.signInAs(ada.id);
    await shell.waitForSignedIn(ada.nickname);
    for (const path of ['/', `/sketch/${sketch.id}`]) {
      const served = await serverRender.served(path);
      expectPrivateRender(served);
      expect((await read(browser, ['[data-testid="current-user"]'], served.html))['[data-testid="current-user"]']!.map((u) => u.text)).toEqual([ada.nickname]);
      expect(served.state!.session.user?.id).toBe(ada.id);
    }
  });

  it('answers an unknown sketch with 404 and the not-found page', async () => {
    const served = await serverRender.served('/sketch/999999999');
    expectPrivateRender(served, 404);
    expect((await read(browser, ['[data-testid="not-found"]'], served.html))['[data-testid="not-found"]']).toHaveLength(1);
  });
});

/** The reads the server made for a page (its state holds them): the app must not ask again. */
const FIRST_READS: Record<string, (path: string, query: URLSearchParams, sketchId: number) => boolean> = {
  home: (path) => path === '/api/v2/index',
  gallery: (path, query) => path === '/api/v2/index/recentSketches' && (query.get('page') ?? '1') === '1',
  tag: (path, query) => path === `/tag/${TAG}/sketches` && (query.get('page') ?? '1') === '1',
  sketch: (path, _query, id) => [`/api/v2/sketchInfo/${id}`, `/api/v2/sketchHearts/${id}`, `/api/v2/sketchHasCoOps/${id}`].includes(path),
};

const LANDING_PAGES = [
  { name: 'home', page: 'home', path: () => '/' },
  { name: 'gallery', page: 'gallery', path: () => '/gallery/recent' },
  { name: 'tag', page: 'gallery', path: () => `/tag/${TAG}` },
  { name: 'sketch', page: 'sketch', path: () => `/sketch/${sketch.id}` },
] as const;

describe('hydrating a landing page', () => {
  for (const viewer of ['signed out', 'signed in'] as const) {
    describe(viewer, () => {
      beforeEach(async () => {
        await shell.startAsNewVisitor();
        await publicSketch();
        if (viewer === 'signed in') {
          await shell.signInAs(ada.id);
          await shell.waitForSignedIn(ada.nickname);
        }
      });

      for (const landing of LANDING_PAGES) {
        it(`hydrates the ${landing.name} page without a mismatch and without reading its data again`, async () => {
          const path = landing.path();
          await browser.url(path);
          await shell.waitForPage(landing.page);
          await serverRender.waitForInteractive();
          // The app took the server's state and hydrated its markup.
          expect(await serverRender.stateBlockInPage()).toBe(false);
          expect(await serverRender.hydrationMismatch()).toBeNull();
          if (viewer === 'signed in') await shell.waitForSignedIn(ada.nickname);
          // Neither the session nor the screen's first reads were asked for again.
          const again = (await serverRender.requestsSinceLoad()).filter((address) => {
            const url = new URL(address, 'http://page');
            return url.pathname === '/api/v2/user/me' || FIRST_READS[landing.name]!(url.pathname, url.searchParams, sketch.id);
          });
          expect(again).toEqual([]);
        });
      }

      // An old app link names its page in the hash, which the server never sees (it renders
      // home): the page goes to the address the hash names, rendered as that page.
      it('follows an old hash link (/#/sketch/{id}) to the sketch page, without a mismatch', async () => {
        // From another address, so the link is a page load (from '/' it would only change the hash).
        await browser.url('/gallery/recent');
        await shell.waitForPage('gallery');
        await browser.url(`/#/sketch/${sketch.id}`);
        await shell.waitForPage('sketch');
        await serverRender.waitForInteractive();
        expect(new URL(await browser.getUrl()).pathname).toBe(`/sketch/${sketch.id}`);
        expect(await serverRender.hydrationMismatch()).toBeNull();
      });

      // The other pages the server renders, with what changes by the second (a compo's countdown
      // while open or voting) or by the viewer: each hydrates its markup as it is.
      it('hydrates an open and a voting compo, a group, a profile, a challenge and the groups without a mismatch', async () => {
        await browser.url('/compos');
        await shell.waitForPage('compos');
        const hrefOf = (selector: string) => browser.execute((s: string) => document.querySelector(s)?.getAttribute('href') ?? null, selector);
        const compos = [await hrefOf('[data-testid="compo-card"][data-state="open"]'), await hrefOf('[data-testid="compo-card"][data-state="voting"]')];
        await browser.url('/challenges');
        await shell.waitForPage('challenges');
        const challenge = await hrefOf('[data-testid="challenge-card"]');
        const pages: [string | null, string][] = [
          ...compos.map((path): [string | null, string] => [path, 'compo']),
          ['/group/2', 'group'],
          [`/user/${ada.nickname}`, 'profile'],
          [challenge, 'challenge'],
          ['/groups', 'groups'],
        ];
        for (const [path, page] of pages) {
          expect(path).not.toBeNull();
          await browser.url(path!);
          await shell.waitForPage(page);
          await serverRender.waitForInteractive();
          expect(await serverRender.stateBlockInPage()).toBe(false);
          expect(`${path}: ${await serverRender.hydrationMismatch()}`).toBe(`${path}: null`);
        }
      });
    });
  }

  // Chromium only: WebKit has no requestIdleCallback (the app falls back to timers there).
  it('leaves the browser idle time once a landing page is hydrated (Chromium)', async function () {
    if (isWebKit()) this.skip();
    await shell.startAsNewVisitor();
    await publicSketch();
    const busy: string[] = [];
    for (const landing of LANDING_PAGES) {
      await browser.url(landing.path());
      await serverRender.waitForInteractive();
      // An idle period within 5 s, however much the page still fills in: a page that renders
      // without end never gives one, and the home page's cards, filled in idle time, never come.
      const idle = await browser.execute(() => new Promise<boolean>((resolve) => requestIdleCallback((deadline) => resolve(!deadline.didTimeout), { timeout: 5000 })));
      if (!idle) busy.push(landing.path());
    }
    expect(busy).toEqual([]);
  });

  // Chromium only: its phone is exactly the viewport the server lays pages out for; WebKit's
  // window is narrower and lays the page out anew after hydration, as a resize would.
  it('keeps the layout of the server at its viewport: each sketch image is fetched at one size (Chromium)', async function () {
    if (isWebKit()) this.skip();
    await shell.startSignedOut();
    await publicSketch();
    expect(await browser.execute(() => window.innerWidth)).toBe(SERVER_VIEWPORT.width);
    const twice: string[] = [];
    // Not home: it shows a sketch in more than one place, at more than one size.
    for (const landing of LANDING_PAGES.filter((page) => page.name !== 'home')) {
      await browser.url(landing.path());
      await serverRender.waitForInteractive();
      await serverRender.waitForVisibleImages();
      const sizes = new Map<string, Set<string>>();
      for (const address of await serverRender.requestsSinceLoad()) {
        const image = /^\/img\/sketch\/(\d+)\/(\d+)\.jpg$/.exec(address);
        if (image) sizes.set(image[1]!, (sizes.get(image[1]!) ?? new Set()).add(image[2]!));
      }
      for (const [id, widths] of sizes) if (widths.size > 1) twice.push(`${landing.path()}: sketch ${id} at ${[...widths].join(' and ')} px`);
    }
    expect(twice).toEqual([]);
  });
});

describe('a page the browser renders', () => {
  it('brings the signed-in viewer: the header names them without reading the session again', async () => {
    await shell.startAsNewVisitor();
    await shell.signInAs(ada.id);
    await shell.waitForSignedIn(ada.nickname);
    await browser.url('/artists');
    await shell.waitForPage('artists');
    await shell.waitForSignedIn(ada.nickname);
    const sessionReads = (await serverRender.requestsSinceLoad()).filter((address) => new URL(address, 'http://page').pathname === '/api/v2/user/me');
    expect(sessionReads).toEqual([]);
  });
});

describe('the theme of a server-rendered page', () => {
  beforeEach(() => shell.startAsNewVisitor());

  for (const theme of THEMES) {
    it(`is ${theme} from the first paint with ?theme=${theme}`, async () => {
      // The page is the server's render (its markup is in the HTML), not an empty root.
      expect((await read(browser, ['[data-testid="home"]'], (await serverRender.served(`/?theme=${theme}`)).html))['[data-testid="home"]']).toHaveLength(1);
      const { early, loaded } = await serverRender.openNotingFirstFrame(`/?theme=${theme}`);
      if (early) {
        // boot.js ran before the markup was parsed, and the first frame already has the theme's colours.
        expect(early.atRoot).toBe(theme);
        expect(early.frame).toEqual({ theme, background: background(theme) });
      }
      expect(loaded).toEqual({ theme, background: background(theme) });
    });
  }
});
