// The window size of a test that checks a layout at another size than the phone both engines
// start with (wdio.conf.ts: Chromium emulates a Pixel 7, WebKit's window is an iPhone's 390x844).
// Chromium's emulated phone keeps its metrics whatever the window, so there the page's viewport is
// set (WebDriver BiDi); WebKit's window is resized. Either way the size reached is checked.
import { browser } from '@wdio/globals';
import { ANDROID_PHONE } from '../../browsers';
import { engine } from './engine';

const isChromium = () => engine() === 'chrome';
const innerSize = () => browser.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));

export const viewport = {
  /** Makes the page's viewport `width` by `height` CSS pixels (a laptop's 1280x800, say). */
  async set(width: number, height: number) {
    if (isChromium()) await browser.setViewport({ width, height, devicePixelRatio: 1 });
    else await this.resizeWindowTo(width, height);
    const got = await innerSize();
    if (Math.abs(got.width - width) > 2 || Math.abs(got.height - height) > 2) {
      throw new Error(`the viewport is ${got.width}x${got.height}, not ${width}x${height}`);
    }
  },

  /** Back to the phone the run started with. */
  async reset() {
    if (isChromium()) {
      const { width, height, pixelRatio } = ANDROID_PHONE.deviceMetrics;
      await browser.setViewport({ width, height, devicePixelRatio: pixelRatio });
    } else {
      await browser.setWindowSize(390, 844).catch(() => {});
    }
  },

  /**
   * The window size that gives the viewport asked for (a window's frame, if any, added). WebKit
   * resizes after the command has returned: each size is read once the page has it, else the frame
   * was measured on the old window (a CI run got 1280x762 for 1280x800).
   */
  async resizeWindowTo(width: number, height: number) {
    const resize = async (toWidth: number, toHeight: number) => {
      const before = await innerSize();
      await browser.setWindowSize(toWidth, toHeight);
      // The page's size changes once the window has its new one (unless it was already that
      // size), and is read when two reads 100 ms apart agree.
      let last = JSON.stringify(before);
      await browser
        .waitUntil(
          async () => {
            const now = JSON.stringify(await innerSize());
            const settled = now !== JSON.stringify(before) && now === last;
            last = now;
            return settled;
          },
          { timeout: 3000, interval: 100 },
        )
        .catch(() => {});
      return innerSize();
    };
    const got = await resize(width, height);
    if (got.width !== width || got.height !== height) await resize(2 * width - got.width, 2 * height - got.height);
  },

  /** The box of the first element matching `selector`, in viewport pixels, with the page's scroll. */
  async box(selector: string) {
    return browser.execute((s: string) => {
      const element = document.querySelector(s);
      if (!element) return null;
      const r = element.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, scrollY: window.scrollY, innerHeight: window.innerHeight, innerWidth: window.innerWidth };
    }, selector);
  },
};
