// @vitest-environment jsdom
// A lazy part of a server-rendered page takes a tap as soon as React has the page, when its chunk
// was loaded before hydration (src/app/shell/mount.tsx does so with the chunks the server names).
// The contrast case shows the defect this fixes: a part whose code is still loading drops the tap.
import { startTransition, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/support/waits';
import { lazyChunk, libraryChunk, preloadChunks, RenderedChunks } from './lazyChunk';

function EnterButton({ onTap }: { onTap: () => void }) {
  return <button onClick={onTap}>Enter</button>;
}

/** A page as the server sends it: the part inside a Suspense boundary, as a lazy part is rendered. */
const page = (part: React.ReactNode) => (
  <main>
    <Suspense fallback={null}>{part}</Suspense>
  </main>
);

let container: HTMLElement;
let root: Root | null = null;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasAct: boolean | undefined;

beforeEach(() => {
  // As in a browser: React's work after hydration is not wrapped in act().
  wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement('div');
  container.innerHTML = renderToString(page(<EnterButton onTap={() => {}} />));
  document.body.append(container);
});

afterEach(() => {
  root?.unmount();
  root = null;
  container.remove();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
});

/** Hydrates as the app does (a transition), then taps at once, before React has worked through the page. */
function hydrateAndTap(part: React.ReactNode): void {
  startTransition(() => {
    root = hydrateRoot(container, page(part));
  });
  container.querySelector('button')!.click();
}

describe('a lazy chunk on a server-rendered page', () => {
  it('takes a tap made as soon as hydration starts, when its chunk was preloaded', async () => {
    const tapped = vi.fn();
    const Part = lazyChunk('test/preloaded', () => Promise.resolve(EnterButton));
    await preloadChunks(['test/preloaded'], 1_000);
    hydrateAndTap(<Part onTap={tapped} />);
    expect(tapped).toHaveBeenCalledTimes(1);
  });

  it('drops that tap when its code is still loading (why the app preloads): React does not replay it', async () => {
    const tapped = vi.fn();
    const Part = lazyChunk('test/not-preloaded', () => Promise.resolve(EnterButton));
    hydrateAndTap(<Part onTap={tapped} />);
    expect(tapped).not.toHaveBeenCalled();
    // Once the code is in and the part hydrated, taps land.
    await eventually(() => {
      container.querySelector('button')!.click();
      expect(tapped).toHaveBeenCalled();
    });
  });

  it('takes that tap too when the part preloaded its own code (Part.preload), and loads it once', async () => {
    const tapped = vi.fn();
    const load = vi.fn(() => Promise.resolve(EnterButton));
    const Part = lazyChunk('test/own-preload', load);
    await Part.preload();
    hydrateAndTap(<Part onTap={tapped} />);
    expect(tapped).toHaveBeenCalledTimes(1);
    await Part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is named by the render that used it, once, and renders its component', () => {
    const used = new Set<string>();
    const Part = lazyChunk('test/named', () => Promise.resolve(EnterButton));
    return preloadChunks(['test/named'], 1_000).then(() => {
      const markup = renderToString(<RenderedChunks value={used}>{page(<Part onTap={() => {}} />)}</RenderedChunks>);
      expect(markup).toContain('<button>Enter</button>');
      expect([...used]).toEqual(['test/named']);
    });
  });
});

describe('preloadChunks', () => {
  it('loads a chunk inside a chunk: its name is known once the outer chunk has loaded', async () => {
    const loaded: string[] = [];
    const inner = () => {
      lazyChunk('test/inner', async () => {
        loaded.push('inner');
        return EnterButton;
      });
      loaded.push('outer');
      return EnterButton;
    };
    lazyChunk('test/outer', async () => inner());
    await preloadChunks(['test/inner', 'test/outer'], 1_000);
    expect(loaded).toEqual(['outer', 'inner']);
  });

  it('loads a module named in two places once, and both parts have its code (the moderator panel: profile and sketch page)', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return EnterButton;
    };
    const OnProfile = lazyChunk('test/shared', load);
    const OnSketch = lazyChunk('test/shared', load);
    await preloadChunks(['test/shared'], 1_000);
    expect(loads).toBe(1);
    // Both render at once, without suspending (renderToString would give the empty fallback).
    expect(renderToString(page(<OnProfile onTap={() => {}} />))).toContain('Enter');
    expect(renderToString(page(<OnSketch onTap={() => {}} />))).toContain('Enter');
  });

  it('loads a library a part needs (the sanitiser) by its name, once, for the page and its loader alike', async () => {
    let loads = 0;
    const load = libraryChunk('test-library', async () => {
      loads += 1;
      return { sanitize: (html: string) => html };
    });
    const warn = vi.spyOn(console, 'warn');
    await preloadChunks(['test-library'], 1_000);
    expect(loads).toBe(1);
    expect((await load()).sanitize('<b>x</b>')).toBe('<b>x</b>');
    expect(loads).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('loads a library again after a failed load (offline for a moment)', async () => {
    let attempts = 0;
    const load = libraryChunk('test-flaky-library', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return 'in';
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('in');
    expect(attempts).toBe(2);
  });

  it('logs the names no module has and still resolves', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await preloadChunks(['test/nowhere'], 1_000);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/server named chunks the app does not have/), 'test/nowhere');
  });

  it('gives up waiting after its patience: a chunk that hangs does not hold hydration back', async () => {
    lazyChunk('test/hanging', () => new Promise<typeof EnterButton>(() => {}));
    // On the test's clock, not the wall's: a busy machine must not decide this test.
    vi.useFakeTimers();
    try {
      let settled = false;
      const done = preloadChunks(['test/hanging'], 50).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(49);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries a chunk again after a failed load (offline for a moment)', async () => {
    let attempts = 0;
    const Part = lazyChunk('test/flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return EnterButton;
    });
    await preloadChunks(['test/flaky'], 1_000);
    await preloadChunks(['test/flaky'], 1_000);
    expect(attempts).toBe(2);
    const used = new Set<string>();
    expect(renderToString(<RenderedChunks value={used}>{page(<Part onTap={() => {}} />)}</RenderedChunks>)).toContain('Enter');
  });
});
