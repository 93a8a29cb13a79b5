// Shared test set-up, run before every test file:
// - a test fails on an unexpected console.error (test/support/consoleGuard.ts), React's
//   act() and hydration warnings among them;
// - component tests render in StrictMode (effects are run, cleaned up and run again), so an
//   effect that does not clean up fails a test;
// - every zustand store, cache and remembered list is back to its start state after each test
//   (src/lib/testReset.ts: modules register their own reset, stores through the zustand mock);
// - component tests get testing-library's cleanup and fresh storage per test;
// - test apps copy the run's seeded database (test/globalSetup.ts, server/testing/seedTemplate.ts);
// - the test process runs at a lower priority than vitest's main process (vitest.config.ts says
//   why), and so does every process a test starts (a build, a server), which inherit it.
import { getPriority, setPriority } from 'node:os';
import { afterEach, inject, vi } from 'vitest';
import { checkConsoleAfterTest, installConsoleGuard } from './support/consoleGuard';
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

/**
 * How long testing-library's waitFor and findBy* wait for what they look for. Every wait looks for
 * a positive signal, so this bounds only how long a failing wait takes: on a quiet machine they
 * end in milliseconds, but beside other work (CI, an end-to-end run) a page that loads through the
 * real server in process can take seconds, and the default second failed tests that pass alone.
 * Under the test's own 60 s (vitest.config.ts), so a wait that fails says what it waited for
 * rather than the test running out of time. A wait that needs longer says so where it waits.
 */
const ASYNC_UTIL_TIMEOUT_MS = 20_000;

if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ reactStrictMode: true, asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
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
