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
