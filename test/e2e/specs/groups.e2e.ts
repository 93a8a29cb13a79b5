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
import { groupsPage } from '../pages/groups';
import { shell } from '../pages/shell';
import { sketchPage } from '../pages/sketch';

const artist = DEMO_ACCOUNTS.find((a) => a.role === 'artist')!;
const engine = () => String((browser.capabilities as WebdriverIO.Capabilities).browserName ?? 'browser');
const stamp = () => `${engine()} ${Date.now().toString(36)}`;

async function signIn() {
  await shell.startSignedOut();
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
    await shell.startSignedOut();
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
    expect((await groupsPage.request(GROUP_DEMO.closedTitle))?.state).toBe('closed');

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
    await groupsPage.dialog().waitForExist({ reverse: true, timeoutMsg: 'the dialog did not close after sending' });
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
    await shell.startSignedOut();
    await groupsPage.open('/groups?tab=all');
    const [first] = await groupsPage.waitForGroups();
    await $('[data-testid="group-card-title"]').click();
    await shell.waitForPage('group');
    await expect($('[data-testid="group-title"]')).toHaveText(expect.stringContaining(first!));
    await expect(browser).toHaveTitle(`${first} · Groups · Sketchery`);
    await $('[data-testid="group-officials"]').waitForDisplayed();
    await $('[data-testid="sketch-grid"], [data-testid="group-gallery-link"]').waitForExist();

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
});
