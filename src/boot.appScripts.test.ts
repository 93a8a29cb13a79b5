// @vitest-environment jsdom
// boot.js on a page the server rendered: the app's scripts, named on <html> by the server
// (server/http/appScripts.ts), are fetched after the markup and its largest pictures have painted,
// not before; on a page that is not shown (no frame comes) at once.
import { afterEach, describe, expect, it, vi } from 'vitest';

const SCRIPTS = '/assets/app-ENTRY.js /assets/chunk-ONE.js /assets/chunk-TWO.js';
const moduleScripts = () => [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () => [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function boot({ hidden = false } = {}) {
  vi.resetModules();
  document.head.replaceChildren();
  document.documentElement.setAttribute('data-app-scripts', SCRIPTS);
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  await import('./boot');
}

describe('boot.js on a server-rendered page', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-app-scripts');
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('fetches the entry and preloads its chunks only once a frame has painted', async () => {
    await boot();
    expect(moduleScripts()).toEqual([]);
    expect(preloads()).toEqual([]);
    await nextFrame();
    await nextFrame();
    expect(moduleScripts()).toEqual(['/assets/app-ENTRY.js']);
    expect(preloads()).toEqual(['/assets/chunk-ONE.js', '/assets/chunk-TWO.js']);
  });

  it('fetches them at once on a page that is not shown, where no frame comes', async () => {
    await boot({ hidden: true });
    expect(moduleScripts()).toEqual(['/assets/app-ENTRY.js']);
    expect(preloads()).toEqual(['/assets/chunk-ONE.js', '/assets/chunk-TWO.js']);
  });

  const noFrame = () => vi.stubGlobal('requestAnimationFrame', () => 0);
  const slowPicture = () => {
    const image = document.body.appendChild(document.createElement('img'));
    image.setAttribute('fetchpriority', 'high');
    Object.defineProperty(image, 'complete', { value: false });
  };
  it.each([
    ['no frame comes though the page says it is shown', noFrame],
    ['its largest picture is slow', slowPicture],
  ])('fetches them a second after the markup at the latest, when %s', async (_when, arrange) => {
    arrange();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      await boot();
      await vi.advanceTimersByTimeAsync(999);
      expect(moduleScripts()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(moduleScripts()).toEqual(['/assets/app-ENTRY.js']);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      document.body.replaceChildren();
    }
  });

  it("waits for the page's largest pictures to load or fail, then a frame, before it fetches them", async () => {
    const picture = (complete: boolean) => {
      const image = document.createElement('img');
      image.setAttribute('fetchpriority', 'high');
      Object.defineProperty(image, 'complete', { value: complete });
      return document.body.appendChild(image);
    };
    const [sketch, tile] = [picture(false), picture(false)];
    picture(true); // already in: nothing to wait for
    document.body.appendChild(document.createElement('img')); // not among the largest: never waited for
    try {
      await boot();
      await nextFrame();
      await nextFrame();
      expect(moduleScripts()).toEqual([]);
      sketch.dispatchEvent(new Event('load'));
      await nextFrame();
      await nextFrame();
      expect(moduleScripts()).toEqual([]);
      tile.dispatchEvent(new Event('error'));
      expect(moduleScripts()).toEqual([]); // the picture paints in the next frame, before the scripts run
      await nextFrame();
      await nextFrame();
      expect(moduleScripts()).toEqual(['/assets/app-ENTRY.js']);
    } finally {
      document.body.replaceChildren();
    }
  });

  it('adds nothing on a page that names no scripts (the static index.html links its own)', async () => {
    vi.resetModules();
    document.head.replaceChildren();
    await import('./boot');
    await nextFrame();
    expect(moduleScripts()).toEqual([]);
  });
});
