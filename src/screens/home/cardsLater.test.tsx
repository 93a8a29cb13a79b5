// @vitest-environment jsdom
// The home page's long card lists render a screen's width of cards at once and the rest after the
// first paint, a few per idle task (useCardsLater); every card is still reached.
import { act, fireEvent, render, screen, within } from '../../../test/support/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNavigation } from '../../app/navigation/navigation';
import { useSession } from '../../stores/session';
import { SketchStrip } from './HomeStrips';
import { RecentsArea } from './RecentsArea';
import { CARDS_PER_STEP, gridCardsFirst, pageWidth, stripCardsAcross } from './useCardsLater';
import type { SketchCard } from '../../api/schemas/sketchCards';

const cards = (count: number): SketchCard[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, image: `/img/sketch/${i + 1}`, title: `Sketch ${i + 1}`, userId: 100 + i, userNickname: `artist${i}`, width: 100, height: 100 }));

/** The ids of the cards rendered, and how many placeholders hold the place of the rest. */
function rendered(section: HTMLElement) {
  return {
    ids: within(section).queryAllByTestId('sketch-card').map((a) => Number(a.getAttribute('data-sketch-id'))),
    later: section.querySelectorAll('.later').length,
  };
}

/** Runs the next idle task (no requestIdleCallback in jsdom: a 16 ms timer). */
const nextIdleTask = () => act(() => vi.advanceTimersByTime(16));

const observers: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observers.push({ callback, target: null });
  }
  observe(target: Element) {
    observers.at(-1)!.target = target;
  }
  disconnect() {
    const at = observers.findIndex((o) => o.target !== null);
    if (at >= 0) observers.splice(at, 1);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('screen', { width: 412 }); // a phone: three strip cards across
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  observers.length = 0;
  useSession.setState({ status: 'ready', user: null });
  useNavigation.setState({ page: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a home strip of 25 cards', () => {
  const show = () => {
    render(<SketchStrip id="featured" title="Featured" sketches={cards(25)} />);
    return screen.getByTestId('home-featured');
  };

  it('renders the cards that fill the screen at once, the rest a few per idle task, in order, without moving', async () => {
    const first = stripCardsAcross(412);
    expect(first).toBe(4);
    const strip = show();
    const track = strip.querySelector('.track')!;
    expect(rendered(strip)).toEqual({ ids: [1, 2, 3, 4], later: 21 });
    // Every card has its box from the start: a placeholder is a strip tile like a card's.
    expect(track.children).toHaveLength(25);
    expect([...track.children].every((child) => child.classList.contains('tile'))).toBe(true);

    await nextIdleTask();
    expect(rendered(strip).ids).toEqual(Array.from({ length: first + CARDS_PER_STEP }, (_, i) => i + 1));
    const firstCard = within(strip).getAllByTestId('sketch-card')[0];
    for (let task = 0; task < 10; task++) await nextIdleTask();
    expect(rendered(strip)).toEqual({ ids: Array.from({ length: 25 }, (_, i) => i + 1), later: 0 });
    // Cards already shown are the same elements (a step renders the new ones only).
    expect(within(strip).getAllByTestId('sketch-card')[0]).toBe(firstCard);
  });

  it('renders every card at once when the keyboard reaches the strip, so Tab goes on to the next card', () => {
    const strip = show();
    const cardsShown = within(strip).getAllByTestId('sketch-card');
    act(() => cardsShown.at(-1)!.focus());
    fireEvent.focus(cardsShown.at(-1)!);
    expect(rendered(strip).ids).toHaveLength(25);
    expect(rendered(strip).later).toBe(0);
    // In the page's order: the next focusable element after the fourth card is the fifth card.
    const links = within(strip).getAllByRole('link');
    expect(links.indexOf(cardsShown.at(-1)!)).toBe(3);
    expect(links[4]!.getAttribute('data-sketch-id')).toBe('5');
  });

  it('renders every card at once when the strip is swiped or pressed', () => {
    const strip = show();
    fireEvent.scroll(strip.querySelector('.track')!);
    expect(rendered(strip).later).toBe(0);

    document.body.innerHTML = '';
    const pressed = show();
    fireEvent.pointerDown(within(pressed).getByTestId('strip-next'));
    expect(rendered(pressed).later).toBe(0);
  });

  it('renders whole at once when the page comes back from history (its scroll position is restored into it)', () => {
    useNavigation.setState({ page: { restored: true } as never });
    expect(rendered(show())).toEqual({ ids: Array.from({ length: 25 }, (_, i) => i + 1), later: 0 });
  });

  it('under the recents grid, renders no card at first and every card after the first paint', async () => {
    render(<SketchStrip id="tops" title="Top sketches" sketches={cards(5)} firstCards={0} />);
    const strip = screen.getByTestId('home-tops');
    expect(rendered(strip)).toEqual({ ids: [], later: 5 });
    for (let task = 0; task < 3; task++) await nextIdleTask();
    expect(rendered(strip)).toEqual({ ids: [1, 2, 3, 4, 5], later: 0 });
  });

  it('stops its idle work when it is left', async () => {
    const { unmount } = render(<SketchStrip id="featured" title="Featured" sketches={cards(25)} />);
    unmount();
    // A second strip mounted after it gets the idle tasks from the first one.
    const other = show();
    await nextIdleTask();
    expect(rendered(other).ids).toHaveLength(4 + CARDS_PER_STEP);
  });
});

describe('the first cards', () => {
  it('fill the page\'s width, up to the page\'s 1280 px, without asking the window for its size', () => {
    expect(pageWidth()).toBe(412);
    vi.stubGlobal('screen', { width: 2560 });
    expect(pageWidth()).toBe(1280);
    vi.stubGlobal('screen', { width: 0 }); // unknown: as wide as the page gets
    expect(pageWidth()).toBe(1280);
    expect([stripCardsAcross(360), stripCardsAcross(412), stripCardsAcross(1280)]).toEqual([4, 4, 8]);
    expect([gridCardsFirst(412), gridCardsFirst(768), gridCardsFirst(1280)]).toEqual([4, 8, 14]);
  });
});

describe('the recents grid of 25 cards', () => {
  it('renders two rows at once, the rest after, and all of it as it nears the viewport', async () => {
    expect(gridCardsFirst(412)).toBe(4);
    render(<RecentsArea user={null} recent={cards(25)} />);
    const recents = screen.getByTestId('home-recents');
    expect(rendered(recents)).toEqual({ ids: [1, 2, 3, 4], later: 21 });
    expect(screen.getByTestId('recents-grid').children).toHaveLength(25);
    await nextIdleTask();
    expect(rendered(recents).ids).toHaveLength(4 + CARDS_PER_STEP);

    const grid = observers.find((o) => o.target === screen.getByTestId('recents-grid'))!;
    act(() => grid.callback([{ isIntersecting: true, target: grid.target } as unknown as IntersectionObserverEntry], grid as never));
    expect(rendered(recents)).toEqual({ ids: Array.from({ length: 25 }, (_, i) => i + 1), later: 0 });
  });
});
