// The sketch page: a visitor sees the sketch and its comments but no input; InkyAda hearts
// someone else's sketch (after confirming), rates it, comments (the comment shows at once), and
// a comment draft survives a failed post and a reload; an artist deletes a sketch of their own and
// Back and Forward never show it again. Runs in both browsers against one
// database, so each run finds a sketch it has not hearted yet.
import { $, browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { CONFIRM_HEART, HEART_GIVEN } from '../../../src/screens/sketch/pageRules';
import { displayTitle } from '../../../src/lib/sketchCard';
import { organiseData } from '../pages/organise';
import { shell } from '../pages/shell';
import { sketchPage } from '../pages/sketch';
import { engine } from '../pages/engine';

const ada = DEMO_ACCOUNTS.find((account) => account.role === 'artist')!;
const unique = () => `${engine()} ${Date.now().toString(36)}`;

describe('a visitor on a sketch page', () => {
  beforeEach(() => shell.startAsNewVisitor());

  it('sees the sketch, its artist, counts, tags and comments, and no comment input', async () => {
    const sketch = await sketchPage.findForVisitor(300);
    await sketchPage.open(sketch.id);
    await shell.waitForPage('sketch');
    await expect(sketchPage.title()).toHaveText(expect.stringContaining(displayTitle(sketch.title)));
    await expect(sketchPage.image()).toBeDisplayed();
    expect(await sketchPage.inPage.attribute('[data-testid="sketch-image"]', 'src')).toMatch(new RegExp(`^/img/sketch/${sketch.id}/\\d+\\.jpg$`));
    expect(await sketchPage.inPage.attribute('[data-testid="sketch-creator"]', 'href')).toBe(`/user/${sketch.creator}`);
    expect(await sketchPage.inPage.text('[data-testid="creator-nickname"]')).toBe(sketch.creatorNickname);
    // The details load alongside the image (a chunk of their own): wait for them.
    await browser.waitUntil(async () => (await sketchPage.inPage.text('[data-testid="sketch-description"]')) === sketch.description, {
      timeoutMsg: 'the sketch description did not show',
    });
    expect(await sketchPage.inPage.attribute('[data-testid="sketch-tags"] a', 'href')).toBe(`/tag/${encodeURIComponent(sketch.tags[0]!)}`);
    expect(await sketchPage.countIn('count-hearts')).toBe(sketch.heartsReceived);
    expect(await sketchPage.countIn('count-rules')).toBe(sketch.rateRules);
    await expect(sketchPage.commentList()).toBeExisting();
    await browser.waitUntil(async () => (await sketchPage.countIn('count-comments')) === sketch.commentCount);
    await expect(sketchPage.commentInput()).not.toBeExisting();
    await expect(sketchPage.heart()).not.toBeExisting();
  });

  it('opened by a link to its comments, shows them just under the header once the parts above them render', async () => {
    const sketch = await sketchPage.findForVisitor(300);
    await browser.url(`/sketch/${sketch.id}#comments`);
    await shell.waitForPage('sketch');
    // The strips and details above render after the page and push the comments down; the page
    // follows them (followPageGrowth), and the fixed header does not cover them (scroll-margin-top).
    await browser.waitUntil(
      async () => {
        const { top, header } = await browser.execute(() => ({
          top: document.getElementById('comments')!.getBoundingClientRect().top,
          header: document.querySelector('header')!.getBoundingClientRect().bottom,
        }));
        return top >= header - 1 && top <= header + 24;
      },
      { timeoutMsg: 'the comments did not come to rest just under the header' },
    );
  });
});

describe('an artist on someone else’s sketch', () => {
  let sketchId = 0;

  // Each test signs in and opens a sketch the artist has not hearted yet, with nothing stored
  // (no comment draft), so each passes alone and in any order.
  beforeEach(async () => {
    await shell.startAsNewVisitor();
    await shell.signInAs(ada.id, '/');
    await shell.waitForSignedIn(ada.nickname);
    const sketch = await sketchPage.findHeartable(120);
    sketchId = sketch.id;
    await sketchPage.open(sketchId);
  });

  it('gives a heart after confirming', async () => {
    const before = await sketchPage.countIn('count-hearts');
    await sketchPage.heart().click();
    await expect(shell.dialogMessage()).toHaveText(CONFIRM_HEART);
    await shell.dialogOk().click();
    await browser.waitUntil(async () => (await sketchPage.countIn('count-hearts')) === before + 1, { timeoutMsg: 'the heart was not counted' });
    // Off for good, and still where the focus is (the dialog gave it back), so a keyboard or
    // screen reader user goes on from there; the heart is said.
    await expect(sketchPage.heart()).toHaveAttribute('aria-disabled', 'true');
    expect(await browser.execute(() => document.activeElement?.getAttribute('data-testid'))).toBe('heart');
    await browser.waitUntil(async () => (await browser.execute(() => document.querySelector('[data-testid="heart-spoken"]')?.textContent)) === HEART_GIVEN, {
      timeoutMsg: 'the heart was not said',
    });
  });

  it('finds the actions right under the image on a phone, and the comment box before the comments', async () => {
    await sketchPage.heart().waitForExist();
    await sketchPage.commentInput().waitForExist();
    const layout = await browser.execute(() => {
      const top = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect().top;
      const bottom = (id: string) => document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect().bottom;
      return {
        image: bottom('sketch-image'),
        actions: top('viewer-actions'),
        title: top('sketch-title'),
        box: top('comment-input'),
        list: top('comment-list'),
        // Nothing wider than the phone: the strips scroll inside their own boxes.
        overflow: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    expect(layout.overflow).toBe(0);
    expect(layout.actions - layout.image).toBeGreaterThanOrEqual(0);
    expect(layout.actions - layout.image).toBeLessThan(40);
    expect(layout.title).toBeGreaterThan(layout.actions);
    expect(layout.box).toBeLessThan(layout.list);
  });

  it('rates it, and the rating toggles', async () => {
    const before = await sketchPage.countIn('count-rules');
    const wasRuled = (await sketchPage.inPage.attribute('[data-testid="rate"]', 'aria-pressed')) === 'true';
    await sketchPage.rate().click();
    await browser.waitUntil(async () => (await sketchPage.inPage.attribute('[data-testid="rate"]', 'aria-pressed')) === String(!wasRuled));
    await browser.waitUntil(async () => (await sketchPage.countIn('count-rules')) === before + (wasRuled ? -1 : 1));
    await expect(sketchPage.rate()).toBeEnabled();
  });

  it('moves the floating chat button aside while the artist types a comment, so it never covers Post', async () => {
    const chatToggle = () => $('[data-testid="chat-box-toggle"]');
    await chatToggle().waitForDisplayed({ timeoutMsg: 'the floating chat button did not show' });
    await sketchPage.commentInput().click();
    // Post brought to the bottom edge, where the button floats: the point at its middle is Post's.
    const atPost = async () =>
      browser.execute(() => {
        const post = document.querySelector('[data-testid="comment-post"]')!;
        post.scrollIntoView({ block: 'end' });
        const box = post.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.closest('[data-testid]')?.getAttribute('data-testid');
      });
    await expect(chatToggle()).not.toBeDisplayed();
    expect(await atPost()).toBe('comment-post');
    // Done typing: the button is back.
    await browser.execute(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(chatToggle()).toBeDisplayed();
  });

  it('comments, and the comment shows at once', async () => {
    const text = `Lovely work (${unique()})`;
    // As an artist does: a tap on the box, then typing.
    await sketchPage.commentInput().click();
    await sketchPage.commentInput().setValue(text);
    await sketchPage.commentPost().click();
    // Shown while it is being sent: within a frame or two, long before a server's answer matters.
    await browser.waitUntil(() => sketchPage.hasComment(text), { timeout: 1000, interval: 50, timeoutMsg: 'the comment did not show at once' });
    await sketchPage.waitForSavedComment(text);
    expect(await sketchPage.inPage.value('[data-testid="comment-input"]')).toBe('');
    expect(await sketchPage.draft(`comment-draft:sketch:${sketchId}`)).toBeNull();
  });

  it('closes the report form with Back and stays on the sketch; the next Back leaves the page', async () => {
    const report = () => $('[data-testid="viewer-actions"] [data-testid="report"]');
    const form = () => $('[data-testid="report-form"]');
    await report().waitForExist();
    const address = await browser.getUrl();
    await report().click();
    await form().waitForDisplayed();
    await browser.back();
    await form().waitForExist({ reverse: true, timeoutMsg: 'Back did not close the report form' });
    expect(await browser.getUrl()).toBe(address);
    await shell.waitForPage('sketch');
    // Closed by its own button, the form leaves its history entry spent: one Back leaves the page.
    await report().click();
    await form().waitForDisplayed();
    await $('[data-testid="report-cancel"]').click();
    await form().waitForExist({ reverse: true });
    await browser.back();
    await browser.waitUntil(async () => !(await browser.getUrl()).includes(`/sketch/${sketchId}`), { timeoutMsg: 'one Back did not leave the sketch page' });
  });

  it('keeps a comment draft through a failed post and a reload', async () => {
    const text = `Draft that must survive (${unique()})`;
    // As an artist does: a tap on the box, then typing.
    await sketchPage.commentInput().click();
    await sketchPage.commentInput().setValue(text);
    await sketchPage.failCommentPosts();
    await sketchPage.commentPost().click();
    // The failed post reloads the page; the draft comes back into the input.
    await browser.waitUntil(async () => (await sketchPage.inPage.value('[data-testid="comment-input"]')) === text, {
      timeoutMsg: 'the draft did not come back after the failed post',
    });
    expect(await sketchPage.hasComment(text)).toBe(false);
    await browser.refresh();
    await sketchPage.page().waitForDisplayed();
    await browser.waitUntil(async () => (await sketchPage.inPage.value('[data-testid="comment-input"]')) === text, {
      timeoutMsg: 'the draft did not survive a reload',
    });
    // The reload dropped the failing stand-in: now the post goes through and the draft is gone.
    // Back in the box first, as an artist reads over a restored draft before posting it.
    await sketchPage.commentInput().click();
    await sketchPage.commentPost().click();
    await sketchPage.waitForSavedComment(text);
    expect(await sketchPage.draft(`comment-draft:sketch:${sketchId}`)).toBeNull();
  });
});

describe('an artist deleting their own sketch', () => {
  it('goes to their sketches, and Back never shows the deleted sketch again', async () => {
    await shell.startAsNewVisitor();
    await shell.signInAs(ada.id, '/');
    await shell.waitForSignedIn(ada.nickname);
    const sketchId = await organiseData.uploadSketch(`To delete ${unique()}`);
    await sketchPage.open(sketchId);
    await $('[data-testid="delete-sketch"]').click();
    // The question takes a history entry of its own; the redirect after the delete replaces the
    // sketch page's own entry, not only that one.
    await shell.dialogOk().click();
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith(`/user/${ada.id}/sketches`), { timeoutMsg: 'the delete did not lead to the artist’s sketches' });
    await shell.waitForPage('profile');
    await browser.back();
    await browser.waitUntil(async () => !(await browser.getUrl()).endsWith(`/user/${ada.id}/sketches`), { timeoutMsg: 'Back did not leave the artist’s sketches' });
    expect(await browser.getUrl()).not.toContain(`/sketch/${sketchId}`);
    expect(await $('[data-testid="not-found"]').isExisting()).toBe(false);
    // Forward comes back to the sketches, and a second Forward (onto the question's spent entry)
    // leaves them shown.
    await browser.forward();
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith(`/user/${ada.id}/sketches`), { timeoutMsg: 'Forward did not come back to the artist’s sketches' });
    await shell.waitForPage('profile');
    await browser.forward();
    await shell.waitForPage('profile');
    await browser.pause(500); // a wrong turn (back to the page before) would show by now
    expect(await browser.getUrl()).toMatch(new RegExp(`/user/${ada.id}/sketches$`));
    await shell.waitForPage('profile');
  });
});
