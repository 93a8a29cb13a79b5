// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWindowRows, visibleRowRange } from './useWindowRows';

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};
afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

describe('visibleRowRange', () => {
  const list = { count: 100, rowHeight: 100, top: 50, overscan: 2 };
  it('covers the viewport plus the overscan, clamped to the list', () => {
    expect(visibleRowRange(0, 800, list)).toEqual([0, 9]); // rows 0-7 visible, 2 more below
    expect(visibleRowRange(1050, 800, list)).toEqual([8, 19]); // rows 10-17 visible
    expect(visibleRowRange(9900, 800, list)).toEqual([96, 99]);
  });
  it('is empty for no rows, rows without height, or a list scrolled far out of view', () => {
    expect(visibleRowRange(0, 800, { ...list, count: 0 })).toBeNull();
    expect(visibleRowRange(0, 800, { ...list, rowHeight: 0 })).toBeNull();
    expect(visibleRowRange(50_000, 800, list)).toBeNull();
  });
});

describe('useWindowRows', () => {
  it('renders nothing until enabled, then follows the scroll position', () => {
    const options = { count: 1000, rowHeight: 100, top: 0, overscan: 3, enabled: false };
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
