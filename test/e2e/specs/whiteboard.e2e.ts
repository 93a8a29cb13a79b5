// The shared whiteboard: a visitor reads the login text beside a preview; a signed-in artist
// accepts the rules and draws, and a second window (its own socket, its own board) sees the
// strokes: the two canvases show the same picture, pixel for pixel. A second artist with a session
// of their own (a socket.io client in the test, test/e2e/pages/whiteboardPeer.ts) and the browser
// see each other's strokes. History and axe on the board. The seeded 'Anonymous' account is
// refused with the spec's alert and sent home. On a server of the spec's own (pages/ownServer.ts)
// that is killed and restarted, the board shows "Reconnecting... (attempt n of 64)", then
// connects again and its strokes reach another artist.
import { $, browser, expect } from '@wdio/globals';
import { ANONYMOUS_ACCOUNT, DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { WHITEBOARD_NO_ACCESS } from '../../../src/lib/whiteboardRules';
import { axe, FAILING_IMPACTS } from '../pages/axe';
import { shell } from '../pages/shell';
import { whiteboard } from '../pages/whiteboard';
import { viewport } from '../pages/viewport';
import { startOwnServer, type OwnServer } from '../pages/ownServer';
import { openPeer } from '../pages/whiteboardPeer';
import { engine } from '../pages/engine';

const artist = DEMO_ACCOUNTS.find((a) => a.role === 'artist')!;
const patron = DEMO_ACCOUNTS.find((a) => a.role === 'patron')!;

/** A colour no demo doodle uses, different per engine so runs against one server never mix. */
const strokeColor = () => (engine() === 'chrome' ? [0xe0, 0x1b, 0x84] : [0x1b, 0xa0, 0xe0]);
const css = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

describe('whiteboard', () => {
  afterEach(async function () {
    // Back to one window whatever happened.
    const handles = await browser.getWindowHandles();
    for (const handle of handles.slice(1)) {
      await browser.switchToWindow(handle);
      await browser.closeWindow();
    }
    await browser.switchToWindow(handles[0]!);
    if (this.currentTest?.state !== 'failed') return;
    const where = await browser.execute(() => `${location.href} ${document.querySelector('main')?.textContent?.slice(0, 300) ?? ''}`);
    console.log(`page at failure of "${this.currentTest.title}": ${where}`);
  });

  it('tells a visitor to log in, with a preview of the board', async () => {
    await shell.startSignedOut();
    await shell.open('/whiteboard');
    await shell.waitForPage('whiteboard');
    await expect(whiteboard.loginRequired()).toHaveText('You must be logged in to access the whiteboard.');
    await browser.waitUntil(() => browser.execute(() => (document.querySelector('[data-testid="whiteboard-preview"]') as HTMLImageElement | null)?.naturalWidth === 700), {
      timeoutMsg: 'the preview did not load',
    });
    expect(await browser.getTitle()).toBe('Sketchery Whiteboard');
  });

  it('shows one window the strokes the other draws, the same pixels on both boards', async () => {
    await shell.startSignedOut();
    await shell.signInAs(artist.id, '/whiteboard');
    await shell.waitForPage('whiteboard');
    await whiteboard.enter();
    await whiteboard.waitForShiftAway();
    const viewer = await browser.getWindowHandle();

    const address = await browser.execute(() => `${location.origin}/whiteboard`);
    // A window of its own (the W3C New Window command: window.open from a script is a blocked popup in WebKit).
    const { handle: drawer } = await browser.createWindow('window');
    await browser.switchToWindow(drawer);
    await browser.url(address);
    await shell.waitForPage('whiteboard');
    await whiteboard.enter();
    // Both boards start from the server's snapshot.
    const color = strokeColor();
    await whiteboard.setColor(css(color));
    await whiteboard.brush('pixel').click();
    // Pixel size 16: a row of cells from (320, 480) to (415, 480), then a pen stroke above it.
    await whiteboard.stroke([322, 338, 354, 370, 386, 402].map((x) => ({ x, y: 482 })));
    await whiteboard.brush('pen').click();
    await whiteboard.stroke([{ x: 300, y: 440 }, { x: 340, y: 430 }, { x: 380, y: 445 }, { x: 420, y: 435 }, { x: 460, y: 440 }]);
    const drawn = await whiteboard.pixels(320, 480, 96, 16);
    expect(drawn.every((c, i) => c === color[i % 3])).toBe(true);

    // A column across the pen stroke has the colour, here and then on the viewer's board, with the cells.
    const hasColor = (pixels: number[]) => pixels.some((c, i) => i % 3 === 0 && c === color[0] && pixels[i + 1] === color[1] && pixels[i + 2] === color[2]);
    expect(hasColor(await whiteboard.pixels(380, 430, 1, 20))).toBe(true);
    await browser.switchToWindow(viewer);
    // A window behind another may have reconnected meanwhile: its board shows the server's picture again first.
    await whiteboard.waitPainted();
    await browser.waitUntil(async () => hasColor(await whiteboard.pixels(380, 430, 1, 20)), {
      timeout: 5000,
      timeoutMsg: 'the pen stroke did not reach the other window',
    });
    await browser.waitUntil(async () => (await whiteboard.pixels(320, 480, 96, 16)).every((c, i) => c === color[i % 3]), {
      timeout: 5000,
      timeoutMsg: 'the pixel strokes did not reach the other window',
    });
    const seen = await whiteboard.grid();
    await browser.switchToWindow(drawer);
    const own = await whiteboard.grid();
    // Same picture on both boards (anti-aliased edges may differ by a shade).
    expect(whiteboard.differing(seen, own)).toBeLessThan(own.length / 3 / 200);
  });

  it("shows another artist (own session, own socket) the browser's strokes, and the browser theirs", async () => {
    await shell.startSignedOut();
    await shell.signInAs(artist.id, '/whiteboard');
    await shell.waitForPage('whiteboard');
    await whiteboard.enter();
    await whiteboard.waitForShiftAway();
    const origin = await browser.execute(() => location.origin);
    const peer = await openPeer(origin, patron.id);
    try {
      await peer.ready;
      const color = strokeColor().map((c) => 255 - c);
      await whiteboard.setColor(css(color));
      await whiteboard.brush('pixel').click();
      await whiteboard.stroke([66, 82, 98].map((x) => ({ x, y: 66 })));
      const expected = (pixels: number[]) => pixels.every((c, i) => c === color[i % 3]);
      await browser.waitUntil(async () => expected(peer.pixels(64, 64, 48, 16)), { timeout: 5000, timeoutMsg: "the browser's strokes did not reach the other artist" });
      // The other artist draws: a blue bar and a curve, which the browser shows.
      await peer.draw('scr 2040ff\nslw 8\ndr 40 c0 40 10\ndqc 40 e0 60 f0 80 e0');
      await browser.waitUntil(async () => (await whiteboard.pixels(64, 192, 64, 16)).every((c, i) => c === [0x20, 0x40, 0xff][i % 3]), {
        timeout: 5000,
        timeoutMsg: "the other artist's strokes did not reach the browser",
      });
      // The two boards: the same picture.
      await browser.pause(300);
      const mine = await whiteboard.grid();
      expect(whiteboard.differing(mine, peer.grid())).toBeLessThan(mine.length / 3 / 200);
    } finally {
      peer.close();
    }
  });

  it('opens History with the slices and the board now, and the board and its colour dialog pass axe', async () => {
    await shell.startSignedOut();
    await shell.signInAs(artist.id, '/whiteboard');
    await shell.waitForPage('whiteboard');
    await whiteboard.enter();
    await axe.waitForSettled('whiteboard');
    const violations = (await axe.violations()).filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''));
    expect(violations.length === 0 ? '' : axe.describe(violations)).toBe('');
    expect(await axe.smallTargets()).toEqual([]);
    // The colour wheel's dialog, open: the toolkit's wheel, its sliders and its hex field.
    await whiteboard.colorOpen().click();
    await whiteboard.colorPanel().waitForDisplayed();
    await axe.waitForSettled('whiteboard');
    const inPanel = (await axe.violations()).filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''));
    expect(inPanel.length === 0 ? '' : axe.describe(inPanel)).toBe('');
    expect(await axe.smallTargets()).toEqual([]);
    await whiteboard.colorDone().click();
    await whiteboard.colorPanel().waitForDisplayed({ reverse: true });
    await whiteboard.menu().click();
    await whiteboard.historyOpen().click();
    await whiteboard.history().waitForDisplayed();
    await browser.waitUntil(() => browser.execute(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid="whiteboard-slice"]')].filter((img) => img.complete && img.naturalWidth > 0).length >= 3), {
      timeoutMsg: 'the history slices did not load',
    });
  });

  it('at 1280x800 keeps the tools on one row and the shift bar in the window; the Menu opens under its button and answers the arrow keys', async () => {
    await shell.startSignedOut();
    try {
      await viewport.set(1280, 800);
      await shell.signInAs(artist.id, '/whiteboard');
      await shell.waitForPage('whiteboard');
      await whiteboard.enter();
      await browser.execute(() => window.scrollTo(0, 0));
      // One row: every control of the toolbar overlaps every other vertically.
      const boxes = await browser.execute(() =>
        [...document.querySelectorAll('[data-testid="whiteboard-toolbar"] button, [data-testid="whiteboard-toolbar"] input')].map((e) => {
          const r = e.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom };
        }),
      );
      expect(boxes.length).toBeGreaterThanOrEqual(6);
      expect(Math.max(...boxes.map((b) => b.top))).toBeLessThan(Math.min(...boxes.map((b) => b.bottom)));
      const menuButton = await viewport.box('[data-testid="whiteboard-menu"]');
      const brush = await viewport.box('[data-testid="whiteboard-brush-pen"]');
      expect(menuButton!.top).toBe(brush!.top);
      // The shift bar below the board, without scrolling.
      const bar = await viewport.box('[data-testid="whiteboard-progress"]');
      expect({ scrollY: bar!.scrollY, inWindow: bar!.top >= 0 && bar!.bottom <= bar!.innerHeight }).toEqual({ scrollY: 0, inWindow: true });

      // The popup under the button, from its left edge, inside the window.
      await whiteboard.menu().click();
      const list = await viewport.box('[data-testid="whiteboard-menu-list"]');
      expect(Math.abs(list!.left - menuButton!.left)).toBeLessThanOrEqual(1);
      expect(list!.top).toBeGreaterThanOrEqual(menuButton!.bottom);
      expect(list!.right).toBeLessThanOrEqual(list!.innerWidth);
      const focused = () => browser.execute(() => document.activeElement?.textContent ?? '');
      await browser.waitUntil(async () => (await focused()) === 'Instructions', { timeoutMsg: 'the first entry did not take the focus' });
      await browser.keys(['ArrowDown']);
      expect(await focused()).toBe('Download as sketch');
      await browser.keys(['End']);
      expect(await focused()).toBe('Hide chat');
      await browser.keys(['ArrowDown']);
      expect(await focused()).toBe('Instructions');
      await browser.keys(['ArrowUp']);
      expect(await focused()).toBe('Hide chat');
      await browser.keys(['Home']);
      expect(await focused()).toBe('Instructions');
      await browser.keys(['Escape']);
      await expect($('[data-testid="whiteboard-menu-list"]')).not.toBeExisting();
      expect(await browser.execute(() => document.activeElement?.getAttribute('data-testid'))).toBe('whiteboard-menu');
    } finally {
      await viewport.reset();
    }
  });

  it("refuses the seeded 'Anonymous' account with the spec's alert, over the home page", async () => {
    await shell.startSignedOut();
    await browser.url(`/auth/login?returnTo=${encodeURIComponent('/whiteboard')}`);
    const button = await $('[data-role="anonymous"]');
    await button.waitForClickable();
    expect(await button.getText()).toBe(ANONYMOUS_ACCOUNT.nickname);
    await button.click();
    await expect(shell.dialogMessage()).toHaveText(WHITEBOARD_NO_ACCESS);
    // The home page loads under the alert (the address is replaced once it is ready).
    await shell.waitForPage('home');
    await browser.waitUntil(async () => (await browser.execute(() => location.pathname)) === '/', { timeoutMsg: 'the Anonymous account was not sent home' });
    await shell.dialogOk().click();
    await shell.dialogMessage().waitForDisplayed({ reverse: true });
    // No board and no whiteboard socket for it.
    expect(await $('[data-testid="whiteboard-canvas"]').isExisting()).toBe(false);
  });

  describe('with a server of its own that is killed and restarted', () => {
    let server: OwnServer;
    before(async () => {
      server = await startOwnServer();
    });
    after(async () => {
      await server?.stop();
    });

    it('shows "Reconnecting... (attempt n of 64)" while the server is down, then draws again for another artist', async () => {
      await browser.url(`${server.url}/auth/login?returnTo=${encodeURIComponent('/whiteboard')}`);
      const button = await $(`[data-user-id="${artist.id}"]`);
      await button.waitForClickable();
      await button.click();
      await shell.waitForPage('whiteboard');
      await whiteboard.enter();

      await server.kill();
      await browser.waitUntil(async () => /^Reconnecting\.\.\. \(attempt \d+ of 64\)$/.test(await whiteboard.connection().getText()), {
        timeout: 15_000,
        timeoutMsg: 'no "Reconnecting..." shown on the board',
      });
      await server.restart();
      await whiteboard.waitConnected();
      await whiteboard.waitForShiftAway();

      // Connected again, with the server's board: another artist sees what the browser draws now.
      const peer = await openPeer(server.url, patron.id);
      try {
        await peer.ready;
        const color = strokeColor().map((c) => (c + 0x40) % 256);
        await whiteboard.setColor(css(color));
        await whiteboard.brush('pixel').click();
        await whiteboard.stroke([130, 146, 162].map((x) => ({ x, y: 130 })));
        await browser.waitUntil(async () => peer.pixels(128, 128, 48, 16).every((c, i) => c === color[i % 3]), {
          timeout: 10_000,
          timeoutMsg: 'the strokes drawn after the restart did not reach the other artist',
        });
      } finally {
        peer.close();
      }
    });
  });
});
