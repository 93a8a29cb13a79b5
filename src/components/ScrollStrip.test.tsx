// @vitest-environment jsdom
import { fireEvent, render, screen } from '../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollStrip, STEP_BUTTONS_QUERY } from './ScrollStrip';

/** A mouse (the step buttons show) or a touch screen (they do not); `lessMotion`: the reader asked for reduced motion. */
function pointer(kind: 'mouse' | 'touch', { lessMotion = false } = {}) {
  const matches = (query: string) => (kind === 'mouse' && query === STEP_BUTTONS_QUERY) || (lessMotion && query === '(prefers-reduced-motion: reduce)');
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matches(query), media: query, addEventListener() {}, removeEventListener() {} }));
}

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
  afterEach(() => vi.unstubAllGlobals());

  it('has a button to each side that scrolls by most of the width, gone at each end', async () => {
    pointer('mouse');
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

  it('jumps instead of gliding when the reader asked for reduced motion', async () => {
    pointer('mouse', { lessMotion: true });
    const { rerender } = render(<ScrollStrip>{items(12)}</ScrollStrip>);
    const track = screen.getByText('Item 0').parentElement!;
    layOut(track, 500, 1800);
    rerender(<ScrollStrip>{items(12)}</ScrollStrip>);
    await userEvent.click(screen.getByTestId('strip-next'));
    expect(track.scrollBy).toHaveBeenCalledWith({ left: 400, behavior: 'auto' });
  });

  it('needs no buttons when everything fits', () => {
    pointer('mouse');
    const { rerender } = render(<ScrollStrip>{items(2)}</ScrollStrip>);
    layOut(screen.getByText('Item 0').parentElement!, 500, 500);
    rerender(<ScrollStrip>{items(2)}</ScrollStrip>);
    expect((screen.getByTestId('strip-prev') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('strip-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('does not measure the track on a touch screen, where the buttons do not show (a layout the phone is spared)', () => {
    pointer('touch');
    const { rerender } = render(<ScrollStrip>{items(12)}</ScrollStrip>);
    const track = screen.getByText('Item 0').parentElement!;
    const scrollWidth = vi.fn(() => 1800);
    Object.defineProperty(track, 'scrollWidth', { get: scrollWidth, configurable: true });
    rerender(<ScrollStrip>{items(13)}</ScrollStrip>);
    fireEvent.scroll(track);
    expect(scrollWidth).not.toHaveBeenCalled();
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
