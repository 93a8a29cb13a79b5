// Live streams: a signed-in artist reaches the list (previews of sideways devices turned, total
// views) from the home page's strip; a visitor gets no streams (part 2 §6) and is asked to log in
// on the list, on a stream, on the sheet and to start a stream; a signed-in artist opens a stream,
// clicks to start the audio, and sees the simulated streamer's frames change while the sound
// arrives; the sheet shows live pictures; the start page asks the app (bridge stream.start) or, in
// a plain browser, says where streams start.
import { $, browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { LIVE_STREAM_IN_APP } from '../../../src/app/host/hostAnswers';
import { CLICK_TO_START_AUDIO, STREAM_LOGIN_TO_START, STREAM_LOGIN_TO_WATCH } from '../../../src/lib/streamRules';
import { axe, FAILING_IMPACTS } from '../pages/axe';
import { nativeShim } from '../pages/nativeShim';
import { shell } from '../pages/shell';
import { streams } from '../pages/streams';
import { viewport } from '../pages/viewport';
import { engine } from '../pages/engine';

const artist = DEMO_ACCOUNTS.find((a) => a.role === 'artist')!;

async function expectNoAxeFailures(what: string) {
  const failing = (await axe.violations()).filter((v) => FAILING_IMPACTS.includes(v.impact ?? ''));
  expect(failing.length === 0 ? '' : `axe (${engine()}) ${what}:\n${axe.describe(failing)}`).toBe('');
}

async function signIn(path: string) {
  await shell.startAsNewVisitor();
  await shell.signInAs(artist.id, path);
  await shell.waitForSignedIn(artist.nickname);
}

describe('live streams', () => {
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const where = await browser.execute(() => `${location.href} [${document.querySelector('main')?.getAttribute('data-page')}] ${document.querySelector('main')?.textContent?.slice(0, 300) ?? ''}`);
    console.log(`page at failure of "${this.currentTest.title}": ${where}`);
  });

  it('lists the live streams with turned previews and total views, reached from the home page', async () => {
    await signIn('/');
    await $('[data-testid="home-streams"] header a').click();
    await shell.waitForPage('streams');
    await browser.waitUntil(async () => (await browser.getTitle()) === 'Live streams · Sketchery', { timeoutMsg: 'the page title is not the list’s' });
    await streams.firstCard().waitForDisplayed();
    const facts = await streams.cardFacts();
    expect(facts.count).toBeGreaterThanOrEqual(4);
    // The seed has streams from devices held sideways (3: a quarter turn one way, 4: the other).
    expect(facts.rotations.some((r) => r === '90' || r === '-90')).toBe(true);
    expect(facts.rotations).toContain('0');
    for (const views of facts.views) expect(views).toMatch(/^[\d,]+ views?$/);
    await axe.waitForSettled('streams');
    await expectNoAxeFailures('the stream list');
    expect(await axe.smallTargets()).toEqual([]);
  });

  it('has no axe failures on the list and a stream page in the light, gray and dark themes', async () => {
    await signIn('/streams');
    await shell.waitForPage('streams');
    const live = await streams.firstLiveStreamId();
    for (const theme of ['light', 'gray', 'dark']) {
      await browser.execute((t: string) => localStorage.setItem('theme', t), theme);
      await shell.open('/streams');
      await shell.waitForPage('streams');
      await streams.firstCard().waitForDisplayed();
      expect(await shell.theme()).toBe(theme);
      await axe.waitForSettled('streams');
      await expectNoAxeFailures(`the stream list (${theme})`);
    }
    for (const theme of ['light', 'gray', 'dark']) {
      await shell.startAsNewVisitor();
      await browser.execute((t: string) => localStorage.setItem('theme', t), theme);
      await shell.open('/streams');
      await shell.waitForPage('streams');
      await streams.loginRequired().waitForDisplayed();
      await axe.waitForSettled('streams');
      await expectNoAxeFailures(`the stream list of a visitor (${theme})`);
      await shell.open(`/stream/${live}`);
      await shell.waitForPage('stream');
      await axe.waitForSettled('stream');
      await expectNoAxeFailures(`a stream page of a visitor (${theme})`);
    }
  });

  it('gives a visitor no streams: the login text on the list, a stream, the sheet and the start page', async () => {
    await signIn('/streams');
    await shell.waitForPage('streams');
    const live = await streams.firstLiveStreamId();

    await shell.startAsNewVisitor();
    await shell.open('/streams');
    await shell.waitForPage('streams');
    await expect(streams.loginRequired()).toHaveText(expect.stringContaining(STREAM_LOGIN_TO_WATCH));
    await expect(streams.firstCard()).not.toBeExisting();
    // The server hands a visitor no list either.
    expect(await streams.listStatus()).toBe(401);

    await shell.open(`/stream/${live}`);
    await shell.waitForPage('stream');
    await expect(streams.loginRequired()).toHaveText(expect.stringContaining(STREAM_LOGIN_TO_WATCH));
    await expect(streams.join()).not.toBeExisting();
    await axe.waitForSettled('stream');
    await expectNoAxeFailures('the stream page of a visitor');

    await shell.open('/stream/sheet');
    await shell.waitForPage('streamSheet');
    await expect(streams.loginRequired()).toHaveText(expect.stringContaining(STREAM_LOGIN_TO_WATCH));
    await shell.open('/stream/start');
    await shell.waitForPage('streamStart');
    await expect(streams.loginRequired()).toHaveText(expect.stringContaining(STREAM_LOGIN_TO_START));
  });

  it('lets a signed-in artist join a stream with a click that starts the sound, and watch the drawing grow', async () => {
    await signIn('/streams');
    await shell.waitForPage('streams');
    await streams.firstCard().waitForDisplayed();
    await streams.firstCard().click();
    await shell.waitForPage('stream');
    await expect(streams.join()).toHaveText(CLICK_TO_START_AUDIO);
    await axe.waitForSettled('stream');
    await expectNoAxeFailures('the stream page before joining');
    // Nothing plays before the click.
    expect(await streams.frameSeq()).toBe(-1);

    await streams.join().click();
    await expect(streams.announce()).toBeDisplayed();
    await browser.waitUntil(async () => (await streams.connection().getAttribute('data-state')) === 'connected', { timeoutMsg: 'the stream did not connect' });
    await streams.frame().waitForDisplayed({ timeout: 10_000 });
    const first = await streams.frameSeq();
    await browser.waitUntil(async () => (await streams.frameSeq()) >= first + 2, { timeout: 10_000, timeoutMsg: 'the frames did not change' });
    await browser.waitUntil(() => streams.frameDecoded(), { timeoutMsg: 'the live picture is not a picture' });
    await browser.waitUntil(async () => (await streams.audioFacts()).chunks >= 1, { timeout: 10_000, timeoutMsg: 'no sound arrived' });
    // Sound plays where the engine has Web Audio; a headless engine without it says so.
    const sound = await streams.audioFacts();
    console.log(`stream sound in ${engine()}: ${sound.audio}, ${sound.chunks} chunks`);
    expect(['on', 'unavailable']).toContain(sound.audio);
    await expectNoAxeFailures('the stream page while watching');
  });

  it('shows the picture and its controls (state, Mute, Sound) without scrolling at 1280x800 and on the phone', async () => {
    await signIn('/streams');
    try {
      // The laptop, then the phone the run emulates (WebKit's window has a minimum width above 390).
      for (const [width, size] of [[1280, () => viewport.set(1280, 800)], ['phone', () => viewport.reset()]] as const) {
        await size();
        await shell.open('/streams');
        await shell.waitForPage('streams');
        await streams.firstCard().waitForDisplayed();
        await shell.open(`/stream/${await streams.firstLiveStreamId()}`);
        await shell.waitForPage('stream');
        await streams.join().click();
        await browser.waitUntil(async () => (await streams.connection().getAttribute('data-state')) === 'connected', { timeoutMsg: 'the stream did not connect' });
        await browser.waitUntil(async () => (await streams.audioFacts()).audio !== 'off', { timeout: 10_000, timeoutMsg: 'the sound did not start' });
        await browser.execute(() => window.scrollTo(0, 0));
        // The row of controls: the connection state, Mute where sound plays, and the sound's state.
        for (const selector of ['[data-testid="stream-connection"]', '[data-testid="stream-audio"]', '[data-testid="stream-player"] .screen']) {
          const box = await viewport.box(selector);
          expect({ selector, width, visible: box !== null && box.scrollY === 0 && box.top >= 0 && box.bottom <= box.innerHeight }).toEqual({ selector, width, visible: true });
        }
        // The floating chat button (there after a second) covers none of the controls.
        await $('[data-testid="chat-box-toggle"]').waitForDisplayed({ timeoutMsg: 'the floating chat button did not show' });
        const covered = await browser.execute(() => {
          const chat = document.querySelector('[data-testid="chat-box-toggle"]')!.getBoundingClientRect();
          return [...document.querySelectorAll('[data-testid="stream-player"] .controls > *')]
            .filter((control) => {
              const box = control.getBoundingClientRect();
              return box.width > 0 && box.left < chat.right && box.right > chat.left && box.top < chat.bottom && box.bottom > chat.top;
            })
            .map((control) => control.getAttribute('data-testid') ?? control.textContent);
        });
        expect({ width, covered }).toEqual({ width, covered: [] });
        if ((await streams.audioFacts()).audio === 'on') {
          const mute = await viewport.box('[data-testid="stream-mute"]');
          expect({ width, muteBottom: mute!.bottom <= mute!.innerHeight }).toEqual({ width, muteBottom: true });
        }
      }
    } finally {
      await viewport.reset();
    }
  });

  it('shows the live pictures of every stream on the sheet', async () => {
    await signIn('/stream/sheet');
    await shell.waitForPage('streamSheet');
    await browser.waitUntil(async () => (await browser.execute(() => document.querySelectorAll('[data-testid="sheet-frame"]').length)) >= 2, {
      timeout: 15_000,
      timeoutMsg: 'the sheet shows no live pictures',
    });
    await expectNoAxeFailures('the sheet');
  });

  it('asks the app to start a live stream, and in a plain browser says where streams start', async () => {
    await signIn('/stream/start');
    await shell.waitForPage('streamStart');
    await streams.startButton().click();
    await expect(streams.startResult()).toHaveText(expect.stringContaining(LIVE_STREAM_IN_APP));
    await axe.waitForSettled('streamStart');
    await expectNoAxeFailures('the start page');

    await nativeShim.open('/stream/start');
    await nativeShim.signInAs(artist.id);
    await shell.waitForSignedIn(artist.nickname);
    await streams.startButton().click();
    await browser.waitUntil(async () => (await nativeShim.received()).includes('stream.start'), { timeoutMsg: 'the app got no stream.start' });
  });
});
