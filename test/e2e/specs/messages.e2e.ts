// Messages and activity: the artist writes to the group admin, who finds it unread in the header
// and the list, reads it (the count drops) and replies; the artist sees the reply. A comment of
// the artist's counts in the group admin's header until the replies list is shown. A send that fails keeps the
// text in the box with the spec's apology, and goes through on the next try (the server's
// development hook fails one send). A thread of two others goes back to the list. Texts carry the
// engine's name and the time, so runs in both browsers against one database never collide.
import { browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { MESSAGE_SEND_FAILED } from '../../../src/lib/messageRules';
import { messages } from '../pages/messages';
import { shell } from '../pages/shell';
import { engine } from '../pages/engine';

const account = (role: (typeof DEMO_ACCOUNTS)[number]['role']) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const artist = account('artist');
const greta = account('groupAdmin');
const gus = account('gloperator');
const patron = account('patron');
const stamp = () => `${engine()} ${Date.now().toString(36)}`;

async function signIn(user: { id: number; nickname: string }, path: string) {
  await shell.startAsNewVisitor();
  await shell.signInAs(user.id, path);
  await shell.waitForSignedIn(user.nickname);
}

describe('messages', () => {
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const where = await browser.execute(() => `${location.href} [${document.querySelector('main')?.getAttribute('data-page')}] ${document.querySelector('main')?.textContent?.slice(0, 300) ?? ''}`);
    console.log(`page at failure of "${this.currentTest.title}": ${where}`);
  });

  it('lets the artist write a message that the recipient reads and replies to', async () => {
    const subject = `Hello ${stamp()}`;
    const text = `Your group looks lovely (${subject})`;
    const reply = `Thanks, come and join! (${subject})`;

    await signIn(artist, `/message/write/${greta.id}`);
    await shell.waitForPage('messageWrite');
    expect(await browser.getTitle()).toBe(`Message to ${greta.nickname} · Sketchery`);
    await messages.type(messages.subject(), subject);
    await messages.type(messages.text(), text);
    await messages.send().click();
    await shell.waitForPage('message');
    await expect(messages.threadSubject()).toHaveText(subject);
    await messages.waitForPost(text);
    const threadId = await messages.threadId();

    await signIn(greta, '/messages');
    await shell.waitForPage('messages');
    const before = await messages.unread('messages');
    expect(before).toBeGreaterThan(0);
    await browser.waitUntil(async () => (await messages.topicBySubject(subject))?.read === 'false', { timeoutMsg: 'the new message is not in the list as unread' });
    await shell.open((await messages.topicBySubject(subject))!.href);
    await shell.waitForPage('message');
    await messages.waitForPost(text);
    // Read: the header's count drops by one.
    await browser.waitUntil(async () => (await messages.unread('messages')) === before - 1, { timeoutMsg: 'the unread count did not drop' });
    await messages.type(messages.text(), reply);
    await messages.send().click();
    await messages.waitForPost(reply);
    expect((await messages.postTexts())[0]).toBe(reply);
    await browser.waitUntil(async () => (await messages.text().getValue()) === '', { timeoutMsg: 'the box was not emptied' });

    await signIn(artist, '/messages');
    await shell.waitForPage('messages');
    await browser.waitUntil(async () => (await messages.topicBySubject(subject))?.read === 'false', { timeoutMsg: 'the reply did not make the topic unread for the artist' });
    await shell.open(`/e/message/${threadId}`);
    await shell.waitForPage('message');
    expect(await messages.postTexts()).toEqual([reply, text]);
  });

  it('keeps the text in the box when sending fails, and sends it on the next try', async () => {
    const subject = `Retry ${stamp()}`;
    const text = `This one first fails (${subject})`;
    const reply = `And so does this reply (${subject})`;

    await signIn(artist, `/message/write/${patron.id}`);
    await shell.waitForPage('messageWrite');
    await messages.failNextSend(artist.id, text);
    await messages.type(messages.subject(), subject);
    await messages.type(messages.text(), text);
    await messages.send().click();
    await expect(messages.error()).toHaveText(MESSAGE_SEND_FAILED);
    expect(await messages.text().getValue()).toBe(text);
    expect(await messages.subject().getValue()).toBe(subject);
    await shell.waitForPage('messageWrite');

    await messages.send().click();
    await shell.waitForPage('message');
    await messages.waitForPost(text);

    await messages.failNextSend(artist.id, reply);
    await messages.type(messages.text(), reply);
    await messages.send().click();
    await expect(messages.error()).toHaveText(MESSAGE_SEND_FAILED);
    expect(await messages.text().getValue()).toBe(reply);
    expect(await messages.postTexts()).toEqual([text]);
    await messages.send().click();
    await messages.waitForPost(reply);
    await expect(messages.error()).not.toBeDisplayed();
  });

  it('sends a third person back to the list from a thread of two others', async () => {
    await signIn(artist, `/message/write/${patron.id}`);
    await shell.waitForPage('messageWrite');
    await messages.type(messages.text(), `Just us two (${stamp()})`);
    await messages.send().click();
    await shell.waitForPage('message');
    const threadId = await messages.threadId();

    await signIn(gus, `/message/${threadId}`);
    await shell.waitForPage('messages');
    expect(await browser.execute(() => location.pathname)).toBe('/messages');
  });

  it('counts a new reply in the header until the replies list is read', async () => {
    const comment = `Lovely colours (${stamp()})`;
    await signIn(artist, '/');
    const sketch = await messages.newestSketchOf(greta.id);
    const answer = await shell.post('/comment', { key: `e2e-${engine()}-${Date.now()}`, comment, type: 'sketch', which: sketch });
    expect(answer.status).toBe(200);

    await signIn(greta, '/');
    await shell.waitForPage('home');
    expect(await messages.unread('replies')).toBeGreaterThan(0);
    await shell.open('/activity/replies');
    await shell.waitForPage('activity');
    expect(await browser.getTitle()).toBe('Replies · Activity · Sketchery');
    await browser.waitUntil(async () => (await messages.activityItem(comment))?.unread === 'true', { timeoutMsg: 'the new reply is not listed as new' });
    await browser.waitUntil(async () => (await messages.unread('replies')) === 0, { timeoutMsg: 'the replies count did not drop to 0' });
  });

  it('deletes a conversation after confirming', async () => {
    const subject = `Delete me ${stamp()}`;
    await signIn(artist, `/message/write/${patron.id}`);
    await shell.waitForPage('messageWrite');
    await messages.type(messages.subject(), subject);
    await messages.type(messages.text(), 'Soon gone');
    await messages.send().click();
    await shell.waitForPage('message');
    await messages.deleteButton().click();
    await shell.dialogCancel().click();
    await shell.waitForPage('message');
    await messages.deleteButton().click();
    await shell.dialogOk().click();
    await shell.waitForPage('messages');
    await messages.firstTopic().waitForExist();
    expect(await messages.topicBySubject(subject)).toBeNull();
  });
});
