#!/usr/bin/env node
// Builds the client into dist/: the app (ESM, one lazy chunk per screen, hashed names, CSS
// extracted by linaria through @wyw-in-js/esbuild, one stylesheet per chunk: build/styles.mjs),
// the tiny synchronous boot script, and the native-stub host and shims. Writes index.html, the
// metafile and `.br`/`.gz` beside every text asset, prints a size table and the first load of
// every route, and fails when any route's first-load JavaScript is over its gzip budget.
//   node build.mjs                 production build into dist/
//   node build.mjs --outdir=DIR    production build into DIR (tests build into a temporary folder)
//   node build.mjs --watch         rebuild on change (development)
import * as esbuild from 'esbuild';
import wyw from '@wyw-in-js/esbuild';
import { existsSync, mkdirSync, rmSync, writeFileSync, copyFileSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { markEagerCompile, reactDomChunks } from './build/compileHints.mjs';
import { writeCompressed } from './build/compress.mjs';
import { budgetFailures, firstLoadReport, needsRouteTable, outputOf, ROUTE_TABLE } from './build/firstLoad.mjs';
import { HOME_SCREEN, LANDING_SCREENS } from './build/landingScreens.mjs';
import { lazyChunksShareTheShell } from './build/lazyEntries.mjs';
import { pureSchemas } from './build/pureSchemas.mjs';
import { capturingCss, staticClosure, writeChunkStyles } from './build/styles.mjs';
import { WYW_BABEL_OPTIONS } from './build/wywBabel.mjs';
import { wywForStyledModules } from './build/wywModules.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const argValue = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dist = argValue('outdir') ? resolve(argValue('outdir')) : join(root, 'dist');
const watch = process.argv.includes('--watch');
/** First-load JavaScript of every route, gzip (DESIGN.md budget: React 19 itself is about 58 KB of it). */
export const FIRST_LOAD_BUDGET = 130 * 1024;
/** linaria's CSS per module, captured from the wyw plugin (build/styles.mjs). */
const cssByModule = new Map();

const define = {
  'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production'),
  __API_ORIGIN__: JSON.stringify(process.env.API_ORIGIN ?? ''),
  // The exact origin of a parent page allowed to host the site in an iframe (bridge/PROTOCOL.md);
  // unset: the page's own origin; empty: no iframe host.
  ...(process.env.BRIDGE_PARENT_ORIGIN !== undefined ? { __BRIDGE_PARENT_ORIGIN__: JSON.stringify(process.env.BRIDGE_PARENT_ORIGIN) } : {}),
};
const common = {
  absWorkingDir: root,
  bundle: true,
  minify: !watch,
  sourcemap: true,
  // iOS 15 and Android WebView 100 or newer: what the drawing app supports.
  target: ['es2020', 'safari15', 'chrome100'],
  logLevel: 'warning',
  define,
  legalComments: 'none',
};

function appOptions() {
  return {
    ...common,
    entryPoints: { app: join(root, 'src/main.tsx') },
    outdir: join(dist, 'assets'),
    format: 'esm',
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    metafile: true,
    jsx: 'automatic',
    // linaria's prop filter for styled HTML elements, without is-prop-valid's 4 KB list (src/lib/domProps.js).
    alias: { '@emotion/is-prop-valid': './src/lib/domProps.js' },
    loader: { '.png': 'file', '.svg': 'file', '.woff2': 'file' },
    // wyw transforms TypeScript with esbuild before extracting CSS: give it the same JSX mode.
    // No inline source maps from wyw in production: esbuild's minifier picks its short names by
    // the characters of every module's text, inline maps included. With them, the names were
    // worse for gzip (compo's first load 270 B more, 1.3 KB over all chunks) and followed the
    // folder the project sits in (absolute paths), so chunk names and sizes changed from one
    // checkout to another. A styled module's production map shows the code wyw compiled
    // (JavaScript, with its names and lines); every other module's shows its own source.
    plugins: [lazyChunksShareTheShell(root), reactSyncExternalStore, pureSchemas, capturingCss(wywForStyledModules(wyw({ filter: /\.(ts|tsx)$/, sourceMap: watch, esbuildOptions: { jsx: 'automatic' }, babelOptions: WYW_BABEL_OPTIONS })), cssByModule)],
  };
}

/**
 * The server's render (src/serverRender.tsx) for Node: the same modules, aliases and linaria
 * transform as the app, so its markup carries the same class names; no CSS of its own (the
 * browser gets the app's). Into dist/server/, which the server never serves as a file.
 */
function serverRenderOptions() {
  const app = appOptions();
  return {
    ...app,
    entryPoints: { render: join(root, 'src/serverRender.tsx') },
    outdir: join(dist, 'server'),
    platform: 'node',
    target: 'node20',
    define: { ...define, __API_ORIGIN__: '""' },
    entryNames: '[name]',
    minify: false,
    sourcemap: false,
    // Bundled CommonJS packages (React's server renderer) call require() on Node's own modules.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    plugins: [reactSyncExternalStore, wywForStyledModules(wyw({ filter: /\.(ts|tsx)$/, sourceMap: false, esbuildOptions: { jsx: 'automatic' }, babelOptions: WYW_BABEL_OPTIONS }))],
  };
}

/** wouter imports the `use-sync-external-store` shim; React 19 has the hook itself (build/useSyncExternalStore.js). */
const reactSyncExternalStore = {
  name: 'react-sync-external-store',
  setup(build) {
    build.onResolve({ filter: /^use-sync-external-store\/shim(\/index\.js)?$/ }, () => ({ path: join(root, 'build/useSyncExternalStore.js') }));
  },
};

/**
 * boot.js: the small script that must run synchronously before the app (theme before first paint,
 * bridge receiver, the landing screens' preloads: `routePreloads`, known once the app is built).
 * A production build names it by its content under assets/ (`hashed`), cached for a year like the
 * app's chunks: at a fixed name it had to be revalidated on every page load, and a parser-blocking
 * script's round trip stood between every page the browser renders and its app, even with every
 * file cached (the everyday case in the app's WebView). The watch build keeps /boot.js, which the
 * server sends with `no-cache`, so a rebuilt one is fetched.
 */
function bootOptions(routePreloads = [], { hashed = true } = {}) {
  return {
    ...common,
    define: { ...define, __ROUTE_PRELOADS__: JSON.stringify(routePreloads) },
    entryPoints: { boot: join(root, 'src/boot.ts') },
    outdir: hashed ? join(dist, 'assets') : dist,
    format: 'iife',
    entryNames: hashed ? '[name]-[hash]' : '[name]',
    metafile: true,
  };
}

/** The boot script's output file (a path from the root) in a build's metafile. */
function bootOutput(metafile) {
  const out = Object.keys(metafile.outputs).find((p) => p.endsWith('.js'));
  if (!out) throw new Error('The boot script build wrote no .js file');
  return out;
}

/** The WebView shims of the native stubs (development and tests), at the fixed paths the server names (NATIVE_SHIMS). */
function shimOptions() {
  const entries = {};
  for (const shim of ['ios', 'android']) {
    const file = join(root, `native-stubs/shims/${shim}.ts`);
    if (existsSync(file)) entries[`native-stub/shims/${shim}`] = file;
  }
  if (!Object.keys(entries).length) return null;
  return { ...common, entryPoints: entries, outdir: dist, format: 'iife', entryNames: '[dir]/[name]' };
}

function stubHostOptions() {
  const entry = join(root, 'native-stubs/host/main.ts');
  if (!existsSync(entry)) return null;
  return { ...common, entryPoints: { host: entry }, outdir: join(dist, 'native-stub'), format: 'esm', jsx: 'automatic' };
}

/** The site's icon, served from the root (index.html links it). */
const FAVICON = 'favicon.svg';
function copyFavicon() {
  copyFileSync(join(root, 'src', FAVICON), join(dist, FAVICON));
}

function copyStubStatics() {
  for (const file of ['index.html', 'host.css']) {
    const from = join(root, 'native-stubs/host', file);
    if (existsSync(from)) {
      mkdirSync(join(dist, 'native-stub'), { recursive: true });
      copyFileSync(from, join(dist, 'native-stub', file));
    }
  }
}

const hrefOf = (p) => '/' + relative(dist, join(root, p)).split('\\').join('/');

/** What index.html preloads for every page: the chunks the entry imports statically. */
function preloads(metafile, entryOut) {
  return staticClosure(metafile, entryOut).filter((p) => p !== entryOut);
}

/**
 * Per landing screen: its path test, its chunks (not the shell's: with the route table's where
 * the screen needs it) and its stylesheets, for boot.js; last, any other address but "/" gets the
 * route table's chunks, so resolving it does not wait for the entry to ask for them.
 */
function routePreloads(metafile, entryOut, styleLoads) {
  const shell = new Set(staticClosure(metafile, entryOut));
  const tableOut = outputOf(metafile, ROUTE_TABLE);
  if (!tableOut) throw new Error(`No chunk for ${ROUTE_TABLE}`);
  const table = staticClosure(metafile, tableOut).filter((p) => !shell.has(p));
  const landings = LANDING_SCREENS.flatMap(({ path, screen, serverRendered }) => {
    const out = outputOf(metafile, screen);
    if (!out) return [];
    const chunks = new Set([...(needsRouteTable(metafile, screen) ? table : []), ...staticClosure(metafile, out).filter((p) => !shell.has(p))]);
    const styles = (styleLoads.get(out) ?? []).map((file) => `/assets/${file.slice(2)}`);
    if (!serverRendered) return [{ path, scripts: [...chunks].map(hrefOf), styles }];
    // A page the server rendered shows the screen and the lazy parts it renders at once (the sketch
    // page's details and comments) before their code arrives: their stylesheets, in one file.
    const lazyParts = staticClosure(metafile, out).flatMap((o) => metafile.outputs[o].imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path));
    const covers = [...new Set([out, ...lazyParts].flatMap((o) => styleLoads.get(o) ?? []))].map((file) => file.slice(2));
    const combined = covers.map((name) => readFileSync(join(dist, 'assets', name), 'utf8')).join('\n');
    const renderedName = `landing-${createHash('sha256').update(combined).digest('hex').slice(0, 8).toUpperCase()}.css`;
    writeFileSync(join(dist, 'assets', renderedName), combined);
    const parts = lazyPartScripts(metafile, out, { shell, loaded: new Set([...shell, ...chunks]), skip: tableOut });
    const rendered = { href: `/assets/${renderedName}`, covers, parts };
    return [{ path, scripts: [...chunks].map(hrefOf), styles, rendered }];
  });
  return [...landings, { path: '^/.', scripts: table.map(hrefOf), styles: [] }];
}

/**
 * The lazy parts a landing screen may render (src/lib/lazyChunk.tsx), nested ones included, by
 * the name the app gives each (its module's path under src/, without the extension, or a
 * library's package name), with the files each needs beyond `loaded`. The app hydrates a
 * server-rendered page only once the parts in its markup are loaded; the server names their files
 * among the page's scripts (server/http/routePreloads.ts), so they are fetched with the entry
 * instead of after it has run. The shell's own lazy parts (menus, dialogs) and the route table's
 * screens are not the screen's.
 */
function lazyPartScripts(metafile, screenOut, { shell, loaded, skip }) {
  const parts = new Map();
  const visit = (out) => {
    for (const o of staticClosure(metafile, out).filter((p) => !shell.has(p))) {
      for (const imported of metafile.outputs[o].imports) {
        const name = imported.kind === 'dynamic-import' && imported.path !== skip ? lazyChunkName(metafile.outputs[imported.path]?.entryPoint) : undefined;
        if (!name || parts.has(name)) continue;
        parts.set(name, staticClosure(metafile, imported.path).filter((p) => !loaded.has(p)).map(hrefOf));
        visit(imported.path);
      }
    }
  };
  visit(screenOut);
  return Object.fromEntries(parts);
}

/** A lazy entry's module as lazyChunk names it ('screens/sketch/OwnerActions'), a library's as libraryChunk does (its package's name). */
function lazyChunkName(entryPoint) {
  if (!entryPoint) return undefined;
  const path = resolve(root, entryPoint.replace(/^lazy-entry:/, '')).split('\\').join('/');
  // A library's chunk (the sanitiser): its package's name (libraryChunk in src/lib/lazyChunk.tsx).
  const library = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  if (library) return library[1];
  const fromSrc = relative(join(root, 'src'), path);
  return fromSrc.startsWith('..') ? undefined : fromSrc.replace(/\.[cm]?[jt]sx?$/, '').split('\\').join('/');
}

/**
 * Development only: esbuild's per-entry CSS merged into one stylesheet loaded at start (the
 * entry's CSS first; the minifier keeps the later copy of a shared rule, so the cascade holds).
 */
async function writeMergedStylesheet(metafile, entryOut) {
  const cssFiles = Object.keys(metafile.outputs).filter((p) => p.endsWith('.css'));
  const entryCss = metafile.outputs[entryOut].cssBundle;
  const ordered = [entryCss, ...cssFiles.filter((p) => p !== entryCss)].filter(Boolean);
  const joined = ordered.map((p) => readFileSync(join(root, p), 'utf8')).join('\n');
  const { code } = await esbuild.transform(joined, { loader: 'css', minify: false, target: common.target });
  const name = `assets/styles-${createHash('sha256').update(code).digest('hex').slice(0, 8).toUpperCase()}.css`;
  writeFileSync(join(dist, name), code);
  return name;
}

/** esbuild's own per-entry CSS bundles: replaced by the per-chunk stylesheets, so not shipped. */
function removeEsbuildCss(metafile) {
  for (const p of Object.keys(metafile.outputs)) if (/\.css(\.map)?$/.test(p)) rmSync(join(root, p), { force: true });
}

function writeIndexHtml(metafile, stylesheet, bootHref) {
  const entryOut = entryOutput(metafile);
  const href = hrefOf;
  const css = `<link rel="stylesheet" href="/${stylesheet}">`;
  const links = preloads(metafile, entryOut)
    .filter((p) => p.endsWith('.js'))
    .map((p) => `<link rel="modulepreload" href="${href(p)}">`)
    .join('\n    ');
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
    <meta name="color-scheme" content="light dark">
    <title>Sketchery</title>
    <script src="${bootHref}"></script>
    ${css}
    <link rel="icon" href="/${FAVICON}" type="image/svg+xml">
    <script type="module" src="${href(entryOut)}"></script>
    ${links}
  </head>
  <body>
    <div id="root"></div>
    <noscript>Sketchery needs JavaScript to run.</noscript>
  </body>
</html>
`;
  writeFileSync(join(dist, 'index.html'), html);
}

function entryOutput(metafile) {
  return Object.entries(metafile.outputs).find(([, o]) => o.entryPoint?.endsWith('src/main.tsx'))[0];
}

function sizeReport(metafile, entryOut, stylesheet, bootFile) {
  const rows = Object.entries(metafile.outputs)
    .filter(([p]) => p.endsWith('.js'))
    .map(([p, o]) => {
      const bytes = readFileSync(join(root, p));
      return { file: relative(dist, join(root, p)), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, entry: o.entryPoint ?? '' };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const kb = (n) => (n / 1024).toFixed(1).padStart(7) + ' KB';
  console.log('\nchunk'.padEnd(48) + 'raw'.padStart(11) + 'gzip'.padStart(11) + '  source');
  for (const r of rows) console.log(r.file.padEnd(47) + kb(r.raw) + ' ' + kb(r.gzip) + '  ' + r.entry);
  const routes = firstLoadReport({ metafile, entryOut, preloaded: preloads(metafile, entryOut), root, bootFile });
  const home = routes.find((r) => r.screen === HOME_SCREEN);
  const cssGzip = gzipSync(readFileSync(join(dist, stylesheet)), { level: 9 }).length;
  console.log(`\nfirst-load JavaScript of "/": ${kb(home.gzip).trim()} gzip in ${home.files} files; shell CSS ${kb(cssGzip).trim()} gzip; budget per route ${kb(FIRST_LOAD_BUDGET).trim()}`);
  writeFileSync(join(dist, 'size-report.json'), JSON.stringify({ firstLoadJsGzip: home.gzip, cssGzip, budget: FIRST_LOAD_BUDGET, routes, chunks: rows }, null, 2));
  return budgetFailures(routes, FIRST_LOAD_BUDGET);
}

async function buildServerRender() {
  const result = await esbuild.build(serverRenderOptions());
  for (const p of Object.keys(result.metafile.outputs)) if (p.endsWith('.css')) rmSync(join(root, p), { force: true });
}

async function buildOnce() {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  const stub = stubHostOptions();
  const [app] = await Promise.all([esbuild.build(appOptions()), stub ? esbuild.build(stub) : null]);
  copyStubStatics();
  copyFavicon();
  writeFileSync(join(dist, 'meta.json'), JSON.stringify(app.metafile));
  markEagerCompile(root, reactDomChunks(app.metafile));
  const entryOut = entryOutput(app.metafile);
  const { shellStylesheet, loads } = await writeChunkStyles({
    metafile: app.metafile,
    entryOut,
    store: cssByModule,
    assetsDir: join(dist, 'assets'),
    root,
    minify: true,
    target: common.target,
  });
  removeEsbuildCss(app.metafile);
  const landingPreloads = routePreloads(app.metafile, entryOut, loads);
  // boot.js preloads only (a static host renders nothing on the server): no combined stylesheet.
  const shims = shimOptions();
  const [boot] = await Promise.all([
    esbuild.build(bootOptions(landingPreloads.map(({ rendered: _rendered, ...forBoot }) => forBoot))),
    shims ? esbuild.build(shims) : null,
  ]);
  const bootOut = bootOutput(boot.metafile);
  // The server puts the same links into a landing page's HTML (server/http/routePreloads.ts).
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(landingPreloads));
  writeIndexHtml(app.metafile, shellStylesheet, hrefOf(bootOut));
  const failures = sizeReport(app.metafile, entryOut, shellStylesheet, join(root, bootOut));
  if (failures.length) {
    for (const failure of failures) console.error(failure);
    process.exit(1);
  }
  // Only for a build that passed: the server's render and brotli at its best are slow steps.
  await buildServerRender();
  writeCompressed(dist);
}

async function watchMode() {
  mkdirSync(dist, { recursive: true });
  // A production build's server render would not match the code being watched: pages render in the browser.
  rmSync(join(dist, 'server'), { recursive: true, force: true });
  const rebuildHtml = {
    name: 'index-html',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.metafile) writeIndexHtml(result.metafile, await writeMergedStylesheet(result.metafile, entryOutput(result.metafile)), '/boot.js');
        console.log(`[${new Date().toLocaleTimeString()}] rebuilt (${result.errors.length} errors)`);
      });
    },
  };
  const app = appOptions();
  const contexts = [
    await esbuild.context({ ...app, plugins: [...app.plugins, rebuildHtml] }),
    await esbuild.context(bootOptions([], { hashed: false })),
  ];
  const shims = shimOptions();
  if (shims) contexts.push(await esbuild.context(shims));
  const stub = stubHostOptions();
  if (stub) contexts.push(await esbuild.context(stub));
  copyStubStatics();
  copyFavicon();
  await Promise.all(contexts.map((c) => c.watch()));
  console.log('Watching for changes…');
}

if (watch) await watchMode();
else await buildOnce();
