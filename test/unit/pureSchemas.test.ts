// The build marks the schema files' valibot calls as pure (build/pureSchemas.mjs), so a chunk
// carries only the schemas it uses: the marking itself, and a real bundle with and without it.
import * as esbuild from 'esbuild';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ACTIONS, markPureCalls, pureSchemas, SCHEMA_FILES } from '../../build/pureSchemas.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const SCHEMAS = join(ROOT, 'src/api/schemas');
const schemaFiles = () => readdirSync(SCHEMAS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const MARK = '/*@__PURE__*/';

describe('markPureCalls', () => {
  it('marks every call of valibot that builds a schema, nested ones too', () => {
    expect(markPureCalls('export const A = v.object({ id: v.nullable(v.string()) });')).toBe(
      'export const A = /*@__PURE__*/ v.object({ id: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.string()) });',
    );
  });

  it('leaves calls that act (parse, is, ...), other objects named v, and marks already there', () => {
    const source = 'v.parse(A, x); if (v.is(A, y)) nav.object(1); a.v.object(2); /*@__PURE__*/ v.array(B);';
    expect(markPureCalls(source)).toBe(source);
  });

  it('marks calls of the helpers a schema file imports from another schema file or declares itself', () => {
    const source = [
      "import { idField, text as boundedText, wholeNumber } from './requestFields';",
      "const atMost = (max: number) => `At most ${max}`;",
      'function upTo(max: number) { return v.maxValue(max, atMost(max)); }',
      'export const A = v.object({ id: idField, t: boundedText(10), n: wholeNumber(1, 2, upTo(2)) });',
    ].join('\n');
    expect(markPureCalls(source)).toBe(
      [
        "import { idField, text as boundedText, wholeNumber } from './requestFields';",
        "const atMost = (max: number) => `At most ${max}`;",
        'function upTo(max: number) { return /*@__PURE__*/ v.maxValue(max, /*@__PURE__*/ atMost(max)); }',
        'export const A = /*@__PURE__*/ v.object({ id: idField, t: /*@__PURE__*/ boundedText(10), n: /*@__PURE__*/ wholeNumber(1, 2, /*@__PURE__*/ upTo(2)) });',
      ].join('\n'),
    );
  });

  it('leaves functions from elsewhere, members of the same name, type imports and prose', () => {
    const source = [
      "import { isEmailAddress } from '../../lib/recoveryRules';",
      "import type { Id } from './common';",
      "import { text } from './requestFields';",
      "const A = v.pipe(v.string(), v.check((s) => isEmailAddress(s)), v.check((s) => s.text(1)));",
      "// a text (at most 2) and Id(3) in a comment",
    ].join('\n');
    expect(markPureCalls(source)).toBe(source.replace(/v\.(pipe|string|check)\(/g, '/*@__PURE__*/ $&'));
  });

  it('covers every schema file', () => {
    const files = schemaFiles();
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) expect(SCHEMA_FILES.test(join(SCHEMAS, file)), file).toBe(true);
  });
});

// What holds the marking to the schema files as they are and as they grow: the build marks every
// module-level call (a new helper is found by where it comes from, build/pureSchemas.mjs), and a
// call it cannot mark (a global's, src/lib's) fails here rather than quietly keeping its schemas
// in every bundle. Read with TypeScript's parser, so a mark is seen where the code has it.
describe('the schema files, as the build loads them', () => {
  const marked = (file: string) => {
    const source = markPureCalls(readFileSync(join(SCHEMAS, file), 'utf8'));
    return { source, tree: ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true) };
  };
  /** Where the build's mark before this call starts (in the space between it and the token before), if it has one. */
  const markOf = (source: string, tree: ts.SourceFile, call: ts.CallExpression) => {
    const at = source.slice(call.pos, call.getStart(tree)).lastIndexOf(MARK);
    return at < 0 ? undefined : call.pos + at;
  };
  /** Every call in the tree; with `moduleLevel`, only those run when the module loads (not inside a function). */
  const callsOf = (tree: ts.SourceFile, moduleLevel: boolean) => {
    const calls: ts.CallExpression[] = [];
    const visit = (node: ts.Node): void => {
      if (moduleLevel && ts.isFunctionLike(node)) return;
      if (ts.isCallExpression(node)) calls.push(node);
      ts.forEachChild(node, visit);
    };
    visit(tree);
    return calls;
  };

  it('carry no mark of their own: the build writes them all', () => {
    const handWritten = schemaFiles().filter((file) => /[@#]__PURE__/.test(readFileSync(join(SCHEMAS, file), 'utf8')));
    expect(handWritten).toEqual([]);
  });

  it('have every module-level call marked, but valibot actions', () => {
    const unmarked = schemaFiles().flatMap((file) => {
      const { source, tree } = marked(file);
      return callsOf(tree, true)
        .filter((call) => markOf(source, tree, call) === undefined)
        .map((call) => call.expression.getText(tree))
        .filter((callee) => !(callee.startsWith('v.') && ACTIONS.has(callee.slice(2))))
        .map((callee) => `${file}: ${callee}(...)`);
    });
    // A call here keeps its schema in every bundle that imports the file: call it inside a helper
    // the file declares (the build marks that call), as comments.ts's queryText does for String().
    expect(unmarked).toEqual([]);
  });

  it('get marks before calls only (none in a string, a comment or a declaration)', () => {
    for (const file of schemaFiles()) {
      const { source, tree } = marked(file);
      const beforeCalls = new Set(callsOf(tree, false).map((call) => markOf(source, tree, call)).filter((at) => at !== undefined));
      expect(source.split(MARK).length - 1, file).toBe(beforeCalls.size);
    }
  });
});

describe('a bundle that uses one schema of a file', () => {
  // albums.ts: AlbumModeSchema is used, AlbumSchema (the only one with descriptionHtml) is not.
  const bundle = async (plugins: esbuild.Plugin[]) => {
    const result = await esbuild.build({
      stdin: { contents: "import { AlbumModeSchema } from './src/api/schemas/albums'; console.log(AlbumModeSchema);", resolveDir: ROOT, loader: 'ts' },
      bundle: true, write: false, format: 'esm', minify: true, logLevel: 'silent', plugins,
    });
    return result.outputFiles[0]!.text;
  };

  it('leaves out the schemas it does not use', async () => {
    const marked = await bundle([pureSchemas]);
    expect(marked).toContain('[0,1]');
    expect(marked).not.toContain('descriptionHtml');
  });

  it('keeps them all without the plugin (what the marks are for)', async () => {
    expect(await bundle([])).toContain('descriptionHtml');
  });
});

describe('a bundle that uses one schema of a file whose other schemas call helpers', () => {
  // home.ts: HomeStatsSchema is used; HomeIndexBody's fields are wholeNumber(0, max, 'a count')
  // calls of requestFields.ts, which only the helper marks let the bundler drop.
  const bundle = async (plugins: esbuild.Plugin[]) => {
    const result = await esbuild.build({
      stdin: { contents: "import { HomeStatsSchema } from './src/api/schemas/home'; console.log(HomeStatsSchema);", resolveDir: ROOT, loader: 'ts' },
      bundle: true, write: false, format: 'esm', minify: true, logLevel: 'silent', plugins,
    });
    return result.outputFiles[0]!.text;
  };

  it('leaves out the schemas built by helpers it does not use', async () => {
    const marked = await bundle([pureSchemas]);
    expect(marked).toContain('sketchesToday');
    expect(marked).not.toContain('a count');
  });

  it('keeps them without the plugin', async () => {
    expect(await bundle([])).toContain('a count');
  });
});
