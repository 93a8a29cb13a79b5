// The response schemas (src/api/schemas) are valibot calls at module level: `v.object({...})`.
// A bundler keeps a module-level call it cannot prove free of side effects, so every schema of a
// file would ship with any screen that imports one of them, unless each call is marked
// /*@__PURE__*/. esbuild's own `pure` option matches global names only, not an imported
// namespace's members, so this plugin writes the marks into the source as esbuild loads it, and
// the schema files read as plain valibot.
import { readFile } from 'node:fs/promises';

/** The folders whose `v.name(...)` calls are marked (paths as esbuild gives them, `/` or `\`). */
export const SCHEMA_FILES = /[\\/]src[\\/]api[\\/]schemas[\\/][^\\/]+\.ts$/;

// valibot's functions that act rather than build a schema: a call of one of these at module level
// is there for what it does, and must never be dropped.
const ACTIONS = new Set(['parse', 'safeParse', 'parser', 'safeParser', 'assert', 'is', 'flatten', 'summarize', 'config', 'setGlobalConfig', 'setGlobalMessage', 'setSchemaMessage', 'setSpecificMessage']);

/** `source` with /*@__PURE__*\/ before every `v.name(` call that builds a schema. */
export function markPureCalls(source) {
  return source.replace(/(\/\*@__PURE__\*\/\s*)?(?<![\w$.])v\.([A-Za-z_$][\w$]*)\s*\(/g, (call, marked, name) =>
    marked || ACTIONS.has(name) ? call : `/*@__PURE__*/ ${call}`,
  );
}

/** The esbuild plugin: loads the schema files with their calls marked (register it before wyw). */
export const pureSchemas = {
  name: 'pure-schemas',
  setup(build) {
    build.onLoad({ filter: SCHEMA_FILES }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      // linaria's plugin never sees these files: a styled component here would lose its CSS.
      if (source.includes('@linaria/')) throw new Error(`${args.path}: a schema file holds no styles (build/pureSchemas.mjs)`);
      return { contents: markPureCalls(source), loader: 'ts' };
    });
  },
};
