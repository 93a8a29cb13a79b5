// The shell as a visitor meets it: the site, the menu, the themes, the not-found page.
import { browser, expect, $, $$ } from '@wdio/globals';
import { shell } from '../pages/shell';

const MENU_LABELS = ['Home', 'Challenges', 'Compos', 'Streams', 'Artists', 'Chat', 'Forum', 'Groups', 'Brushes', 'Classes', 'Store', 'Help'];
const THEME_BACKGROUNDS: Record<string, string> = {
  light: 'rgb(242, 242, 243)',
  gray: 'rgb(77, 80, 82)',
  dark: 'rgb(22, 22, 22)',
};

describe('a visitor', () => {
  // Every test starts as a new visitor on home, so each passes alone and in any order.
  beforeEach(() => shell.startSignedOut());

  it('opens the site and sees the shell with the Login button and the purple-and-orange default', async () => {
    await expect(shell.header()).toBeDisplayed();
    await expect(shell.loginButton()).toBeDisplayed();
    expect(await shell.theme()).toBe('default');
    expect(await shell.backgroundColor()).toBe('rgb(45, 27, 78)');
  });

  it('opens the Login menu with the web login, the download link and the social login under maintenance', async () => {
    await shell.loginButton().click();
    await expect($('[data-testid="login-web"]')).toBeDisplayed();
    await expect($('[data-testid="login-download"]')).toBeDisplayed();
    await expect($('[data-testid="login-social"]')).toBeDisabled();
    await expect($('[data-testid="login-social"]')).toHaveText(expect.stringContaining('Under maintenance'));
    // The platform sign-in is offered only with the query parameter aid (the menu is open, so
    // its entries are there).
    await expect($('[data-testid="login-platform"]')).not.toBeExisting();
  });

  it('opens the menu with every entry', async () => {
    await shell.menuButton().click();
    await expect(shell.menu()).toBeDisplayed();
    const labels = await $$('[data-testid="menu"] li > a').map((a) => a.getText());
    expect(labels).toEqual(MENU_LABELS);
    // Read the attribute in the page: WebKit's driver answers with the resolved property.
    const hrefs = await browser.execute(() =>
      ['forum', 'brushes', 'classes'].map((n) => document.querySelector(`[data-testid="menu-${n}"]`)?.getAttribute('href')),
    );
    expect(hrefs).toEqual(['/forums', '/shared/brush', '/classes']);
  });

  it('presses a button tapped, not one a drag of more than 10 px crossed (the toolkit cancels that tap)', async () => {
    // The guard loads once the first page shows (src/app/shell/tapGuard.ts).
    await browser.waitUntil(async () => (await browser.execute(() => document.documentElement.dataset.tapGuard)) === 'on', { timeoutMsg: 'the tap guard did not load' });
    await shell.menuButton().click();
    const gray = $('[data-testid="theme-gray"]');
    await gray.waitForDisplayed();
    // Every click that gets past the guard (which stops the others on the window, before the document).
    await browser.execute(() => {
      const passed: string[] = [];
      (window as unknown as { passedClicks: string[] }).passedClicks = passed;
      document.addEventListener('click', (event) => passed.push((event.target as HTMLElement).closest('[data-testid]')?.getAttribute('data-testid') ?? ''), true);
    });
    // Pressed on the Gray swatch, moved 30 px along it, released on it. In WebKit that is a mouse's
    // drag, which ends in a click on the swatch: the guard cancels it (without it, Gray is pressed
    // and the menu closes). In the emulated Android phone it is a touch, which the browser itself
    // turns into a scroll (pointercancel, no click).
    await browser
      .action('pointer', { parameters: { pointerType: 'mouse' } })
      .move({ origin: gray, x: -20, y: 0 })
      .down()
      .move({ origin: 'pointer', x: 30, y: 0, duration: 100 })
      .up()
      .perform();
    // Then a tap on Dark: it is pressed, and the dragged Gray never was.
    await $('[data-testid="theme-dark"]').click();
    await browser.waitUntil(async () => (await shell.theme()) === 'dark', { timeoutMsg: 'the tapped swatch did not apply its theme' });
    expect(await browser.execute(() => (window as unknown as { passedClicks: string[] }).passedClicks)).toEqual(['theme-dark']);
  });

  it("leaves the app for the forum, another part of the site (the server's stand-in page here)", async () => {
    await shell.menuButton().click();
    await $('[data-testid="menu-forum"]').click();
    // A real navigation: the app's header is gone, the server's page names the forum.
    await browser.waitUntil(async () => (await browser.execute(() => location.pathname)) === '/forums', { timeoutMsg: 'the forum link did not navigate' });
    await expect($('h1')).toHaveText(expect.stringContaining('The forum'));
    await expect(shell.header()).not.toBeExisting();
    await $('a[href="/"]').click();
    await shell.header().waitForDisplayed();
  });

  for (const theme of ['light', 'gray', 'dark'] as const) {
    it(`switches to the ${theme} theme at once, and keeps it after a reload`, async () => {
      await shell.menuButton().click();
      await $(`[data-testid="theme-${theme}"]`).click();
      expect(await shell.theme()).toBe(theme);
      // The choice made, the menu closes.
      await expect(shell.menu()).not.toBeExisting();
      await browser.waitUntil(async () => (await shell.backgroundColor()) === THEME_BACKGROUNDS[theme]);
      await browser.refresh();
      await shell.header().waitForDisplayed();
      expect(await shell.theme()).toBe(theme);
      expect(await shell.backgroundColor()).toBe(THEME_BACKGROUNDS[theme]);
    });
  }

  it('has the site icon: an SVG at the root, linked from the page', async () => {
    const icon = await browser.execute(async () => {
      const href = document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
      const response = await fetch(href);
      return { href, status: response.status, type: response.headers.get('Content-Type') ?? '', svg: (await response.text()).startsWith('<svg') };
    });
    expect(icon).toEqual({ href: '/favicon.svg', status: 200, type: expect.stringContaining('image/svg+xml'), svg: true });
  });

  it('hits the not-found page and goes home with its Home button', async () => {
    await shell.open('/no/such/page/here');
    await shell.waitForPage('notFound');
    await expect($('[data-testid="not-found"]')).toHaveText(expect.stringContaining("Sorry, we couldn't find the page you're looking for."));
    await $('[data-testid="not-found"] a').click();
    await shell.waitForPage('home');
    expect(await browser.getUrl()).toMatch(/\/$/);
  });

  it('follows an internal link inside the page, and back returns to the same place', async () => {
    await shell.open('/');
    await shell.waitForPage('home');
    await browser.execute(() => {
      (window as unknown as { __marker?: number }).__marker = 42;
    });
    await $('a[href="/search"]').click(); // home's Search link: another screen, in the same document
    await shell.waitForPage('search');
    expect(await browser.execute(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    await browser.back();
    await shell.waitForPage('home');
    expect(await browser.execute(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  });

  it('closes the hamburger menu with Back and stays on the page; the next Back leaves it', async () => {
    await shell.open('/');
    await shell.waitForPage('home');
    await $('a[href="/search"]').click();
    await shell.waitForPage('search');
    const address = await browser.getUrl();
    await shell.menuButton().click();
    await shell.menu().waitForDisplayed();
    await browser.back();
    await shell.menu().waitForExist({ reverse: true, timeoutMsg: 'Back did not close the menu' });
    expect(await browser.getUrl()).toBe(address);
    await shell.waitForPage('search');
    await browser.back();
    await shell.waitForPage('home');
  });

  it('sends page views to the analytics sink', async () => {
    // Its own page views, of paths no other test visits: one opened, one reached by a link in the page.
    const run = Date.now().toString(36);
    const opened = `/no/such/page/${run}`;
    const followed = `/no/such/link/${run}`;
    await shell.open(opened);
    await shell.waitForPage('notFound');
    await browser.execute((href: string) => {
      const link = Object.assign(document.createElement('a'), { href, textContent: 'further' });
      link.dataset.testid = 'e2e-link';
      document.querySelector('[data-testid="not-found"]')!.append(link);
    }, followed);
    await $('[data-testid="e2e-link"]').click();
    await browser.waitUntil(async () => (await browser.execute(() => location.pathname)) === followed, { timeoutMsg: 'the link was not followed' });
    await shell.waitForPage('notFound');
    const pageViews = () =>
      browser.execute(async () => {
        const res = await fetch('/api/dev/analytics?kind=pageview&limit=50');
        const body = (await res.json()) as { events: { path: string }[] };
        return body.events.map((e) => e.path);
      });
    await browser.waitUntil(
      async () => {
        const paths = await pageViews();
        return paths.includes(opened) && paths.includes(followed);
      },
      { timeoutMsg: `no page views of ${opened} and ${followed}` },
    );
  });

  it('treats a hash path on / as the path, and /e/ as home', async () => {
    await shell.open('/#/no/such/page');
    await shell.waitForPage('notFound');
    await shell.open('/e/');
    await shell.waitForPage('home');
  });
});
