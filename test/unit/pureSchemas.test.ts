// The build marks the schema files' valibot calls as pure (build/pureSchemas.mjs), so a chunk
// carries only the schemas it uses: the marking itself, and a real bundle with and without it.
import * as esbuild from 'esbuild';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markPureCalls, pureSchemas, SCHEMA_FILES } from '../../build/pureSchemas.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const SCHEMAS = join(ROOT, 'src/api/schemas');

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

  it('covers every schema file', () => {
    const files = readdirSync(SCHEMAS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) expect(SCHEMA_FILES.test(join(SCHEMAS, file)), file).toBe(true);
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
