// CSS per chunk. esbuild gives each entry point one CSS bundle holding the CSS of everything it
// imports, and does not load a lazy chunk's CSS when the chunk is imported. So the build keeps
// linaria's CSS per module (captured from the wyw plugin), and writes:
// - one render-blocking stylesheet for the shell: the CSS of the entry and the chunks it imports
//   statically, linked from index.html;
// - one stylesheet per other chunk that has CSS, loaded by every lazy chunk that needs it: the
//   lazy chunk ends with an export (STYLES_EXPORT) of a promise that inserts the missing
//   stylesheets (dependencies first) and settles when they have loaded; the app's import sites
//   (withChunkStyles in src/lib/chunkStyles.ts) wait for it, so the page transition never shows
//   an unstyled screen. Not a top-level await: WebKit's JavaScriptCore can spin forever in its
//   asynchronous module evaluation when a page with such modules is left (a frozen page).
// Cascade: a module's CSS is inserted once, after the CSS of the modules it imports (the shell
// first, then chunks in dependency order), so an override (`styled(Button)`) always comes after
// its base, whatever order the screens are visited in.
import * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const WYW_NAMESPACE = 'wyw-in-js';

/**
 * Wraps the wyw-in-js plugin so the CSS it extracts for each module is also kept in `store`
 * (key: the metafile's input name, `wyw-in-js:Name_slug.wyw.css`).
 */
export function capturingCss(plugin, store) {
  return {
    name: plugin.name,
    setup(build) {
      const proxy = Object.create(build);
      proxy.onLoad = (options, callback) =>
        build.onLoad(
          options,
          options.namespace === WYW_NAMESPACE
            ? async (args) => {
                const result = await callback(args);
                if (result?.contents !== undefined) store.set(`${WYW_NAMESPACE}:${args.path}`, String(result.contents));
                return result;
              }
            : callback,
        );
      return plugin.setup(proxy);
    },
  };
}

/** Every output a chunk imports statically, dependencies before the chunk (depth-first post-order). */
export function staticClosure(metafile, out, seen = new Set(), order = []) {
  if (!out || seen.has(out) || !metafile.outputs[out]) return order;
  seen.add(out);
  for (const imp of metafile.outputs[out].imports) if (imp.kind === 'import-statement') staticClosure(metafile, imp.path, seen, order);
  order.push(out);
  return order;
}

/** The CSS of one JS output: its modules' CSS in the order esbuild placed the modules. */
function chunkCss(metafile, out, store) {
  const parts = Object.keys(metafile.outputs[out].inputs)
    .filter((input) => input.startsWith(`${WYW_NAMESPACE}:`))
    .map((input) => {
      const css = store.get(input);
      if (css === undefined) throw new Error(`The CSS of ${input} was not captured from the wyw plugin`);
      return css.replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '');
    });
  return parts.join('\n');
}

async function writeCss(code, outdir, prefix, minify, target) {
  const { code: out } = await esbuild.transform(code, { loader: 'css', minify, target });
  const name = `${prefix}-${createHash('sha256').update(out).digest('hex').slice(0, 8).toUpperCase()}.css`;
  writeFileSync(join(outdir, name), out);
  return name;
}

const lazyTargets = (metafile) =>
  new Set(Object.values(metafile.outputs).flatMap((o) => o.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path)));

/** The export a lazy chunk's stylesheet promise has (src/lib/chunkStyles.ts reads the same name). */
const STYLES_EXPORT = '__sketcheryStyles';

/**
 * Inserts the stylesheets in order (skipping those already in, and those a server-rendered page
 * links from its <head> or writes into it (a <style data-href>: server/http/inlineHead.ts), alone or
 * in its combined stylesheet's data-covers list, which have loaded before any module runs); the
 * exported promise settles once they have loaded.
 */
function loaderSource(files) {
  // Shared across chunks: a stylesheet two lazy chunks need is inserted once, and both wait for it.
  return (
    `\nexport const ${STYLES_EXPORT}=Promise.all(${JSON.stringify(files)}.map((f)=>{const u=new URL(f,import.meta.url).href,m=globalThis.__sketcheryStyles||(globalThis.__sketcheryStyles={});` +
    `return m[u]||(m[u]=[...document.querySelectorAll("link[rel=stylesheet],style[data-href]")].some((l)=>(l.href||new URL(l.dataset.href,document.baseURI).href)===u||(l.dataset.covers||"").split(" ").includes(f.slice(2)))?Promise.resolve():new Promise((r)=>{const l=document.createElement("link");l.rel="stylesheet";l.href=u;l.onload=l.onerror=()=>r();document.head.appendChild(l)}))}));\n`
  );
}

/** Appends the stylesheet loader to a JS output, before its source-map comment (the map stays right). */
function appendLoader(file, files) {
  const code = readFileSync(file, 'utf8');
  const at = code.lastIndexOf('\n//# sourceMappingURL=');
  const cut = at === -1 ? code.length : at;
  writeFileSync(file, code.slice(0, cut) + loaderSource(files) + code.slice(cut));
}

/**
 * Writes the shell stylesheet and the per-chunk stylesheets, and makes every lazy chunk load its
 * own. Returns the shell stylesheet's path relative to `outdir`'s parent ("assets/styles-X.css")
 * and, per JS output, the stylesheets it loads (for the size report).
 */
export async function writeChunkStyles({ metafile, entryOut, store, assetsDir, root, minify, target }) {
  const abs = (p) => join(root, p);
  const shell = staticClosure(metafile, entryOut);
  const shellSet = new Set(shell);
  const shellName = await writeCss(shell.map((o) => chunkCss(metafile, o, store)).join('\n'), assetsDir, 'styles', minify, target);
  const cssOf = new Map(); // JS output -> its own stylesheet file name
  for (const out of Object.keys(metafile.outputs)) {
    if (!out.endsWith('.js') || shellSet.has(out)) continue;
    const css = chunkCss(metafile, out, store);
    if (css.trim()) cssOf.set(out, await writeCss(css, assetsDir, basename(out, '.js').replace('chunk', 'styles'), minify, target));
  }
  const loads = new Map();
  for (const out of lazyTargets(metafile)) {
    if (shellSet.has(out)) continue;
    const files = staticClosure(metafile, out).filter((o) => cssOf.has(o)).map((o) => `./${cssOf.get(o)}`);
    if (!files.length) continue;
    loads.set(out, files);
    appendLoader(abs(out), files);
  }
  if (dirname(abs(entryOut)) !== assetsDir) throw new Error('The entry is expected in the assets folder');
  return { shellStylesheet: `assets/${shellName}`, loads };
}
