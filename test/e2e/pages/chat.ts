// Page object of the chat (the /chat pages and the floating chat box), for any browser of the
// spec: the chat test drives two at once (pages/secondBrowser.ts).
type Browser = WebdriverIO.Browser;

export const chat = {
  view: (b: Browser) => b.$('[data-testid="chat-view"]'),
  input: (b: Browser) => b.$('[data-testid="chat-input"]'),
  state: (b: Browser) => b.$('[data-testid="chat-state"]'),
  queued: (b: Browser) => b.$('[data-testid="chat-queued"]'),
  notice: (b: Browser) => b.$('[data-testid="chat-notice"]'),
  boxToggle: (b: Browser) => b.$('[data-testid="chat-box-toggle"]'),
  boxBadge: (b: Browser) => b.$('[data-testid="chat-box-badge"]'),
  box: (b: Browser) => b.$('[data-testid="chat-box"]'),

  /** Signs in through the demo identity page of the server at `base`, landing on `returnTo`. */
  async signIn(b: Browser, base: string, userId: number, returnTo: string) {
    await b.url(`${base}/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    const button = await b.$(`[data-user-id="${userId}"]`);
    await button.waitForClickable();
    await button.click();
    await b.$('[data-testid="header"]').waitForDisplayed();
  },

  /** The connection state of the chat shown (connecting, connected, reconnecting, failed). */
  async connection(b: Browser): Promise<string | null> {
    return b.execute(() => document.querySelector('[data-testid="chat-view"]')?.getAttribute('data-state') ?? null);
  },

  async waitForConnected(b: Browser, timeout = 60_000) {
    await b.waitUntil(async () => (await this.connection(b)) === 'connected', { timeout, timeoutMsg: 'the chat did not (re)connect' });
  },

  async send(b: Browser, text: string) {
    const input = await this.input(b);
    await this.type(b, text);
    await b.waitUntil(async () => (await input.getValue()) === '', { timeoutMsg: 'the message field was not emptied' });
  },

  /** Types `text` and presses Enter, without waiting for the field to empty (a refused command keeps it). */
  async type(b: Browser, text: string) {
    const input = await this.input(b);
    await input.waitForEnabled();
    await input.setValue(text);
    await b.keys('Enter');
  },

  /** The texts of the messages shown (acknowledged ones, not the pending). */
  texts(b: Browser): Promise<string[]> {
    return b.execute(() => [...document.querySelectorAll('[data-testid="chat-message"] [data-testid="chat-text"]')].map((node) => node.textContent ?? ''));
  },

  pendingTexts(b: Browser): Promise<string[]> {
    return b.execute(() => [...document.querySelectorAll('[data-testid="chat-pending"] .text')].map((node) => node.textContent ?? ''));
  },

  /** Waits until the messages containing `marker` are exactly `expected`, in that order. */
  async waitForTexts(b: Browser, marker: string, expected: string[], timeout = 30_000) {
    let last: string[] = [];
    await b.waitUntil(
      async () => {
        last = (await this.texts(b)).filter((text) => text.includes(marker));
        return JSON.stringify(last) === JSON.stringify(expected);
      },
      { timeout, timeoutMsg: `expected ${JSON.stringify(expected)}, the chat shows ${JSON.stringify(last)}` },
    ).catch(() => {
      throw new Error(`expected ${JSON.stringify(expected)}, the chat shows ${JSON.stringify(last)}`);
    });
  },

  activeTestId(b: Browser): Promise<string | null> {
    return b.execute(() => document.activeElement?.getAttribute('data-testid') ?? null);
  },
};
