// The build really emits linaria's CSS (the plugin silently doing nothing is a known failure) and
// gets it to the page: the shell's stylesheet from index.html, each lazy chunk's from the chunk
// itself; it writes .br and .gz beside the text assets, keeps every route's first load within
// its budget (130 KB gzip, DESIGN.md), ships React's production build and no Preact, and keeps
// the bridge client out of a plain browser's first load. Every build goes to a temporary folder:
// the tests never touch dist/.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../build/compileHints.mjs';
import { budgetFailures, outputOf as outputIn, sourceOf } from '../../build/firstLoad.mjs';
import { LANDING_SCREENS } from '../../build/landingScreens.mjs';
import { CHUNK_STYLES_EXPORT } from '../../src/lib/chunkStyles';

/** First-load JavaScript of every route, gzip (DESIGN.md; FIRST_LOAD_BUDGET in build.mjs). */
const BUDGET = 130 * 1024;
/** React 19's runtime alone (react, react-dom/client, the JSX runtime) is about 58 KB gzip. */
const REACT_RUNTIME_GZIP = 55_000;

interface Output {
  entryPoint?: string;
  imports: { path: string; kind: string }[];
  inputs: Record<string, unknown>;
}

/**
 * Runs build.mjs into `outdir`: the exit status and the output. Asynchronous: a build blocks the
 * test worker for as long as it takes otherwise, and vitest fails a worker that does not answer
 * its main process within 60 s ("Timeout calling onTaskUpdate").
 */
const build = (outdir: string) =>
  promisify(execFile)(process.execPath, ['build.mjs', `--outdir=${outdir}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ status: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ status: error.code ?? 1, stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
  );

describe('build.mjs', () => {
  const dist = mkdtempSync(join(tmpdir(), 'sketchery-build-'));
  let output = '';
  const read = (path: string) => readFileSync(join(dist, path), 'utf8');
  type RoutePreloads = { path: string; scripts: string[]; styles: string[]; rendered?: { href: string; covers: string[]; parts?: Record<string, string[]> } }[];
  /** boot.js as index.html names it (a path from the root, under assets/). */
  const bootHref = () => /<script src="\/(assets\/boot-[A-Z0-9]+\.js)"><\/script>/.exec(read('index.html'))![1]!;
  /** The landing preloads build.mjs put into boot.js (an object literal with bare keys). */
  const bootPreloads = () => JSON.parse(/=(\[\{path:.*?\}\]);/.exec(read(bootHref()))![1]!.replace(/(path|scripts|styles):/g, '"$1":')) as RoutePreloads;
  const meta = () => JSON.parse(read('meta.json')) as { outputs: Record<string, Output> };
  /** Output name (as in meta.json) -> file name in assets/. */
  const assetName = (out: string) => out.split('/').pop()!;
  /** The output of a module (a lazy chunk's entry point names its wrapper: sourceOf, build/firstLoad.mjs). */
  const outputOf = (source: string) => outputIn(meta(), source)!;
  const entryOutput = () => outputOf('src/main.tsx');
  const staticClosure = (out: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(out)) return seen;
    seen.add(out);
    for (const i of meta().outputs[out]?.imports ?? []) if (i.kind === 'import-statement') staticClosure(i.path, seen);
    return seen;
  };
  /** The shell's files as a page names them: what index.html preloads for every page. */
  const shellHrefs = () => [...staticClosure(entryOutput())].map((o) => `/assets/${assetName(o)}`);

  beforeAll(async () => {
    const result = await build(dist);
    if (result.status !== 0) throw new Error(`build.mjs failed: ${result.stderr}`);
    output = result.stdout;
    // A whole production build: about a minute here, and four times that and more when the
    // machine is busy with other jobs (a CI run beside another heavy one timed out at 240 s).
  }, 600_000);
  afterAll(() => rmSync(dist, { recursive: true, force: true, maxRetries: 5 }));

  it('links the shell stylesheet, with the themes and the shell’s classes, from index.html', () => {
    const html = read('index.html');
    const href = /<link rel="stylesheet" href="\/(assets\/styles-[A-Z0-9]+\.css)">/.exec(html)?.[1];
    expect(href).toBeTruthy();
    const css = read(href!);
    expect(css).toMatch(/\[data-theme=dark\]\{[^}]*--bg:#161616/);
    expect(css).toMatch(/\[data-theme=light\]\{[^}]*--bg:#f2f2f3/);
    expect(css).toMatch(/\[data-theme=gray\]\{[^}]*--bg:#4d5052/);
    // Only the shell is render-blocking: one stylesheet link, small.
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(css.length).toBeLessThan(20_000);
  });

  it('extracts the CSS of every chunk, and each lazy screen chunk hands its importer a promise of its stylesheets', () => {
    const assets = readdirSync(join(dist, 'assets'));
    const js = assets.filter((f) => f.endsWith('.js')).map((f) => read(`assets/${f}`)).join('\n');
    const css = assets.filter((f) => f.endsWith('.css')).map((f) => read(`assets/${f}`)).join('\n');
    // Class names that linaria generated appear both in the CSS and in the JavaScript that uses them.
    const classes = [...css.matchAll(/\.([a-z][a-z0-9]{6,8})\{/g)].map((m) => m[1]!);
    expect(classes.length).toBeGreaterThan(100);
    const used = classes.filter((c) => js.includes(`"${c}`) || js.includes(`'${c}`) || js.includes(` ${c}`));
    expect(used.length).toBeGreaterThan(classes.length * 0.8);
    expect(js).not.toContain('Using the "styled" tag in runtime is not supported');

    for (const screen of ['src/screens/gallery/GalleryScreen.tsx', 'src/screens/sketch/SketchScreen.tsx', 'src/screens/home/HomeScreen.tsx']) {
      const chunk = read(`assets/${assetName(outputOf(screen))}`);
      // An export of the promise that inserts the stylesheets, by the name withChunkStyles reads
      // (the build writes it, the app reads it: this finds the one in the other).
      const loader = new RegExp(`\\nexport const ${CHUNK_STYLES_EXPORT}=Promise\\.all\\((\\[[^\\]]*\\])\\.map\\(`).exec(chunk);
      expect(loader, screen).not.toBeNull();
      const files = JSON.parse(loader![1]!) as string[];
      expect(files.length).toBeGreaterThan(0);
      const screenCss = files.map((f) => read(`assets/${f.replace('./', '')}`)).join('\n');
      // The classes of the screen's chunks (not the shell's) are in the stylesheets it loads.
      const shell = staticClosure(entryOutput());
      const screenJs = [...staticClosure(outputOf(screen))].filter((o) => !shell.has(o)).map((o) => read(`assets/${assetName(o)}`)).join('\n');
      // linaria's generated names carry a digit; a plain word such as "violation" is a nested class
      // written by hand, styled in whichever chunk writes it.
      const own = [...screenJs.matchAll(/"([a-z][a-z0-9]{6,8})"/g)].map((m) => m[1]!).filter((c) => classes.includes(c) && /\d/.test(c));
      expect(own.length, screen).toBeGreaterThan(0);
      for (const c of own) expect(screenCss, `${screen}: .${c}`).toContain(`.${c}`);
      // The source map comment stays last, so the map still fits the code.
      expect(chunk.trimEnd()).toMatch(/\n\/\/# sourceMappingURL=\S+\.js\.map$/);
    }
  });

  it('writes no top-level await: WebKit can freeze a page whose modules evaluate asynchronously', async () => {
    const { transform } = await import('esbuild');
    const chunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(10);
    // CommonJS has no top-level await: esbuild refuses to turn a module that has one into it.
    const refused: string[] = [];
    for (const file of chunks) {
      await transform(read(`assets/${file}`), { format: 'cjs', loader: 'js', logLevel: 'silent' }).catch(() => refused.push(file));
    }
    expect(refused).toEqual([]);
  });

  it('loads boot.js synchronously before the app, named by its content (cached like the chunks), with no inline script', () => {
    const html = read('index.html');
    const boot = bootHref();
    expect(html.indexOf(`<script src="/${boot}"></script>`)).toBeLessThan(html.indexOf('type="module"'));
    expect(existsSync(join(dist, 'boot.js'))).toBe(false);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('serves an SVG favicon from the root and links it from index.html', () => {
    expect(read('index.html')).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(read('favicon.svg')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/);
  });

  it('has boot.js start a landing page’s screen chunks with the entry, and only that page’s', () => {
    const gallery = `/assets/${assetName(outputOf('src/screens/gallery/GalleryScreen.tsx'))}`;
    const preloads = bootPreloads();
    const forPath = (path: string) => preloads.find((p) => new RegExp(p.path).test(path))?.scripts ?? [];
    expect(forPath('/gallery/recent')).toContain(gallery);
    expect(forPath('/')).not.toContain(gallery);
    expect(forPath('/sketch/12')).toContain(`/assets/${assetName(outputOf('src/screens/sketch/SketchScreen.tsx'))}`);
    // Every landing screen's code at its addresses (build/landingScreens.mjs), and at no other's.
    for (const landing of LANDING_SCREENS) {
      const screen = `/assets/${assetName(outputOf(landing.screen))}`;
      for (const path of landing.examples) expect(forPath(path), path).toContain(screen);
      const elsewhere = LANDING_SCREENS.filter((other) => other.screen !== landing.screen).flatMap((other) => other.examples);
      for (const path of [...elsewhere, '/upload']) expect(forPath(path), path).not.toContain(screen);
    }
    // Not on a profile's other pages: its edit page is another screen.
    expect(forPath('/user/InkyAda/edit')).not.toContain(`/assets/${assetName(outputOf('src/screens/profile/ProfileScreen.tsx'))}`);
    // Any other address but "/": the route table's chunk, which its page waits for; "/" never.
    const table = `/assets/${assetName(outputOf('src/app/routes/routeTable.ts'))}`;
    for (const path of ['/upload', '/gallery/recent', '/sketch/12', '/user/InkyAda']) expect(forPath(path), path).toContain(table);
    expect(forPath('/')).not.toContain(table);
    expect([...staticClosure(entryOutput())]).not.toContain(outputOf('src/app/routes/routeTable.ts')); // nor does the entry import it
    expect(forPath('/upload')).not.toContain(gallery);
    // Nothing of the shell: index.html preloads that for every page.
    const shell = shellHrefs();
    for (const path of ['/', '/gallery/recent', '/sketch/12', '/upload']) expect(forPath(path).filter((s) => shell.includes(s))).toEqual([]);
  });

  it('writes the same landing preloads to route-preloads.json for the server to put in the HTML', () => {
    const written = JSON.parse(read('route-preloads.json')) as RoutePreloads;
    expect(written.map(({ rendered: _rendered, ...forBoot }) => forBoot)).toEqual(bootPreloads());
    // Every file it names is built.
    for (const href of written.flatMap((r) => [...r.scripts, ...r.styles, ...(r.rendered ? [r.rendered.href] : [])])) expect(existsSync(join(dist, href)), href).toBe(true);
    // The sketch page's lazy parts, by the names the app gives them, with their own files only:
    // the server adds the ones a render used to the page's scripts (server/http/routePreloads.ts).
    const sketch = written.find((r) => r.path.includes('sketch'))!;
    // Only the pages the server renders have one stylesheet of their own (any other address has none).
    expect(written.filter((r) => r.rendered).map((r) => r.path)).toEqual(LANDING_SCREENS.filter((landing) => landing.serverRendered).map((landing) => landing.path));
    expect(written.filter((r) => !r.rendered).map((r) => r.path)).toEqual(['^/.']);
    // A library a part needs is a part by its package's name: the sanitiser of a group's HTML (src/lib/safeHtml.ts).
    const group = written.find((r) => r.path.includes('group/'))!;
    expect(group.rendered!.parts!.dompurify).toEqual([`/assets/${assetName(outputOf('node_modules/dompurify/dist/purify.es.mjs'))}`]);
    const parts = sketch.rendered!.parts!;
    expect(Object.keys(parts)).toEqual(expect.arrayContaining(['screens/sketch/OwnerActions', 'screens/sketch/ViewerActions', 'screens/sketch/ReportDialog', 'screens/sketch/SketchDetails', 'features/comments/Comments']));
    expect(parts['screens/sketch/OwnerActions']).toContain(`/assets/${assetName(outputOf('src/screens/sketch/OwnerActions.tsx'))}`);
    const shell = shellHrefs();
    for (const files of Object.values(parts)) {
      for (const href of files) expect(existsSync(join(dist, href)), href).toBe(true);
      expect(files.filter((href) => shell.includes(href) || sketch.scripts.includes(href))).toEqual([]);
    }
    // A server-rendered landing page's one stylesheet has every rule of the screen's own stylesheets.
    for (const route of written.filter((r) => r.rendered && r.styles.length)) {
      const combined = read(route.rendered!.href);
      expect(route.rendered!.covers).toEqual(expect.arrayContaining(route.styles.map((href) => href.split('/').pop()!)));
      for (const href of route.styles) expect(combined).toContain(read(href).trim());
    }
  });

  it('writes .br and .gz beside every text asset, with the same content', () => {
    const files = ['index.html', ...readdirSync(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f)).map((f) => `assets/${f}`)];
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const original = readFileSync(join(dist, file));
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`))).equals(original), file).toBe(true);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`))).equals(original), file).toBe(true);
    }
    expect(existsSync(join(dist, 'meta.json.br'))).toBe(false);
  });

  it('reports the first load of every route of the route table and keeps each within 130 KB gzip', () => {
    expect(output).toMatch(/first-load JavaScript of "\/": [\d.]+ KB gzip/);
    const report = JSON.parse(read('size-report.json')) as { firstLoadJsGzip: number; routes: { screen: string; gzip: number }[] };
    const routeTable = ['src/app/routes/routeTable.ts', 'src/app/routes/homeRoute.ts'].map((file) => readFileSync(file, 'utf8')).join('\n');
    const screens = [...routeTable.matchAll(/import\('\.\.\/\.\.\/(screens\/[^']+)'\)/g)].map((m) => `src/${m[1]}.tsx`);
    expect(screens.length).toBeGreaterThan(10);
    expect(screens).toContain('src/screens/home/HomeScreen.tsx');
    expect(report.routes.map((r) => r.screen)).toEqual(expect.arrayContaining(screens));
    for (const route of report.routes) {
      expect(output).toContain(route.screen);
      expect(route.gzip, route.screen).toBeGreaterThan(REACT_RUNTIME_GZIP); // React and the shell at least: a real measure
      expect(route.gzip, route.screen).toBeLessThanOrEqual(BUDGET);
    }
    const home = report.routes.find((r) => r.screen === 'src/screens/home/HomeScreen.tsx')!;
    expect(report.firstLoadJsGzip).toBe(home.gzip);
  });

  /**
   * Every JavaScript file the build wrote for browsers (the app's chunks, boot.js, the stub host
   * and shims); not dist/server/, the server's render, which runs in Node and is never served.
   */
  const scripts = (dir = dist): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? (dir === dist && entry.name === 'server' ? [] : scripts(join(dir, entry.name))) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : [],
    );

  it('builds the server’s render of the landing pages for Node, beside the app', () => {
    const render = readFileSync(join(dist, 'server', 'render.js'), 'utf8');
    expect(render).toMatch(/export\s*\{[^}]*renderPage[^}]*rendersPath|export\s*\{[^}]*rendersPath[^}]*renderPage/);
    // React's production server renderer, as the app ships React's production build.
    expect(render).not.toContain('react-dom-server.node.development');
    // Every package is inside: the render runs from any folder (DIST_DIR), with no node_modules
    // beside it; what it needs of the server's packages (jsdom) the server lends it.
    // Imports, and requires by any name (a createRequire's `requireFrom(import.meta.url)('x')` too).
    const required = [...render.matchAll(/(?:\bfrom\s*|\bimport\(\s*|\brequire\w*(?:\([^()]*\))?\(\s*)["']([^"']+)["']/g)].map((m) => m[1]!);
    expect(required.filter((name) => !name.startsWith('.') && !isBuiltin(name))).toEqual([]);
  });
  const allInputs = () => Object.values(meta().outputs).flatMap((o) => Object.keys(o.inputs));

  it('ships no Preact module: not in any chunk’s inputs, not in any script', () => {
    expect(allInputs().filter((input) => /(^|[/:])preact([/@]|$)/i.test(input))).toEqual([]);
    const files = scripts();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(/preact/i.test(readFileSync(file, 'utf8')), file).toBe(false);
  });

  it('ships React’s production build: no development-only React code', () => {
    const inputs = allInputs();
    for (const production of ['node_modules/react/cjs/react.production.js', 'node_modules/react-dom/cjs/react-dom-client.production.js', 'node_modules/react/cjs/react-jsx-runtime.production.js']) {
      expect(inputs).toContain(production);
    }
    expect(inputs.filter((input) => /node_modules\/(react|react-dom|scheduler)\/.*development/.test(input))).toEqual([]);
    const code = scripts().map((file) => readFileSync(file, 'utf8')).join('\n');
    // The production build names its errors by code; the development build's warnings are not there.
    expect(code).toContain('Minified React error');
    for (const warning of ['not wrapped in act(', 'Each child in a list should have a unique "key" prop', 'process.env.NODE_ENV']) expect(code).not.toContain(warning);
  });

  it('marks the chunk with React DOM, and only it, for compiling whole off the main thread; its source map moves down a line with it', () => {
    const outputs = Object.entries(meta().outputs).filter(([path]) => path.endsWith('.js'));
    const marked = outputs.filter(([path]) => read(`assets/${assetName(path)}`).startsWith(`${COMPILE_HINT}\n`));
    expect(marked.map(([path]) => path)).toEqual(outputs.filter(([, o]) => Object.keys(o.inputs).some((i) => i.startsWith('node_modules/react-dom/'))).map(([path]) => path));
    expect(marked).toHaveLength(1);
    const map = JSON.parse(read(`assets/${assetName(marked[0]![0])}.map`)) as { mappings: string };
    // The hint's line maps to nothing; the code's first line keeps its mappings.
    expect(map.mappings).toMatch(/^;[^;]/);
  });

  it('keeps the bridge client, its schemas and is-prop-valid out of a plain browser’s first load', () => {
    const inputs = [...staticClosure(entryOutput())].flatMap((out) => Object.keys(meta().outputs[out]!.inputs));
    expect(inputs).toContain('src/app/host/hostBridge.ts');
    for (const module of ['bridge/client.ts', 'bridge/schemas.ts', 'src/app/host/hostBridgeClient.ts']) expect(inputs).not.toContain(module);
    const everything = Object.values(meta().outputs).flatMap((o) => Object.keys(o.inputs));
    expect(everything).toContain('bridge/client.ts'); // still built, as a lazy chunk
    expect(everything.some((i) => i.includes('@emotion/is-prop-valid'))).toBe(false);
  });

  it('keeps the path builders of other pages and the route table’s matcher out of the first load of "/"', () => {
    // esbuild splits by file: a builder module that the shell or home imports is in "/" whole.
    const outputs = new Set([...staticClosure(entryOutput()), ...staticClosure(outputOf('src/screens/home/HomeScreen.tsx'))]);
    const inputs = [...outputs].flatMap((out) => Object.keys(meta().outputs[out]!.inputs));
    expect(inputs.filter((i) => i.startsWith('src/lib/paths/'))).toEqual(['src/lib/paths/site.ts']);
    expect(inputs).not.toContain('src/lib/routePattern.ts');
    expect(Object.values(meta().outputs).flatMap((o) => Object.keys(o.inputs))).toContain('src/lib/paths/users.ts'); // in the screens' chunks
  });

  it('checks every route against the house budget, and fails a route over it', () => {
    const report = JSON.parse(read('size-report.json')) as { budget: number; routes: { screen: string; gzip: number }[] };
    expect(report.budget).toBe(BUDGET);
    expect(report.routes.map((r) => r.screen)).toContain('src/screens/home/HomeScreen.tsx');
    // This build's own routes: within the budget, none fails; against a budget of 30 KB, each fails with its size.
    expect(budgetFailures(report.routes, BUDGET)).toEqual([]);
    const failures = budgetFailures(report.routes, 30_000);
    expect(failures).toHaveLength(report.routes.length);
    const home = report.routes.find((r) => r.screen === 'src/screens/home/HomeScreen.tsx')!;
    expect(failures).toContain(`Build failed: first-load JavaScript of src/screens/home/HomeScreen.tsx is ${home.gzip} B gzip, over the budget of 30000 B.`);
  });

  it('puts the shell in one chunk: no chunk of the entry\'s first load is shared with only some screens', () => {
    const shellChunks = [...staticClosure(entryOutput())].filter((out) => out !== entryOutput());
    expect(shellChunks).toHaveLength(1);
  });

  it('puts each screen in a chunk of its own', () => {
    const entries = Object.values(meta().outputs).map((o) => sourceOf(o.entryPoint ?? ''));
    expect(entries).toContain('src/screens/home/HomeScreen.tsx');
    expect(entries).toContain('src/screens/ban/BanScreen.tsx');
  });

  it('names nothing by the folder it was built in, so every checkout builds the same files', () => {
    // A lazy chunk's wrapper and the wyw plugin's inline source maps once carried absolute paths:
    // the minifier's names, and so every chunk's name and gzip size, followed the checkout's folder.
    const root = process.cwd();
    const inputs = Object.values(meta().outputs).flatMap((o) => Object.keys(o.inputs));
    expect(inputs.filter((input) => input.includes(root) || /^[a-z-]+:\//.test(input))).toEqual([]);
    const scripts = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.filter((f) => read(`assets/${f}`).includes(root))).toEqual([]);
  });

  it('maps a module without styles to its own source, and a styled one to what linaria made of it', () => {
    type SourceMap = { sources: string[]; sourcesContent: string[] };
    const mapOf = (module: string) => {
      const out = Object.entries(meta().outputs).find(([file, o]) => file.endsWith('.js') && module in o.inputs)![0];
      const map = JSON.parse(read(`assets/${assetName(out)}.map`)) as SourceMap;
      const at = map.sources.findIndex((source) => source.endsWith(module));
      return map.sourcesContent[at]!;
    };
    expect(mapOf('src/lib/blankText.ts')).toBe(readFileSync('src/lib/blankText.ts', 'utf8'));
    const styled = mapOf('src/components/LimitNote.tsx');
    expect(styled).toContain('export function LimitNote(props)');
    expect(styled).not.toContain('font-size');
  });
});
