// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWindowRows, visibleRowRange } from './useWindowRows';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};
afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

/** The tops of `count` rows of `height`, and the list's height last. */
const evenTops = (count: number, height: number) => Array.from({ length: count + 1 }, (_, i) => i * height);

describe('visibleRowRange', () => {
  const list = { tops: evenTops(100, 100), top: 50, overscan: 2 };
  it('covers the viewport plus the overscan, clamped to the list', () => {
    expect(visibleRowRange(0, 800, list)).toEqual([0, 9]); // rows 0-7 visible, 2 more below
    expect(visibleRowRange(1050, 800, list)).toEqual([8, 19]); // rows 10-17 visible
    expect(visibleRowRange(9900, 800, list)).toEqual([96, 99]);
  });
  it('is empty for no rows, rows without height, or a list scrolled far out of view', () => {
    expect(visibleRowRange(0, 800, { ...list, tops: [0] })).toBeNull();
    expect(visibleRowRange(0, 800, { ...list, tops: evenTops(100, 0) })).toBeNull();
    expect(visibleRowRange(50_000, 800, list)).toBeNull();
  });
  it('finds rows of different heights', () => {
    // Rows of 500, 100, 900 and 300 px: a viewport from 550 to 1050 sees rows 1 and 2, one from
    // 1400 to 1900 rows 2 and 3.
    const tops = [0, 500, 600, 1500, 1800];
    expect(visibleRowRange(550, 500, { tops, top: 0, overscan: 0 })).toEqual([1, 2]);
    expect(visibleRowRange(1400, 500, { tops, top: 0, overscan: 0 })).toEqual([2, 3]);
    expect(visibleRowRange(1600, 500, { tops, top: 0, overscan: 0 })).toEqual([3, 3]);
    expect(visibleRowRange(0, 400, { tops, top: 100, overscan: 1 })).toEqual([0, 1]);
  });
});

describe('useWindowRows', () => {
  it('renders nothing until enabled, then follows the scroll position', () => {
    const options = { tops: evenTops(1000, 100), top: 0, overscan: 3, enabled: false };
    const { result, rerender } = renderHook((o) => useWindowRows(o), { initialProps: options });
    expect(result.current).toEqual([]);
    rerender({ ...options, enabled: true });
    const first = result.current.map((r) => r.index);
    expect(first[0]).toBe(0);
    expect(first.length).toBe(Math.ceil(window.innerHeight / 100) + 3);
    act(() => scrollTo(50_000));
    expect(result.current[0]).toEqual({ index: 497, start: 49_700 });
    expect(result.current.at(-1)!.index).toBe(500 + Math.ceil(window.innerHeight / 100) - 1 + 3);
  });
});
