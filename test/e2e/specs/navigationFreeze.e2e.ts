// Leaving a page and opening the next, over and over, never freezes the page. WebKit's
// JavaScriptCore spun forever in its asynchronous module evaluation when a page whose lazy
// chunks had a top-level await was left: the next page's scripts never ran, in that tab and every
// tab of its web process (src/lib/chunkStyles.ts). Before the fix this froze within a few dozen
// page loads; each load here must show its page within the usual wait. The freeze was WebKit's:
// Chromium goes through each kind of round once (three rounds, nine page loads) and WebKit through
// twenty rounds, which took Chromium 25 s of every run for an engine that never froze.
import { engine } from '../pages/engine';
import { shell } from '../pages/shell';

const PAGES: [path: string, page: string][] = [
  ['/gallery/recent', 'gallery'],
  ['/sketch/1', 'sketch'],
  ['/', 'home'],
];

const ROUNDS = engine() === 'MiniBrowser' ? 20 : PAGES.length;
/** About 80 full page loads in WebKit, a second or more each on a loaded machine (the first load carries React). */
const ROUNDS_TIMEOUT_MS = 240_000;

describe('a visitor going from page to page', () => {
  // A freeze fails the wait of the page it stops (waitforTimeout, 10 s); the test as a whole gets
  // the time its 80 loads take, more than one test's usual 90 s.
  it(`sees every page, ${ROUNDS} rounds of page loads in a row, without the browser freezing`, async function (this: Mocha.Context) {
    this.timeout(ROUNDS_TIMEOUT_MS);
    for (let round = 0; round < ROUNDS; round++) {
      // What every test's fresh start does: the same page opened again by a new visitor.
      await shell.startSignedOut();
      for (const [path, page] of PAGES.slice(0, 1 + (round % PAGES.length))) {
        await shell.open(path);
        await shell.waitForPage(page);
      }
    }
  });
});
