// Page object of the messages screens (/messages, /message/{id}, /message/write/{userId}) and
// the unread counts in the header.
import { $, browser } from '@wdio/globals';

export const messages = {
  text: () => $('[data-testid="message-text"]'),
  subject: () => $('[data-testid="message-subject"]'),
  send: () => $('[data-testid="message-send"]'),
  error: () => $('[data-testid="message-error"]'),
  threadSubject: () => $('[data-testid="thread-subject"]'),
  deleteButton: () => $('[data-testid="thread-delete"]'),
  firstTopic: () => $('[data-testid="topic"]'),

  /** Types into a box whose value React controls, and waits until the page holds it. */
  async type(element: ReturnType<typeof $>, text: string) {
    await element.waitForEnabled();
    await element.click();
    await element.setValue(text);
    await browser.waitUntil(async () => (await element.getValue()) === text, { timeoutMsg: `the box does not hold "${text}"` });
  },

  /** The texts of the posts shown, newest first. */
  async postTexts(): Promise<string[]> {
    return browser.execute(() => [...document.querySelectorAll('[data-testid="post-text"]')].map((el) => el.textContent ?? ''));
  },

  async waitForPost(text: string) {
    await browser.waitUntil(async () => (await this.postTexts()).includes(text), { timeoutMsg: `the post "${text}" is not shown` });
  },

  /** The thread id of the page shown, from the address. */
  async threadId(): Promise<number> {
    const path = await browser.execute(() => location.pathname);
    const id = Number(/^\/message\/(\d+)$/.exec(path)?.[1]);
    if (!id) throw new Error(`not a thread address: ${path}`);
    return id;
  },

  /** The topic row of `subject` in the list (its read state and link), or null. */
  async topicBySubject(subject: string): Promise<{ href: string; read: string } | null> {
    return browser.execute((s: string) => {
      const row = [...document.querySelectorAll('[data-testid="topic"]')].find((el) => el.querySelector('[data-testid="topic-subject"]')?.textContent?.endsWith(s));
      return row ? { href: row.getAttribute('href') ?? '', read: row.getAttribute('data-read') ?? '' } : null;
    }, subject);
  },

  /** The unread count of `kind` in the header, once its badges have loaded. */
  async unread(kind: 'messages' | 'notifications' | 'replies' | 'uploads'): Promise<number> {
    const badges = $('[data-testid="unread-badges"]');
    await badges.waitForExist({ timeoutMsg: 'the header shows no unread counts' });
    return Number(await badges.getAttribute(`data-${kind}`));
  },

  /** The activity line holding `text`, and whether it is marked new; null while there is none. */
  async activityItem(text: string): Promise<{ unread: string } | null> {
    return browser.execute((t: string) => {
      const row = [...document.querySelectorAll('[data-testid="activity-item"]')].find((el) => el.textContent?.includes(t));
      return row ? { unread: row.getAttribute('data-unread') ?? '' } : null;
    }, text);
  },

  /** The newest public sketch of `userId` (the gallery's JSON). */
  async newestSketchOf(userId: number): Promise<number> {
    const id = await browser.execute(async (user: number) => {
      const response = await fetch(`/user/${user}/sketches?format=json&sort=recent&page=1`, { headers: { Accept: 'application/json' } });
      const body = (await response.json()) as { sketches: { id: number }[] };
      return body.sketches[0]?.id ?? 0;
    }, userId);
    if (!id) throw new Error(`user ${userId} has no sketch`);
    return id;
  },

  /** Makes the signed-in user's next send of exactly `text` fail (the server's development hook). */
  async failNextSend(userId: number, text: string) {
    const result = await browser.execute(
      async (body: string) => {
        const token = decodeURIComponent(document.cookie.match(/(?:^|; )csrf=([^;]*)/)?.[1] ?? '');
        const response = await fetch('/api/dev/failMessageSend', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token }, body });
        return response.status;
      },
      JSON.stringify({ userId, text }),
    );
    if (result !== 200) throw new Error(`the failure hook answered ${result}`);
  },
};
