// Daily challenges: a visitor browses the list, opens a challenge, switches between the grid and
// the large list and goes to the previous challenge; the artist enters a sketch of their own from
// its page (after confirming), finds it in the challenge and takes it out again (after
// confirming); the 'Suggest challenge' dialog is offered only once signed in, and takes a
// suggestion. The artist's test uploads its own sketch (and deletes it), so the two browsers,
// which share one database, never enter the same sketch.
import { $, browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { challengeData, challenges } from '../pages/challenges';
import { organiseData } from '../pages/organise';
import { shell } from '../pages/shell';
import { sketchPage } from '../pages/sketch';
import { engine } from '../pages/engine';

const artist = DEMO_ACCOUNTS.find((a) => a.role === 'artist')!;

describe('daily challenges', () => {
  beforeEach(() => shell.startAsNewVisitor());
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const where = await browser.execute(() => `${location.href} [${document.querySelector('main')?.getAttribute('data-page')}] ${document.querySelector('main')?.textContent?.slice(0, 300) ?? ''}`);
    console.log(`page at failure of "${this.currentTest.title}": ${where}`);
  });

  it('lets a visitor browse the list, open a challenge, switch the view and go to the previous challenge', async () => {
    await shell.open('/challenges');
    await shell.waitForPage('challenges');
    await challenges.firstCard().waitForDisplayed();
    expect((await challenges.cards()).length).toBeGreaterThan(3);
    expect(await browser.getTitle()).toBe('Daily challenges · Sketchery');
    const today = await challengeData.today();
    const firstCard = await challenges.textOf('[data-testid="challenge-list"] [data-testid="challenge-card"]');
    expect(firstCard).toContain(today.title);
    expect(firstCard).toContain('Today');

    await challenges.firstCard().click();
    await challenges.waitForChallenge(today.id);
    await expect(challenges.title()).toHaveText(today.title);
    await expect(challenges.entries()).toHaveText(expect.stringMatching(/^\d+ entr(y|ies)$/));
    await challenges.waitForMode('grid');
    await challenges.modeList().click();
    await challenges.waitForMode('list');
    await challenges.modeGrid().click();
    await challenges.waitForMode('grid');

    const prevId = Number(await challenges.prevCard().getAttribute('data-challenge-id'));
    expect(await challenges.textOf('[data-testid="challenge-prev"]')).toMatch(/Previous challenge[\s\S]*\d+ entr(y|ies)/);
    await challenges.prevCard().click();
    await challenges.waitForChallenge(prevId);
    await challenges.pastChallenges().click();
    await shell.waitForPage('challenges');
  });

  it('lets the artist enter a sketch from its page and take it out again, each after confirming', async () => {
    await shell.signInAs(artist.id, '/');
    await shell.waitForSignedIn(artist.nickname);
    const sketchId = await organiseData.uploadSketch(`Challenge entry ${engine()} ${Date.now().toString(36)}`);
    try {
      const today = await challengeData.today();
      await sketchPage.open(sketchId);
      await challenges.enterButton(today.id).waitForClickable();
      await challenges.enterButton(today.id).click();
      await expect(shell.dialogMessage()).toHaveText(`Enter this sketch in the daily challenge "${today.title}"?`);
      await shell.dialogOk().click();
      await expect(challenges.currentEntry()).toHaveText(`Daily challenge: ${today.title}`);
      await challenges.removeButton().waitForDisplayed();

      await shell.open(`/challenge/${today.id}`);
      await challenges.waitForChallenge(today.id);
      await browser.waitUntil(() => challenges.hasEntry(sketchId), { timeoutMsg: 'the entered sketch is not in the challenge' });

      await sketchPage.open(sketchId);
      await challenges.removeButton().waitForClickable();
      await challenges.removeButton().click();
      await expect(shell.dialogMessage()).toHaveText(`Remove this sketch from the daily challenge "${today.title}"?`);
      await shell.dialogOk().click();
      await challenges.enterButton(today.id).waitForDisplayed();
      await expect(challenges.removeButton()).not.toBeDisplayed();

      await shell.open(`/challenge/${today.id}`);
      await challenges.waitForChallenge(today.id);
      expect(await challenges.hasEntry(sketchId)).toBe(false);
    } finally {
      await challengeData.deleteSketch(sketchId);
    }
  });

  it('offers Suggest challenge only to a signed-in user, and takes a suggestion', async () => {
    await shell.open('/challenges');
    await shell.waitForPage('challenges');
    await challenges.firstCard().waitForDisplayed();
    await expect(challenges.suggestButton()).not.toBeExisting();

    await shell.signInAs(artist.id, '/challenges');
    await shell.waitForPage('challenges');
    await challenges.suggestButton().waitForClickable();
    await challenges.suggestButton().click();
    await challenges.suggestTitle().waitForDisplayed();
    await challenges.suggestTitle().setValue(`Lanterns (${engine()})`);
    await challenges.suggestDescription().setValue('Paper, glass or stone.');
    await challenges.suggestSend().click();
    await expect(shell.dialogMessage()).toHaveText('Thanks for your suggestion!');
    await shell.dialogOk().click();
    await expect(challenges.suggestForm()).not.toBeExisting();
  });

  it('searches on Enter and says No results when nothing matches', async () => {
    await shell.open('/challenges');
    await shell.waitForPage('challenges');
    const today = await challengeData.today();
    await challenges.searchInput().setValue(today.title);
    await browser.keys('Enter');
    await challenges.results().waitForDisplayed();
    await browser.waitUntil(
      () => browser.execute((id: number) => !!document.querySelector(`[data-testid="challenge-results"] a[href="/challenge/${id}"]`), today.id),
      { timeoutMsg: "today's challenge is not found by its title" },
    );
    await challenges.searchInput().setValue('zzqx no such theme');
    await browser.keys('Enter');
    await expect($('[data-testid="challenge-results-empty"]')).toHaveText('No results');
  });
});
