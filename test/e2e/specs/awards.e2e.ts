// The yearly awards: a visitor reads a closed year's winners and summary and picks another year;
// the demo artist votes in a category, sees the choice highlighted, takes the vote back with the
// pencil and votes again; and nominates a sketch (after the category-required message). The
// browsers share one database: the vote test leaves its category without a vote, as it found it.
import { browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { NOMINATION_CATEGORY_REQUIRED, NOMINATION_SENT, VOTE_SIGN_IN } from '../../../src/lib/awards';
import { awards } from '../pages/awards';
import { shell } from '../pages/shell';

const artist = DEMO_ACCOUNTS.find((a) => a.role === 'artist')!;
const CATEGORY = 'Artist of the year';

describe('yearly awards', () => {
  beforeEach(() => shell.startAsNewVisitor());
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const where = await browser.execute(() => `${location.href} ${document.querySelector('main')?.textContent?.slice(0, 300) ?? ''}`);
    console.log(`page at failure of "${this.currentTest.title}": ${where}`);
  });

  it("shows a visitor a past year's winners and summary, and another year from the picker", async () => {
    await shell.open('/awards/2019');
    await shell.waitForPage('awards');
    await awards.waitForYear(2019);
    await expect(awards.summary()).toHaveText(expect.stringContaining('Speedpaints take the stage'));
    expect(await awards.textOf('[data-testid="award-summary-winners"]')).toContain('WildWren');
    expect(await awards.summaryVideo().getAttribute('href')).toMatch(/^https:\/\/.+2019/);
    // One winner highlighted per category, and no voting in a closed year.
    const categories = await browser.execute(() => document.querySelectorAll('[data-testid="award-category"]').length);
    await expect(awards.winners()).toBeElementsArrayOfSize(categories);
    await expect(awards.voteButtons(CATEGORY)).toBeElementsArrayOfSize(0);
    expect(await browser.getTitle()).toBe('Awards 2019 · Sketchery');

    await awards.yearPicker().selectByVisibleText('2015');
    await awards.waitForYear(2015);
    expect(new URL(await browser.getUrl()).pathname).toBe('/awards/2015');
    expect(await awards.textOf('[data-testid="award-summary-winners"]')).toContain('Tomas_art');
  });

  it('opens 2022 for anything that is not a year, and tells a visitor to log in to vote', async () => {
    await shell.open('/awards/latest');
    await shell.waitForPage('awards');
    await awards.waitForYear(2022);
    await expect(awards.signIn()).toHaveText(VOTE_SIGN_IN);
    await expect(awards.voteButtons(CATEGORY)).toBeElementsArrayOfSize(0);
  });

  it('lets the artist vote, see the highlight, clear it with the pencil and vote again', async () => {
    await shell.signInAs(artist.id, '/awards/2022');
    await shell.waitForPage('awards');
    await awards.waitForYear(2022);
    // The seeded vote of the demo artist shows with its pencil.
    expect(await awards.stateOf('Sketch of the year')).toBe('voted');
    await expect(awards.clearVote('Sketch of the year')).toBeDisplayed();
    // A run that stopped half-way may have left a vote here: take it back first.
    if ((await awards.stateOf(CATEGORY)) === 'voted') {
      await awards.clearVote(CATEGORY).click();
      await browser.waitUntil(async () => (await awards.stateOf(CATEGORY)) === 'voting');
    }

    const buttons = await awards.voteButtons(CATEGORY);
    expect(buttons.length).toBe(5);
    await buttons[1]!.click();
    await browser.waitUntil(async () => (await awards.stateOf(CATEGORY)) === 'voted', { timeoutMsg: 'the vote did not show' });
    await expect(awards.highlighted(CATEGORY)).toBeElementsArrayOfSize(1);
    await expect(awards.voteButtons(CATEGORY)).toBeElementsArrayOfSize(0);
    const chosen = await awards.highlighted(CATEGORY)[0]!.getAttribute('data-candidate-id');

    // The vote is the server's: it is still there after a reload.
    await browser.refresh();
    await awards.waitForYear(2022);
    await browser.waitUntil(async () => (await awards.stateOf(CATEGORY)) === 'voted');
    expect(await awards.highlighted(CATEGORY)[0]!.getAttribute('data-candidate-id')).toBe(chosen);

    await awards.clearVote(CATEGORY).click();
    await browser.waitUntil(async () => (await awards.stateOf(CATEGORY)) === 'voting', { timeoutMsg: 'the pencil did not clear the vote' });
    await expect(awards.voteButtons(CATEGORY)).toBeElementsArrayOfSize(5);
    await awards.voteButtons(CATEGORY)[3]!.click();
    await browser.waitUntil(async () => (await awards.stateOf(CATEGORY)) === 'voted', { timeoutMsg: 'the second vote did not show' });
    expect(await awards.highlighted(CATEGORY)[0]!.getAttribute('data-candidate-id')).not.toBe(chosen);

    // Leave the category as the seed had it (the other browser runs this test next).
    await awards.clearVote(CATEGORY).click();
    await browser.waitUntil(async () => (await awards.stateOf(CATEGORY)) === 'voting');
  });

  it('lets the artist nominate a sketch, after asking for a category', async () => {
    await shell.signInAs(artist.id, '/awards/2022');
    await shell.waitForPage('awards');
    await awards.waitForYear(2022);
    const sketchHref = await browser.execute(
      () => document.querySelector('[data-testid="award-category"] a[href^="/sketch/"]')?.getAttribute('href') ?? '',
    );
    expect(sketchHref).toMatch(/^\/sketch\/\d+$/);

    await awards.nominate().click();
    await awards.nominee().waitForDisplayed();
    await awards.nominee().setValue(`https://sketchery.app${sketchHref}`);
    await awards.nominationSend().click();
    await expect(awards.nominationError()).toHaveText(NOMINATION_CATEGORY_REQUIRED);

    await awards.nominationCategory().selectByVisibleText('Best landscape');
    await awards.nominationSend().click();
    await expect(shell.dialogMessage()).toHaveText(NOMINATION_SENT);
    await shell.dialogOk().click();
    await expect(awards.nominee()).not.toBeExisting();
  });
});
