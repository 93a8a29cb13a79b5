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

/** A chunk's code, once in, and how to load it. */
interface ChunkEntry {
  loaded: ComponentType<never> | null;
  /** The load under way or done; null before the first and after a failed one. */
  loading: Promise<unknown> | null;
  preload: () => Promise<unknown>;
  Lazy: ComponentType<never>;
}

/** Every chunk by name, as its module is evaluated (a chunk inside a chunk: once that one loads). */
const chunks = new Map<string, ChunkEntry>();

/** The names of the chunks a render used; the server's render provides one per page. */
export const RenderedChunks = createContext<Set<string> | null>(null);

function register<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ChunkEntry {
  const known = chunks.get(name);
  if (known) return known;
  const preload = () =>
    (entry.loading ??= load().then(
      (component) => {
        entry.loaded = component as ComponentType<never>;
        return { default: component };
      },
      (error: unknown) => {
        entry.loading = null; // offline for a moment: the error boundary's Retry renders it again, which loads again
        throw error;
      },
    )) as Promise<{ default: ComponentType<P> }>;
  const entry: ChunkEntry = { loaded: null, loading: null, preload, Lazy: lazy(preload) as ComponentType<never> };
  chunks.set(name, entry);
  return entry;
}

/**
 * The component of `load`'s chunk. `name` is the chunk's name in a server page's state, one per
 * module: two parts that load the same module under one name share its code and its loading.
 */
export function lazyChunk<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => Promise<unknown> } {
  const entry = register(name, load);
  function Chunk(props: P) {
    useContext(RenderedChunks)?.add(name);
    // Chosen once per mounted part, so that its element type never changes under it (a change
    // would remount it and lose its state): the code itself when it is in, else React.lazy.
    const Component = useRef((entry.loaded ?? entry.Lazy) as ComponentType<P>).current;
    return <Component {...props} />;
  }
  Chunk.displayName = `Chunk(${name})`;
  /** Fetches the code ahead of the part's first render, which then renders it at once. */
  Chunk.preload = entry.preload;
  return Chunk;
}

/** Chunks that are no part of the page but a library a part needs (the sanitiser), by name. */
const libraries = new Map<string, () => Promise<unknown>>();

/**
 * A library's chunk under `name`, loaded once: a part that needs it on a page the server rendered
 * names it like a part (`RenderedChunks`), so the page fetches its file with its scripts and the
 * app loads it before it hydrates. The name is what the build calls the chunk: its package's name.
 */
export function libraryChunk<M>(name: string, load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | null = null;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null; // offline for a moment: the next use loads again
      throw error;
    }));
  libraries.set(name, once);
  return once;
}

const preloaderOf = (name: string): (() => Promise<unknown>) | undefined => chunks.get(name)?.preload ?? libraries.get(name);

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
      const known = waiting.filter((name) => preloaderOf(name) !== undefined);
      if (known.length === 0) break;
      await Promise.allSettled(known.map((name) => preloaderOf(name)!()));
      waiting = waiting.filter((name) => !known.includes(name));
    }
    if (waiting.length > 0) console.warn('[chunks] the server named chunks the app does not have:', waiting.join(', '));
  };
  await Promise.race([rounds(), patience]);
  clearTimeout(timer);
}

/** Settles once every chunk load started so far has (tests: nothing a test started lands in the next). */
export async function chunkLoadsSettled(): Promise<void> {
  await Promise.allSettled([...chunks.values()].map((entry) => entry.loading));
}
