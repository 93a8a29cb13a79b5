// The test workers run below vitest's main process (test/setup.ts, vitest.config.ts says why).
// The node project's workers are threads of the main process: lowering one must not lower the
// main process, which must answer every worker's report in time.
import { getPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { mainThreadNiceness } from '../support/threadPriority';

describe('the test worker priority', () => {
  it('runs this file at nice 10 or lower still', () => {
    expect(getPriority()).toBeGreaterThanOrEqual(10);
  });

  it('leaves the main thread as it was when the worker is a thread (the node project)', () => {
    expect(isMainThread).toBe(false);
    expect(mainThreadNiceness()).toBeLessThan(getPriority());
  });
});
