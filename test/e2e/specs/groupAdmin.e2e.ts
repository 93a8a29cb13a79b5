// Group admin: GroupGreta (the group admin) finds Groups admin in the menu, its activity tab
// filled; a tab change rewrites the address to /e/a/groups/{tab} without a history entry. She
// approves one group request (it becomes a group), rejects another with a message (which reaches
// the requester), and turns a group's official flag and back, which the server keeps. An artist
// has no menu entry and gets the not-found page. Both engines share one database, so each run
// makes the requests it decides on and compares flags with before.
import { $, browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { GROUP_ADMIN_EMPTY } from '../../../src/lib/groupAdminRules';
import { axe, FAILING_IMPACTS } from '../pages/axe';
import { groupAdmin } from '../pages/groupAdmin';
import { shell } from '../pages/shell';
import { engine } from '../pages/engine';

const account = (role: (typeof DEMO_ACCOUNTS)[number]['role']) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const greta = account('groupAdmin');
const artist = account('artist');

async function signIn(user: { id: number; nickname: string }, path: string) {
  await shell.startAsNewVisitor();
  await shell.signInAs(user.id, path);
  await shell.waitForSignedIn(user.nickname);
}

describe('group admin', () => {
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const where = await browser.execute(() => `${location.href} [${document.querySelector('main')?.getAttribute('data-page')}] ${document.querySelector('main')?.textContent?.slice(0, 300) ?? ''}`);
    console.log(`page at failure of "${this.currentTest.title}": ${where}`);
  });

  it('shows the group admin her pages, and a tab change rewrites the address without a history entry', async () => {
    await signIn(greta, '/');
    await shell.menuButton().click();
    await groupAdmin.menuLink().waitForDisplayed({ timeoutMsg: 'the menu has no Groups admin link' });
    await groupAdmin.menuLink().click();
    await shell.waitForPage('groupAdmin');
    await groupAdmin.panel().waitForDisplayed();
    expect(await groupAdmin.panel().getAttribute('data-tab')).toBe('activity');
    await $('[data-testid="ga-activity-item"]').waitForExist({ timeoutMsg: 'the activity tab is empty' });
    expect(await browser.getTitle()).toBe('Activity · Groups admin · Sketchery');

    const entries = await groupAdmin.historyLength();
    await groupAdmin.chooseTab('stats');
    expect(await groupAdmin.path()).toBe('/e/a/groups/stats');
    await groupAdmin.chooseTab('requests');
    expect(await groupAdmin.path()).toBe('/e/a/groups/requests');
    expect(await groupAdmin.historyLength()).toBe(entries);
    expect(await browser.getTitle()).toBe('Requests · Groups admin · Sketchery');
  });

  it('approves one group request and rejects another with a message', async () => {
    await signIn(greta, '/e/a/groups/requests');
    await shell.waitForPage('groupAdmin');
    // Requests of her own making: the groups spec's requests (and the members they bring a new
    // group) are left alone, whichever engine runs which spec first.
    const [approved, rejected] = await groupAdmin.makeRequests(greta.id, [`Approve me ${engine()} ${Date.now()}`, `Reject me ${engine()} ${Date.now()}`]);
    await groupAdmin.open('/e/a/groups/requests');
    await groupAdmin.request(approved!).waitForExist({ timeoutMsg: 'the new request is not listed' });
    await groupAdmin.approve(approved!);
    await groupAdmin.reject(rejected!, `Too close to an existing group (${engine()})`);

    // The server agrees: neither is open any more; the approved one is a group now.
    const open = await shell.post<{ requests: { id: number }[] }>('/api/v2/group', { action: 'requests' });
    expect(open.body.requests.map((r) => r.id)).not.toContain(approved);
    expect(open.body.requests.map((r) => r.id)).not.toContain(rejected);
    await groupAdmin.open('/e/a/groups/requests');
    expect(await groupAdmin.request(approved!).isExisting()).toBe(false);
  });

  it('shows every list empty while the development switch is on (the empty demo state)', async () => {
    await signIn(greta, '/');
    expect((await shell.post('/api/dev/groupAdmin', { empty: true })).status).toBe(200);
    try {
      const tabs = [
        ['activity', 'ga-activity-list-empty', GROUP_ADMIN_EMPTY.activity],
        ['stats', 'ga-stats-list-empty', GROUP_ADMIN_EMPTY.stats],
        ['requests', 'ga-requests-empty', GROUP_ADMIN_EMPTY.requests],
        ['queue', 'ga-queue-empty', GROUP_ADMIN_EMPTY.queue],
        ['new', 'ga-features-empty', GROUP_ADMIN_EMPTY.new],
        ['moderate', 'ga-moderate-empty', GROUP_ADMIN_EMPTY.moderate],
      ] as const;
      for (const [tab, testId, text] of tabs) {
        await groupAdmin.open(`/e/a/groups/${tab}`);
        await expect($(`[data-testid="${testId}"]`)).toHaveText(text);
      }
    } finally {
      expect((await shell.post('/api/dev/groupAdmin', { empty: false })).status).toBe(200);
    }
    await groupAdmin.open('/e/a/groups/requests');
    await $('[data-testid="ga-request"]').waitForExist({ timeoutMsg: 'the requests did not come back' });
  });

  it('turns the official flag of a group and back', async () => {
    await signIn(greta, '/e/a/groups/moderate');
    await shell.waitForPage('groupAdmin');
    const group = await groupAdmin.firstModeratedGroup();
    await groupAdmin.toggleOfficial(group.id, !group.official);
    // Kept on the server: a fresh load shows the new flag.
    await groupAdmin.open('/e/a/groups/moderate');
    await browser.waitUntil(async () => (await groupAdmin.moderatedGroup(group.id).getAttribute('data-official')) === String(!group.official), {
      timeoutMsg: 'the flag did not stay',
    });
    await groupAdmin.toggleOfficial(group.id, group.official);
  });

  it('passes axe on every tab in every theme, with touch targets of 44 px', async () => {
    await signIn(greta, '/');
    const themes = ['light', 'gray', 'dark'];
    for (const [i, tab] of ['activity', 'stats', 'requests', 'queue', 'new', 'suggest', 'moderate'].entries()) {
      await browser.execute((t: string) => localStorage.setItem('theme', t), themes[i % themes.length]!);
      await groupAdmin.open(`/e/a/groups/${tab}`);
      await axe.waitForSettled('groupAdmin');
      const failing = (await axe.violations()).filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''));
      expect(failing.length === 0 ? '' : `axe (${engine()}) ${tab}:\n${axe.describe(failing)}`).toBe('');
      expect(await axe.smallTargets()).toEqual([]);
    }
  });

  it('is not there for an artist: no menu entry, and the address is the not-found page', async () => {
    await signIn(artist, '/');
    await shell.menuButton().click();
    await shell.menu().waitForDisplayed();
    expect(await groupAdmin.menuLink().isExisting()).toBe(false);
    await shell.open('/a/groups');
    await shell.waitForPage('notFound');
    expect(await groupAdmin.page().isExisting()).toBe(false);
  });
});
