// The first load of every route: what a browser fetches before a screen shows. For each screen
// the route table loads lazily (the `import('../../screens/...')` of src/app/routes/routeTable.ts,
// the home rule in src/app/routes/homeRoute.ts, and the ban screen of src/app/shell/App.tsx):
// boot.js, the entry and the chunks it imports statically, what index.html preloads, the route
// table's chunk (every screen but the entry's own: home and ban), the screen's chunk and the
// chunks it imports statically, and the lazy chunks the screen always starts loading before it
// shows (ALWAYS_LOADED).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAZY_ENTRY } from './lazyEntries.mjs';
import { gzipSync } from 'node:zlib';
import { staticClosure } from './styles.mjs';

/** The route table, a lazy chunk that every address but "/" loads before its screen. */
export const ROUTE_TABLE = 'src/app/routes/routeTable.ts';
/** The modules of the entry that import lazy screens themselves (no route table needed). */
const ENTRY_SCREEN_IMPORTERS = ['src/app/routes/homeRoute.ts', 'src/app/shell/App.tsx'];
/** The modules that import the lazy screens. */
const SCREEN_IMPORTERS = [...ENTRY_SCREEN_IMPORTERS, ROUTE_TABLE];

/** Lazy chunks a screen's loader always starts before the screen shows. */
export const ALWAYS_LOADED = {};

/** A module's path as the project names it: a lazy chunk's wrapper (build/lazyEntries.mjs) names the module it wraps. */
export const sourceOf = (input) => (input.startsWith(`${LAZY_ENTRY}:`) ? input.slice(LAZY_ENTRY.length + 1) : input);

/** The output file whose entry point is this module. */
export const outputOf = (metafile, source) => Object.entries(metafile.outputs).find(([, o]) => o.entryPoint && sourceOf(o.entryPoint) === source)?.[0];

const lazyScreensOf = (metafile, files) =>
  files.flatMap((file) => (metafile.inputs[file]?.imports ?? []).filter((i) => i.kind === 'dynamic-import' && sourceOf(i.path).startsWith('src/screens/')).map((i) => sourceOf(i.path)));

/** Whether a screen's first load goes through the route table's chunk (every one but the entry's own). */
export const needsRouteTable = (metafile, screen) => !lazyScreensOf(metafile, ENTRY_SCREEN_IMPORTERS).includes(screen);

/** The screens, in the order the route table names them. */
export function screensOf(metafile) {
  const screens = lazyScreensOf(metafile, SCREEN_IMPORTERS);
  if (!screens.length) throw new Error(`No lazy screens found in ${SCREEN_IMPORTERS.join(', ')}: the first-load check would check nothing`);
  return [...new Set(screens)];
}

/**
 * Per screen: the JS outputs of its first load (boot.js apart). `preloaded` are the outputs
 * index.html preloads for every page.
 */
export function firstLoads(metafile, entryOut, preloaded) {
  const shell = new Set([...staticClosure(metafile, entryOut), ...preloaded.flatMap((p) => staticClosure(metafile, p))]);
  return screensOf(metafile).map((screen) => {
    const outputs = new Set(shell);
    const table = needsRouteTable(metafile, screen) ? [ROUTE_TABLE] : [];
    for (const source of [...table, screen, ...(ALWAYS_LOADED[screen] ?? [])]) {
      const out = outputOf(metafile, source);
      if (!out) throw new Error(`No chunk for ${source}`);
      for (const o of staticClosure(metafile, out)) outputs.add(o);
    }
    return { screen, outputs: [...outputs].filter((o) => o.endsWith('.js')) };
  });
}

/** Gzip and raw bytes of each route's first load, and a printed table. */
export function firstLoadReport({ metafile, entryOut, preloaded, root, bootFile }) {
  const gzipOf = new Map();
  const size = (file) => {
    if (!gzipOf.has(file)) {
      const bytes = readFileSync(file);
      gzipOf.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return gzipOf.get(file);
  };
  const boot = size(bootFile);
  const routes = firstLoads(metafile, entryOut, preloaded).map(({ screen, outputs }) => {
    const sizes = outputs.map((o) => size(join(root, o)));
    return {
      screen,
      files: outputs.length + 1,
      raw: sizes.reduce((s, x) => s + x.raw, boot.raw),
      gzip: sizes.reduce((s, x) => s + x.gzip, boot.gzip),
    };
  });
  const kb = (n) => (n / 1024).toFixed(1).padStart(7) + ' KB';
  console.log('\nfirst load per route (boot.js + entry + preloads + screen)'.padEnd(60) + 'files' + 'raw'.padStart(11) + 'gzip'.padStart(11));
  for (const r of routes) console.log(`  ${r.screen}`.padEnd(60) + String(r.files).padStart(5) + kb(r.raw) + ' ' + kb(r.gzip));
  return routes;
}

/**
 * The build's verdict on the budget: one message per route whose first load is over it. build.mjs
 * prints them and fails; test/unit/build.test.ts applies a tighter budget to a real build's routes
 * (a second build only to see it fail cost half a minute of the unit run).
 */
export function budgetFailures(routes, budget) {
  return routes.filter((r) => r.gzip > budget).map((r) => `Build failed: first-load JavaScript of ${r.screen} is ${r.gzip} B gzip, over the budget of ${budget} B.`);
}
