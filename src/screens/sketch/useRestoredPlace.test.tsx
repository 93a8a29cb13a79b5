// @vitest-environment jsdom
import { renderHook } from '../../../test/support/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigation } from '../../app/navigation/navigation';
import { scrollKey } from '../../app/navigation/entryStorage';
import { useRestoredPlace } from './useRestoredPlace';

/** A page whose end moves down as its lazy parts render (the test makes them), as jsdom's does not. */
function growingPage(height: number) {
  let end = height - window.innerHeight;
  let y = 0;
  Object.defineProperty(window, 'scrollY', { get: () => y, configurable: true });
  const scrollTo = vi.fn((_x: number, top: number) => (y = Math.min(top, end)));
  vi.stubGlobal('scrollTo', scrollTo);
  const growth: (() => void)[] = [];
  vi.stubGlobal('ResizeObserver', class { constructor(grown: () => void) { growth.push(grown); } observe() {} disconnect() { growth.length = 0; } });
  return { scrollTo, grows: (more: number) => ((end += more), growth.forEach((grown) => grown())), at: () => y };
}

const shown = (restored: boolean) =>
  useNavigation.setState({ page: { location: { path: '/sketch/5', search: '', hash: '' }, name: 'sketch', render: () => null, entryKey: 'e1', restored } });

describe('useRestoredPlace', () => {
  beforeEach(() => sessionStorage.setItem(scrollKey('e1'), '4749'));
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('reaches the place saved for the entry on Back as the page grows, then lets the page be', () => {
    const page = growingPage(3000);
    shown(true);
    renderHook(() => useRestoredPlace());
    expect(page.at()).toBeLessThan(4749); // cut short at the page's first end
    page.grows(1500);
    page.grows(1500);
    expect(page.at()).toBe(4749);
    const calls = page.scrollTo.mock.calls.length;
    page.grows(500);
    expect(page.scrollTo.mock.calls.length).toBe(calls);
  });

  it('leaves a new visit at the top, and a page the reader moved', () => {
    let page = growingPage(3000);
    shown(false);
    renderHook(() => useRestoredPlace());
    page.grows(3000);
    expect(page.scrollTo).not.toHaveBeenCalled();
    page = growingPage(3000);
    shown(true);
    renderHook(() => useRestoredPlace());
    const calls = page.scrollTo.mock.calls.length;
    window.dispatchEvent(new Event('touchstart'));
    page.grows(3000);
    expect(page.scrollTo.mock.calls.length).toBe(calls);
  });
});
