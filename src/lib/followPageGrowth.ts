// Parts of a page that render after it (lazy sections, images without a box yet) make it longer
// only later: a place restored on Back is then cut short at the page's first end, and a part
// scrolled into view (a link's #comments) is pushed down again. So the scroll is done again each
// time the page grows, for a while, and never after the reader moved the page themselves.

/** What the reader does to move the page: the page stops following its growth. */
const READER_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Follows the page's growth for at most this long. */
export const FOLLOW_GROWTH_MS = 3000;

/**
 * Runs `scroll` now and again whenever the page grows, until it calls the stop it is given, the
 * reader moves the page or `ms` pass; returns the stop.
 */
export function followPageGrowth(scroll: (stop: () => void) => void, ms = FOLLOW_GROWTH_MS): () => void {
  let observer: ResizeObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const stop = () => {
    stopped = true;
    observer?.disconnect();
    clearTimeout(timer);
    for (const type of READER_MOVES) removeEventListener(type, stop);
  };
  scroll(stop);
  if (stopped || typeof ResizeObserver === 'undefined') return stop;
  observer = new ResizeObserver(() => scroll(stop));
  observer.observe(document.body);
  timer = setTimeout(stop, ms);
  for (const type of READER_MOVES) addEventListener(type, stop, { passive: true });
  return stop;
}
