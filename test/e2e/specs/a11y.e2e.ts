// Accessibility on every built route: axe-core runs on each page, as a visitor and as the demo
// roles that see more of it, and fails on any serious or critical violation (moderate and minor
// ones are printed). Each check runs in full in one engine and as a slice in the other (see
// THEMES_CHECKED and WEBKIT_SLICE); the keyboard tests, which are about each engine's own focus
// handling, run in both.
// Each case sets up its own session and finds its own data, so it passes alone and in any order;
// each starts as a new visitor without the home page (shell.startAsNewVisitor), since it opens its own.
import { $, browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { displayTitle } from '../../../src/lib/sketchCard';
import { axe, FAILING_IMPACTS } from '../pages/axe';
import { shell } from '../pages/shell';
import { sketchPage } from '../pages/sketch';
import { statsPage } from '../pages/statsBrushes';
import { engine } from '../pages/engine';

const account = (role: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`no demo account with role ${role}`);
  return found;
};
const artist = account('artist');
const patron = account('patron');


/** Runs axe on the settled page and fails on serious or critical violations. */
async function check(what: string, page: string) {
  await axe.waitForSettled(page);
  const violations = await axe.violations();
  const failing = violations.filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''));
  const others = violations.filter((v) => !failing.includes(v));
  if (others.length) console.log(`axe (${engine()}) ${what}: not failing\n${axe.describe(others)}`);
  expect(failing.length === 0 ? '' : `axe (${engine()}) ${what}:\n${axe.describe(failing)}`).toBe('');
  // Touch targets of at least 44 by 44 px: both browsers are phone-sized.
  expect(await axe.smallTargets()).toEqual([]);
}

/** The first link under `selector` as a path (read in the page: WebKit answers resolved hrefs). */
const firstHref = (selector: string) =>
  browser.waitUntil(() => browser.execute((s: string) => document.querySelector(s)?.getAttribute('href') ?? false, selector), {
    timeoutMsg: `no link ${selector}`,
  }) as Promise<string>;

/*
 * Which engine checks what. axe reads the document, its computed styles and its layout, which both
 * engines derive alike from the same markup and CSS, so checking every page in both told us
 * nothing twice over, at about 3.5 minutes per engine a run (issue 24):
 * - WebKit checks the landing pages in every theme: a theme is a set of CSS custom properties,
 *   so contrast per theme needs one engine;
 * - Chromium checks every page of every role in the default theme (the landing pages included);
 * - WebKit also checks a slice of those pages, one of each kind (a menu, a profile, a form, a
 *   list with its tabs, a thread, a dialog, the sketch page signed in, the ban page), so a
 *   difference of its rendering in any kind of page still shows.
 */
const IS_WEBKIT = engine() === 'MiniBrowser';
// The choice is made as the spec loads: an engine not known then would silently get the slice.
if (!['chrome', 'MiniBrowser'].includes(engine())) throw new Error(`a11y.e2e.ts: unknown engine ${engine()} when the spec loads`);
const THEMES_CHECKED = IS_WEBKIT ? ['default', 'light', 'gray', 'dark'] : ['default'];
/** The cases beyond the themed landing pages that WebKit checks too, by their test titles. */
const WEBKIT_SLICE = new Set([
  'the menu and the Login menu',
  'profile (about)',
  'upload (log in first)',
  'not found',
  'own profile (about, note to fans)',
  'groups (requests)',
  'store (heart packs and the membership)',
  'a message thread with its reply box',
  'the awards nomination dialog, open',
  "someone else's sketch, with the actions and the comment box",
  'their edit profile page, with the patron settings and the emoticons',
  'the ban page',
]);
const titlesSeen = new Set<string>();
/** A case checked in Chromium, and in WebKit when its slice names it. */
function itChecks(title: string, test: () => Promise<void>) {
  titlesSeen.add(title);
  if (!IS_WEBKIT || WEBKIT_SLICE.has(title)) it(title, test);
}

async function withTheme(theme: string) {
  await browser.execute((t: string) => localStorage.setItem('theme', t), theme);
}

describe('accessibility (axe) for a visitor', () => {
  beforeEach(() => shell.startAsNewVisitor());

  for (const theme of THEMES_CHECKED) {
    describe(`in the ${theme} theme`, () => {
      beforeEach(async () => {
        if (theme !== 'default') await withTheme(theme);
      });

      it('home', async () => {
        await shell.open('/');
        await check(`home (${theme})`, 'home');
      });

      it('the awards of a closed year, with its summary and winners', async () => {
        await shell.open('/awards/2019');
        await check(`awards (${theme})`, 'awards');
      });

      it('a gallery as a grid and as the large list', async () => {
        await shell.open('/gallery/trending');
        await check(`gallery grid (${theme})`, 'gallery');
        await $('[data-testid="mode-list"]').click();
        await browser.waitUntil(async () => (await $('[data-testid="sketch-grid"]').getAttribute('data-mode')) === 'list');
        await check(`gallery large list (${theme})`, 'gallery');
      });

      it('the artists directory and search results', async () => {
        await shell.open('/artists?tab=fans');
        await check(`artists (${theme})`, 'artists');
        await shell.open('/search?q=inky&kind=artists&sort=top');
        await check(`search (${theme})`, 'search');
      });

      it('a sketch page', async () => {
        const sketch = await sketchPage.findForVisitor(300);
        await sketchPage.open(sketch.id);
        await sketchPage.commentList().waitForExist();
        await check(`sketch (${theme})`, 'sketch');
      });

      it('the compo list and a closed compo’s results', async () => {
        await shell.open('/compos');
        await check(`compos (${theme})`, 'compos');
        await shell.open(await firstHref('[data-testid="compo-card"][data-state="closed"]'));
        await check(`closed compo (${theme})`, 'compo');
      });

      it('the daily challenges and a challenge in both views', async () => {
        await shell.open('/challenges');
        await check(`challenges (${theme})`, 'challenges');
        await shell.open(await firstHref('[data-testid="challenge-card"]'));
        await check(`challenge grid (${theme})`, 'challenge');
        await $('[data-testid="challenge-mode-list"]').click();
        await browser.waitUntil(async () => (await $('[data-testid="sketch-grid"]').getAttribute('data-mode')) === 'list');
        await check(`challenge large list (${theme})`, 'challenge');
      });
    });
  }

  itChecks('a closed compo’s discussion and an open compo without entries', async () => {
    await shell.open('/compos');
    await axe.waitForSettled('compos');
    await shell.open(await firstHref('[data-testid="compo-card"][data-state="closed"]'));
    await axe.waitForSettled('compo');
    await $('[data-testid="compo-tab-discussion"]').click();
    await $('[data-testid="compo-panel-discussion"]').waitForExist();
    await check('compo discussion', 'compo');
    await shell.open(await compoHrefWithoutEntries());
    await check('open compo without entries', 'compo');
  });

  itChecks('the menu and the Login menu', async () => {
    await shell.open('/');
    await axe.waitForSettled('home');
    await shell.menuButton().click();
    await shell.menu().waitForDisplayed();
    await check('menu open', 'home');
    await browser.keys('Escape');
    await shell.loginButton().click();
    await $('[data-testid="login-menu"]').waitForDisplayed();
    await check('Login menu open', 'home');
  });

  const visitorRoutes: [string, string, string][] = [
    ['variant home', '/?variant=tabs', 'home'],
    ['tag gallery', '/tag/cat', 'gallery'],
    ['albums', `/user/${artist.nickname}/albums`, 'albums'],
    ['profile (about)', `/user/${artist.nickname}`, 'profile'],
    ['profile by patron name', '/patronpaolo', 'profileFallback'],
    ['fans of an artist', `/user/${artist.nickname}/fans`, 'fans'],
    ['upload (log in first)', '/upload', 'upload'],
    ['brushes', '/shared/brush', 'brushes'],
    ['artists (search tab)', '/artists', 'artists'],
    ['artists (patrons tab)', '/artists?tab=patrons', 'artists'],
    ['search (top sketches)', '/search', 'search'],
    ['search (artists found)', '/search?q=inky&kind=artists', 'search'],
    ['search (no results)', '/search?q=zzqxj&kind=magic', 'search'],
    ['not found', '/no/such/page/here', 'notFound'],
    ['awards (open year, log in to vote)', '/awards/2022', 'awards'],
    ['edit profile (log in)', '/editProfile', 'editProfile'],
    ['account recovery', '/recover', 'recover'],
    ['store (log in)', '/store', 'store'],
    ['store return page (log in)', '/store/paypal-success', 'storeSuccess'],
  ];
  for (const [what, path, page] of visitorRoutes) {
    itChecks(what, async () => {
      await shell.open(path);
      await check(what, page);
    });
  }

  itChecks('the artists overflow menu, open', async () => {
    await shell.open('/artists?tab=fans');
    await axe.waitForSettled('artists');
    await $('[data-testid="artists-more"]').click();
    await $('[data-testid="artists-more-menu"]').waitForDisplayed();
    await check('artists More menu open', 'artists');
  });

  itChecks('an album', async () => {
    await shell.open(`/user/${artist.nickname}/albums`);
    await axe.waitForSettled('albums');
    await shell.open(await firstHref('[data-testid="albums-list"] a[href*="/album/"]'));
    await check('album', 'album');
  });

  itChecks('a shared sketch', async () => {
    const sketch = await sketchPage.findForVisitor(320);
    await shell.open(`/shared/sketch?id=${sketch.id}`);
    await check('shared sketch', 'sharedSketch');
  });
});

/** An open compo nobody entered yet (the seed has one), read from the compo list. */
async function compoHrefWithoutEntries(): Promise<string> {
  await shell.open('/compos');
  await axe.waitForSettled('compos');
  return firstHref('[data-testid="compo-card"][data-state="open"][data-entries="0"]');
}

describe('accessibility (axe) for the demo artist', () => {
  beforeEach(() => shell.startAsNewVisitor());

  /**
   * Signs the demo artist in on `path`, the case's first page: one page load where signing in on
   * home and then opening the page took two (about 25 s a run over these cases in Chromium).
   */
  async function openSignedIn(path: string) {
    await shell.signInAs(artist.id, path);
    await shell.waitForSignedIn(artist.nickname);
  }

  const routes: [string, string, string][] = [
    ['home', '/', 'home'],
    ['variant home', '/?variant=tabs', 'home'],
    ['albums', `/user/${artist.nickname}/albums`, 'albums'],
    ['own profile (sketches tab)', `/user/${artist.id}`, 'profile'],
    ['own profile (about, note to fans)', `/user/${artist.id}/about`, 'profile'],
    ['own blocks', `/user/${artist.id}/blocks`, 'profile'],
    ['own fans (follow icons)', `/user/${artist.id}/fans`, 'fans'],
    ['another artist (actions, fan settings)', '/user/PatronPaolo', 'profile'],
    ['upload', '/upload', 'upload'],
    ['brushes', '/shared/brush', 'brushes'],
    ['artists (birthday tab)', '/artists?tab=birthday', 'artists'],
    ['search (sketches found)', '/search?q=dragon&kind=sketches&sort=top', 'search'],
    ['awards (open year, Vote buttons and a vote with its pencil)', '/awards/2022', 'awards'],
    ['edit profile (no patron settings)', '/editProfile', 'editProfile'],
    ['store (heart packs and the membership)', '/store', 'store'],
    ['store return page (a payment the provider does not know)', '/store/paypal-success?tx=ZZZZZZZZZZZZZZZZZ', 'storeSuccess'],
    ['messages (topics, read and unread)', '/messages', 'messages'],
    ['a new message to PatronPaolo', '/message/write/2', 'messageWrite'],
    ['activity (notifications)', '/activity', 'activity'],
    ['activity (uploads)', '/activity/uploads', 'activity'],
    ['activity (replies)', '/activity/replies', 'activity'],
    // Groups: her groups, the requests (vote buttons, voted, closed), events and a group page.
    ['groups (your groups)', '/groups', 'groups'],
    ['groups (requests)', '/groups?tab=requests', 'groups'],
    ['groups (events)', '/groups?tab=events', 'groups'],
    ['a group page', '/group/2', 'group'],
  ];
  for (const [what, path, page] of routes) {
    itChecks(what, async () => {
      await openSignedIn(path);
      await check(`${what} (signed in)`, page);
    });
  }

  itChecks('a message thread with its reply box', async () => {
    await openSignedIn('/messages');
    await axe.waitForSettled('messages');
    await shell.open(await firstHref('[data-testid="topic"]'));
    await check('message thread', 'message');
  });

  itChecks('the awards nomination dialog, open', async () => {
    await openSignedIn('/awards/2022');
    await axe.waitForSettled('awards');
    await $('[data-testid="awards-nominate"]').click();
    await $('[data-testid="nomination-form"]').waitForDisplayed();
    await check('awards nomination dialog', 'awards');
  });

  itChecks('the request-a-group dialog, open, with its error', async () => {
    await openSignedIn('/groups?tab=requests');
    await axe.waitForSettled('groups');
    await $('[data-testid="request-group-open"]').click();
    await $('[data-testid="request-group-dialog"]').waitForDisplayed();
    await $('[data-testid="request-group-send"]').click();
    await $('[data-testid="request-group-error"]').waitForDisplayed();
    await check('request-a-group dialog', 'groups');
  });

  itChecks("someone else's sketch, with the actions and the comment box", async () => {
    await openSignedIn('/'); // finding the sketch asks the API as her
    const sketch = await sketchPage.findHeartable(140);
    await sketchPage.open(sketch.id);
    await sketchPage.commentInput().waitForExist();
    await check("someone else's sketch (signed in)", 'sketch');
  });

  itChecks('a voting compo and its ballot', async () => {
    await openSignedIn('/compos');
    await axe.waitForSettled('compos');
    await shell.open(await firstHref('[data-testid="compo-card"][data-state="voting"]'));
    await check('voting compo (signed in)', 'compo');
    await shell.open(await firstHref('[data-testid="compo-vote"]'));
    await $('[data-testid="ballot"]').waitForDisplayed();
    await check('compo ballot', 'compoVote');
  });

  itChecks('their own sketch, its edit page and an album of theirs', async () => {
    await openSignedIn(`/gallery/user/${artist.nickname}`);
    await axe.waitForSettled('gallery');
    const own = await firstHref('[data-testid="sketch-card"]');
    await shell.open(own);
    await sketchPage.commentList().waitForExist();
    await check('own sketch', 'sketch');
    await shell.open(`${own}/edit`);
    await check('sketch edit', 'sketchEdit');
    await shell.open(`/user/${artist.nickname}/albums`);
    await axe.waitForSettled('albums');
    await shell.open(await firstHref('[data-testid="albums-list"] a[href*="/album/"]'));
    await check('own album', 'album');
  });

  itChecks('the daily challenges with the Suggest challenge dialog open, and a challenge', async () => {
    await openSignedIn('/challenges');
    await check('challenges (signed in)', 'challenges');
    await $('[data-testid="suggest-challenge"]').click();
    await $('[data-testid="suggest-form"]').waitForDisplayed();
    await check('suggest challenge dialog', 'challenges');
    await browser.keys('Escape');
    await $('[data-testid="suggest-form"]').waitForExist({ reverse: true });
    await shell.open(await firstHref('[data-testid="challenge-card"]'));
    await check('challenge (signed in)', 'challenge');
  });

  itChecks('the logout confirmation', async () => {
    await openSignedIn('/logout');
    await shell.dialogMessage().waitForDisplayed();
    await check('logout', 'logout');
  });
});

describe('accessibility (axe) for the patron', () => {
  beforeEach(() => shell.startAsNewVisitor());

  itChecks('their statistics and the statistics of their sketch, and what a visitor sees there', async () => {
    const sketchId = await statsPage.patronSketchWithStats(patron.id);
    await check('user stats', 'userStats');
    await shell.open(`/stats/${sketchId}`);
    await check('sketch stats', 'sketchStats');
    // A visitor is asked to log in on both.
    await shell.startAsNewVisitor();
    await shell.open(`/stats/${sketchId}`);
    await check('sketch stats (visitor)', 'sketchStats');
    await shell.open(`/e/stats/${patron.id}`);
    await check('user stats (visitor)', 'userStats');
  });

  itChecks('their edit profile page, with the patron settings and the emoticons', async () => {
    await shell.signInAs(patron.id, '/');
    await shell.waitForSignedIn(patron.nickname);
    await shell.open(`/user/${patron.id}/edit`);
    await check('edit profile (patron)', 'userEdit');
  });
});

describe('accessibility (axe) of the ban and warning pages', () => {
  beforeEach(() => shell.startAsNewVisitor());

  itChecks('the ban page', async () => {
    await shell.signInAs(account('banned').id, '/');
    await check('ban page', 'ban');
  });

  itChecks('the warning page', async () => {
    const warned = account('warned');
    const { status } = await shell.post('/api/dev/warn', { userId: warned.id });
    expect(status).toBe(200);
    await shell.signInAs(warned.id, '/');
    await check('warning page', 'ban');
  });
});

describe('keyboard and screen readers', () => {
  beforeEach(() => shell.startAsNewVisitor());

  const active = () =>
    browser.execute(() => {
      const el = document.activeElement;
      return { id: el?.id ?? '', testId: el?.getAttribute('data-testid') ?? '', tag: el?.tagName.toLowerCase() ?? '', inDialog: !!el?.closest('dialog'), inMain: !!el?.closest('main') };
    });

  /** Focus moves in an effect after the panel or dialog paints: wait for it, then it is there. */
  const waitForFocus = (check: (now: Awaited<ReturnType<typeof active>>) => boolean, what: string) =>
    browser.waitUntil(async () => check(await active()), { timeoutMsg: `focus is not ${what}` });

  // Forced colours (Windows' high contrast) are switched on through Chromium's DevTools protocol;
  // WebKit's driver has no such switch, so this case is Chromium's alone.
  if (!IS_WEBKIT) {
    it('keeps the menu button and the chosen tab visible under forced colours (high contrast)', async () => {
      const puppeteer = await browser.getPuppeteer();
      const [page] = await puppeteer.pages();
      const devTools = await page!.target().createCDPSession();
      await devTools.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: 'active' }] });
      try {
        await shell.open('/groups?tab=all');
        await shell.waitForPage('groups');
        const seen = await browser.execute(() => {
          const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
          return {
            // The bars against the header they sit on (forced colours paint backgrounds in the page's colour).
            bar: style('[data-testid="menu-button"] span').backgroundColor,
            header: style('[data-testid="header"]').backgroundColor,
            chosen: style('[role="tab"][aria-selected="true"]').outlineStyle,
            other: style('[role="tab"][aria-selected="false"]').outlineStyle,
          };
        });
        expect(seen.bar).not.toBe(seen.header);
        expect([seen.chosen, seen.other]).toEqual(['solid', 'none']);
      } finally {
        await devTools.send('Emulation.setEmulatedMedia', { features: [] });
        await devTools.detach();
      }
    });
  }

  it('offers a skip link as the first Tab stop, shown when focused, that moves focus to the main content', async () => {
    await shell.open('/gallery/trending');
    await axe.waitForSettled('gallery');
    await browser.execute(() => (document.activeElement as HTMLElement | null)?.blur());
    await browser.keys('Tab');
    expect((await active()).testId).toBe('skip-link');
    // Shown while focused. WebKitGTK's window under Xvfb never has the system focus, so :focus
    // never matches there: the look is checked where the document has focus (Chromium).
    if (await browser.execute(() => document.hasFocus())) {
      const box = await browser.execute(() => document.querySelector('[data-testid="skip-link"]')!.getBoundingClientRect().toJSON() as DOMRect);
      expect(box.width).toBeGreaterThan(40);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await browser.keys('Enter');
    expect((await active()).id).toBe('main');
    expect(await shell.page().getAttribute('data-page')).toBe('gallery'); // no page load
    await browser.keys('Tab');
    expect((await active()).inMain).toBe(true);
  });

  it('names each page in the title', async () => {
    const sketch = await sketchPage.findForVisitor(300);
    await sketchPage.open(sketch.id);
    const title = displayTitle(sketch.title);
    await browser.waitUntil(async () => (await browser.getTitle()) === `${title} by ${sketch.creatorNickname} · Sketchery`, {
      timeoutMsg: `the sketch page's title is ${await browser.getTitle()}`,
    });
    await shell.open('/gallery/trending');
    await shell.waitForPage('gallery');
    await browser.waitUntil(async () => (await browser.getTitle()) === 'Trending · Sketchery', { timeoutMsg: 'gallery title' });
    await shell.open('/no/such/page');
    await shell.waitForPage('notFound');
    await browser.waitUntil(async () => (await browser.getTitle()) === 'Page not found · Sketchery', { timeoutMsg: 'not-found title' });
  });

  it('closes the menu with Escape and gives focus back to the menu button', async () => {
    await shell.open('/');
    await shell.waitForPage('home');
    await browser.execute(() => (document.querySelector('[data-testid="menu-button"]') as HTMLElement).focus());
    await browser.keys('Enter');
    await shell.menu().waitForDisplayed();
    await waitForFocus((now) => now.testId === 'menu-home', "on the menu's first entry");
    await browser.keys('Escape');
    await shell.menu().waitForExist({ reverse: true });
    await waitForFocus((now) => now.testId === 'menu-button', 'back on the menu button');
  });

  it('moves focus into a dialog, keeps it there, and Escape closes it and returns focus to its opener', async () => {
    await shell.signInAs(artist.id, '/');
    await shell.waitForSignedIn(artist.nickname);
    const sketch = await sketchPage.findHeartable(160);
    await sketchPage.open(sketch.id);
    await sketchPage.heart().waitForExist();
    await browser.execute(() => (document.querySelector('[data-testid="heart"]') as HTMLElement).focus());
    await browser.keys('Enter');
    await shell.dialogMessage().waitForDisplayed();
    await waitForFocus((now) => now.inDialog, 'in the dialog');
    for (let i = 0; i < 4; i++) {
      await browser.keys('Tab');
      const now = await active();
      // The native modal dialog may let focus reach the browser's own controls, never the page.
      expect(now.inDialog || now.tag === 'body' || now.tag === '').toBe(true);
    }
    await browser.keys('Escape');
    await shell.dialogMessage().waitForExist({ reverse: true });
    await waitForFocus((now) => now.testId === 'heart', 'back on the heart button');
  });
});

// A renamed case would drop out of WebKit's slice without a word: every name there must be a case.
const notCases = [...WEBKIT_SLICE].filter((title) => !titlesSeen.has(title));
if (notCases.length > 0) throw new Error(`a11y.e2e.ts: WEBKIT_SLICE names no case: ${notCases.join(', ')}`);
