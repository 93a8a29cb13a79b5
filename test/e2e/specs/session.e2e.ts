// Signed-in users: a demo artist signs in and logs out with the confirmation; a signed-in header
// fits the smallest phones; the banned user sees the ban page on every route; the warned user
// accepts the warning.
import { browser, expect, $ } from '@wdio/globals';
import { shell } from '../pages/shell';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';

const account = (role: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`no demo account with role ${role}`);
  return found;
};

// Every test starts signed out with nothing stored and signs in itself, so each passes alone
// and in any order.
// Each describe says so itself: a hook outside any describe would run before every test of
// every spec file in this file's worker (test/e2e/specGroups.ts).

describe('a demo artist', () => {
  beforeEach(() => shell.startSignedOut());
  const artist = account('artist');

  it('signs in through the identity page and comes back signed in', async () => {
    await shell.openLoginMenu();
    await $('[data-testid="login-web"]').click();
    const button = await $(`[data-user-id="${artist.id}"]`);
    await button.waitForClickable();
    await button.click();
    await shell.waitForSignedIn(artist.nickname);
  });

  it('keeps the session after a reload', async () => {
    await shell.signInAs(artist.id);
    await shell.waitForSignedIn(artist.nickname);
    await browser.refresh();
    await shell.waitForSignedIn(artist.nickname);
  });

  it('is asked to confirm the log out, and Cancel keeps the session', async () => {
    await shell.signInAs(artist.id);
    await shell.waitForSignedIn(artist.nickname);
    await shell.open('/logout');
    await expect(shell.dialogMessage()).toHaveText('Are you sure you want to log out?');
    await shell.dialogCancel().click();
    await shell.waitForSignedIn(artist.nickname);
  });

  it('logs out after confirming', async () => {
    await shell.signInAs(artist.id);
    await shell.waitForSignedIn(artist.nickname);
    await shell.menuButton().click();
    await $('[data-testid="menu-logout"]').click();
    await expect(shell.dialogMessage()).toHaveText('Are you sure you want to log out?');
    await shell.dialogOk().click();
    await expect(shell.loginButton()).toBeDisplayed();
    await shell.waitForPage('home');
    await browser.refresh();
    await expect(shell.loginButton()).toBeDisplayed();
  });
});

describe("a signed-in user's header on the smallest phones", () => {
  beforeEach(() => shell.startSignedOut());
  const patron = account('patron');

  // The site in a frame as narrow as those phones: both engines (WebKit's window cannot be made
  // that narrow), and the page's media queries see the frame's width.
  async function headerInFrame(width: number) {
    await browser.execute((frameWidth: number) => {
      document.getElementById('narrow-site')?.remove();
      const frame = document.createElement('iframe');
      frame.id = 'narrow-site';
      frame.style.cssText = `position: fixed; top: 0; left: 0; width: ${frameWidth}px; height: 700px; border: 0; z-index: 1000`;
      frame.src = '/';
      document.body.append(frame);
    }, width);
    const measure = () =>
      browser.execute(() => {
        const page = (document.getElementById('narrow-site') as HTMLIFrameElement | null)?.contentDocument;
        const link = page?.querySelector('[data-testid="current-user"]');
        const badge = page?.querySelector('[data-testid="unread-badges"] a');
        if (!page || !link || !badge) return null;
        const rights = [...page.querySelectorAll('[data-testid="header"] *')].map((el) => el.getBoundingClientRect().right);
        return {
          right: Math.max(...rights),
          width: page.documentElement.clientWidth,
          nameShown: link.querySelector('span')!.getBoundingClientRect().width > 0,
          label: link.getAttribute('aria-label'),
          badge: badge.getBoundingClientRect().width > 0,
        };
      });
    await browser.waitUntil(async () => (await measure()) !== null, { timeout: 15_000, timeoutMsg: 'the framed site showed no signed-in header with an unread badge' });
    return (await measure())!;
  }

  it('stays inside the screen: the name gives way to the menu and the unread badge, and at 320 px only the avatar shows', async () => {
    await shell.signInAs(patron.id);
    await shell.waitForSignedIn(patron.nickname);
    // The seed leaves the patron news (no test reads their lists): the header's widest case.
    for (const width of [360, 320]) {
      const header = await headerInFrame(width);
      expect(header.width).toBe(width);
      expect(header.right).toBeLessThanOrEqual(width);
      expect(header.badge).toBe(true);
      expect(header.nameShown).toBe(width >= 360);
      expect(header.label).toBe(patron.nickname);
    }
  });
});

describe('the banned user', () => {
  beforeEach(() => shell.startSignedOut());
  const banned = account('banned');

  it('sees the suspension notice on every route', async () => {
    await shell.signInAs(banned.id, '/');
    for (const path of ['/', '/compos', '/sketch/1', '/no/such/page']) {
      await shell.open(path);
      await expect($('[data-testid="ban-page"] h1')).toHaveText('Account Suspended');
      await expect($('[data-testid="ban-text"]')).toHaveText('Your account has been suspended for 7 days.');
      await expect($('[data-testid="ban-ends"]')).toHaveText(expect.stringContaining('Suspension ends'));
      await expect($('[data-testid="ban-reason"]')).toBeDisplayed();
      await expect($('[data-testid="ban-accept"]')).not.toBeExisting();
    }
  });

  it('can still log out, from the link on the notice', async () => {
    await shell.signInAs(banned.id, '/');
    await $('[data-testid="ban-logout"]').click();
    await expect(shell.dialogMessage()).toHaveText('Are you sure you want to log out?');
    await shell.dialogOk().click();
    await expect(shell.loginButton()).toBeDisplayed();
    await expect($('[data-testid="ban-page"]')).not.toBeExisting();
  });
});

describe('the warned user', () => {
  beforeEach(() => shell.startSignedOut());
  const warned = account('warned');

  beforeEach(async () => {
    // The test needs the warning unaccepted, whatever ran before: give it again (development tool).
    const { status } = await shell.post('/api/dev/warn', { userId: warned.id });
    expect(status).toBe(200);
  });

  it('must tick the agreement before Accept works, then goes home', async () => {
    await shell.signInAs(warned.id, '/compos');
    await expect($('[data-testid="ban-page"] h1')).toHaveText('Warning');
    await expect($('[data-testid="ban-text"]')).toHaveText('You have received a warning from a gloperator.');
    await expect($('[data-testid="ban-page"]')).toHaveText(expect.stringContaining('Repeated violations will result in account suspension.'));
    await expect($('[data-testid="ban-ends"]')).not.toBeExisting();
    await expect($('[data-testid="ban-accept"]')).toBeDisabled();
    await $('[data-testid="ban-agree"]').click();
    await expect($('[data-testid="ban-accept"]')).toBeEnabled();
    await $('[data-testid="ban-accept"]').click();
    await expect(shell.dialogMessage()).toHaveText("Thanks, let's keep Sketchery a fun and safe place!");
    await shell.dialogOk().click();
    await shell.waitForPage('home');
    expect(new URL(await browser.getUrl()).pathname).toBe('/');
    await browser.refresh();
    await shell.waitForPage('home');
    await expect($('[data-testid="ban-page"]')).not.toBeExisting();
  });
});
