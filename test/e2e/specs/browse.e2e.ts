// A visitor browses: the home page and its sections, a gallery that pages as it is scrolled,
// a sketch opened from it and back to the same place, the grid / large-list toggle, a tag page
// and the invalid gallery pages.
import { browser, expect, $ } from '@wdio/globals';
import { browse } from '../pages/browse';
import { shell } from '../pages/shell';
import { engine } from '../pages/engine';

describe('a visitor browsing', () => {
  // Every test starts as a new visitor on home (nothing stored), so each passes alone and in any order.
  beforeEach(() => shell.startSignedOut());

  it('sees the home page with every section of the community', async () => {
    await expect($('[data-testid="home-welcome"]')).toBeDisplayed();
    await expect($('[data-testid="home-motd"]')).toBeDisplayed();
    for (const name of ['birthdays', 'challenges', 'compos', 'featured', 'recents', 'tops', 'trending', 'streams', 'tiles']) {
      await expect(browse.section(name)).toBeExisting();
    }
    // The count with its word, singular for one; WebKit's text has no space before the number.
    await expect($('[data-testid="challenge"]')).toHaveText(expect.stringMatching(/(?<![\d,])(1 entry|(?!1 )\d[\d,]* entries)\b/));
    await expect($('[data-testid="compo"][data-state="open"]')).toHaveText(expect.stringContaining('Open for entries'));
    // Past the first screenful, cards fill in a few per idle task after the first paint
    // (useCardsLater), each strip and the grid whole within moments and without a scroll.
    const counts = () =>
      browser.execute(() =>
        ['recents', 'featured', 'tops', 'trending'].map((name) => document.querySelectorAll(`[data-testid="home-${name}"] [data-testid="sketch-card"]`).length),
      );
    await browser.waitUntil(async () => (await counts()).every((count) => count === 25), { timeoutMsg: 'the home lists did not fill in' });
    expect((await browse.recentsIds()).length).toBe(25);
    expect(await browser.execute(() => document.querySelectorAll('[data-testid^="home-"] .later').length)).toBe(0);
  });

  it('keeps a dismissed message of the day away after a reload, in the page the server renders too', async () => {
    await $('[data-testid="motd-dismiss"]').click();
    await expect($('[data-testid="home-motd"]')).not.toBeExisting();
    await browser.refresh();
    await shell.waitForPage('home');
    await expect(browse.section('featured')).toBeExisting();
    await expect($('[data-testid="home-motd"]')).not.toBeExisting();
  });

  it('switches the recents area to recent hearts and keeps the choice after a reload', async () => {
    const before = await browse.recentsIds();
    await $('[data-testid="recents-hearts"]').click();
    await browser.waitUntil(async () => (await $('[data-testid="home-recents"]').getAttribute('data-tab')) === 'hearts');
    await browser.waitUntil(async () => {
      const now = await browse.recentsIds();
      return now.length > 0 && now.join() !== before.join();
    });
    await browser.refresh();
    await shell.waitForPage('home');
    await browser.waitUntil(async () => (await $('[data-testid="home-recents"]').getAttribute('data-tab')) === 'hearts', {
      timeoutMsg: 'the recents tab was not kept',
    });
  });

  it('opens a gallery from the home page, and a second page loads as it is scrolled', async () => {
    await $('[data-testid="recents-recent"]').click();
    await browser.execute(() => (document.querySelector('[data-testid="recents-more"]') as HTMLElement).click());
    await shell.waitForPage('gallery');
    expect(await browse.path()).toBe('/gallery/recent');
    await expect(browse.title()).toHaveText('Recent sketches');
    // Pages are 25 long; a tall viewport may take a second page at once to fill the screen, so
    // the next page is whatever comes after the pages the grid holds when it is scrolled.
    await browser.waitUntil(async () => (await browse.loadedCount()) >= 25, { timeoutMsg: 'no first page' });
    // Square tiles, portrait and landscape sketches alike (the seed has both in its first rows).
    expect(await browse.unsquareTiles()).toEqual([]);
    const first = await browse.loadedCount();
    await browse.scrollToEnd();
    await browser.waitUntil(async () => (await browse.loadedCount()) >= first + 25, { timeoutMsg: 'no further page' });
    expect((await browse.loadedCount()) % 25).toBe(0);
    // Windowed: far fewer cards in the DOM than loaded.
    expect((await browse.cards()).length).toBeLessThan(50);
  });

  it('opens a sketch card and comes back to the same place in the gallery', async () => {
    await browse.openGallery('/gallery/recent');
    await browse.loadAtLeast(75);
    // Well above the end: the grid loads the next page once its last rows come near the viewport
    // (SketchGrid's look-ahead), and a page arriving during the test would change the count.
    await browse.scrollTo(1200);
    // Settled: scrolled there, no page in flight, a card in view.
    const scrolledThere = () => browser.execute(() => Math.abs(window.scrollY - 1200) <= 2);
    await browser.waitUntil(async () => (await scrolledThere()) && !(await browse.isLoading()) && (await browse.cardAtCentre()) !== null, {
      timeoutMsg: 'the gallery did not settle at 1200',
    });
    const place = await browse.scrollY();
    const looking = await browse.cardAtCentre();
    const loaded = await browse.loadedCount();
    await $(`[data-testid="sketch-card"][data-sketch-id="${looking}"]`).click();
    await browser.waitUntil(async () => (await browse.path()) === `/sketch/${looking}`, { timeoutMsg: 'the sketch did not open' });
    await shell.waitForPage('sketch');

    await browser.back();
    await shell.waitForPage('gallery');
    await browser.waitUntil(async () => Math.abs((await browse.scrollY()) - place) <= 2, {
      timeoutMsg: `not back at ${place}`,
    });
    expect(await browse.loadedCount()).toBe(loaded);
    expect(await browse.cardAtCentre()).toBe(looking);
  });

  it('switches the gallery to the large list, a feed of full-width images with artist, counts and actions under each, and back', async () => {
    await browse.openGallery('/gallery/recent');
    await $('[data-testid="mode-list"]').click();
    await expect(browse.grid()).toHaveAttribute('data-mode', 'list');
    await $('[data-testid="sketch-grid"] article[data-testid="sketch-card"] img').waitForExist();
    const post = await browse.firstFeedCard();
    // On a phone the image takes the list's whole width (the page's side margins aside).
    expect(post.imageWidth).toBeGreaterThanOrEqual(post.listWidth - 2);
    expect(post.listWidth).toBeGreaterThan(post.viewport * 0.9);
    // Under the image: the artist with avatar and name, the counts, and the comment and share actions.
    expect(post.bylineTop).toBeGreaterThanOrEqual(post.imageBottom);
    expect(post.avatar && post.name !== '').toBe(true);
    expect(post.counts).toEqual(['heart', 'rule', 'comment']);
    expect(post.commentsHref).toMatch(/^\/sketch\/\d+#comments$/);
    // Still windowed.
    expect((await browse.cards()).length).toBeLessThan(await browse.loadedCount());
    await $('[data-testid="mode-grid"]').click();
    await expect(browse.grid()).toHaveAttribute('data-mode', 'grid');
  });

  it('gives phone tiles room: the name on a line of its own when the counts do not fit beside it, the counts never clipped', async () => {
    await browser.waitUntil(async () => (await browse.recentsIds()).length > 0);
    const tiles = await browse.tileFits('[data-testid="home-recents"]');
    expect(tiles.length).toBeGreaterThan(0);
    // Beside the counts, a long name ends in an ellipsis (SketchCard's design), with room for a few
    // letters: the counts of a sketch other specs hearted and commented grow and take more of the line.
    const NAME_ROOM_PX = 40;
    const squeezed = (list: typeof tiles) =>
      list.filter((t) => t.countsClipped || !(t.nameWhole || t.nameFullLine || t.nameWidth >= NAME_ROOM_PX)).map((t) => `${t.id}: name ${t.nameWidth} px`);
    expect(Math.min(...tiles.map((t) => t.width))).toBeGreaterThanOrEqual(140);
    expect(squeezed(tiles)).toEqual([]);
    const strip = await browse.tileFits('[data-testid="home-featured"]');
    expect(strip.length).toBeGreaterThan(0);
    expect(squeezed(strip)).toEqual([]);
    // White on the image's fade, whatever colour the page gives its links.
    expect([...new Set([...tiles, ...strip].flatMap((t) => [t.titleColor, t.metaColor]))]).toEqual(['rgb(255, 255, 255)']);
  });

  it('swipes the home strips, with scroll buttons only where there is a mouse', async () => {
    const strip = await browser.execute(() => {
      const section = document.querySelector('[data-testid="home-featured"]')!;
      const track = section.querySelector('[data-testid="sketch-card"]')!.parentElement!.parentElement as HTMLElement;
      const next = section.querySelector('[data-testid="strip-next"]') as HTMLElement;
      track.scrollLeft = 200;
      return {
        // Snapped to an item's start, but moved: it scrolls sideways.
        scrolled: track.scrollLeft > 100,
        overflow: getComputedStyle(track).overflowX,
        // The emulated phone has a touch screen; WebKit's test browser runs with a mouse.
        buttonShown: next.offsetParent !== null,
        mouse: matchMedia('(hover: hover) and (pointer: fine)').matches,
        // Tiles out of sight are not laid out (content-visibility), yet keep a shown tile's size.
        tileSizes: [...new Set([...track.children].map((tile) => `${(tile as HTMLElement).offsetWidth}x${(tile as HTMLElement).offsetHeight}`))],
        tiles: track.children.length,
      };
    });
    expect(strip).toEqual({ scrolled: true, overflow: 'auto', buttonShown: strip.mouse, mouse: strip.mouse, tileSizes: [expect.stringMatching(/^1[68]0x1[68]0$/)], tiles: strip.tiles });
    expect(strip.tiles).toBeGreaterThan(5);
    if (engine() === 'chrome') expect(strip.mouse).toBe(false);
  });

  it('opens a tag page, sorted by recent or top', async () => {
    await shell.open('/tag/cat');
    await shell.waitForPage('gallery');
    await expect(browse.title()).toHaveText('#cat');
    await browser.waitUntil(async () => (await browse.loadedCount()) >= 25);
    const recent = await browser.execute(() => document.querySelector('[data-testid="sketch-card"]')?.getAttribute('data-sketch-id'));
    await $('[data-testid="sort-top"]').click();
    await browser.waitUntil(
      async () => (await browser.execute(() => document.querySelector('[data-testid="sketch-card"]')?.getAttribute('data-sketch-id'))) !== recent,
      { timeoutMsg: 'the top sort did not load' },
    );
  });

  it('says Invalid group for an unknown kind and shows the Invalid co-op page for an unknown co-op', async () => {
    await shell.open('/gallery/nonsense');
    await shell.waitForPage('gallery');
    await expect($('[data-testid="invalid-group"]')).toHaveText(expect.stringContaining('Invalid group'));
    await shell.open('/e/gallery/co-op/999999');
    await shell.waitForPage('gallery');
    await expect($('[data-testid="invalid-coop"]')).toHaveText(expect.stringContaining('Invalid co-op'));
  });
});
