// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idleQueue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs one step per task, first in first out, a job at the head until it says it is done', () => {
    const ran: string[] = [];
    let aSteps = 0;
    whenIdle(() => {
      ran.push('a');
      return ++aSteps === 2;
    });
    whenIdle(() => {
      ran.push('b');
      return true;
    });
    expect(ran).toEqual([]); // never in the caller's task
    vi.advanceTimersByTime(16);
    expect(ran).toEqual(['a']);
    vi.advanceTimersByTime(16);
    expect(ran).toEqual(['a', 'a']);
    vi.advanceTimersByTime(16);
    expect(ran).toEqual(['a', 'a', 'b']);
    vi.advanceTimersByTime(100);
    expect(ran).toEqual(['a', 'a', 'b']);
  });

  it('drops a cancelled job, and a job that throws without stopping the others', () => {
    const ran: string[] = [];
    const cancel = whenIdle(() => {
      ran.push('cancelled');
      return true;
    });
    whenIdle(() => {
      throw new Error('broken');
    });
    whenIdle(() => {
      ran.push('c');
      return true;
    });
    cancel();
    expect(() => vi.advanceTimersByTime(16)).toThrow('broken');
    vi.advanceTimersByTime(16);
    expect(ran).toEqual(['c']);
  });

  it('uses the browser idle callback where there is one, and gives it back when nothing is left to do', () => {
    const idle = vi.fn((_run: () => void, _options: IdleRequestOptions) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const step = vi.fn(() => true);
    whenIdle(step);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    idle.mock.calls[0]![0]();
    expect(step).toHaveBeenCalledTimes(1);

    const cancel = whenIdle(step);
    expect(idle).toHaveBeenCalledTimes(2);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
    // The next job asks for a callback of its own.
    const next = whenIdle(step);
    expect(idle).toHaveBeenCalledTimes(3);
    next();
  });
});
