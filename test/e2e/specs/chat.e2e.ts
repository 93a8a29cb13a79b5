// Chat (issue 13) with TWO browsers of the engine under test (pages/secondBrowser.ts): two users
// chat in a room; the server is killed (SIGKILL) and restarted, both show "Reconnecting..." and
// what each typed while it was down is sent after the reconnect: every message shows exactly
// once, in the same order, in both browsers. The kill needs a server of the spec's own
// (pages/ownServer.ts: same build, own database and port), so the shared server stays up.
// Then the floating chat box: collapsed, the unread badge counts, expanding resets it, Escape
// collapses and gives the focus back, axe-clean; and a visitor's /chat shows the login text.
import { $, browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { CHAT_LOGIN_REQUIRED, REPORT_SUCCESS, REPORT_USAGE } from '../../../src/lib/chatTexts';
import { axe, FAILING_IMPACTS } from '../pages/axe';
import { chat } from '../pages/chat';
import { startOwnServer, type OwnServer } from '../pages/ownServer';
import { openSecondBrowser, type SecondBrowser } from '../pages/secondBrowser';
import { shell } from '../pages/shell';
import { engine } from '../pages/engine';

const ada = DEMO_ACCOUNTS.find((a) => a.role === 'artist')!;
const paolo = DEMO_ACCOUNTS.find((a) => a.role === 'patron')!;

/** axe-core finds nothing serious on the page (the chat box included) and every control is 44 px. */
async function expectAxeClean(page: string) {
  await axe.waitForSettled(page);
  const failing = (await axe.violations()).filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''));
  expect(failing.length === 0 ? '' : axe.describe(failing)).toBe('');
  expect(await axe.smallTargets()).toEqual([]);
}

describe('chat', () => {
  let server: OwnServer;
  let second: SecondBrowser;

  before(async () => {
    [server, second] = await Promise.all([startOwnServer(), openSecondBrowser()]);
  });
  after(async () => {
    await second?.close();
    await server?.stop();
  });
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    for (const [name, b] of [['first', browser], ['second', second.browser]] as const) {
      const where = await b.execute(() => `${location.href} ${document.querySelector('[data-testid="chat-view"]')?.textContent?.slice(0, 400) ?? ''}`).catch(() => '?');
      console.log(`${name} browser at failure of "${this.currentTest.title}": ${where}`);
      // Where a page that stopped answering spent its time: its load, and its slowest requests.
      const timing = await b
        .execute(() => {
          const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          const slowest = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .sort((x, y) => y.duration - x.duration)
            .slice(0, 5)
            .map((r) => `${r.name.replace(location.origin, '')} ${r.initiatorType} start ${Math.round(r.startTime)} ms, took ${Math.round(r.duration)} ms`);
          return `readyState ${document.readyState}, load ended ${nav ? Math.round(nav.loadEventEnd) : '?'} ms; slowest: ${slowest.join('; ')}`;
        })
        .catch(() => '?');
      console.log(`${name} browser's page timing: ${timing}`);
    }
  });

  it('shows a visitor the login text', async () => {
    await shell.startAsNewVisitor();
    await shell.open('/chat');
    await shell.waitForPage('chat');
    await expect($('[data-testid="login-notice"] h1')).toHaveText(CHAT_LOGIN_REQUIRED);
    expect(await browser.getTitle()).toBe('Chat · Sketchery');
    await expectAxeClean('chat');
  });

  it('lets two users chat, and both continue with nothing lost after the server is killed and restarted', async () => {
    const other = second.browser;
    const marker = `${engine()}-${Date.now().toString(36)}`;
    const room = `e2e ${marker}`.toLowerCase();
    const channel = room.replace(/ /g, '-');
    await Promise.all([chat.signIn(browser, server.url, ada.id, '/chat'), chat.signIn(other, server.url, paolo.id, '/chat')]);
    // Ada asks for the room by a name with a space and capitals; Paolo by the channel's name.
    await browser.url(`${server.url}/chat/${encodeURIComponent(room.toUpperCase())}`);
    await other.url(`${server.url}/chat/${channel}`);
    await Promise.all([chat.waitForConnected(browser), chat.waitForConnected(other)]);
    // The room's name in the address became the channel's (spaces to dashes).
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith(`/chat/${channel}`), { timeoutMsg: 'the address did not follow the channel' });
    expect(await browser.getTitle()).toBe(`Chat: ${channel} · Sketchery`);
    await browser.waitUntil(async () => (await $('[data-testid="chat-users"]').getText()).includes(paolo.nickname), { timeoutMsg: 'Paolo is not in the user list' });
    await expectAxeClean('chatRoom');

    const hello = `Hello from Ada ${marker}`;
    const reply = `Hi Ada, Paolo here ${marker}`;
    await chat.send(browser, hello);
    await chat.waitForTexts(other, marker, [hello]);
    await chat.send(other, reply);
    await chat.waitForTexts(browser, marker, [hello, reply]);
    await chat.waitForTexts(other, marker, [hello, reply]);

    // /report: the usage text without a link (the field keeps the text, to be corrected), the thanks with one.
    await chat.type(browser, '/report');
    await expect(chat.notice(browser)).toHaveText(REPORT_USAGE);
    await expect(await chat.input(browser)).toHaveValue('/report');
    await chat.send(browser, `/report ${server.url}/user/${paolo.id}`);
    await browser.waitUntil(async () => (await chat.notice(browser).getText()) === REPORT_SUCCESS, { timeoutMsg: 'no report thanks' });

    // The server dies: both show the attempts, and what they type waits.
    await server.kill();
    for (const b of [browser, other]) {
      await b.waitUntil(async () => /^Reconnecting\.\.\. \(attempt \d+ of 64\)/.test(await chat.state(b).getText()), { timeoutMsg: 'no "Reconnecting..." shown' });
    }
    const offlineAda = `Typed offline by Ada ${marker}`;
    const offlinePaolo = `Typed offline by Paolo ${marker}`;
    await chat.send(browser, offlineAda);
    await chat.send(other, offlinePaolo);
    expect(await chat.pendingTexts(browser)).toEqual([offlineAda]);
    await expect(chat.queued(browser)).toHaveText('1 message will be sent when the connection is back.');

    await server.restart();
    await Promise.all([chat.waitForConnected(browser), chat.waitForConnected(other)]);
    const after = `After the restart ${marker}`;
    // Each side's offline message is delivered once; the order is the server's, the same for both.
    await browser.waitUntil(async () => (await chat.texts(browser)).filter((t) => t.includes(marker)).length === 4, { timeout: 30_000, timeoutMsg: 'the offline messages did not arrive' });
    const order = (await chat.texts(browser)).filter((t) => t.includes(marker));
    expect(order.slice(0, 2)).toEqual([hello, reply]);
    expect([...order.slice(2)].sort()).toEqual([offlineAda, offlinePaolo].sort());
    await chat.waitForTexts(other, marker, order);
    expect(await chat.pendingTexts(browser)).toEqual([]);
    await chat.send(other, after);
    await chat.waitForTexts(browser, marker, [...order, after]);
    await chat.waitForTexts(other, marker, [...order, after]);
  });

  it('counts unread messages on the collapsed chat box, resets on expanding, and collapses with Escape', async () => {
    const other = second.browser;
    const marker = `box-${engine()}-${Date.now().toString(36)}`;
    // Ada on the home page with the chat box (in the lobby); Paolo writes in the lobby.
    await chat.signIn(browser, server.url, ada.id, '/');
    await chat.signIn(other, server.url, paolo.id, '/chat/lobby');
    await chat.waitForConnected(other);
    const toggle = chat.boxToggle(browser);
    await toggle.waitForDisplayed({ timeout: 20_000 });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await chat.boxBadge(browser).isExisting()).toBe(false);
    // The collapsed box connects in the background; its button says when (data-state).
    await browser.waitUntil(async () => (await toggle.getAttribute('data-state')) === 'connected', { timeout: 20_000, timeoutMsg: 'the chat box did not connect' });
    await chat.send(other, `One ${marker}`);
    await chat.send(other, `Two ${marker}`);
    await browser.waitUntil(async () => (await chat.boxBadge(browser).isExisting()) && (await chat.boxBadge(browser).getText()) === '2', { timeout: 20_000, timeoutMsg: 'the badge did not show 2' });
    expect(await browser.execute(() => document.querySelector('[data-testid="chat-box-toggle"]')?.textContent?.replace(/\s+/g, ' ').trim())).toBe('Chat 2 unread');
    await expectAxeClean('home');

    await toggle.click();
    await chat.box(browser).waitForDisplayed();
    await chat.waitForTexts(browser, marker, [`One ${marker}`, `Two ${marker}`]);
    expect(await chat.activeTestId(browser)).toBe('chat-input');
    const size = await browser.execute(() => {
      const rect = document.querySelector('[data-testid="chat-box"]')!.getBoundingClientRect();
      return { width: Math.round(rect.width), height: Math.round(rect.height) };
    });
    expect(size.width).toBeLessThanOrEqual(320);
    expect(size.height).toBeLessThanOrEqual(400);
    await expectAxeClean('home');

    await browser.keys('Escape');
    // A new button (the one before was unmounted on expanding): asked for afresh.
    await chat.boxToggle(browser).waitForDisplayed();
    await browser.waitUntil(async () => (await chat.activeTestId(browser)) === 'chat-box-toggle', { timeout: 3000, timeoutMsg: 'the focus did not return to the chat box button' });
    expect(await chat.boxBadge(browser).isExisting()).toBe(false);
  });
});

describe('the chat page on a phone', () => {
  it('shows the title, the channels (folded) and the message box in one screen, the box at its bottom', async () => {
    await shell.startAsNewVisitor();
    await shell.signInAs(ada.id, '/chat');
    await shell.waitForPage('chat');
    await $('[data-testid="chat-input"]').waitForDisplayed({ timeoutMsg: 'the message box did not show' });
    await browser.execute(() => window.scrollTo(0, 0));
    const box = () =>
      browser.execute(() => {
        const r = document.querySelector('[data-testid="chat-input"]')!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, innerHeight: window.innerHeight, scrollY: window.scrollY };
      });
    const unscrolled = await box();
    expect({ inScreen: unscrolled.top >= 0 && unscrolled.bottom <= unscrolled.innerHeight, scrollY: unscrolled.scrollY }).toEqual({ inScreen: true, scrollY: 0 });
    // The channel list is folded behind its button, and opens from it.
    const toggle = $('[data-testid="chat-channels-toggle"]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect($('[data-testid="chat-channels"]')).toBeDisplayed();
  });
});
