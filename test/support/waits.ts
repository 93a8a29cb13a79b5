// How long a test waits for something that must happen. Every wait looks for a positive signal,
// so this bounds only how long a failing wait takes: on a quiet machine a wait ends in
// milliseconds, but beside other work (CI runs the unit tests beside an end-to-end run) a page
// that loads through the real server in process, or a frame that is encoded, can take seconds.
// Under the test's own 60 s (vitest.config.ts), so a wait that fails says what it waited for
// rather than the test running out of time.
import { expect, vi } from 'vitest';

/** testing-library's waitFor and findBy* (test/setup.ts), and eventually() below. */
export const TEST_WAIT_MS = 20_000;

/**
 * Retries an assertion (or a callback that throws until it holds) until it passes, as vi.waitFor
 * does, within TEST_WAIT_MS: vi.waitFor's own default is one second, which a busy machine
 * overruns (a CI run failed on it). Under fake timers it advances them by the interval per try,
 * as vi.waitFor does.
 */
export function eventually<T>(assertion: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(assertion, { timeout: TEST_WAIT_MS, interval: 50 });
}

/** Resolves once `check()` is true, polled as eventually() polls. */
export function until(check: () => boolean): Promise<void> {
  return eventually(() => expect(check(), 'the awaited condition').toBe(true));
}
