// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_GROWTH_MS, followPageGrowth } from './followPageGrowth';

/** A ResizeObserver whose growth the test makes (jsdom has none). */
class GrowthObserver {
  static current: GrowthObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    GrowthObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  grow() {
    if (!this.disconnected) this.callback();
  }
}

describe('followPageGrowth', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', GrowthObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('scrolls now and again each time the page grows', () => {
    const scroll = vi.fn();
    followPageGrowth(scroll);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(GrowthObserver.current!.observed).toEqual([document.body]);
    GrowthObserver.current!.grow();
    GrowthObserver.current!.grow();
    expect(scroll).toHaveBeenCalledTimes(3);
  });

  it('stops once the reader moves the page, after a while, or when the scroll says it is done', () => {
    for (const end of [() => window.dispatchEvent(new Event('wheel')), () => window.dispatchEvent(new KeyboardEvent('keydown')), () => vi.advanceTimersByTime(FOLLOW_GROWTH_MS)]) {
      const scroll = vi.fn();
      followPageGrowth(scroll);
      end();
      GrowthObserver.current!.grow();
      expect(scroll).toHaveBeenCalledTimes(1);
      expect(GrowthObserver.current!.disconnected).toBe(true);
    }
    // Done at once: no observer is made.
    GrowthObserver.current = null;
    const done = vi.fn((stop: () => void) => stop());
    followPageGrowth(done);
    expect(done).toHaveBeenCalledTimes(1);
    expect(GrowthObserver.current).toBeNull();
  });
});
