// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '../../test/support/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WHOLE_LIST } from '../lib/listState';
import { cardView } from '../lib/sketchCard';
import { LOAD_FAILED_TEXT } from '../lib/sketchPage';
import { FeedCard } from './FeedCard';
import { FEED_FOOTER, FEED_SPACING, FEED_WIDTH_CSS, feedColumns, feedImageHeight } from './feedLayout';
import { SketchCardView } from './SketchCard';
import { gridColumns, SketchGrid } from './SketchGrid';
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

describe('gridColumns and feedColumns', () => {
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

  it('makes the large list one column as wide as a phone, at most 560 px, and two of 440 where they fit', () => {
    expect(feedColumns(388)).toEqual({ columns: 1, column: 388 });
    expect(feedColumns(720)).toEqual({ columns: 1, column: 560 });
    expect(feedColumns(903)).toEqual({ columns: 1, column: 560 });
    expect(feedColumns(904)).toEqual({ columns: 2, column: 440 });
    expect(feedColumns(1232)).toEqual({ columns: 2, column: 440 });
  });

  it('gives the CSS width of the large list that feedColumns lays out (what the gallery\'s toggle bar spans)', () => {
    // The CSS evaluated in a box `width` px wide: its max-width, no wider than the box.
    const cssWidth = (width: number) =>
      Math.min(width, new Function(`return ${FEED_WIDTH_CSS.replace(/100%/g, String(width)).replace(/px/g, '').replace(/\b(max|min)\(/g, 'Math.$1(')}`)() as number);
    for (const width of [320, 388, 560, 720, 903, 904, 1000, 1232]) {
      const { columns, column } = feedColumns(width);
      expect(cssWidth(width), `at ${width} px`).toBe(columns * column + FEED_SPACING * (columns - 1));
    }
  });

  it('gives a feed image the proportions of its sketch, between 2:1 and 4:5', () => {
    expect(feedImageHeight(400, { width: 1600, height: 1200 })).toBe(300);
    expect(feedImageHeight(400, { width: 768, height: 1024 })).toBe(500); // 3:4 is letterboxed at 4:5
    expect(feedImageHeight(400, { width: 4000, height: 500 })).toBe(200);
  });
});

describe('SketchGrid', () => {
  it('puts only the rows near the viewport in the DOM', () => {
    render(<SketchGrid sketches={cards(2000)} mode="grid" list={WHOLE_LIST} />);
    const grid = screen.getByTestId('sketch-grid');
    expect(grid.dataset.count).toBe('2000');
    const shown = screen.getAllByTestId('sketch-card').length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(100);
    // The rows not in the DOM are padding of their height, so the scroll bar is right.
    expect(parseInt(grid.style.paddingBottom, 10)).toBeGreaterThan(2000 / 5 * 170);
  });

  it('asks for more when the end of the list is near (in an idle moment), but not while loading or at the end', () => {
    vi.useFakeTimers();
    try {
      // The idle moment: WebKit's and jsdom's timer in place of requestIdleCallback (src/lib/idleQueue.ts).
      const idle = () => act(() => void vi.runOnlyPendingTimers());
      const loadMore = vi.fn();
      const { rerender } = render(<SketchGrid sketches={cards(10)} mode="grid" list={{ hasMore: true, loading: false, loadMore }} />);
      expect(loadMore).not.toHaveBeenCalled();
      idle();
      expect(loadMore).toHaveBeenCalledTimes(1);
      loadMore.mockClear();
      rerender(<SketchGrid sketches={cards(12)} mode="grid" list={{ hasMore: true, loading: true, loadMore }} />);
      idle();
      expect(loadMore).not.toHaveBeenCalled();
      rerender(<SketchGrid sketches={cards(12)} mode="grid" list={{ hasMore: false, loading: false, loadMore }} />);
      idle();
      expect(loadMore).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a failure shows the message and waits for Retry instead of asking again', async () => {
    const loadMore = vi.fn();
    const retry = vi.fn();
    render(<SketchGrid sketches={cards(3)} mode="grid" list={{ hasMore: true, loading: false, loadMore, error: new Error('500'), retry }} />);
    expect(loadMore).not.toHaveBeenCalled();
    expect(screen.getByTestId('grid-error').textContent).toBe(LOAD_FAILED_TEXT);
    await userEvent.click(screen.getByTestId('grid-retry'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text for an empty finished list, and a spinner while loading', () => {
    const { rerender } = render(<SketchGrid sketches={[]} mode="grid" list={WHOLE_LIST} empty="Nothing here" />);
    expect(screen.getByTestId('grid-empty').textContent).toBe('Nothing here');
    rerender(<SketchGrid sketches={[]} mode="grid" list={{ hasMore: true, loading: true, loadMore: () => {} }} empty="Nothing here" />);
    expect(screen.queryByTestId('grid-empty')).toBeNull();
    expect(screen.getByTestId('grid-loading')).toBeTruthy();
  });

  it('shows the large list as a feed: one centred column of big images in their own proportions', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(720); // a tablet held upright
    const sketches = [card(1, { width: 1600, height: 1200 }), card(2, { width: 768, height: 1024 }), ...cards(40, 3)];
    // The card is a chunk of its own: it arrives while the list renders.
    await act(async () => void render(<SketchGrid sketches={sketches} mode="list" list={WHOLE_LIST} />));
    const grid = screen.getByTestId('sketch-grid');
    expect(grid.dataset.mode).toBe('list');
    // One column of 560 px: a 4:3 image is 420 px high, a 3:4 one 700 (letterboxed at 4:5), a 2:1 one 280.
    expect(grid.style.gridTemplateColumns).toBe('repeat(1, 560px)');
    const rows = [...grid.querySelectorAll<HTMLElement>('[data-row-key]')];
    // Rows of 420, 700, then 280 px and the footer, 24 apart, over 768 px of viewport and 3 rows
    // (of a square image) more: rows 0 to 5, windowed.
    expect(rows).toHaveLength(6);
    // The 36 rows below are padding of their height, known before they are seen (and the gap under the last).
    expect(parseInt(grid.style.paddingBottom, 10)).toBe(36 * (280 + FEED_FOOTER + 24) + 24);
    const first = await within(rows[0]!).findByTestId('sketch-card');
    const image = first.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['560', '420']);
    expect((within(rows[1]!).getByTestId('sketch-card').querySelector('.image') as HTMLElement).style.height).toBe('700px');
    // At a size step, doubled on high-density screens through the srcset.
    expect(image.getAttribute('src')).toBe('/img/sketch/1/600.jpg');
    expect(image.getAttribute('srcset')).toContain('/img/sketch/1/1200.jpg 1200w');
    vi.restoreAllMocks();
  });

  it('puts two feed columns side by side on a wide screen, a row as tall as its tallest card', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1232);
    // jsdom has no layout: the grid's top as a browser would give it.
    let top = 0;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const y = this.getAttribute('data-testid') === 'sketch-grid' ? top : 0;
      return { top: y, height: 0, bottom: y, left: 0, right: 0, width: 0, x: 0, y, toJSON: () => ({}) } as DOMRect;
    });
    const sketches = [card(1, { width: 1600, height: 1200 }), card(2, { width: 768, height: 1024 }), ...cards(40, 3)];
    await act(async () => void render(<SketchGrid sketches={sketches} mode="list" list={WHOLE_LIST} />));
    const grid = screen.getByTestId('sketch-grid');
    expect(grid.style.gridTemplateColumns).toBe('repeat(2, 440px)');
    const firstRow = grid.querySelectorAll<HTMLElement>('[data-row-key]');
    expect(firstRow[0]!.dataset.rowKey).toBe(firstRow[1]!.dataset.rowKey);
    const boxes = [...firstRow].slice(0, 2).map((cell) => (within(cell).getByTestId('sketch-card').querySelector('.image') as HTMLElement).style.height);
    expect(boxes).toEqual(['330px', '550px']);
    // Scrolled until the first row is just above the overscan (3 rows of 440 + 160 px): it is
    // padding as tall as its tallest card, its footer and the gap.
    top = -(3 * 600 + 550 + FEED_FOOTER + 24 + 1);
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.getByTestId('sketch-grid').style.paddingTop).toBe(`${550 + FEED_FOOTER + 24}px`);
    vi.restoreAllMocks();
  });
});

describe('SketchCardView', () => {
  it('keeps the name on one line of its own room and the counts whole beside or under it', () => {
    render(<SketchCardView card={cardView(card(7, { userNickname: 'AVeryLongNicknameIndeed' }))} size={130} />);
    const meta = screen.getByTestId('sketch-card').querySelector('.meta')!;
    // The name and the counts are separate boxes: the counts never share the name's ellipsis.
    expect(meta.querySelector('.who')!.textContent).toBe('AVeryLongNicknameIndeed');
    // Cut in their own direction: a right-to-left title or name ends in its ellipsis on the left.
    expect(screen.getByTestId('sketch-card').querySelector('.title')!.getAttribute('dir')).toBe('auto');
    expect(meta.querySelector('.who')!.getAttribute('dir')).toBe('auto');
    const counts = meta.querySelector<HTMLElement>('.counts')!;
    for (const words of ['3 hearts', '4 rules', '5 comments']) expect(within(counts).getByText(words)).toBeTruthy(); // read, not shown
  });

  it('links to the sketch and shows title, artist and counts; Untitled for an empty title', () => {
    render(<SketchCardView card={cardView(card(7, { title: 'null' }))} size={200} />);
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
    const { container } = render(<SketchCardView card={cardView(card(9, { image: undefined }))} size={200} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('card-no-image').style.height).toBe('200px');
  });

  it('puts the badges on the image: on a tile outside the caption, on a feed card in the image box', () => {
    const special = cardView(card(8, { compoPlace: 3, video: true, unlisted: true, featured: true }));
    const { unmount } = render(<SketchCardView card={special} size={200} />);
    const tile = screen.getByTestId('sketch-card');
    const caption = tile.querySelector('.caption')!;
    expect(within(caption as HTMLElement).queryByTestId('place-badge')).toBeNull();
    expect(within(tile).getByTestId('place-badge').textContent).toBe('3');
    expect(within(tile).getByTestId('video-icon')).toBeTruthy();
    expect(within(tile).getByTestId('lock-icon')).toBeTruthy();
    unmount();
    render(<FeedCard card={special} width={400} imageHeight={200} footerHeight={136} />);
    const post = screen.getByTestId('sketch-card');
    expect(within(post.querySelector('.image') as HTMLElement).getByTestId('place-badge')).toBeTruthy();
    // A feed image keeps the sketch's proportions: 2:1 at 400 px wide.
    expect(post.querySelector('.image img')!.getAttribute('height')).toBe('200');
  });

  it('shows compo places 1 to 25 only', () => {
    const { rerender } = render(<SketchCardView card={cardView(card(9, { compoPlace: 26 }))} size={150} />);
    expect(screen.queryByTestId('place-badge')).toBeNull();
    rerender(<SketchCardView card={cardView(card(9, { compoPlace: -1 }))} size={150} />);
    expect(screen.queryByTestId('place-badge')).toBeNull();
    rerender(<SketchCardView card={cardView(card(9, { compoPlace: 25 }))} size={150} />);
    expect(screen.getByTestId('place-badge').textContent).toBe('25');
  });
});

describe('FeedCard', () => {
  const view = cardView(card(8, { userAvatar: '/img/avatar/1', dateCreated: '2026-11-20T12:00:00Z', comments: 18 }));

  it('shows the artist (avatar and name, linked to the profile), the date, title and counts under the image', () => {
    render(<FeedCard card={view} width={400} imageHeight={200} footerHeight={136} />);
    const post = screen.getByTestId('sketch-card');
    expect(post.tagName).toBe('ARTICLE');
    const byline = screen.getByTestId('card-byline');
    expect(post.querySelector('.image')!.compareDocumentPosition(byline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const artist = byline.querySelector('a')!;
    expect(artist.getAttribute('href')).toBe('/user/1');
    expect(artist.querySelector('img')!.getAttribute('src')).toBe('/img/avatar/1/50.jpg');
    expect(artist.textContent).toBe('InkyAda');
    expect(byline.querySelector('time')!.textContent).toBe('Nov 20, 2026');
    expect(within(post).getByText('Sketch 8').getAttribute('href')).toBe('/sketch/8');
    // Cut in their own direction: a right-to-left title or name ends in its ellipsis on the left.
    expect(within(post).getByText('Sketch 8').getAttribute('dir')).toBe('auto');
    expect(within(artist).getByText('InkyAda').getAttribute('dir')).toBe('auto');
    expect(screen.getByText('3 hearts')).toBeTruthy();
    expect(screen.getByText('4 rules')).toBeTruthy();
    // Comments is an action: it opens the sketch at its comments.
    expect(screen.getByRole('link', { name: '18 comments' }).getAttribute('href')).toBe('/sketch/8#comments');
  });

  it('shares the address with the share sheet, or copies it and says so', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    const { unmount } = render(<FeedCard card={view} width={400} imageHeight={200} footerHeight={136} />);
    await userEvent.click(screen.getByTestId('card-share'));
    expect(share).toHaveBeenCalledWith({ title: 'Sketch 8', url: 'http://localhost:3000/sketch/8' });
    unmount();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    render(<FeedCard card={view} width={400} imageHeight={200} footerHeight={136} />);
    await userEvent.click(screen.getByTestId('card-share'));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/sketch/8');
    // The label changes once the clipboard's promise settles, which a busy machine may not have
    // rendered by the time the click returns.
    await waitFor(() => expect(screen.getByTestId('card-share').textContent).toBe('Link copied'));
  });
});
