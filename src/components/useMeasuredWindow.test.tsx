// @vitest-environment jsdom
import { act, render, screen } from '../../test/support/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMeasuredWindow, windowOf, type EndlessOptions } from './useMeasuredWindow';

describe('windowOf', () => {
  it('finds the rows over a range, and the space before and after them', () => {
    expect(windowOf([100, 100, 100, 100], 150, 250)).toEqual({ first: 1, last: 2, before: 100, after: 100 });
    expect(windowOf([100, 50, 300], 0, 120)).toEqual({ first: 0, last: 1, before: 0, after: 300 });
    expect(windowOf([100, 100], 500, 900)).toEqual({ first: 0, last: -1, before: 200, after: 0 });
    expect(windowOf([], 0, 900)).toEqual({ first: 0, last: -1, before: 0, after: 0 });
  });
});

const KEYS = Array.from({ length: 1000 }, (_, i) => String(i));

function Posts({ rowHeight, keys, memory, endless }: { rowHeight?: number; keys?: readonly string[]; memory?: Map<string, number>; endless?: EndlessOptions }) {
  const { first, last, before, after, attachList } = useMeasuredWindow({ keys: keys ?? KEYS, estimate: 100, gap: 10, overscan: 0, windowAbove: 50, memory, endless });
  return (
    <ol ref={attachList} data-testid="list" style={{ paddingTop: before, paddingBottom: after }}>
      {(keys ?? KEYS).slice(first, last + 1).map((key) => (
        <li key={key} data-row-key={key} data-height={rowHeight}>
          {key}
        </li>
      ))}
    </ol>
  );
}

/** jsdom has no layout: the list's top and each row's height as a browser would give them. */
function layout(listTop: () => number, rowHeight: number) {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = this.tagName === 'OL' ? listTop() : 0;
    const height = this.tagName === 'LI' ? rowHeight : 0;
    return { top, height, bottom: top + height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
}

afterEach(() => vi.restoreAllMocks());

describe('useMeasuredWindow', () => {
  it('renders only the rows over the viewport, with the rest as padding, and follows the scroll', () => {
    let top = 0;
    layout(() => top, 90);
    render(<Posts />);
    const rows = () => screen.getAllByRole('listitem').map((li) => li.textContent);
    // 768 px of viewport over rows of 90 + 10: rows 0 to 7.
    expect(rows()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    const list = screen.getByTestId('list');
    // Measured rows count 100; the 992 rows below still count the estimate, 100.
    expect(list.style.paddingTop).toBe('0px');
    expect(list.style.paddingBottom).toBe(`${992 * 100}px`);
    top = -50_000;
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(rows()[0]).toBe('500');
    expect(rows()).toHaveLength(8);
    expect(list.style.paddingTop).toBe('50000px');
  });

  it('renders a list of up to windowAbove rows whole, however tall its rows', () => {
    layout(() => 0, 990);
    render(<Posts keys={KEYS.slice(0, 50)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByTestId('list').style.paddingBottom).toBe('0px');
  });

  it('uses measured heights: tall rows mean fewer rows rendered', () => {
    layout(() => 0, 390);
    render(<Posts />);
    // First render at the estimate (rows 0 to 7), each measured at 400: 768 px show rows 0 and 1.
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['0', '1']);
    // Below them: rows 2 to 7 as measured, the other 992 at the estimate.
    expect(screen.getByTestId('list').style.paddingBottom).toBe(`${6 * 400 + 992 * 100}px`);
  });

  it('keeps measured heights in `memory`, so a list that comes back starts with them', () => {
    const memory = new Map<string, number>();
    const spy = layout(() => 0, 390);
    const { unmount } = render(<Posts memory={memory} />);
    expect(memory.get('0')).toBe(400);
    unmount();
    spy.mockRestore();
    // Back again, with no layout yet (nothing measures): rows 0 and 1 still count 400.
    layout(() => 0, 0);
    render(<Posts memory={memory} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['0', '1']);
  });

  // The ask waits for an idle moment (src/lib/idleQueue.ts; a timer where requestIdleCallback is
  // missing, as here): `idle()` runs it, so an absence is checked after the moment has passed.
  const idle = () => act(() => void vi.runOnlyPendingTimers());

  it('asks for the next page (in an idle moment) once the viewport nears the end, and not while loading, after a failure or at the end', () => {
    vi.useFakeTimers();
    try {
      let top = 0;
      layout(() => top, 90);
      const onLoadMore = vi.fn();
      const endless = { loadAhead: 2, hasMore: true, loading: false, failed: false, onLoadMore };
      const { rerender } = render(<Posts endless={endless} />);
      // Rows 0 to 7 over the viewport, 992 more below: nothing to ask yet.
      idle();
      expect(onLoadMore).not.toHaveBeenCalled();
      // Scrolled to the end: the viewport ends over the last row.
      top = -(1000 * 100 - 768);
      act(() => void window.dispatchEvent(new Event('scroll')));
      expect(onLoadMore).not.toHaveBeenCalled();
      idle();
      expect(onLoadMore).toHaveBeenCalledTimes(1);
      onLoadMore.mockClear();
      rerender(<Posts endless={{ ...endless, loading: true }} />);
      rerender(<Posts endless={{ ...endless, failed: true }} />);
      rerender(<Posts endless={{ ...endless, hasMore: false }} />);
      idle();
      expect(onLoadMore).not.toHaveBeenCalled();
      // A short page arrived and the viewport is still within two rows of the end: the one after it.
      rerender(<Posts endless={endless} keys={[...KEYS, 'a']} />);
      idle();
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the next page of a short list rendered whole only when its end is in view', () => {
    vi.useFakeTimers();
    try {
      layout(() => 0, 990);
      const onLoadMore = vi.fn();
      // 50 rows of 1000 px, all rendered (windowAbove), the viewport over the first.
      render(<Posts keys={KEYS.slice(0, 50)} endless={{ loadAhead: 2, hasMore: true, loading: false, failed: false, onLoadMore }} />);
      expect(screen.getAllByRole('listitem')).toHaveLength(50);
      idle();
      expect(onLoadMore).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
