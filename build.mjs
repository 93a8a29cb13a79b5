#!/usr/bin/env node
// Builds the client into dist/: the app (ESM, one lazy chunk per screen, hashed names, CSS
// extracted by linaria through @wyw-in-js/esbuild), the tiny synchronous boot script, and the
// native-stub host and shims. Writes index.html and the metafile, prints a size table, and
// fails when the first-load JavaScript of "/" is over its gzip budget.
//   node build.mjs            production build
//   node build.mjs --watch    rebuild on change (development)
import * as esbuild from 'esbuild';
import wyw from '@wyw-in-js/esbuild';
import { existsSync, mkdirSync, rmSync, writeFileSync, copyFileSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const watch = process.argv.includes('--watch');
/** First-load JavaScript of the home route, gzip (DESIGN.md budget). */
export const HOME_FIRST_LOAD_BUDGET = 100 * 1024;
/** `--budget-bytes=N` tightens the budget (a test proves the build fails over it); never loosens it. */
const budgetArg = Number(process.argv.find((a) => a.startsWith('--budget-bytes='))?.split('=')[1]);
const budget = Number.isFinite(budgetArg) && budgetArg > 0 ? Math.min(budgetArg, HOME_FIRST_LOAD_BUDGET) : HOME_FIRST_LOAD_BUDGET;

const define = {
  'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production'),
  __API_ORIGIN__: JSON.stringify(process.env.API_ORIGIN ?? ''),
  // The exact origin of a parent page allowed to host the site in an iframe (bridge/PROTOCOL.md);
  // unset: the page's own origin; empty: no iframe host.
  ...(process.env.BRIDGE_PARENT_ORIGIN !== undefined ? { __BRIDGE_PARENT_ORIGIN__: JSON.stringify(process.env.BRIDGE_PARENT_ORIGIN) } : {}),
};
const common = {
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
    loader: { '.png': 'file', '.svg': 'file', '.woff2': 'file' },
    // wyw transforms TypeScript with esbuild before extracting CSS: give it the same JSX mode.
    plugins: [wyw({ filter: /\.(ts|tsx)$/, sourceMap: !watch, esbuildOptions: { jsx: 'automatic' } })],
  };
}

/** Small scripts that must run synchronously before the app (theme before first paint, bridge receiver). */
function scriptEntries() {
  const entries = { boot: join(root, 'src/boot.ts') };
  for (const shim of ['ios', 'android']) {
    const file = join(root, `native-stubs/shims/${shim}.ts`);
    if (existsSync(file)) entries[`native-stub/shims/${shim}`] = file;
  }
  return { ...common, entryPoints: entries, outdir: dist, format: 'iife', entryNames: '[dir]/[name]' };
}

function stubHostOptions() {
  const entry = join(root, 'native-stubs/host/main.ts');
  if (!existsSync(entry)) return null;
  return { ...common, entryPoints: { host: entry }, outdir: join(dist, 'native-stub'), format: 'esm', jsx: 'automatic' };
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

/** The lazy screen that "/" shows at once: part of the home route's first load. */
const HOME_SCREEN = 'src/screens/home/HomeScreen.tsx';

/**
 * What "/" loads before it can show anything: the entry, the home screen's chunk, and every
 * chunk those import statically.
 */
function firstLoad(metafile, entryOut) {
  const seen = new Set();
  const visit = (out) => {
    if (!out || seen.has(out)) return;
    seen.add(out);
    for (const imp of metafile.outputs[out]?.imports ?? []) if (imp.kind === 'import-statement') visit(imp.path);
  };
  visit(entryOut);
  visit(Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === HOME_SCREEN)?.[0]);
  return [...seen];
}

/**
 * esbuild does not load a lazy chunk's CSS when the chunk is imported, so all CSS goes into one
 * stylesheet loaded at start: the entry's CSS, then each lazy chunk's, minified together (the
 * minifier drops the rules that chunks share, keeping the later copy, so the cascade holds).
 */
async function writeStylesheet(metafile, entryOut) {
  const cssFiles = Object.keys(metafile.outputs).filter((p) => p.endsWith('.css'));
  const entryCss = metafile.outputs[entryOut].cssBundle;
  const ordered = [entryCss, ...cssFiles.filter((p) => p !== entryCss)].filter(Boolean);
  const joined = ordered.map((p) => readFileSync(join(root, p), 'utf8')).join('\n');
  const { code } = await esbuild.transform(joined, { loader: 'css', minify: !watch, target: common.target });
  const name = `assets/styles-${createHash('sha256').update(code).digest('hex').slice(0, 8).toUpperCase()}.css`;
  writeFileSync(join(dist, name), code);
  return name;
}

function writeIndexHtml(metafile, stylesheet) {
  const outputs = Object.entries(metafile.outputs);
  const [entryOut] = outputs.find(([, o]) => o.entryPoint?.endsWith('src/main.tsx'));
  const href = (p) => '/' + relative(dist, join(root, p)).split('\\').join('/');
  const css = `<link rel="stylesheet" href="/${stylesheet}">`;
  const preloads = firstLoad(metafile, entryOut)
    .filter((p) => p !== entryOut && p.endsWith('.js'))
    .map((p) => `<link rel="modulepreload" href="${href(p)}">`)
    .join('\n    ');
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
    <meta name="color-scheme" content="light dark">
    <title>Sketchery</title>
    <script src="/boot.js"></script>
    ${css}
    <link rel="icon" href="data:,">
    <script type="module" src="${href(entryOut)}"></script>
    ${preloads}
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

function sizeReport(metafile, entryOut, stylesheet) {
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
  const first = new Set(firstLoad(metafile, entryOut).map((p) => relative(dist, join(root, p))));
  const firstJs = rows.filter((r) => first.has(r.file) && r.file.endsWith('.js')).reduce((s, r) => s + r.gzip, 0);
  const bootGzip = gzipSync(readFileSync(join(dist, 'boot.js')), { level: 9 }).length;
  const cssGzip = gzipSync(readFileSync(join(dist, stylesheet)), { level: 9 }).length;
  const total = firstJs + bootGzip;
  console.log(`\nfirst-load JavaScript of "/": ${kb(total).trim()} gzip (app ${kb(firstJs).trim()} + boot ${kb(bootGzip).trim()}); CSS ${kb(cssGzip).trim()} gzip; budget ${kb(budget).trim()}`);
  writeFileSync(join(dist, 'size-report.json'), JSON.stringify({ firstLoadJsGzip: total, cssGzip, budget, chunks: rows }, null, 2));
  return total;
}

async function buildOnce() {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  const stub = stubHostOptions();
  const [app] = await Promise.all([
    esbuild.build(appOptions()),
    esbuild.build(scriptEntries()),
    stub ? esbuild.build(stub) : null,
  ]);
  copyStubStatics();
  writeFileSync(join(dist, 'meta.json'), JSON.stringify(app.metafile));
  const entryOut = entryOutput(app.metafile);
  const stylesheet = await writeStylesheet(app.metafile, entryOut);
  writeIndexHtml(app.metafile, stylesheet);
  const firstLoadJs = sizeReport(app.metafile, entryOut, stylesheet);
  if (firstLoadJs > budget) {
    console.error(`Build failed: first-load JavaScript ${firstLoadJs} B gzip is over the budget of ${budget} B.`);
    process.exit(1);
  }
}

async function watchMode() {
  mkdirSync(dist, { recursive: true });
  const rebuildHtml = {
    name: 'index-html',
    setup(build) {
      build.onEnd(async (result) => {
        if (result.metafile) writeIndexHtml(result.metafile, await writeStylesheet(result.metafile, entryOutput(result.metafile)));
        console.log(`[${new Date().toLocaleTimeString()}] rebuilt (${result.errors.length} errors)`);
      });
    },
  };
  const app = appOptions();
  const contexts = [
    await esbuild.context({ ...app, plugins: [...app.plugins, rebuildHtml] }),
    await esbuild.context(scriptEntries()),
  ];
  const stub = stubHostOptions();
  if (stub) contexts.push(await esbuild.context(stub));
  copyStubStatics();
  await Promise.all(contexts.map((c) => c.watch()));
  console.log('Watching for changes…');
}

if (watch) await watchMode();
else await buildOnce();
