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
export const ACTIONS = new Set(['parse', 'safeParse', 'parser', 'safeParser', 'assert', 'is', 'flatten', 'summarize', 'config', 'setGlobalConfig', 'setGlobalMessage', 'setSchemaMessage', 'setSpecificMessage']);

// Besides valibot, the schema files call small helpers of their own that build a schema or a
// message: requestFields.ts's text(max) and wholeNumber(...), a file's own atMost(...). A call of
// one at module level is kept just as a valibot call is, so the build marks those too. A helper is
// found by where it comes from, not by a list of names, so a new one is marked without anyone
// remembering to: a function the file imports from another schema file (`from './requestFields'`)
// or declares at module level (`const name = (` or `function name(`). What the schema files
// declare builds schemas and nothing else (as every valibot call there is taken to); a function
// from elsewhere (src/lib) is not theirs to vouch for and stays unmarked.
// test/unit/pureSchemas.test.ts fails when a module-level call in a schema file is left unmarked,
// when a mark lands anywhere but before a call, or when a schema file carries a mark of its own.
const SCHEMA_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'\.\/[^'/]+';/gm;
const DECLARED_FUNCTION = /^(?:export\s+)?(?:const\s+([\w$]+)\s*=\s*\(|function\s+([\w$]+)\s*\()/gm;

/** The helpers of a schema file whose calls are marked: its imports from other schema files and its own functions. */
export function schemaHelpers(source) {
  const helpers = new Set();
  for (const [, names] of source.matchAll(SCHEMA_IMPORT)) {
    for (const specifier of names.split(',')) {
      // `text`, or `text as boundedText` (the file calls the local name); a `type X` import is no call.
      const local = /^([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(specifier.trim());
      if (local) helpers.add(local[2] ?? local[1]);
    }
  }
  for (const [, arrow, declared] of source.matchAll(DECLARED_FUNCTION)) helpers.add(arrow ?? declared);
  return helpers;
}

/** `source` with /*@__PURE__*\/ before every `v.name(` call that builds a schema and every call of a helper (schemaHelpers). */
export function markPureCalls(source) {
  const helpers = schemaHelpers(source);
  // A name right before `(` (a call as written; `name (` is prose in a comment or message), not a
  // member of another object (`a.text(`) nor a function being declared.
  return source.replace(/(\/\*@__PURE__\*\/\s*)?(?<![\w$.])(?<!function\s+)(v\.)?([A-Za-z_$][\w$]*)\(/g, (call, marked, valibot, name) =>
    marked || (valibot ? ACTIONS.has(name) : !helpers.has(name)) ? call : `/*@__PURE__*/ ${call}`,
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
