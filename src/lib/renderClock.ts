import { useSyncExternalStore } from 'react';

// The moment a server-rendered page was rendered. Text that depends on the moment ('3 minutes
// ago') must hydrate as the server wrote it, or React throws the server's markup away: during the
// server's render and during hydration, clocks read this moment (React asks a store for its
// server snapshot then); once hydrated, they read the real time and the text moves on.

let renderedAt: number | null = null;

/** Set by the server around its render, and by the client from the page's state before hydrating. */
export function setRenderClock(ms: number | null): void {
  renderedAt = ms;
}

/** The render's moment while there is one, else now. */
export function renderClockNow(): number {
  return renderedAt ?? Date.now();
}

// Now, for a text that depends on the day ('Today · Nov 23', 'Voting closed' after 30 days): in
// the server's render and while the browser hydrates it, the render's moment (above),
// so hydration finds the text the server wrote even when the browser's clock is on another day
// (a phone with a wrong date, a page rendered just before midnight UTC and hydrated just after);
// from the next render on, the real time. Read with Date.now(), such a text made React throw the
// server's markup away (error #418). Relative times tick (RelativeTime); these do not need to: a
// day's text moves on at the next render.
const MINUTE_MS = 60_000;
/** In whole minutes, so React's consecutive reads of the clock agree. */
const wholeMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;
const getNow = () => wholeMinute(Date.now());
const getRenderNow = () => wholeMinute(renderClockNow());
const NO_TICKS = () => () => {};

/** The moment, to the minute, that a text of the day is written for (see above). */
export function useRenderNow(): number {
  return useSyncExternalStore(NO_TICKS, getNow, getRenderNow);
}
