// Every lazy chunk (each `import()` target) starts with an import of the shell
// (src/shellGraph.ts: what the entry imports). esbuild puts a module into the chunk of the
// exact set of entry points that reach it; the shell's modules used to be reached by the entry and
// by many different subsets of screens, which split them into dozens of chunks of a kilobyte or
// two, each a request before the first page shows. Reached by every entry point, they are one
// chunk. The entry evaluates them first; a lazy chunk's import of them costs nothing at run time.
// In the metafile a lazy chunk's entry point is `lazy-entry:<absolute path>` (sourceOf in
// build/firstLoad.mjs turns it back into the module's own path).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const LAZY_ENTRY = 'lazy-entry';

/** The esbuild plugin: a wrapper module per `import()` target that imports the shell, then re-exports the target. */
export function lazyChunksShareTheShell(root) {
  const shell = JSON.stringify(join(root, 'src/shellGraph.ts'));
  return {
    name: 'lazy-chunks-share-the-shell',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.namespace === LAZY_ENTRY) return undefined;
        const resolved = await build.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir, importer: args.importer });
        if (resolved.errors.length) return { errors: resolved.errors };
        return { path: resolved.path, namespace: LAZY_ENTRY };
      });
      build.onLoad({ filter: /.*/, namespace: LAZY_ENTRY }, async (args) => {
        const target = JSON.stringify(args.path);
        const source = await readFile(args.path, 'utf8');
        const lines = [`import ${shell};`, `export * from ${target};`];
        // `export *` leaves out the default export: named again where the module has one.
        if (/\bexport\s+default\b|\bexport\s*\{[^}]*\bdefault\b/.test(source)) lines.push(`export { default } from ${target};`);
        return { contents: lines.join('\n'), resolveDir: dirname(args.path), loader: 'js' };
      });
    },
  };
}
