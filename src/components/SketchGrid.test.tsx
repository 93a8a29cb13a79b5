// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardView } from '../lib/sketchCard';
import { LOAD_FAILED_TEXT } from '../lib/sketchPage';
import { SketchCardView } from './SketchCard';
import { gridColumns, listRowHeight, SketchGrid } from './SketchGrid';
import type { SketchCard } from '../api/schemas/sketchCards';

class NoResize {
  observe() {}
  disconnect() {}
}

const card = (id: number, extra: Partial<SketchCard> = {}): SketchCard => ({
  id,
  image: `/img/sketch/${id}`,
  title: `Sketch ${id}`,
  userNickname: 'InkyAda',
  userId: 1,
  width: 200,
  height: 100,
  heartsReceived: 3,
  rateRules: 4,
  comments: 5,
  ...extra,
});
const cards = (n: number, from = 1) => Array.from({ length: n }, (_, i) => card(from + i));

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResize);
  // jsdom has no scrolling; the virtualizer writes the window's scroll position.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('gridColumns and listRowHeight', () => {
  it('makes tiles of about 200 px, 150 px on small screens, never much smaller', () => {
    const tile = (width: number, columns = gridColumns(width)) => (width - 8 * (columns - 1)) / columns;
    for (const width of [1232, 1024, 800, 700, 640, 500]) {
      expect(tile(width), `width ${width}`).toBeGreaterThanOrEqual(170);
      expect(tile(width), `width ${width}`).toBeLessThanOrEqual(250);
    }
    for (const width of [320, 366, 388, 460]) {
      expect(tile(width), `width ${width}`).toBeGreaterThanOrEqual(127);
      expect(tile(width), `width ${width}`).toBeLessThanOrEqual(230);
    }
    expect(gridColumns(1232)).toBe(6);
    expect(gridColumns(366)).toBe(2);
    expect(gridColumns(300, 3)).toBe(3);
  });

  it('makes large-list rows 128 px high on small screens and 200 px on large ones', () => {
    expect(listRowHeight(390)).toBe(128);
    expect(listRowHeight(1024)).toBe(200);
  });
});

describe('SketchGrid', () => {
  it('puts only the rows near the viewport in the DOM', () => {
    render(<SketchGrid sketches={cards(2000)} mode="grid" hasMore={false} loading={false} onLoadMore={() => {}} />);
    const grid = screen.getByTestId('sketch-grid');
    expect(grid.dataset.count).toBe('2000');
    const shown = screen.getAllByTestId('sketch-card').length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(100);
    // The whole list still takes its full height, so the scroll bar is right.
    expect(parseInt(grid.style.height, 10)).toBeGreaterThan(2000 / 5 * 170);
  });

  it('asks for more when the end of the list is near, but not while loading or at the end', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<SketchGrid sketches={cards(10)} mode="grid" hasMore loading={false} onLoadMore={onLoadMore} />);
    expect(onLoadMore).toHaveBeenCalled();
    onLoadMore.mockClear();
    rerender(<SketchGrid sketches={cards(12)} mode="grid" hasMore loading onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender(<SketchGrid sketches={cards(12)} mode="grid" hasMore={false} loading={false} onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('after a failure shows the message and waits for Retry instead of asking again', async () => {
    const onLoadMore = vi.fn();
    const onRetry = vi.fn();
    render(<SketchGrid sketches={cards(3)} mode="grid" hasMore loading={false} onLoadMore={onLoadMore} error={new Error('500')} onRetry={onRetry} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByTestId('grid-error').textContent).toBe(LOAD_FAILED_TEXT);
    await userEvent.click(screen.getByTestId('grid-retry'));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text for an empty finished list, and a spinner while loading', () => {
    const { rerender } = render(<SketchGrid sketches={[]} mode="grid" hasMore={false} loading={false} onLoadMore={() => {}} empty="Nothing here" />);
    expect(screen.getByTestId('grid-empty').textContent).toBe('Nothing here');
    rerender(<SketchGrid sketches={[]} mode="grid" hasMore loading onLoadMore={() => {}} empty="Nothing here" />);
    expect(screen.queryByTestId('grid-empty')).toBeNull();
    expect(screen.getByTestId('grid-loading')).toBeTruthy();
  });

  it('lays out one card per row in large-list mode', () => {
    render(<SketchGrid sketches={cards(6)} mode="list" hasMore={false} loading={false} onLoadMore={() => {}} />);
    const grid = screen.getByTestId('sketch-grid');
    expect(grid.dataset.mode).toBe('list');
    const rows = grid.querySelectorAll('.row');
    expect(rows).toHaveLength(6);
    expect((rows[0] as HTMLElement).style.height).toBe('200px'); // jsdom's window is 1024 wide
  });
});

describe('SketchCardView', () => {
  it('shows the artist avatar and the date on a large-list row, not on a tile', () => {
    const view = cardView(card(8, { userAvatar: '/img/avatar/1', dateCreated: '2026-11-20T12:00:00Z' }));
    const row = render(<SketchCardView card={view} mode="list" size={200} />);
    const byline = screen.getByTestId('card-byline');
    expect(byline.querySelector('img')!.getAttribute('src')).toBe('/img/avatar/1/25.jpg');
    expect(byline.textContent).toContain('InkyAda');
    expect(byline.querySelector('time')!.textContent).toBe('Nov 20, 2026');
    row.unmount();
    render(<SketchCardView card={view} mode="grid" size={200} />);
    expect(screen.queryByTestId('card-byline')).toBeNull();
  });

  it('links to the sketch and shows title, artist and counts; Untitled for an empty title', () => {
    render(<SketchCardView card={cardView(card(7, { title: 'null' }))} mode="grid" size={200} />);
    const link = screen.getByTestId('sketch-card');
    expect(link.getAttribute('href')).toBe('/sketch/7');
    expect(link.textContent).toContain('Untitled');
    expect(link.textContent).toContain('InkyAda');
    // A screen reader hears one sentence, not the symbols and short counts (hidden from it).
    expect(screen.getByRole('link', { name: 'Untitled by InkyAda, 3 hearts, 4 rules, 5 comments' })).toBe(link);
    expect(link.getAttribute('aria-label')).toBeNull(); // the name holds the visible title (WCAG label in name)
    expect(link.querySelector('.caption')!.getAttribute('aria-hidden')).toBe('true');
    expect(link.querySelector('.badges')!.getAttribute('aria-hidden')).toBe('true');
    expect(link.querySelector('img')!.getAttribute('alt')).toBe('');
    // 200 px at a size step (jsdom's pixel ratio is 1).
    expect(link.querySelector('img')!.getAttribute('src')).toBe('/img/sketch/7/200.jpg');
  });

  it('keeps the image box but renders no <img> for a card that came without an image', () => {
    const { container } = render(<SketchCardView card={cardView(card(9, { image: undefined }))} mode="grid" size={200} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('card-no-image').style.height).toBe('200px');
  });

  it('puts the badges on the tile, outside the caption, and in the caption of a list row', () => {
    const special = cardView(card(8, { compoPlace: 3, video: true, unlisted: true, featured: true }));
    const { unmount } = render(<SketchCardView card={special} mode="grid" size={200} />);
    const tile = screen.getByTestId('sketch-card');
    const caption = tile.querySelector('.caption')!;
    expect(within(caption as HTMLElement).queryByTestId('place-badge')).toBeNull();
    expect(within(tile).getByTestId('place-badge').textContent).toBe('3');
    expect(within(tile).getByTestId('video-icon')).toBeTruthy();
    expect(within(tile).getByTestId('lock-icon')).toBeTruthy();
    unmount();
    render(<SketchCardView card={special} mode="list" size={128} />);
    const row = screen.getByTestId('sketch-card');
    expect(within(row.querySelector('.caption') as HTMLElement).getByTestId('place-badge')).toBeTruthy();
    // A list image keeps the sketch's proportions: 2:1 at 128 px high.
    expect(row.querySelector('img')!.getAttribute('width')).toBe('256');
  });

  it('shows compo places 1 to 25 only', () => {
    const { rerender } = render(<SketchCardView card={cardView(card(9, { compoPlace: 26 }))} mode="grid" size={150} />);
    expect(screen.queryByTestId('place-badge')).toBeNull();
    rerender(<SketchCardView card={cardView(card(9, { compoPlace: -1 }))} mode="grid" size={150} />);
    expect(screen.queryByTestId('place-badge')).toBeNull();
    rerender(<SketchCardView card={cardView(card(9, { compoPlace: 25 }))} mode="grid" size={150} />);
    expect(screen.getByTestId('place-badge').textContent).toBe('25');
  });
});
