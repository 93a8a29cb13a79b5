// The artists directory and search: artist search with and without hits (and back to the
// results after opening one), the tabs and the overflow menu of a phone, /search for sketches
// with the sort switch, the grid toggle and back to the same results, 'No results', and the
// window switch of the top sketches. Search texts are the seed's (server/seed/seedDiscover.ts).
import { $, browser, expect } from '@wdio/globals';
import { DISCOVER_DEMO } from '../../../server/seed/seedDiscover';
import { discover } from '../pages/discover';
import { shell } from '../pages/shell';

describe('the artists directory', () => {
  beforeEach(() => shell.startAsNewVisitor());

  it('finds artists by part of a nickname on Enter, opens one, and back shows the same results', async () => {
    await discover.openArtists();
    await browser.waitUntil(async () => (await browser.getTitle()) === 'Artists · Sketchery', { timeoutMsg: 'no page title' });
    await discover.submit(discover.artistInput(), DISCOVER_DEMO.artistHit);
    const names = await discover.waitForNicknames(DISCOVER_DEMO.artistHit);
    expect(names).toContain('InkyAda');
    expect(names.every((name) => name.toLowerCase().includes(DISCOVER_DEMO.artistHit))).toBe(true);
    await $card('InkyAda').click();
    await browser.waitUntil(async () => (await discover.path()) === '/user/1', { timeoutMsg: 'the artist did not open' });
    await browser.back();
    await shell.waitForPage('artists');
    expect(await discover.artistInput().getValue()).toBe(DISCOVER_DEMO.artistHit);
    expect(await discover.waitForNicknames('back')).toEqual(names);
  });

  it('says sorry when no artist matches, and ignores an empty search', async () => {
    await discover.openArtists();
    await discover.countSubmits();
    await discover.submit(discover.artistInput(), '   ');
    // The search was sent and the page has handled it: a search it started would show its list
    // (loading) in place of the hint at once, before its answer could say 'Sorry'.
    await browser.waitUntil(async () => (await discover.submits()) === 1, { timeoutMsg: 'the empty search was not sent' });
    expect(await discover.artistHint().isDisplayed()).toBe(true);
    expect(await discover.userList().isExisting()).toBe(false);
    expect(await discover.usersEmpty().isExisting()).toBe(false);
    await discover.submit(discover.artistInput(), DISCOVER_DEMO.miss);
    await discover.usersEmpty().waitForDisplayed();
    expect(await discover.usersEmpty().getText()).toBe(`Sorry no matching artists found for ${DISCOVER_DEMO.miss}`);
  });

  it('switches tabs on a phone, the rest through the More menu, and keeps the tab in the address', async () => {
    await discover.openArtists();
    expect(await discover.tabNames()).toEqual(['Search', 'Active']);
    await discover.tab('active').click();
    await browser.waitUntil(async () => (await discover.selectedTab()) === 'active');
    await discover.waitForNicknames('active');
    expect(await discover.path()).toBe('/artists?tab=active');

    await discover.more().click();
    await discover.moreMenu().waitForDisplayed();
    // Escape closes the menu and gives focus back to its button.
    await browser.keys('Escape');
    await discover.moreMenu().waitForExist({ reverse: true });
    expect(await browser.execute(() => document.activeElement?.getAttribute('data-testid'))).toBe('artists-more');

    await discover.more().click();
    await discover.moreItem('patrons').click();
    await browser.waitUntil(async () => (await discover.selectedTab()) === 'patrons', { timeoutMsg: 'Patrons was not chosen' });
    expect(await discover.tabNames()).toEqual(['Search', 'Active', 'Patrons']);
    await discover.waitForNicknames('patrons');
    expect((await discover.userStats()).every((text) => text.startsWith('Patron since '))).toBe(true);
    expect(await discover.nicknames()).toContain('PatronPaolo');
    expect(await discover.path()).toBe('/artists?tab=patrons');

    // A reload shows the same tab.
    await browser.refresh();
    await shell.waitForPage('artists');
    expect(await discover.selectedTab()).toBe('patrons');

    await discover.more().click();
    await discover.moreItem('fans').click();
    await browser.waitUntil(async () => (await discover.selectedTab()) === 'fans');
    await discover.waitForNicknames('fans');
    expect((await discover.userStats())[0]).toMatch(/^[\d,]+ fans? · /);
  });
});

/** The artist card with this nickname. */
function $card(nickname: string) {
  return $(`//a[@data-testid="user-card"][.//*[@data-testid="user-nickname" and text()="${nickname}"]]`);
}

describe('search', () => {
  beforeEach(() => shell.startAsNewVisitor());

  it('shows the top sketches and switches their window', async () => {
    await discover.openSearch();
    expect(await discover.topDays()).toBe('7');
    const week = await discover.waitForSketches('7 days');
    await $('[data-testid="search-tops-365"]').click();
    await browser.waitUntil(async () => (await discover.topDays()) === '365');
    await browser.waitUntil(async () => {
      const year = await discover.sketchIds();
      return year.length > 0 && year.join() !== week.join();
    }, { timeoutMsg: 'the year window shows the same sketches' });
    await $('[data-testid="search-tops-30"]').click();
    await browser.waitUntil(async () => (await discover.topDays()) === '30');
    await discover.waitForSketches('30 days');
  });

  it('searches sketches on Enter, switches the sort and the grid mode, and comes back to the same results', async () => {
    await discover.openSearch();
    await discover.submit(discover.searchInput(), DISCOVER_DEMO.sketchHit);
    await browser.waitUntil(async () => (await discover.searchState()).query === DISCOVER_DEMO.sketchHit, { timeoutMsg: 'no search' });
    expect(await discover.path()).toBe(`/search?q=${DISCOVER_DEMO.sketchHit}&kind=sketches&sort=recent`);
    const recent = await discover.waitForSketches('recent');

    await $('[data-testid="search-sort-top"]').click();
    await browser.waitUntil(async () => (await discover.searchState()).sort === 'top', { timeoutMsg: 'the sort did not switch' });
    expect(await discover.path()).toBe(`/search?q=${DISCOVER_DEMO.sketchHit}&kind=sketches&sort=top`);
    await browser.waitUntil(async () => {
      const top = await discover.sketchIds();
      return top.length > 0 && top.join() !== recent.join();
    }, { timeoutMsg: 'top shows the recent order' });
    const top = await discover.sketchIds();

    await $('[data-testid="search-mode-list"]').click();
    await browser.waitUntil(async () => (await discover.gridMode()) === 'list');
    await $('[data-testid="search-mode-grid"]').click();
    await browser.waitUntil(async () => (await discover.gridMode()) === 'grid');

    await $(`[data-testid="sketch-card"][data-sketch-id="${top[0]}"]`).click();
    await shell.waitForPage('sketch');
    await browser.back();
    await shell.waitForPage('search');
    expect(await discover.searchState()).toEqual({ query: DISCOVER_DEMO.sketchHit, kind: 'sketches', sort: 'top' });
    expect(await discover.searchInput().getValue()).toBe(DISCOVER_DEMO.sketchHit);
    expect((await discover.waitForSketches('back')).slice(0, 4)).toEqual(top.slice(0, 4));
  });

  it("says 'No results' when nothing matches, and magic finds words the phrase search does not", async () => {
    await discover.openSearch(`/search?kind=sketches`);
    await discover.submit(discover.searchInput(), DISCOVER_DEMO.magicOnly);
    await discover.gridEmpty().waitForDisplayed();
    expect(await discover.gridEmpty().getText()).toBe('No results');
    await $('[data-testid="search-kind-magic"]').click();
    await browser.waitUntil(async () => (await discover.searchState()).kind === 'magic');
    await discover.waitForSketches('magic');
    await discover.submit(discover.searchInput(), DISCOVER_DEMO.miss);
    await browser.waitUntil(async () => (await discover.searchState()).query === DISCOVER_DEMO.miss);
    await discover.gridEmpty().waitForDisplayed();
    expect(await discover.gridEmpty().getText()).toBe('No results');
  });
});
