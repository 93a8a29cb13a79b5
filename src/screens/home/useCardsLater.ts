// The home page's card lists (the strips and the recents grid, 25 cards each) render the cards
// that fill a screen's width at once and the rest a few per idle task after the first paint
// (src/lib/idleQueue.ts). All of them in the first render were about 2,200 elements, half a
// second of main thread on Lighthouse's phone and most of the page's blocking time; the lists
// are below the first screenful there anyway. A card not yet rendered is a placeholder of the
// same size (class "later"), so nothing moves when it fills in. A focus, scroll or press inside
// the list renders all of it at once, so Tab, a swipe or the strip's arrows always find the next
// card; the recents grid also renders whole as it nears the viewport. A page that comes back
// from history renders whole at once: its scroll position is restored into it.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { selectRestored, useNavigation } from '../../app/navigation/navigation';
import { whenIdle } from '../../lib/idleQueue';
import { initialViewport, useHydrated } from '../../lib/useHydrated';

/** Cards rendered per idle task: about 40 elements, well under 50 ms on Lighthouse's phone. */
export const CARDS_PER_STEP = 2;

/**
 * The width the page can have: the screen's, up to the page's 1280 px. Not window.innerWidth:
 * read during a render it makes the browser lay out the page there and then (~90 ms on a slow
 * phone); the screen is as wide as the window on a phone, and wider is only more cards at first.
 */
export function pageWidth(): number {
  return Math.min(window.screen?.width || 1280, 1280);
}

/** A strip's cards that fill the screen's width, and one more (items 160–180 px, gap 8). */
export function stripCardsAcross(width = pageWidth()): number {
  return Math.ceil(width / (width >= 768 ? 188 : 168)) + 1;
}

/** Two rows of the recents grid (two columns on a phone, 160 px or more from 480 px). */
export function gridCardsFirst(width = pageWidth()): number {
  const columns = width < 480 ? 2 : Math.max(2, Math.floor((width - 48) / 168));
  return columns * 2;
}

export interface CardsLater {
  /** How many cards to render; the rest are placeholders. Infinity once all are shown. */
  shown: number;
  /** For the list's section: a focus, scroll or press inside it renders every card. */
  container: { onFocusCapture?: () => void; onScrollCapture?: () => void; onPointerDownCapture?: () => void };
  /** An element whose nearing the viewport renders every card (the grid: scrolled down to). */
  near: RefObject<HTMLDivElement | null>;
}

/**
 * `first`: how many cards the first render shows at a page `width` (asked once, when the list
 * mounts). The server's render and its hydration ask for the window rendered for (initialViewport), so both agree; a
 * wider screen fills in the rest after hydration, into placeholders of the cards' size.
 */
export function useCardsLater(total: number, first: (width: number) => number): CardsLater {
  const restored = useNavigation(selectRestored);
  const hydrated = useHydrated();
  const [shown, setShown] = useState(() => (restored ? Infinity : first(hydrated ? pageWidth() : initialViewport(false).width)));
  const showAll = useCallback(() => setShown(Infinity), []);
  const near = useRef<HTMLDivElement>(null);
  const totalNow = useRef(total);
  useLayoutEffect(() => {
    totalNow.current = total;
  }, [total]);
  const waiting = shown < total;

  // The rest, a step per idle task, in the order the lists mounted (the page's order).
  const steps = useRef(shown);
  useEffect(() => {
    if (!waiting) return;
    return whenIdle(() => {
      steps.current += CARDS_PER_STEP;
      const done = steps.current >= totalNow.current;
      setShown(done ? Infinity : steps.current);
      return done;
    });
  }, [waiting]);

  useEffect(() => {
    const element = near.current;
    if (!waiting || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && showAll(), { rootMargin: '50% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting, showAll]);

  return {
    shown,
    container: waiting ? { onFocusCapture: showAll, onScrollCapture: showAll, onPointerDownCapture: showAll } : {},
    near,
  };
}
