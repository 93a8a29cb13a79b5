// Shared test set-up, run before every test file:
// - a test fails on an unexpected console.error (test/support/consoleGuard.ts), React's
//   act() and hydration warnings among them;
// - component tests render in StrictMode (effects are run, cleaned up and run again), so an
//   effect that does not clean up fails a test;
// - every zustand store, cache and remembered list is back to its start state after each test
//   (src/lib/testReset.ts: modules register their own reset, stores through the zustand mock);
// - component tests get testing-library's cleanup and fresh storage per test;
// - test apps copy the run's seeded database (test/globalSetup.ts, server/testing/seedTemplate.ts);
// - the test worker runs at a lower priority than vitest's main process (vitest.config.ts says
//   why), and so does every process a test starts (a build, a server), which inherit it. A worker
//   is a fork, or for the node and jsdom projects a thread of the main process: Linux keeps a nice
//   value per thread, so a thread lowers itself alone (test/unit/workerPriority*.test.ts).
import { getPriority, setPriority } from 'node:os';
import { afterEach, inject, vi } from 'vitest';
import { checkConsoleAfterTest, installConsoleGuard } from './support/consoleGuard';
import { TEST_WAIT_MS } from './support/waits';
import { resetRegisteredState } from '../src/lib/testReset';
import { setSeedTemplate } from '../server/testing/seedTemplate';

vi.mock('zustand', async (importOriginal) => {
  const { withResettableStores } = await import('./support/resettableZustand');
  return withResettableStores(await importOriginal());
});

installConsoleGuard();

// Test apps copy the run's seeded database (test/globalSetup.ts) instead of seeding their own.
setSeedTemplate(inject('seedTemplate'));

/** How much lower than the main process a test process runs (nice levels; 19 is the lowest). */
const TEST_PROCESS_NICENESS = 10;
if (getPriority() < TEST_PROCESS_NICENESS) setPriority(TEST_PROCESS_NICENESS);

if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  // Its waits look for a positive signal within the tests' one wait bound (test/support/waits.ts).
  configure({ reactStrictMode: true, asyncUtilTimeout: TEST_WAIT_MS });
}

afterEach(async () => {
  if (typeof window !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup(); // unmount first, so the resets below re-render nothing
  }
  resetRegisteredState();
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  checkConsoleAfterTest();
});
