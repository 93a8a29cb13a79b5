// Writes bridge/schema/**/*.json from the valibot schemas (and removes files no longer made).
// Run after changing a message: npx tsx bridge/schema/generate.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaFiles, schemaText } from './catalogue';

export const SCHEMA_DIR = dirname(fileURLToPath(import.meta.url));

/** Every .json file under bridge/schema/, as paths relative to it. */
export function committedSchemaPaths(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.json'))
    .map((path) => relative(dir, join(dir, path)).split('\\').join('/'))
    .sort();
}

function main(): void {
  const files = schemaFiles();
  const made = new Set(files.map((f) => f.path));
  for (const stale of committedSchemaPaths().filter((path) => !made.has(path))) rmSync(join(SCHEMA_DIR, stale));
  for (const { path, json } of files) {
    mkdirSync(dirname(join(SCHEMA_DIR, path)), { recursive: true });
    writeFileSync(join(SCHEMA_DIR, path), schemaText(json));
  }
  console.log(`wrote ${files.length} schema files to ${relative(process.cwd(), SCHEMA_DIR) || '.'}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
