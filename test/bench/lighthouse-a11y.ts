// Benchmark (not a test): Lighthouse's accessibility score on every built route, as a visitor and
// as the demo artist, patron and banned user (issue 9: 100 on every route). Builds the client
// (skip with --no-build), serves it from the reference server with a fresh seeded database, signs
// in through the demo sign-in for the signed-in routes, and writes
// bench-results/lighthouse-a11y.json with each route's score and failed audits. The end-to-end
// suite's axe check (test/e2e/specs/a11y.e2e.ts) is the gate; this is the second opinion.
//   npm run bench:a11y [-- --no-build]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoAccountByRole } from '../../server/seed/demoAccounts';
import { CHROMIUM_ARGS, CHROMIUM_BINARY } from '../browsers';
import { signIn, startLocalServer } from './localServer';

const REPORT = 'bench-results/lighthouse-a11y.json';

interface Result {
  as: string;
  route: string;
  accessibility: number;
  failedAudits: string[];
}


/** The first sketch (from id 1 up) that `accept` takes, read as the given session. */
async function findSketch(origin: string, cookie: string, accept: (s: { id: number; creator: number }) => boolean): Promise<number> {
  for (let id = 1; id < 5000; id++) {
    const response = await fetch(`${origin}/api/v2/sketchInfo/${id}`, { headers: { Accept: 'application/json', Cookie: cookie } });
    if (response.ok && accept((await response.json()) as { id: number; creator: number })) return id;
  }
  throw new Error('No such sketch in the seed');
}

async function firstAlbum(origin: string, userId: number): Promise<number> {
  const response = await fetch(`${origin}/album/list?userId=${userId}`, { headers: { Accept: 'application/json' } });
  const { items } = (await response.json()) as { items: { id: number }[] };
  if (!items[0]) throw new Error(`User ${userId} has no album`);
  return items[0].id;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) execFileSync(process.execPath, ['build.mjs'], { stdio: 'inherit' });
  const server = await startLocalServer();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_BINARY, chromeFlags: [...CHROMIUM_ARGS] });
  const results: Result[] = [];
  try {
    const { origin } = server;
    const artist = demoAccountByRole('artist');
    const patron = demoAccountByRole('patron');
    const sessions = {
      visitor: '',
      artist: await signIn(origin, artist.id),
      patron: await signIn(origin, patron.id),
      banned: await signIn(origin, demoAccountByRole('banned').id),
    };
    const anySketch = await findSketch(origin, '', () => true);
    const ownSketch = await findSketch(origin, sessions.artist, (s) => s.creator === artist.id);
    const patronSketch = await findSketch(origin, sessions.patron, (s) => s.creator === patron.id);
    const album = await firstAlbum(origin, artist.id);
    const pages: [keyof typeof sessions, string][] = [
      ['visitor', '/'],
      ['visitor', '/?variant=tabs'],
      ['visitor', '/gallery/recent'],
      ['visitor', '/tag/sea'],
      ['visitor', `/sketch/${anySketch}`],
      ['visitor', '/shared/sketch'],
      ['visitor', `/user/${artist.id}/albums`],
      ['visitor', `/user/${artist.id}/album/${album}`],
      ['visitor', '/shared/brush'],
      ['visitor', '/upload'],
      ['visitor', `/stats/${anySketch}`],
      ['visitor', '/no/such/page'],
      ['artist', '/'],
      ['artist', '/upload'],
      ['artist', `/sketch/${ownSketch}`],
      ['artist', `/sketch/${ownSketch}/edit`],
      ['patron', `/stats/${patronSketch}`],
      ['patron', `/e/stats/${patron.id}`],
      ['banned', '/'],
    ];
    for (const [as, route] of pages) {
      const cookie = sessions[as];
      const run = await lighthouse(`${origin}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { categories, audits } = run.lhr;
      const result: Result = {
        as,
        route,
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        failedAudits: Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      };
      results.push(result);
      console.log(`${as.padEnd(8)} ${route.padEnd(32)} ${String(result.accessibility).padStart(4)}  ${result.failedAudits.join(', ')}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  mkdirSync('bench-results', { recursive: true });
  const all100 = results.every((r) => r.accessibility === 100);
  writeFileSync(REPORT, JSON.stringify({ date: new Date().toISOString(), all100, results }, null, 2));
  console.log(all100 ? '\nAccessibility 100 on every route.' : '\nSome routes are below 100 (see above).');
  console.log(`Report: ${REPORT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
