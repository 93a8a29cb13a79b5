// Compos end to end: a visitor browses the compo list and a closed compo's results (place
// labels, the discussion tab); the artist enters a new sketch of theirs in an open compo from the
// sketch page; the artist votes through a whole ballot (choices and a skip) and then updates the
// vote. Both browsers share one database, so each test makes its own sketch and accepts either
// label of the vote button on arrival (the other browser may have voted first).
import { $, browser, expect } from '@wdio/globals';
import { DEMO_ACCOUNTS } from '../../../server/seed/demoAccounts';
import { ballot, compoPage, compos } from '../pages/compos';
import { organiseData } from '../pages/organise';
import { shell } from '../pages/shell';
import { engine } from '../pages/engine';

const artist = DEMO_ACCOUNTS.find((a) => a.role === 'artist')!;

describe('compos', () => {
  beforeEach(() => shell.startAsNewVisitor());
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed') return;
    const where = await browser.execute(() => `${location.href} [${document.querySelector('main')?.getAttribute('data-page')}] ${document.querySelector('main')?.textContent?.slice(0, 300) ?? ''}`);
    console.log(`page at failure of "${this.currentTest.title}": ${where}`);
  });

  it('lets a visitor browse the compos and a closed compo’s results', async () => {
    await shell.open('/compos');
    await shell.waitForPage('compos');
    // The title is set in an effect after the page shows.
    await browser.waitUntil(async () => (await browser.getTitle()).startsWith('Compos'), { timeoutMsg: 'the page title does not name the compos' });
    const states = await compos.cardStates();
    expect(states).toContain('Open for entries');
    expect(states).toContain('Voting');
    expect(states).toContain('View results');
    await shell.open(await compos.firstHref('closed'));
    await shell.waitForPage('compo');
    await expect(compoPage.state()).toHaveText('View results');
    await expect(compoPage.countdown()).not.toBeExisting();
    await browser.waitUntil(async () => (await compoPage.statuses()).length >= 3, { timeoutMsg: 'no entry labels' });
    expect((await compoPage.statuses()).slice(0, 3)).toEqual(['1st', '2nd', '3rd']);
    // The label names the place; no separate place badge beside it on a compo's entries.
    expect(await compoPage.placeBadges()).toEqual([]);
    await compoPage.discussionTab().click();
    await compoPage.discussion().waitForExist();
    await expect(compoPage.discussionTab()).toHaveAttribute('aria-selected', 'true');
  });

  it('shows an open compo without entries with its countdown and the invitation', async () => {
    await shell.open('/compos');
    await shell.waitForPage('compos');
    const href = await compos.firstHref('open', '[data-entries="0"]');
    await shell.open(href);
    await shell.waitForPage('compo');
    await expect(compoPage.state()).toHaveText('Open for entries');
    await expect(compoPage.countdown()).toHaveText(expect.stringMatching(/^Entries close in /));
    await expect($grid()).toHaveText(expect.stringContaining('No entries yet, you should make one!'));
  });

  it('lets the artist enter a sketch in an open compo from the sketch page', async () => {
    await shell.signInAs(artist.id, '/');
    await shell.waitForSignedIn(artist.nickname);
    const sketchId = await organiseData.uploadSketch(`Compo entry ${engine()} ${Date.now().toString(36)}`);
    await shell.open(`/sketch/${sketchId}`);
    await shell.waitForPage('sketch');
    const enter = await $enter();
    await enter.waitForDisplayed();
    await enter.click();
    await shell.dialogMessage().waitForDisplayed();
    await expect(shell.dialogMessage()).toHaveText(expect.stringContaining('Enter this sketch in the compo'));
    await shell.dialogOk().click();
    await $('[data-testid="compo-remove"]').waitForDisplayed();
    await expect($('[data-testid="sketch-compo"]')).toHaveText(expect.stringContaining('Entered'));
    // The compo lists it, newest first.
    const compoHref = (await browser.execute(() => document.querySelector('[data-testid="sketch-compo"] a')?.getAttribute('href') ?? '')) as string;
    await shell.open(compoHref);
    await shell.waitForPage('compo');
    await browser.waitUntil(
      () => browser.execute((id: number) => document.querySelector('[data-testid="sketch-card"]')?.getAttribute('data-sketch-id') === String(id), sketchId),
      { timeoutMsg: 'the new entry is not first in the compo' },
    );
  });

  it('lets the artist vote through a whole ballot, then update the vote', async () => {
    await shell.signInAs(artist.id, '/compos');
    await shell.waitForPage('compos');
    await shell.open(await compos.firstHref('voting'));
    await shell.waitForPage('compo');
    await expect(compoPage.vote()).toHaveText(expect.stringMatching(/^(Vote|Update your vote)$/));
    await compoPage.vote().click();
    await shell.waitForPage('compoVote');
    await ballot.root().waitForDisplayed();
    const sets = await ballot.setCount();
    expect(sets).toBeGreaterThan(1);
    for (let set = 0; set < sets; set++) {
      await browser.waitUntil(async () => (await ballot.step()) === set, { timeoutMsg: `set ${set + 1} not shown` });
      if (set === 1) {
        await ballot.skip().click();
      } else {
        const ids = await ballot.shownIds();
        const chosen = ids[ids.length - 1]!;
        await (await ballot.entries())[ids.length - 1]!.click();
        await browser.waitUntil(async () => (await ballot.shownIds())[0] === chosen, { timeoutMsg: 'the choice did not move first' });
      }
      await (set === sets - 1 ? ballot.submit() : ballot.next()).click();
    }
    await ballot.thanks().waitForDisplayed();
    await expect(ballot.thanks()).toHaveText(expect.stringContaining('Thanks for casting your vote!'));

    // Back on the compo page the button reads 'Update your vote'; the ballot starts from the vote.
    await $('[data-testid="vote-thanks"] a').click();
    await shell.waitForPage('compo');
    await browser.waitUntil(async () => (await compoPage.voteLabel()) === 'Update your vote', { timeoutMsg: 'the vote button was not updated' });
    await compoPage.vote().click();
    await shell.waitForPage('compoVote');
    await ballot.root().waitForDisplayed();
    await expect($('[data-testid="ballot-entry"]')).toHaveAttribute('aria-pressed', 'true');
    for (let set = 0; set < sets - 1; set++) {
      await ballot.next().click();
      await browser.waitUntil(async () => (await ballot.step()) === set + 1);
    }
    await ballot.skip().click();
    await expect(ballot.submit()).toHaveText('Update your vote');
    await ballot.submit().click();
    await expect(ballot.thanks()).toHaveText(expect.stringContaining('Thanks for casting your vote!'));
  });
});

function $grid() {
  return $('[data-testid="sketch-grid"]');
}
function $enter() {
  return $('[data-testid="compo-enter"]');
}
