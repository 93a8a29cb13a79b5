// The test workers run below vitest's main process (test/setup.ts, vitest.config.ts says why).
// The node project's workers are threads of the main process: lowering one must not lower the
// main process, which must answer every worker's report in time.
import { readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

/** The nice value of the process's main thread, from /proc (field 19 of its stat line). */
function mainThreadNiceness(): number {
  const stat = readFileSync(`/proc/${process.pid}/stat`, 'utf8');
  const fieldsAfterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fieldsAfterName[19 - 3]);
}

describe('the test worker priority', () => {
  it('runs this file at nice 10 or lower still', () => {
    expect(getPriority()).toBeGreaterThanOrEqual(10);
  });

  it('leaves the main thread as it was when the worker is a thread (the node project)', () => {
    expect(isMainThread).toBe(false);
    expect(mainThreadNiceness()).toBeLessThan(getPriority());
  });
});
