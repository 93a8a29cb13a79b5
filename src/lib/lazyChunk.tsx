// A part of a page whose code is a chunk of its own, loaded when it first renders (React.lazy's
// job), that a page rendered on the server can have in hand before it hydrates.
//
// Why not React.lazy: a tap on server markup whose code has not arrived is lost. React hydrates a
// tapped part at once to hand it the tap, and when that part's code is still loading it drops the
// tap (React 19: the event is stopped, never replayed). React.lazy learns that its code is in only
// when it first renders, so every lazy part of a landing page (the owner's Enter in a challenge,
// a feed card's heart) ignored taps for a while after the page looked ready. Here the server names
// the chunks its render used (RenderedChunks, src/serverRender.tsx), the app loads them before it
// hydrates (preloadChunks, src/app/shell/mount.tsx), and a part whose code is in renders it at
// once, without React.lazy (which would suspend on its first render all the same).
import { createContext, lazy, useContext, useRef, type ComponentType } from 'react';

/** Every chunk's loader by name, as its module is evaluated (a chunk inside a chunk: once that one loads). */
const loaders = new Map<string, () => Promise<unknown>>();

/** The names of the chunks a render used; the server's render provides one per page. */
export const RenderedChunks = createContext<Set<string> | null>(null);

/**
 * The component of `load`'s chunk. `name` is the chunk's name in a server page's state: one per
 * module (two parts that load the same module may share it).
 */
export function lazyChunk<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: (loaded = component) }),
      (error: unknown) => {
        loading = null; // offline for a moment: the error boundary's Retry renders it again, which loads again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  if (!loaders.has(name)) loaders.set(name, preload);

  function Chunk(props: P) {
    useContext(RenderedChunks)?.add(name);
    // Chosen once per mounted part, so that its element type never changes under it (a change
    // would remount it and lose its state): the code itself when it is in, else React.lazy.
    const Component = useRef(loaded ?? Lazy).current;
    return <Component {...props} />;
  }
  Chunk.displayName = `Chunk(${name})`;
  return Chunk;
}

/**
 * Loads the chunks `names` (a server page's), resolving once each is in or failed, or after
 * `patienceMs`: a chunk that hangs must not keep the whole page from hydrating. A name no module
 * has registered yet may belong to a chunk inside another, so each round loads what is known and
 * looks again; names still unknown after that are logged and left (the part then loads as it renders).
 */
export async function preloadChunks(names: readonly string[], patienceMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<void>((resolve) => (timer = setTimeout(resolve, patienceMs)));
  const rounds = async () => {
    let waiting = [...new Set(names)];
    while (waiting.length > 0) {
      const known = waiting.filter((name) => loaders.has(name));
      if (known.length === 0) break;
      await Promise.allSettled(known.map((name) => loaders.get(name)!()));
      waiting = waiting.filter((name) => !known.includes(name));
    }
    if (waiting.length > 0) console.warn('[chunks] the server named chunks the app does not have:', waiting.join(', '));
  };
  await Promise.race([rounds(), patience]);
  clearTimeout(timer);
}
