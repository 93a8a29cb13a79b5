// Profiles and fans: a profile by id, by nickname and by patron name (an unknown one is the
// not-found page), fan and unfan (unfan asks first), and block: the blocked user vanishes from
// the owner's fan list and shows in their Blocks tab, and comes back after unblocking there.
// Each test puts the relation it changes back first, through the API, so it passes alone.
import { $, browser, expect } from '@wdio/globals';
import { demoAccountByRole } from '../../../server/seed/demoAccounts';
import { profile } from '../pages/profile';
import { shell } from '../pages/shell';

const artist = demoAccountByRole('artist');
const patron = demoAccountByRole('patron');

describe('a profile', () => {
  beforeEach(() => shell.startAsNewVisitor());

  it('opens by id and by nickname, on the About tab for a visitor, with its title', async () => {
    await profile.open(`/user/${artist.id}`);
    expect(await profile.nicknameText()).toBe(artist.nickname);
    expect(await profile.section()).toBe('about');
    await browser.waitUntil(async () => (await browser.getTitle()) === `${artist.nickname} · Sketchery`, { timeoutMsg: 'no page title' });
    expect(await $('[data-testid="profile-actions"]').isExisting()).toBe(false);
    await profile.open(`/user/${artist.nickname}/sketches`);
    expect(await profile.userId()).toBe(artist.id);
    expect(await profile.section()).toBe('sketches');
  });

  it('opens by patron name at the root, and an unknown name is the not-found page', async () => {
    await profile.open('/patronpaolo', 'profileFallback');
    expect(await profile.userId()).toBe(patron.id);
    await shell.open('/no-such-artist-zzqxj');
    await shell.waitForPage('notFound');
    await shell.open('/user/no-such-artist-zzqxj');
    await shell.waitForPage('notFound');
  });

  it("opens from the header's own link for the signed-in user", async () => {
    await shell.signInAs(artist.id, '/');
    await shell.waitForSignedIn(artist.nickname);
    await shell.currentUser().click();
    await shell.waitForPage('profile');
    expect(await profile.userId()).toBe(artist.id);
    // The owner starts on Sketches and has the Blocks tab.
    expect(await profile.section()).toBe('sketches');
    expect(await $('[data-testid="profile-tab-blocks"]').isExisting()).toBe(true);
  });

  it("shows the owner's chosen last tab (Blocks) in its bar on a phone, and says when the bar scrolls", async () => {
    await shell.signInAs(artist.id, '/');
    await shell.waitForSignedIn(artist.nickname);
    await profile.open(`/user/${artist.id}/blocks`);
    expect(await profile.section()).toBe('blocks');
    // The strip may take a frame to scroll its chosen tab clear of the fade.
    const layout = () =>
      browser.execute(() => {
        const tab = document.querySelector('[data-testid="profile-tab-blocks"]')!;
        const strip = tab.closest('[role="tablist"]')!;
        const t = tab.getBoundingClientRect();
        const s = strip.getBoundingClientRect();
        return {
          shown: t.left >= s.left - 1 && t.right <= s.right + 1 && t.right <= window.innerWidth + 1 && t.left >= -1,
          scrolls: strip.scrollWidth > strip.clientWidth + 1,
          overflow: strip.getAttribute('data-overflow') ?? '',
        };
      });
    await browser.waitUntil(async () => (await layout()).shown, { timeoutMsg: 'the Blocks tab is not within its bar and the screen' });
    const { scrolls, overflow } = await layout();
    // A bar wider than the screen marks the edge with more tabs beyond it (the fade); one that fits marks none.
    expect({ scrolls, marked: overflow !== '' }).toEqual({ scrolls, marked: scrolls });
  });
});

describe('fan and unfan', () => {
  beforeEach(async () => {
    await shell.startAsNewVisitor();
    await shell.signInAs(patron.id, '/');
    await shell.waitForSignedIn(patron.nickname);
    await shell.post('/api/unfan', { user: artist.id });
  });

  it('becomes a fan, then unfans after a confirmation, with the fan count following', async () => {
    await profile.open(`/user/${artist.nickname}`);
    const before = await profile.fansCount();
    await profile.fanButton().click();
    await profile.unfanButton().waitForDisplayed();
    await browser.waitUntil(async () => (await profile.fansCount()) !== before, { timeoutMsg: 'the fan count did not change' });
    // A fan chooses what they are told about.
    await $('[data-testid="fan-notify"]').waitForDisplayed();
    await profile.unfanButton().click();
    await profile.confirm(`Stop being a fan of ${artist.nickname}?`);
    await profile.fanButton().waitForDisplayed();
    await browser.waitUntil(async () => (await profile.fansCount()) === before, { timeoutMsg: 'the fan count did not come back' });
  });
});

describe('block', () => {
  beforeEach(async () => {
    await shell.startAsNewVisitor();
    await shell.signInAs(artist.id, '/');
    await shell.waitForSignedIn(artist.nickname);
  });

  it('ends the blocked user\'s fandom (gone from the fan list, not back after the unblock); the Blocks tab lists them and unblocks', async () => {
    await profile.openFans(`/user/${artist.id}/fans`);
    const fans = await profile.waitForFans();
    const fan = fans[0]!;
    // Whatever an earlier run left: not blocked to start with.
    await shell.post('/api/v2/user/unblock', { user: fan });

    await profile.open(`/user/${fan}`);
    await profile.blockButton().click();
    await profile.confirm('Block ');
    await profile.unblockButton().waitForDisplayed();

    await profile.openFans(`/user/${artist.id}/fans`);
    await browser.waitUntil(async () => (await profile.fanIds()).length > 0, { timeoutMsg: 'the fan list did not load' });
    expect(await profile.fanIds()).not.toContain(fan);

    await profile.open(`/user/${artist.id}/blocks`);
    await browser.waitUntil(async () => (await profile.blockedIds()).includes(fan), { timeoutMsg: 'the blocked user is not in the Blocks tab' });
    await $(`[data-testid="blocked-user"][data-user-id="${fan}"] [data-testid="blocked-unblock"]`).click();
    await profile.confirm('Unblock ');
    await browser.waitUntil(async () => !(await profile.blockedIds()).includes(fan), { timeoutMsg: 'the unblocked user stayed in the Blocks tab' });

    // A block ends fandom both ways (server/data/follows.ts): unblocking does not make them a fan again.
    await profile.openFans(`/user/${artist.id}/fans`);
    await browser.waitUntil(async () => (await profile.fanIds()).length > 0, { timeoutMsg: 'the fan list did not load' });
    expect(await profile.fanIds()).not.toContain(fan);
  });
});

describe('long words', () => {
  beforeEach(() => shell.startAsNewVisitor());

  // An artist the other specs do not name: the last on the first page of recent sketches that is
  // not a demo account (the newest are other specs' choice).
  it('keep a phone page within its width: a nickname of 20 letters and a title of 100, neither with a space', async () => {
    await shell.open('/');
    const sketch = await browser.execute(async () => {
      const page = (await (await fetch('/api/v2/index/recentSketches?page=1', { headers: { Accept: 'application/json' } })).json()) as { sketches: { id: number; userId: number }[] };
      const card = page.sketches.findLast((recent) => recent.userId > 10);
      return card ? { id: card.id, creator: card.userId } : null;
    });
    if (!sketch) throw new Error('no recent sketch of an artist beyond the demo accounts');
    await shell.signInAs(sketch.creator, '/');
    const wide = await browser.execute(async (id: number) => {
      const token = decodeURIComponent(document.cookie.match(/(?:^|; )csrf=([^;]*)/)?.[1] ?? '');
      const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': token }, body: JSON.stringify(body) });
      const info = (await (await fetch(`/api/v2/sketchInfo/${id}`, { headers: { Accept: 'application/json' } })).json()) as { creatorNickname: string; prev: { id: number; title: string | null } | null; next: { id: number; title: string | null } | null };
      const neighbour = info.prev ?? info.next;
      const answers = [await post('/editProfile', { nickname: `Wide${'W'.repeat(16)}` }), ...(neighbour ? [await post(`/sketch/${neighbour.id}/edit`, { title: 'W'.repeat(100) })] : [])];
      return { statuses: answers.map((answer) => answer.status), neighbour: neighbour?.id ?? null, nickname: info.creatorNickname, title: neighbour?.title ?? '' };
    }, sketch.id);
    expect({ statuses: wide.statuses, neighbour: wide.neighbour !== null }).toEqual({ statuses: [200, 200], neighbour: true });
    const overflow = () => browser.execute(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const path of [`/sketch/${sketch.id}`, `/user/${sketch.creator}`]) {
      await shell.open(path);
      await $('[data-testid="sketch-page"], [data-testid="profile"]').waitForDisplayed();
      // The page's parts that come after it shows (strips, comments, the album switches).
      await browser.pause(1500);
      expect({ path, overflow: await overflow() }).toEqual({ path, overflow: 0 });
    }
    // The artist's name and title back, for the specs that come after on this server.
    await browser.execute(
      async (neighbour: number, nickname: string, title: string) => {
        const token = decodeURIComponent(document.cookie.match(/(?:^|; )csrf=([^;]*)/)?.[1] ?? '');
        const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': token }, body: JSON.stringify(body) });
        await post('/editProfile', { nickname });
        await post(`/sketch/${neighbour}/edit`, { title });
      },
      wide.neighbour!,
      wide.nickname,
      wide.title,
    );
  });
});
