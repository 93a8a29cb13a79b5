// Every lazy chunk (each `import()` target) starts with an import of the shell
// (src/shellGraph.ts: what the entry imports), and most with the landing pages' graph
// (src/landingGraph.ts: the shell and what the gallery, the sketch page and most screens share).
// esbuild puts a module into the chunk of the exact set of entry points that reach it; the
// shell's modules used to be reached by the entry and by many different subsets of screens, which
// split them into dozens of chunks of a kilobyte or two, each a request before the first page
// shows. Reached by every entry point, they are one chunk, and the landing graph's rest another.
// The entry evaluates the shell first; a lazy chunk's import of it costs nothing at run time.
// In the metafile a lazy chunk's entry point is `lazy-entry:<path from the root>` (sourceOf in
// build/firstLoad.mjs turns it back into the module's own path). From the root, not absolute:
// esbuild orders modules, and so names the minified symbols shared between chunks, by these paths,
// and an absolute one made every chunk's name (its content hash) and gzip size follow the folder
// the project was checked out in.
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

export const LAZY_ENTRY = 'lazy-entry';

/**
 * The lazy chunks that import only the shell (src/shellGraph.ts); every other one imports the
 * landing pages' graph too (src/landingGraph.ts). The route table comes before every screen but
 * home, and the whiteboard, the heaviest first load, uses none of the landing pages' modules:
 * with them it fetched 9 KB gzip it never ran. The tap guard loads once any page shows, the
 * whiteboard's included. A shell-level chunk that uses a landing module (the menus, the dialogs)
 * stays on the landing graph: otherwise that module's set of entry points differs from its
 * neighbours' and the landing chunk splits, a file more and 0.4 KB more on every route.
 */
const SHELL_ONLY = [/^src\/app\/routes\/routeTable\.ts$/, /^src\/app\/shell\/tapGuard\.ts$/, /^src\/screens\/whiteboard\//];

/** The esbuild plugin: a wrapper module per `import()` target that imports the shell, then re-exports the target. */
export function lazyChunksShareTheShell(root) {
  const graphOf = (target) => JSON.stringify(SHELL_ONLY.some((re) => re.test(target)) ? './src/shellGraph.ts' : './src/landingGraph.ts');
  return {
    name: 'lazy-chunks-share-the-shell',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.namespace === LAZY_ENTRY) return undefined;
        const resolved = await build.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir, importer: args.importer });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: relative(root, resolved.path).split('\\').join('/'), namespace: LAZY_ENTRY };
      });
      build.onLoad({ filter: /.*/, namespace: LAZY_ENTRY }, async (args) => {
        // The wrapper names its imports from the root as well: its text counts towards the
        // minifier's character frequencies, which pick the short names.
        const target = JSON.stringify(`./${args.path}`);
        const source = await readFile(join(root, args.path), 'utf8');
        const lines = [`import ${graphOf(args.path)};`, `export * from ${target};`];
        // `export *` leaves out the default export: named again where the module has one.
        if (/\bexport\s+default\b|\bexport\s*\{[^}]*\bdefault\b/.test(source)) lines.push(`export { default } from ${target};`);
        return { contents: lines.join('\n'), resolveDir: root, loader: 'js' };
      });
    },
  };
}
