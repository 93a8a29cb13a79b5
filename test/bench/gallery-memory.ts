// Benchmark (not a test): does a gallery's memory stay flat however far the user scrolls?
// Starts the reference server on a free port with a fresh data dir (like test/e2e/run.mjs),
// drives headless Chromium as an Android phone through /gallery/recent until 2,000 sketches are
// loaded, and at 200, 500, 1,000 and 2,000 sketches reports, after a garbage collection, the JS
// heap in use (performance.memory and the DevTools metrics), the DOM node count and how many
// card elements exist. Builds nothing: run `node build.mjs` first.
//   npx tsx test/bench/gallery-memory.ts
import { existsSync } from 'node:fs';
import { startBenchChromium } from './benchChromium';
import { startLocalServer, type LocalServer } from './localServer';

const CHECKPOINTS = [200, 500, 1000, 2000];
const GALLERY = '/gallery/recent';
const PAGE_TIMEOUT_MS = 15_000;

interface Sample {
  sketches: number;
  heapUsedMb: number;
  cdpHeapUsedMb: number;
  domNodes: number;
  cdpNodes: number;
  cards: number;
  scrollHeight: number;
}

async function main(): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `node build.mjs` first.');
  let server: LocalServer | null = null;
  let browser: WebdriverIO.Browser | null = null;
  try {
    server = await startLocalServer();
    // Precise heap numbers and a gc() to call before each measurement.
    browser = await startBenchChromium({ phone: true, extraArgs: ['--enable-precise-memory-info', '--js-flags=--expose-gc'] });
    const b = browser;
    await b.sendCommandAndGetResult('Performance.enable', {});
    await b.url(`${server.origin}${GALLERY}`);
    await b.waitUntil(async () => (await loaded(b)) > 0, { timeout: PAGE_TIMEOUT_MS, timeoutMsg: 'the gallery did not load' });

    const samples: Sample[] = [];
    const started = Date.now();
    for (const target of CHECKPOINTS) {
      while ((await loaded(b)) < target) {
        const before = await loaded(b);
        // Scrolled again while waiting, as a reader keeps scrolling: the server's markup of the
        // first page shows before the app has hydrated it, and a scroll before that loads nothing.
        await b.waitUntil(
          async () => {
            await b.execute(() => window.scrollTo(0, document.documentElement.scrollHeight));
            return (await loaded(b)) > before;
          },
          { timeout: PAGE_TIMEOUT_MS, timeoutMsg: `stuck at ${before} sketches` },
        );
      }
      // Let the grid settle at the end of the list, then measure after full collections (a single
      // one leaves some just-detached nodes and their wrappers for the next).
      await b.pause(500);
      for (let i = 0; i < 3; i++) {
        await b.execute(() => (window as unknown as { gc?: () => void }).gc?.());
        await b.pause(300);
      }
      const page = await b.execute(() => ({
        heap: (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
        nodes: document.getElementsByTagName('*').length,
        cards: document.querySelectorAll('[data-testid="sketch-card"]').length,
        sketches: Number(document.querySelector('[data-testid="sketch-grid"]')?.getAttribute('data-count') ?? 0),
        scrollHeight: document.documentElement.scrollHeight,
      }));
      const metrics = (await b.sendCommandAndGetResult('Performance.getMetrics', {})) as { metrics: { name: string; value: number }[] };
      const metric = (name: string) => metrics.metrics.find((m) => m.name === name)?.value ?? 0;
      samples.push({
        sketches: page.sketches,
        heapUsedMb: page.heap / 2 ** 20,
        cdpHeapUsedMb: metric('JSHeapUsedSize') / 2 ** 20,
        domNodes: page.nodes,
        cdpNodes: metric('Nodes'),
        cards: page.cards,
        scrollHeight: page.scrollHeight,
      });
      console.log(`… ${page.sketches} sketches loaded`);
    }
    report(samples, Date.now() - started);
  } finally {
    await browser?.deleteSession().catch(() => {});
    await server?.stop();
  }
}

function loaded(browser: WebdriverIO.Browser): Promise<number> {
  return browser.execute(() => Number(document.querySelector('[data-testid="sketch-grid"]')?.getAttribute('data-count') ?? 0));
}

function report(samples: Sample[], ms: number): void {
  const header = ['sketches', 'JS heap (MB)', 'CDP heap (MB)', 'DOM elements', 'CDP nodes', 'cards in DOM', 'page height (px)'];
  const rows = samples.map((s) => [
    String(s.sketches),
    s.heapUsedMb.toFixed(2),
    s.cdpHeapUsedMb.toFixed(2),
    String(s.domNodes),
    String(s.cdpNodes),
    String(s.cards),
    String(s.scrollHeight),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(`\nGallery memory, ${GALLERY}, phone 412x915 (${(ms / 1000).toFixed(0)} s of scrolling)\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const first = samples[0]!;
  const last = samples[samples.length - 1]!;
  console.log(
    `\nfrom ${first.sketches} to ${last.sketches} sketches: heap ${(last.heapUsedMb - first.heapUsedMb >= 0 ? '+' : '') + (last.heapUsedMb - first.heapUsedMb).toFixed(2)} MB` +
      ` (${(((last.heapUsedMb - first.heapUsedMb) * 2 ** 20) / (last.sketches - first.sketches)).toFixed(0)} bytes per sketch), DOM elements ${last.domNodes - first.domNodes >= 0 ? '+' : ''}${last.domNodes - first.domNodes}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
