// @vitest-environment node
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuilt } from './builtFiles';

const dir = mkdtempSync(path.join(tmpdir(), 'built-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readBuilt', () => {
  it('makes a file\'s value once per version, picks up a rebuild, and answers null for a missing file', async () => {
    const file = path.join(dir, 'index.html');
    let made = 0;
    const derive = (text: string) => {
      made += 1;
      return text.toUpperCase();
    };
    writeFileSync(file, 'first');
    expect(await readBuilt(file, derive)).toBe('FIRST');
    expect(await readBuilt(file, derive)).toBe('FIRST');
    expect(made).toBe(1);

    // A rebuild of the same length, stamped a second later, is read again.
    writeFileSync(file, 'again');
    utimesSync(file, new Date(Date.now() + 1000), new Date(Date.now() + 1000));
    expect(await readBuilt(file, derive)).toBe('AGAIN');
    expect(made).toBe(2);

    rmSync(file);
    expect(await readBuilt(file, derive)).toBeNull();
    writeFileSync(file, 'back');
    expect(await readBuilt(file, derive)).toBe('BACK');
  });
});
