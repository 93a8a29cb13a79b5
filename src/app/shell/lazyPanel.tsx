// A panel that is not needed for the first paint (the hamburger and login menus): its code is
// a separate chunk, fetched when the browser is idle after start or on first open, whichever
// comes first. Once loaded it renders synchronously, so opening it later never flickers.
import { useEffect, useState, type ComponentType } from 'react';

export interface LazyPanel<P extends object> {
  Panel: ComponentType<P>;
  /** Fetches the code; never rejects (a failure is logged, and the next call tries again). */
  preload: () => Promise<void>;
  /** Whether the code is in: after a preload, false means it could not be fetched. */
  isLoaded: () => boolean;
}

export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => void (Loaded = component),
      (error: unknown) => {
        pending = null; // offline for a moment: the next open tries again
        console.warn('[shell] a panel could not be loaded', error);
      },
    ));

  function Panel(props: P) {
    const [, setLoaded] = useState(Loaded !== null);
    useEffect(() => {
      // Always through preload, even when the code is here by now: it may have arrived between
      // this render (which drew nothing) and this effect, and only a state change draws it then.
      let open = true;
      void preload().then(() => {
        if (open) setLoaded(Loaded !== null);
      });
      return () => {
        open = false;
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Panel, preload, isLoaded: () => Loaded !== null };
}

/** After start, panels load while nothing else does, so their first open is instant. */
export const PANEL_PRELOAD_DELAY_MS = 1500;

/** Fetches the panels' code a moment after the page first shows, after the page's own chunks and data. */
export function usePreloadAfterStart(panels: readonly { preload: () => Promise<void> }[]): void {
  useEffect(() => {
    const timer = setTimeout(() => void Promise.all(panels.map((panel) => panel.preload())), PANEL_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [panels]);
}
