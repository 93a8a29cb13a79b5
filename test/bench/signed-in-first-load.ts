// Benchmark (not a test): how soon does a signed-in viewer's first load of a page people open from
// a link (build/landingScreens.mjs) show that page, and answer taps, on a phone's connection? Such
// a page comes rendered for its viewer (or, rendered in the browser, with its viewer's session)
// from the reference server (server/http/spa.ts).
// Starts the reference server with a fresh seeded database, signs in as the demo artist, and in
// headless Chromium emulating the Android phone of test/browsers.ts, with a slow connection (150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up, as Lighthouse's mobile preset), opens each page
// --runs=N times (default 5) with an empty cache (a first visit) and with the app's files cached
// (the everyday case: they are cached for a year); reports the median time from navigation to the
// page's content showing, and to React owning it (rendered or hydrated: it answers taps). Builds
// nothing: run `node build.mjs` first; --dist=DIR serves another build with this server (compare a
// build from before a change against one from after, in one sitting).
//   npx tsx test/bench/signed-in-first-load.ts [--runs=5 --dist=DIR]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccountByRole } from '../../server/seed/demoAccounts';
import { startBenchChromium } from './benchChromium';
import { signIn, startLocalServer } from './localServer';
import { median } from './stats';

/** The pages, each with what shows once its content is there: pages opened from a link (build/landingScreens.mjs). */
const PAGES = [
  { path: '/user/InkyAda', shown: '[data-testid="profile"]' },
  { path: '/groups', shown: '[data-testid="groups-panel"] > *' },
  { path: '/group/1', shown: '[data-testid="group-title"]' },
  { path: '/compo/1', shown: '[data-testid="compo-title"]' },
  { path: '/challenge/1', shown: '[data-testid="challenge-title"]' },
];
/** Lighthouse's mobile preset: its round trip and its throughputs (bytes per second). */
const CONNECTION = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PAGE_TIMEOUT_MS = 30_000;
const CACHES = ['cold', 'warm'] as const;
type Cache = (typeof CACHES)[number];

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

/**
 * Runs in the page before its own scripts: notes when the page's content first shows (from the
 * server's HTML on a page it rendered), and when React owns it (the app rendered or hydrated it:
 * React keeps its fiber on the element), from which the page answers taps.
 */
const WATCH_FOR_CONTENT = (selector: string) => `
  (() => {
    const seen = () => {
      if (window.__shownAt === undefined && document.querySelector(${JSON.stringify(selector)})) window.__shownAt = performance.now();
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true });
    const owned = setInterval(() => {
      const element = document.querySelector(${JSON.stringify(selector)});
      if (element && Object.keys(element).some((key) => key.startsWith('__reactFiber'))) {
        window.__ownedAt = performance.now();
        clearInterval(owned);
      }
    }, 10);
  })();
`;

async function main(): Promise<void> {
  const runs = Number(arg('runs') ?? 5);
  const distDir = arg('dist') ?? 'dist';
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir}/ is missing: run \`node build.mjs\` first.`);
  const server = await startLocalServer(distDir);
  const browser = await startBenchChromium({ phone: true });
  try {
    const cookie = await signIn(server.origin, demoAccountByRole('artist').id);
    await browser.url(`${server.origin}/favicon.svg`);
    await browser.setCookies(cookie.split('; ').map((pair) => ({ name: pair.split('=')[0]!, value: pair.slice(pair.indexOf('=') + 1), path: '/' })));
    await browser.sendCommandAndGetResult('Network.enable', {});
    const results: { path: string; cache: Cache; runsMs: number[]; medianMs: number; ownedMedianMs: number; sessionReads: number }[] = [];
    for (const page of PAGES) {
      const { identifier } = (await browser.sendCommandAndGetResult('Page.addScriptToEvaluateOnNewDocument', { source: WATCH_FOR_CONTENT(page.shown) })) as { identifier: string };
      for (const cache of CACHES) {
        const runsMs: number[] = [];
        const ownedMs: number[] = [];
        let sessionReads = 0;
        // A warm cache's first load fills it, unmeasured.
        for (let run = cache === 'warm' ? -1 : 0; run < runs; run++) {
          await browser.url(`${server.origin}/favicon.svg`);
          if (cache === 'cold') await browser.sendCommandAndGetResult('Network.clearBrowserCache', {});
          await browser.sendCommandAndGetResult('Network.emulateNetworkConditions', CONNECTION);
          await browser.url(`${server.origin}${page.path}`);
          await browser.waitUntil(() => browser.execute(() => (window as { __shownAt?: number }).__shownAt !== undefined), {
            timeout: PAGE_TIMEOUT_MS,
            timeoutMsg: `${page.path} showed no ${page.shown}`,
          });
          await browser.sendCommandAndGetResult('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
          if (run < 0) continue;
          runsMs.push(await browser.execute(() => (window as { __shownAt?: number }).__shownAt!));
          await browser.waitUntil(() => browser.execute(() => (window as { __ownedAt?: number }).__ownedAt !== undefined), {
            timeout: PAGE_TIMEOUT_MS,
            timeoutMsg: `React never took ${page.shown} of ${page.path} over`,
          });
          ownedMs.push(await browser.execute(() => (window as { __ownedAt?: number }).__ownedAt!));
          sessionReads += await browser.execute(() => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/api/v2/user/me').length);
        }
        results.push({ path: page.path, cache, runsMs, medianMs: median(runsMs), ownedMedianMs: median(ownedMs), sessionReads });
        console.log(
          `${page.path.padEnd(16)} ${cache} cache: shows at ${median(runsMs).toFixed(0)} ms (runs ${runsMs.map((ms) => ms.toFixed(0)).join(', ')}), answers at ${median(ownedMs).toFixed(0)} ms, session reads by the page: ${sessionReads}`,
        );
      }
      await browser.sendCommandAndGetResult('Page.removeScriptToEvaluateOnNewDocument', { identifier });
    }
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/signed-in-first-load.json', JSON.stringify({ distDir, runs, connection: CONNECTION, results }, null, 2) + '\n');
  } finally {
    await browser.deleteSession().catch(() => undefined);
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
