// Page object of /whiteboard: the rules, the board and its tools. Strokes are drawn with real
// pointer events dispatched on the canvas (the same handlers a finger or mouse reaches, in both
// engines), and the picture is read back from the canvas.
import { $, browser } from '@wdio/globals';

export const whiteboard = {
  page: () => $('[data-testid="whiteboard-page"]'),
  rules: () => $('[data-testid="whiteboard-rules"]'),
  accept: () => $('[data-testid="whiteboard-rules-accept"]'),
  canvas: () => $('[data-testid="whiteboard-canvas"]'),
  connection: () => $('[data-testid="whiteboard-connection"]'),
  loginRequired: () => $('[data-testid="whiteboard-login-required"]'),
  preview: () => $('[data-testid="whiteboard-preview"]'),
  brush: (type: 'pen' | 'pixel') => $(`[data-testid="whiteboard-brush-${type}"]`),
  menu: () => $('[data-testid="whiteboard-menu"]'),
  historyOpen: () => $('[data-testid="whiteboard-history-open"]'),
  history: () => $('[data-testid="whiteboard-history"]'),

  /** Accepts the rules and waits until the board is connected (no connection text) and shows the server's picture. */
  async enter() {
    await this.rules().waitForDisplayed();
    await this.accept().click();
    await this.canvas().waitForDisplayed();
    await this.waitConnected();
    await this.waitPainted();
  },

  /** Waits until the board has painted the server's snapshot (the canvas is no longer aria-busy). */
  async waitPainted() {
    await browser.waitUntil(async () => (await browser.execute(() => document.querySelector('[data-testid="whiteboard-canvas"]')?.getAttribute('aria-busy'))) === 'false', {
      timeout: 15_000,
      timeoutMsg: 'the board did not paint the server snapshot',
    });
  },

  /**
   * Waits until the board's next shift is at least a tenth of the shift time away (the progress
   * bar below 0.9). A shift moves the whole picture left, so a test that draws at fixed points and
   * reads them back, here or in another window, needs the picture to stay put meanwhile. A board
   * idle for longer than the shift time shifts within a second of the first artist connecting,
   * which is what an e2e run meets when the whiteboard spec starts late: this waits that shift out.
   */
  async waitForShiftAway() {
    await browser.waitUntil(async () => (await browser.execute(() => document.querySelector<HTMLProgressElement>('[data-testid="whiteboard-progress"]')?.value ?? 1)) < 0.9, {
      timeout: 60_000,
      interval: 250,
      timeoutMsg: 'the board kept a shift due',
    });
  },

  async waitConnected() {
    await browser.waitUntil(async () => (await browser.execute(() => document.querySelector('[data-testid="whiteboard-connection"]')?.textContent ?? 'x')) === '', {
      timeout: 15_000,
      timeoutMsg: 'the whiteboard did not connect',
    });
  },

  colorOpen: () => $('[data-testid="whiteboard-color-open"]'),
  colorPanel: () => $('[data-testid="whiteboard-color-panel"]'),
  colorDone: () => $('[data-testid="whiteboard-color-done"]'),

  /**
   * Sets the colour ('#rrggbb') as a user does with the colour wheel: opens its dialog (the
   * Colour button), types the value into the hex field and presses Enter (the events a keyboard
   * sends, dispatched in the page as the strokes are), then closes the dialog with Done and
   * checks the Colour button shows the colour.
   */
  async setColor(css: string) {
    if (!(await this.colorPanel().isDisplayed())) await this.colorOpen().click();
    await $('[data-testid="whiteboard-color"]').waitForDisplayed();
    await browser.execute((value: string) => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="whiteboard-color"]')!;
      input.focus();
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      const enter = { key: 'Enter', code: 'Enter', keyCode: 13, which: 13, bubbles: true, cancelable: true };
      input.dispatchEvent(new KeyboardEvent('keydown', enter));
      input.dispatchEvent(new KeyboardEvent('keyup', enter));
    }, css);
    await this.colorDone().click();
    await this.colorPanel().waitForDisplayed({ reverse: true });
    await browser.waitUntil(async () => (await browser.execute(() => document.querySelector('[data-testid="whiteboard-color-swatch"]')?.getAttribute('data-color'))) === css.toLowerCase(), {
      timeout: 5000,
      timeoutMsg: `the colour ${css} did not apply`,
    });
  },

  /**
   * Draws through board points (700x525 coordinates) with pointer events: down, moves, up, of the
   * primary pointer, as a mouse's or a first finger's are (the board draws with that one only).
   */
  async stroke(points: { x: number; y: number }[]) {
    await browser.execute((path: { x: number; y: number }[]) => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="whiteboard-canvas"]')!;
      const box = canvas.getBoundingClientRect();
      const at = (p: { x: number; y: number }) => ({ clientX: box.left + (p.x * box.width) / 700, clientY: box.top + (p.y * box.height) / 525 });
      const fire = (type: string, p: { x: number; y: number }, buttons: number) =>
        canvas.dispatchEvent(new PointerEvent(type, { ...at(p), button: 0, buttons, pointerId: 7, pointerType: 'mouse', isPrimary: true, bubbles: true, cancelable: true }));
      fire('pointerdown', path[0]!, 1);
      for (const p of path.slice(1)) fire('pointermove', p, 1);
      fire('pointerup', path.at(-1)!, 0);
    }, points);
  },

  /** The canvas's pixels in a rectangle, as [r, g, b] triples. */
  async pixels(x: number, y: number, w: number, h: number): Promise<number[]> {
    return browser.execute(
      (rx: number, ry: number, rw: number, rh: number) => {
        const ctx = document.querySelector<HTMLCanvasElement>('[data-testid="whiteboard-canvas"]')!.getContext('2d')!;
        const data = ctx.getImageData(rx, ry, rw, rh).data;
        return [...data].filter((_, i) => i % 4 !== 3);
      },
      x,
      y,
      w,
      h,
    );
  },

  /** The whole board sampled every 4 px, as [r, g, b] triples (small enough to send back). */
  async grid(): Promise<number[]> {
    return browser.execute(() => {
      const data = document.querySelector<HTMLCanvasElement>('[data-testid="whiteboard-canvas"]')!.getContext('2d')!.getImageData(0, 0, 700, 525).data;
      const out: number[] = [];
      for (let y = 0; y < 525; y += 4) for (let x = 0; x < 700; x += 4) out.push(data[(y * 700 + x) * 4]!, data[(y * 700 + x) * 4 + 1]!, data[(y * 700 + x) * 4 + 2]!);
      return out;
    });
  },

  /** How many pixels of the whole board differ between two readings (more than a small tolerance). */
  differing(a: number[], b: number[]): number {
    let count = 0;
    for (let i = 0; i < a.length; i += 3) {
      if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 24) count += 1;
    }
    return count;
  },
};
