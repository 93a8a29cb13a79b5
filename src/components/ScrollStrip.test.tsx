// @vitest-environment jsdom
import { fireEvent, render, screen } from '../../test/support/render';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScrollStrip } from './ScrollStrip';

/** Gives the strip's track a box: `width` shown of `content`, scrolled to `left`. */
function layOut(track: HTMLElement, width: number, content: number) {
  Object.defineProperty(track, 'clientWidth', { value: width, configurable: true });
  Object.defineProperty(track, 'scrollWidth', { value: content, configurable: true });
  track.scrollBy = vi.fn((options?: ScrollToOptions | number) => {
    const by = typeof options === 'object' ? (options.left ?? 0) : (options ?? 0);
    track.scrollLeft = Math.max(0, Math.min(content - width, track.scrollLeft + by));
    fireEvent.scroll(track);
  }) as typeof track.scrollBy;
}

const items = (n: number) => Array.from({ length: n }, (_, i) => <div key={i}>Item {i}</div>);

describe('ScrollStrip', () => {
  it('has a button to each side that scrolls by most of the width, gone at each end', async () => {
    const { rerender } = render(<ScrollStrip>{items(12)}</ScrollStrip>);
    const track = screen.getByText('Item 0').parentElement!;
    layOut(track, 500, 1800);
    rerender(<ScrollStrip>{items(12)}</ScrollStrip>);
    const prev = screen.getByTestId('strip-prev') as HTMLButtonElement;
    const next = screen.getByTestId('strip-next') as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    await userEvent.click(next);
    expect(track.scrollBy).toHaveBeenCalledWith({ left: 400, behavior: 'smooth' });
    expect(prev.disabled).toBe(false);
    for (let i = 0; i < 3; i++) await userEvent.click(next);
    expect(track.scrollLeft).toBe(1300);
    expect(next.disabled).toBe(true);
    await userEvent.click(prev);
    expect(track.scrollLeft).toBe(900);
    expect(next.disabled).toBe(false);
  });

  it('needs no buttons when everything fits', () => {
    const { rerender } = render(<ScrollStrip>{items(2)}</ScrollStrip>);
    layOut(screen.getByText('Item 0').parentElement!, 500, 500);
    rerender(<ScrollStrip>{items(2)}</ScrollStrip>);
    expect((screen.getByTestId('strip-prev') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('strip-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('leaves the buttons out of the tab order and of what screen readers read: items are reached one by one', () => {
    render(<ScrollStrip as="ul">{[<li key="a">A</li>]}</ScrollStrip>);
    expect(screen.getByText('A').parentElement!.tagName).toBe('UL');
    for (const id of ['strip-prev', 'strip-next']) {
      expect(screen.getByTestId(id).getAttribute('tabindex')).toBe('-1');
      expect(screen.getByTestId(id).getAttribute('aria-hidden')).toBe('true');
    }
  });
});
