// @vitest-environment jsdom
import { render, screen, within } from '../../test/support/render';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EndlessGrid } from './EndlessGrid';

const ITEMS = Array.from({ length: 1000 }, (_, i) => i);

function People({ testId, items = ITEMS, loading = false }: { testId: string; items?: readonly number[]; loading?: boolean }) {
  return (
    <EndlessGrid
      items={items}
      keyOf={(item) => item}
      renderItem={(item) => <a href={`/user/${item}`}>{item}</a>}
      layout={() => ({ columns: 1, rowHeight: 100 })}
      gap={10}
      overscan={0}
      label="People"
      testId={testId}
      list={{ hasMore: loading, loading, loadMore: () => {} }}
      empty="Nobody here"
    />
  );
}

/** jsdom has no layout: the grid at the top of the viewport, each cell `cellHeight` tall. */
function layout(cellHeight: number) {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const height = this.classList.contains('cell') ? cellHeight : 0;
    return { top: 0, height, bottom: height, left: 0, right: 0, width: 0, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

afterEach(() => vi.restoreAllMocks());

describe('EndlessGrid', () => {
  it('remembers its rows’ heights per list, so a list that comes back starts with them', () => {
    const spy = layout(390);
    const { unmount } = render(<People testId="people" />);
    // Rows measured at 400 with the gap: two fill 768 px of viewport.
    expect(shown()).toEqual(['0', '1']);
    unmount();
    spy.mockRestore();
    // Back again, before anything is measured: the same rows, the same padding under them (and
    // the gap under the last row).
    layout(0);
    const again = render(<People testId="people" />);
    expect(shown()).toEqual(['0', '1']);
    expect(screen.getByTestId('people').style.paddingBottom).toBe(`${6 * 400 + 992 * 100 + 10}px`);
    again.unmount();
    // Another list does not take them: its rows count the estimate.
    render(<People testId="others" />);
    expect(shown()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
  });

  it('keeps the cards in reading order, each a list item with its place in the list', () => {
    layout(90);
    render(<People testId="people" />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-posinset'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(items[0]!.getAttribute('aria-setsize')).toBe('1000');
    // Tab follows the DOM: the links in the order of the cards.
    expect([...screen.getByRole('list', { name: 'People' }).querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(ITEMS.slice(0, 8).map((i) => `/user/${i}`));
  });

  it('shows the list end inside the list, in room left under the last row and its gap', () => {
    layout(90);
    const { rerender } = render(<People testId="people" items={ITEMS.slice(0, 3)} loading />);
    const grid = screen.getByTestId('people');
    expect(within(grid).getByTestId('people-loading')).toBeTruthy();
    expect(grid.style.paddingBottom).toBe(`${10 + 64}px`);
    rerender(<People testId="people" items={[]} />);
    expect(within(grid).getByTestId('people-empty').textContent).toBe('Nobody here');
    expect(grid.style.paddingBottom).toBe('64px');
    rerender(<People testId="people" items={ITEMS.slice(0, 3)} />);
    expect(within(grid).queryByTestId('people-empty')).toBeNull();
    expect(grid.style.paddingBottom).toBe('10px');
  });
});
