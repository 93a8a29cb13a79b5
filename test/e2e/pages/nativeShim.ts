// Page object of the native shims (native-stubs/shims): the page opened as the app opens it,
// with window.__nativeShim to play the app's part (push theme and sign-in, answer requests).
import { browser } from '@wdio/globals';
import type { AnswerMode } from '../../../native-stubs/common/simulatedHost';
import type { FrameRecord } from '../../../native-stubs/shims/shimControl';
import { shell } from './shell';
import { engine } from './engine';

export type ShimPlatform = 'ios' | 'android';

export const THEME_BACKGROUNDS = { light: 'rgb(242, 242, 243)', gray: 'rgb(77, 80, 82)', dark: 'rgb(22, 22, 22)' } as const;

export const nativeShim = {
  /** Each engine plays its own app: WebKit the iOS app, Chromium the Android app. */
  platform(): ShimPlatform {
    return engine() === 'MiniBrowser' ? 'ios' : 'android';
  },

  /** Opens the page inside the simulated app and waits until the bridge has said hello. */
  async open(path = '/', params: Record<string, string> = {}) {
    const url = new URL(path, 'http://placeholder');
    url.searchParams.set('nativeShim', this.platform());
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    await shell.open(url.pathname + url.search);
    await browser.waitUntil(async () => (await this.received()).includes('ready'), { timeoutMsg: 'the page never said ready' });
  },

  frames(): Promise<FrameRecord[]> {
    return browser.execute(() => window.__nativeShim!.frames);
  },

  /** Names of the page's requests and events, in order. */
  received(): Promise<string[]> {
    return browser.execute(() => window.__nativeShim?.received() ?? []);
  },

  /** Page messages that broke the schemas, and messages the app could not deliver. */
  problems(): Promise<string[]> {
    return browser.execute(() => [...window.__nativeShim!.host.invalid, ...window.__nativeShim!.errors]);
  },

  pushTheme(hex: 'f2f2f3' | '4d5052' | '161616') {
    return browser.execute((value) => window.__nativeShim!.pushTheme(value), hex);
  },

  signInAs(userId: number) {
    return browser.execute((id) => window.__nativeShim!.signInAs(id), userId);
  },

  signOut() {
    return browser.execute(() => window.__nativeShim!.pushAuth(null));
  },

  setMode(mode: AnswerMode) {
    return browser.execute((value) => window.__nativeShim!.setMode(value), mode);
  },

  setAppleSubject(subject: string) {
    return browser.execute((value) => window.__nativeShim!.setAppleSubject(value), subject);
  },

  /** The app comes back to the foreground: it sends resume, and the page reads again what is stale. */
  resume() {
    return browser.execute(() => window.__nativeShim!.resume());
  },

  /** Marks the document, so that sameDocument() tells whether the page was loaded again since. */
  markDocument() {
    return browser.execute(() => void ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  },

  sameDocument(): Promise<boolean> {
    return browser.execute(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  },

  /** Hands the page a sketch file as the app does (sketch 1's image by URL). */
  sendFile() {
    return browser.execute(() => window.__nativeShim!.sendFile());
  },

  /** Sends a raw message to the page the way the app would (for rejection checks). */
  deliverRaw(message: unknown) {
    return browser.execute((raw) => (window as unknown as { sketcheryReceive: (m: unknown) => void }).sketcheryReceive(raw), message);
  },
};
