// Groups: a visitor browses All Groups, Events and Search (a match, no match, an empty search
// that does nothing); InkyAda sees Your Groups first and the Requests tab, asks for a group
// (the dialog's checks, then sent), votes her new request up once, opens a group page and an
// unknown one ('Invalid group'), and puts a sketch in a group from its page and takes it out; a
// sketch already in 10 groups says so and the switch is undone. Names carry the engine and the
// time, and the sketch's groups end as they began, so both engines can run on one database.
import { $, browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { GROUP_DEMO } from '../../../server/seed/seedGroupRequests';
import { GROUP_TEXTS, noMatchingGroupsText } from '../../../src/lib/groupRules';
import { axe, FAILING_IMPACTS } from '../pages/axe';
import { browse } from '../pages/browse';
import { groupsPage } from '../pages/groups';
import { shell } from '../pages/shell';
import { sketchPage } from '../pages/sketch';
import { engine } from '../pages/engine';

const artist = DEMO_ACCOUNTS.find((a) => a.role === 'artist')!;
const stamp = () => `${engine()} ${Date.now().toString(36)}`;

/** No serious or critical axe finding (contrast among them), and 44 px touch targets. */
async function expectAxeClean(what: string, page: string) {
  await axe.waitForSettled(page);
  const failing = (await axe.violations()).filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''));
  expect(failing.length === 0 ? '' : `axe (${engine()}) ${what}:\n${axe.describe(failing)}`).toBe('');
  expect(await axe.smallTargets()).toEqual([]);
}

async function signIn() {
  await shell.startAsNewVisitor();
  await shell.signInAs(artist.id, '/');
  await shell.waitForSignedIn(artist.nickname);
}

describe('groups', () => {
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const where = await browser.execute(() => `${location.href} [${document.querySelector('main')?.getAttribute('data-page')}] ${document.querySelector('main')?.textContent?.slice(0, 300) ?? ''}`);
    console.log(`page at failure of "${this.currentTest.title}": ${where}`);
  });

  it('lets a visitor browse All Groups, Events and Search', async () => {
    await shell.startAsNewVisitor();
    await groupsPage.open();
    await expect(browser).toHaveTitle('All Groups · Groups · Sketchery');
    expect(await groupsPage.tabs()).toEqual(['all', 'events', 'search']);
    expect((await groupsPage.waitForGroups()).length).toBeGreaterThan(5);

    await groupsPage.chooseTab('events');
    await expect(browser).toHaveUrl(expect.stringContaining('/groups?tab=events'));
    await browser.waitUntil(async () => (await browser.execute(() => document.querySelectorAll('[data-testid="group-event"]').length)) > 1, {
      timeoutMsg: 'no running events are listed',
    });

    // The arrow keys move between tabs (the tabs pattern).
    await groupsPage.tab('events').click();
    await browser.keys('ArrowRight');
    await browser.waitUntil(async () => (await groupsPage.selectedTab()) === 'search', { timeoutMsg: 'ArrowRight did not choose Search' });

    await groupsPage.search('   '); // an empty search does nothing
    await expect(groupsPage.screen()).toHaveText(expect.stringContaining('Type a group name'));
    await groupsPage.search('ink');
    await browser.waitUntil(async () => (await groupsPage.groupTitles()).includes('Ink Club'), { timeoutMsg: 'the search did not find Ink Club' });
    await groupsPage.search('zzqxj');
    await expect($('[data-testid="group-search-results-empty"]')).toHaveText(noMatchingGroupsText('zzqxj'));
  });

  it('shows InkyAda her groups first and the requests; she asks for a group and votes it up once', async () => {
    await signIn();
    await groupsPage.open();
    expect(await groupsPage.tabs()).toEqual(['yours', 'all', 'events', 'search', 'requests']);
    expect(await groupsPage.selectedTab()).toBe('yours');
    expect((await groupsPage.waitForGroups()).length).toBe(11);

    await groupsPage.chooseTab('requests');
    expect((await groupsPage.waitForRequest(GROUP_DEMO.adaVotedTitle)).state).toBe('voted');
    expect((await groupsPage.waitForRequest(GROUP_DEMO.closedTitle)).state).toBe('closed');

    // Finding the requests scrolled the list; the button is at its top, clear of the header.
    await browser.execute(() => window.scrollTo(0, 0));
    await groupsPage.requestOpen().click();
    await groupsPage.dialog().waitForDisplayed();
    await expect(groupsPage.dialogAge()).toHaveText(expect.stringContaining('16 or older'));
    await groupsPage.dialogSend().click();
    await expect(groupsPage.dialogError()).toHaveText(GROUP_TEXTS.fillInAll);
    const name = `Moonlit ${stamp()}`;
    await groupsPage.type(groupsPage.dialogName(), name);
    await groupsPage.type(groupsPage.dialogDescription(), 'Sketches drawn by moonlight.');
    await groupsPage.dialogSend().click();
    await expect(groupsPage.dialogError()).toHaveText(GROUP_TEXTS.needThumbnail);
    const ownSketch = await groupsPage.findOwnSketch(artist.id, false);
    await groupsPage.type(groupsPage.dialogThumbnail(), `${await browser.execute(() => location.origin)}/sketch/${ownSketch.id}`);
    await groupsPage.dialogSend().click();
    // Asked in the page: WebKit's driver may find the dialog's element just as it goes, and fail
    // on it as stale instead of saying it is gone.
    await browser.waitUntil(() => browser.execute(() => document.querySelector('[data-testid="request-group-dialog"]') === null), {
      timeoutMsg: 'the dialog did not close after sending',
    });
    await $('[data-testid="request-group-sent"]').waitForDisplayed();

    const mine = await groupsPage.waitForRequest(name);
    expect(mine).toMatchObject({ upvotes: '0 votes', state: 'vote' });
    await groupsPage.vote(mine.id);
    await browser.waitUntil(async () => (await groupsPage.request(name))?.state === 'voted', { timeoutMsg: 'the vote was not counted' });
    expect((await groupsPage.request(name))?.upvotes).toBe('1 vote');
    // Once per user: after a reload it is still voted, with no button.
    await browser.refresh();
    await shell.waitForPage('groups');
    expect(await groupsPage.selectedTab()).toBe('requests');
    expect(await groupsPage.waitForRequest(name)).toMatchObject({ upvotes: '1 vote', state: 'voted' });
  });

  it('opens a group page from a card, and says Invalid group for an unknown one', async () => {
    await shell.startAsNewVisitor();
    await groupsPage.open('/groups?tab=all');
    const [first] = await groupsPage.waitForGroups();
    await $('[data-testid="group-card-title"]').click();
    await shell.waitForPage('group');
    await expect($('[data-testid="group-title"]')).toHaveText(expect.stringContaining(first!));
    await expect(browser).toHaveTitle(`${first} · Groups · Sketchery`);
    await $('[data-testid="group-officials"]').waitForDisplayed();
    await $('[data-testid="sketch-grid"], [data-testid="group-gallery-link"]').waitForExist();

    // A group's sketch tiles read as everywhere else: white on the image's fade (the page's muted
    // colour for its own counts once greyed out the artist's name and the counts on the tiles).
    await groupsPage.open('/group/1');
    await $('[data-testid="group-page"] a[data-testid="sketch-card"]').waitForExist();
    const tiles = await browse.tileFits('[data-testid="group-page"]');
    expect(tiles.length).toBeGreaterThan(0);
    expect([...new Set(tiles.flatMap((t) => [t.titleColor, t.metaColor]))]).toEqual(['rgb(255, 255, 255)']);

    await groupsPage.open('/group/999999');
    await expect($('[data-testid="invalid-group"]')).toHaveText(expect.stringContaining(GROUP_TEXTS.invalidGroup));
  });

  it('puts a sketch in a group from its page and takes it out; an eleventh group is refused', async () => {
    await signIn();
    const sketch = await groupsPage.findOwnSketch(artist.id, false);
    const group = sketch.eligibleGroups[0]!;
    await sketchPage.open(sketch.id);
    await groupsPage.groupSwitch(group.id).waitForExist({ timeoutMsg: 'the owner sees no group switches' });
    await groupsPage.groupSwitch(group.id).click();
    await browser.waitUntil(async () => (await groupsPage.serverGroups(sketch.id)).includes(group.id), { timeoutMsg: 'the sketch is not in the group' });
    expect(await groupsPage.switchChecked(group.id)).toBe(true);
    await groupsPage.groupSwitch(group.id).click();
    await browser.waitUntil(async () => !(await groupsPage.serverGroups(sketch.id)).includes(group.id), { timeoutMsg: 'the sketch is still in the group' });
    expect(await groupsPage.switchChecked(group.id)).toBe(false);

    const full = await groupsPage.findOwnSketch(artist.id, true);
    const extra = full.eligibleGroups[0]!;
    await sketchPage.open(full.id);
    await groupsPage.groupSwitch(extra.id).waitForExist();
    await groupsPage.groupSwitch(extra.id).click();
    await shell.dialogMessage().waitForDisplayed();
    await expect(shell.dialogMessage()).toHaveText(GROUP_TEXTS.tooManyGroups);
    await shell.dialogOk().click();
    await browser.waitUntil(async () => !(await groupsPage.switchChecked(extra.id)), { timeoutMsg: 'the switch was not undone' });
    expect((await groupsPage.serverGroups(full.id)).length).toBe(10);
  });

  it('windows All Groups, and back from a group page returns to the same card at the same place', async () => {
    await shell.startAsNewVisitor();
    await groupsPage.open('/groups?tab=all');
    await groupsPage.waitForGroups();
    const settle = () => browser.execute(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    const rendered = () => browser.execute(() => document.querySelectorAll('[data-testid="group-card"]').length);
    const count = Number(await $('[data-testid="all-groups"]').getAttribute('data-count'));
    // A phone's one column of 30 or more groups: only those near the viewport are in the page.
    expect(count).toBeGreaterThanOrEqual(30);
    expect(await rendered()).toBeLessThan(count);

    // Halfway down, the card nearest the middle of the viewport.
    await browser.execute(() => window.scrollTo(0, Math.round(document.documentElement.scrollHeight / 2 - window.innerHeight / 2)));
    await settle();
    const where = () =>
      browser.execute(() => {
        const middle = window.innerHeight / 2;
        const cards = [...document.querySelectorAll('[data-testid="group-card"]')].map((card) => ({ id: card.getAttribute('data-group-id') ?? '', top: card.getBoundingClientRect().top }));
        return cards.sort((a, b) => Math.abs(a.top - middle) - Math.abs(b.top - middle))[0] ?? null;
      });
    const before = (await where())!;
    const scrollY = await browser.execute(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    await $(`[data-testid="group-card"][data-group-id="${before.id}"] [data-testid="group-card-title"]`).click();
    await shell.waitForPage('group');
    await browser.back();
    await shell.waitForPage('groups');
    await browser.waitUntil(
      async () => {
        const top = await browser.execute((id: string) => document.querySelector(`[data-testid="group-card"][data-group-id="${id}"]`)?.getBoundingClientRect().top ?? null, before.id);
        return top !== null && Math.abs(top - before.top) <= 2;
      },
      { timeoutMsg: `back did not return to group ${before.id} at ${Math.round(before.top)} px` },
    );
    expect(Math.abs((await browser.execute(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(2);
    // Keyboard: Tab moves from that card's link to the next card's (the next one is in the page).
    await browser.execute((id: string) => (document.querySelector(`[data-testid="group-card"][data-group-id="${id}"] [data-testid="group-card-title"]`) as HTMLElement).focus(), before.id);
    await browser.keys('Tab');
    const focused = await browser.execute(() => document.activeElement?.closest('[data-testid="group-card"]')?.getAttribute('data-group-id') ?? null);
    expect(focused).not.toBeNull();
    expect(focused).not.toBe(before.id);
  });

  it('passes axe signed in on /groups (every tab) and a group page in the light, gray and dark themes', async () => {
    await signIn();
    for (const theme of ['light', 'gray', 'dark']) {
      await browser.execute((t: string) => localStorage.setItem('theme', t), theme);
      await groupsPage.open('/groups');
      expect(await shell.theme()).toBe(theme);
      await groupsPage.waitForGroups();
      await expectAxeClean(`your groups (${theme})`, 'groups');
      for (const tab of ['all', 'events', 'requests']) {
        await groupsPage.chooseTab(tab);
        await $(tab === 'events' ? '[data-testid="group-event"]' : tab === 'requests' ? '[data-testid="group-request"]' : '[data-testid="group-card"]').waitForExist();
        await expectAxeClean(`groups ${tab} (${theme})`, 'groups');
      }
      await groupsPage.chooseTab('search');
      await groupsPage.search('zzqxj');
      await $('[data-testid="group-search-results-empty"]').waitForDisplayed();
      await expectAxeClean(`groups search, no match (${theme})`, 'groups');
      await groupsPage.open('/group/2');
      await $('[data-testid="group-title"]').waitForDisplayed();
      await expectAxeClean(`a group page (${theme})`, 'group');
    }
  });
});
