// The host bridge in both engines, with the shim of the matching app (WebKit: iOS, Chromium:
// Android) loaded before the page: the theme is right from the first frame, theme and sign-in
// pushed later apply at once, Upload reaches the app, platform sign-in goes through
// POST /api/v2/authAppleId, and the app's resume refreshes the stale data on screen in place.
import { browser, expect, $ } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { STALE_MS } from '../../../src/api/queryClient';
import { THEME_BACKGROUNDS, nativeShim } from '../pages/nativeShim';
import { albums, organiseData } from '../pages/organise';
import { shell } from '../pages/shell';

const NO_ACCOUNT =
  'Sorry no account exists for this Apple ID. Please use the app to create an account or link your Apple ID to an existing account.';
const ada = DEMO_ACCOUNTS.find((a) => a.appleSub === 'apple-ada')!;

async function signedOutFresh() {
  await shell.open('/');
  await browser.deleteCookies();
  await shell.clearStorage();
}

describe('the host bridge', () => {
  beforeEach(signedOutFresh);

  afterEach(async () => {
    if (await browser.execute(() => Boolean(window.__nativeShim))) {
      expect(await nativeShim.problems()).toEqual([]);
    }
  });

  it('applies the launch theme before the first paint: the first frame is already dark', async () => {
    // Without the launch parameter this page would show the stored light theme.
    await browser.execute(() => localStorage.setItem('theme', 'light'));
    await nativeShim.open('/', { theme: '161616' });
    const frames = await nativeShim.frames();
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) {
      expect(frame.theme).toBe('dark');
      expect(frame.htmlBackground).toBe(THEME_BACKGROUNDS.dark);
    }
    expect(await shell.backgroundColor()).toBe(THEME_BACKGROUNDS.dark);
    expect((await nativeShim.received()).slice(0, 2)).toEqual(['hello', 'ready']);
  });

  it('repaints at once when the app pushes a theme later, and rejects any other value', async () => {
    await nativeShim.open('/');
    await nativeShim.pushTheme('f2f2f3');
    await browser.waitUntil(async () => (await shell.backgroundColor()) === THEME_BACKGROUNDS.light);
    expect(await shell.theme()).toBe('light');
    await nativeShim.pushTheme('4d5052');
    await browser.waitUntil(async () => (await shell.theme()) === 'gray');
    // Record every theme the page shows from here on.
    await browser.execute(() => {
      const shown: string[] = [];
      new MutationObserver(() => shown.push(document.documentElement.dataset.theme ?? '')).observe(document.documentElement, {
        attributes: true,
        attributeFilter: ['data-theme'],
      });
      (window as unknown as { __themesShown: string[] }).__themesShown = shown;
    });
    await nativeShim.deliverRaw({ bridge: 'sketchery', v: 1, kind: 'event', name: 'theme', payload: { hex: '123456' } });
    expect(await shell.theme()).toBe('gray');
    // The positive signal: a good push sent after the bad one is applied, so the bad one has been
    // handled by then; the only theme shown since is the good one.
    await nativeShim.pushTheme('161616');
    await browser.waitUntil(async () => (await shell.theme()) === 'dark', { timeoutMsg: 'the dark theme pushed after the bad one was not applied' });
    expect(await browser.execute(() => (window as unknown as { __themesShown: string[] }).__themesShown)).toEqual(['dark']);
    expect(await browser.execute(() => localStorage.getItem('theme'))).toBe('dark');
  });

  it('signs in and out when the app says so', async () => {
    await nativeShim.open('/');
    await expect(shell.loginButton()).toBeDisplayed();
    await nativeShim.signInAs(ada.id);
    await shell.waitForSignedIn(ada.nickname);
    await nativeShim.signOut();
    await expect(shell.loginButton()).toBeDisplayed();
    await browser.refresh();
    await shell.header().waitForDisplayed();
    await expect(shell.loginButton()).toBeDisplayed();
  });

  it('Upload asks the app to open its upload screen; without an app it opens the web upload page', async () => {
    await nativeShim.open('/');
    await nativeShim.signInAs(ada.id);
    await shell.waitForSignedIn(ada.nickname);
    await shell.menuButton().click();
    await $('[data-testid="menu-upload"]').click();
    await browser.waitUntil(async () => (await nativeShim.received()).includes('upload.open'), { timeoutMsg: 'the app got no upload.open' });
    expect(new URL(await browser.getUrl()).pathname).toBe('/');

    await shell.open('/'); // a plain browser: no shim, the same session
    await shell.waitForSignedIn(ada.nickname);
    await shell.menuButton().click();
    await $('[data-testid="menu-upload"]').click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/upload');
  });

  it('a sketch file the app hands over opens the upload page with the file chosen and checked', async () => {
    await nativeShim.open('/');
    await nativeShim.signInAs(ada.id);
    await shell.waitForSignedIn(ada.nickname);
    await nativeShim.sendFile();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/upload', { timeoutMsg: 'the upload page did not open' });
    // One of Ada's own drawings: the full-size picture is the artist's download only.
    await expect($('[data-testid="upload-from-app"]')).toHaveText(expect.stringMatching(/^From the app: Sketch \d+\.png$/));
    await expect($('[data-testid="upload-file-size"]')).toHaveText(expect.stringMatching(/^\d+ × \d+ pixels$/));
    await expect($('[data-testid="upload-preview"]')).toBeDisplayed();
    await expect($('[data-testid="upload-submit"]')).toBeEnabled();
  });

  it('platform sign-in goes through POST /api/v2/authAppleId and the page reloads signed in', async () => {
    await nativeShim.open('/', { aid: '1' });
    await shell.loginButton().click();
    await $('[data-testid="login-platform"]').click();
    await shell.waitForSignedIn(ada.nickname);
  });

  it('platform sign-in without an account says so, and a cancel says nothing', async () => {
    await nativeShim.open('/', { aid: '1' });
    await nativeShim.setAppleSubject('apple-nobody');
    await shell.loginButton().click();
    await $('[data-testid="login-platform"]').click();
    await expect(shell.dialogMessage()).toHaveText(NO_ACCOUNT);
    await shell.dialogOk().click();

    await nativeShim.setMode('cancel');
    if (!(await $('[data-testid="login-platform"]').isExisting())) await shell.loginButton().click();
    await $('[data-testid="login-platform"]').click();
    await browser.waitUntil(async () => (await nativeShim.received()).filter((n) => n === 'signIn.platform').length === 2);
    // The button is disabled from the click until the answer is handled; enabled again, the
    // cancel has been handled, and a message would have opened with it.
    await expect($('[data-testid="login-platform"]')).toBeEnabled();
    await expect(shell.dialogMessage()).not.toBeExisting();
    await expect(shell.loginButton()).toBeDisplayed();
  });

  it('reads again the stale data on screen when the app comes back to the foreground, without a reload', async () => {
    await nativeShim.open('/');
    await nativeShim.signInAs(ada.id);
    await shell.waitForSignedIn(ada.nickname);
    await nativeShim.open(`/user/${ada.nickname}/albums`);
    await shell.waitForPage('albums');
    await nativeShim.markDocument();
    // While the app is in the background, her album list changes on the server (a write that
    // goes around the page's cache), and stays there longer than the list is fresh. The page
    // stays visible: the case of a WebView that fires no visibilitychange when the app returns.
    const albumId = await organiseData.createAlbum(`Made while away ${nativeShim.platform()} ${Date.now()}`);
    await browser.pause(STALE_MS + 1_000);
    expect(await albums.tile(albumId).isExisting()).toBe(false); // nothing else refreshed it
    await nativeShim.resume();
    await albums.tile(albumId).waitForExist({ timeoutMsg: 'the album made meanwhile did not show after resume' });
    expect(await nativeShim.sameDocument()).toBe(true);
  });

  it('the stub host page drives the site in its frame over the parent-window transport', async () => {
    await browser.url('/native-stub/?theme=161616');
    const site = await $('[data-testid="stub-site"]');
    await site.waitForExist();
    await browser.switchFrame(site);
    await shell.header().waitForDisplayed();
    expect(await shell.theme()).toBe('dark');
    await browser.switchFrame(null);
    await $('[data-testid="stub-theme-light"]').click();
    await $('[data-testid="stub-sign-in"]').click(); // the first demo account
    await $('[data-testid="stub-resume"]').click();
    await browser.switchFrame(site);
    await browser.waitUntil(async () => (await shell.theme()) === 'light');
    await shell.waitForSignedIn(ada.nickname);
    await browser.switchFrame(null);
    const log = await $('[data-testid="stub-log"]').getText();
    for (const line of ['hello', 'ready', 'theme f2f2f3', 'auth signedIn', 'resume']) expect(log).toContain(line);
    expect(log).not.toContain('INVALID');
  });
});
