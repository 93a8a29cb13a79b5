// Counts, in the browser, the JavaScript a route fetches before its page answers: every script
// resource (boot.js, the entry, the route's chunks) whose response ended before the route's page
// (`main[data-page=NAME]`) was React's, rendered in the browser or hydrated from the server's
// markup (the element carries React's fiber then). A server-rendered page shows before any of
// its scripts arrive, so "before it shows" would count nothing. Menus and other idle-time chunks
// that load later are not counted. Sizes: what came over the wire (the encoding the server chose for the
// browser's Accept-Encoding), decoded, and gzip as the server sends it to a gzip-only client.
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'puppeteer-core';
import { ANDROID_PHONE } from '../browsers';

export interface ScriptFetch {
  url: string;
  /** Body bytes as transferred (after the server's content encoding). */
  encoded: number;
  decoded: number;
  /** Body bytes when the client accepts gzip only. */
  gzip: number;
}

export interface FirstLoadJs {
  route: string;
  files: number;
  encodedBytes: number;
  gzipBytes: number;
  decodedBytes: number;
  scripts: ScriptFetch[];
}

/** The body size of `url` for a client that accepts gzip only (gzipped here if the server sends identity). */
function gzipBodySize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve(res.headers['content-encoding'] === 'gzip' ? body.length : gzipSync(body, { level: 9 }).length);
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measureFirstLoadJs(browser: Browser, url: string, pageName: string): Promise<FirstLoadJs> {
  const page = await browser.newPage();
  try {
    const { width, height, pixelRatio } = ANDROID_PHONE.deviceMetrics;
    await page.emulate({ viewport: { width, height, deviceScaleFactor: pixelRatio, isMobile: true, hasTouch: true }, userAgent: ANDROID_PHONE.userAgent });
    // Mark the moment React owns the route's page, from inside the page, before any script of the
    // app runs (React adds a property, which no observer reports: polled).
    await page.evaluateOnNewDocument((name: string) => {
      const w = window as unknown as { __shownAt?: number };
      const poll = setInterval(() => {
        const main = document.querySelector(`main[data-page="${name}"]`);
        if (main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'))) {
          w.__shownAt = performance.now();
          clearInterval(poll);
        }
      }, 4);
    }, pageName);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined, { timeout: 30_000 });
    const entries = await page.evaluate(() => {
      const shownAt = (window as unknown as { __shownAt: number }).__shownAt;
      return performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.responseEnd <= shownAt)
        .map((e) => ({ url: e.name, encoded: e.encodedBodySize, decoded: e.decodedBodySize }));
    });
    const scripts: ScriptFetch[] = [];
    for (const e of entries) scripts.push({ ...e, gzip: await gzipBodySize(e.url) });
    const sum = (key: 'encoded' | 'decoded' | 'gzip') => scripts.reduce((s, x) => s + x[key], 0);
    return { route: new URL(url).pathname, files: scripts.length, encodedBytes: sum('encoded'), gzipBytes: sum('gzip'), decodedBytes: sum('decoded'), scripts };
  } finally {
    await page.close();
  }
}
