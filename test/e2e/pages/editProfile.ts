// Page object of the edit-profile screen (/editProfile, /user/{id}/edit).
import { $, browser } from '@wdio/globals';
import { shell } from './shell';

/** A value read in the page (WebKit's driver is unreliable about some element properties). */
/** Scrolls an element to the middle of the screen (in the page: the driver's scroll action is refused under phone emulation). */
const scrollToCenter = (testId: string) =>
  browser.execute((id: string) => document.querySelector(`[data-testid="${id}"]`)?.scrollIntoView({ block: 'center' }), testId);

const valueOf = (testId: string) =>
  browser.execute((id: string) => (document.querySelector(`[data-testid="${id}"]`) as HTMLInputElement | null)?.value ?? null, testId);

export const editProfile = {
  form: () => $('[data-testid="edit-profile-form"]'),
  field: (testId: string) => $(`[data-testid="${testId}"]`),
  update: () => $('[data-testid="edit-profile-update"]'),
  saved: () => $('[data-testid="edit-profile-saved"]'),
  error: () => $('[data-testid="edit-profile-error"]'),
  loginRequired: () => $('[data-testid="edit-profile-login-required"]'),
  slugPreview: () => $('[data-testid="edit-slug-preview"]'),
  watermarkPreview: () => $('[data-testid="edit-watermark-preview"]'),
  valueOf,

  /** Opens the page and waits for the form. */
  async open(path = '/editProfile', page = path === '/editProfile' ? 'editProfile' : 'userEdit') {
    await shell.open(path);
    await shell.waitForPage(page);
    await this.form().waitForDisplayed();
  },

  /**
   * Replaces a text field's value: empties it the way the app sees (an input event), then types
   * the text key by key (WebDriver's own clear is not seen by a controlled field). `expected` is
   * what the field then holds (null: the app transforms it). Under load Chromium once left a
   * field empty after typing; a user would type again, so a second try is allowed, with a
   * warning in the log so a pattern would show.
   */
  async type(testId: string, text: string, expected: string | null = text) {
    const input = this.field(testId);
    for (let attempt = 1; attempt <= 2; attempt++) {
      await scrollToCenter(testId);
      await browser.execute((id: string) => {
        const element = document.querySelector(`[data-testid="${id}"]`) as HTMLInputElement | HTMLTextAreaElement;
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set;
        setter?.call(element, '');
        element.dispatchEvent(new Event('input', { bubbles: true }));
      }, testId);
      await browser.waitUntil(async () => (await valueOf(testId)) === '', { timeoutMsg: `${testId} was not emptied` });
      await input.click();
      await input.addValue(text);
      if (expected === null) return;
      const took = await browser.waitUntil(async () => (await valueOf(testId)) === expected, { timeout: 3000 }).catch(() => false);
      if (took) return;
      console.warn(`[e2e] ${testId} holds "${await valueOf(testId)}" after typing "${text}" (try ${attempt})`);
    }
    throw new Error(`${testId} does not hold "${expected}"`);
  },

  /** Chooses an option of a select by its value, as a user would (a click on the option). */
  async choose(testId: string, value: string) {
    await this.field(testId).selectByAttribute('value', value);
    await browser.waitUntil(async () => (await valueOf(testId)) === value, { timeoutMsg: `${testId} is not ${value}` });
  },

  /** Picks a choice of a picker (avatar, cover, emoticon) by its id ('none' for the default). */
  async pick(kind: 'avatar' | 'cover' | 'emoticon', id: number | 'none') {
    const choice = $(`[data-testid="${kind}-choice-${id}"]`);
    await scrollToCenter(`${kind}-choice-${id}`);
    await choice.click();
    await browser.waitUntil(async () => (await choice.getAttribute('data-checked')) === 'true', { timeoutMsg: `${kind} ${id} is not chosen` });
  },

  /** Each choice of a picker: the hit area (its label) and the picture in it, in CSS px. */
  async choiceBoxes(kind: 'avatar' | 'cover' | 'emoticon'): Promise<{ id: string; hit: [number, number]; image: [number, number] | null }[]> {
    return browser.execute((k: string) => {
      const size = (el: Element | null) => {
        if (!el) return null;
        const box = el.getBoundingClientRect();
        return [Math.round(box.width * 10) / 10, Math.round(box.height * 10) / 10] as [number, number];
      };
      return [...document.querySelectorAll(`[data-testid="${k}-picker"] label`)].map((label) => ({ id: label.getAttribute('data-testid') ?? '', hit: size(label)!, image: size(label.querySelector('img')) }));
    }, kind);
  },

  /** Taps a choice at a corner of its hit area, outside its picture. */
  async tapCorner(kind: 'avatar' | 'cover' | 'emoticon', id: number) {
    await scrollToCenter(`${kind}-choice-${id}`);
    const choice = $(`[data-testid="${kind}-choice-${id}"]`);
    const { width, height } = await choice.getSize();
    // From the centre to 3 px inside the top left corner.
    await choice.click({ x: -Math.floor(width / 2) + 3, y: -Math.floor(height / 2) + 3 });
    await browser.waitUntil(async () => (await choice.getAttribute('data-checked')) === 'true', { timeoutMsg: `a tap at the corner of ${kind} ${id} did not choose it` });
  },

  async submitAndWaitForSaved() {
    await scrollToCenter('edit-profile-update');
    await this.update().click();
    await this.saved().waitForDisplayed({ timeoutMsg: 'the profile was not saved' });
  },
};

export const editProfileData = {
  /** The signed-in user's edit data, as the screen reads it. */
  async read<T = { userId: number; userInfo: Record<string, unknown>; userPro?: Record<string, unknown>; recentSketches: { id: number }[] }>(): Promise<T> {
    const { status, body } = await browser.execute(async () => {
      const response = await fetch('/editProfile?format=json', { headers: { Accept: 'application/json' } });
      return { status: response.status, body: (await response.json()) as never };
    });
    if (status !== 200) throw new Error(`GET /editProfile answered ${status}`);
    return body as T;
  },

  /** Saves values directly (to put back what a test changed). */
  async save(body: Record<string, unknown>) {
    const { status } = await shell.post('/editProfile', body);
    if (status !== 200) throw new Error(`POST /editProfile answered ${status}`);
  },
};
