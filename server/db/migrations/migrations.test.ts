// @vitest-environment node
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrations } from './index';

describe('migrations', () => {
  it('are numbered 1, 2, 3 ... in the order they apply', () => {
    expect(migrations.map((step) => step.version)).toEqual(migrations.map((_step, index) => index + 1));
  });

  it('apply every numbered file, each under the number its name carries', () => {
    // A new file that is not added to the index would silently never run.
    const files = readdirSync(import.meta.dirname).filter((name) => /^\d{4}-[\w-]+\.ts$/.test(name)).sort();
    expect(files.map((name) => Number(name.slice(0, 4)))).toEqual(migrations.map((step) => step.version));
  });
});
