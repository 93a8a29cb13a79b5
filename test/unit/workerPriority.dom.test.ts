// @vitest-environment jsdom
// The DOM files' workers run below vitest's main process too (test/setup.ts, vitest.config.ts
// says why): they are threads of the main process, each file in a VM context of its own
// (vitest's vmThreads pool), and lowering one must not lower the main process.
import { getPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { mainThreadNiceness } from '../support/threadPriority';

describe('a DOM test worker priority', () => {
  it('runs this file at nice 10 or lower still, in a thread, leaving the main thread as it was', () => {
    expect(typeof document).toBe('object');
    expect(getPriority()).toBeGreaterThanOrEqual(10);
    expect(isMainThread).toBe(false);
    expect(mainThreadNiceness()).toBeLessThan(getPriority());
  });
});
