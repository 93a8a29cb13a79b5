// Shared test set-up, run before every test file:
// - a test fails on an unexpected console.error (test/support/consoleGuard.ts);
// - every zustand store, cache and remembered list is back to its start state after each test
//   (src/lib/testReset.ts: modules register their own reset, stores through the zustand mock);
// - component tests get testing-library's cleanup and fresh storage per test;
// - Preact runs effects on a plain timer (see below).
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { checkConsoleAfterTest, installConsoleGuard } from './support/consoleGuard';
import { resetRegisteredState } from '../src/lib/testReset';

vi.mock('zustand', async (importOriginal) => {
  const { withResettableStores } = await import('./support/resettableZustand');
  return withResettableStores(await importOriginal());
});

installConsoleGuard();

// Preact runs effects after the next frame by racing requestAnimationFrame against a timer whose
// callback cancels the frame; when that timer fires after a test file's jsdom is gone, so is
// cancelAnimationFrame. Tests run effects on a plain timer instead (src runs on Preact: README).
options.requestAnimationFrame = (flush) => void setTimeout(flush, 0);

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
