import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, DATABASE_FILE } from '../app';
import { copySeedTemplate } from '../testing/seedTemplate';
import { removeLeftStagedUploads, STAGED_UPLOAD_MAX_AGE_MS } from './stagedUploads';
import { UPLOADS_DIR } from './sketchSource';

let root: string;
let uploads: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sketchery-staged-'));
  uploads = path.join(root, 'data', UPLOADS_DIR);
  mkdirSync(uploads, { recursive: true });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** Writes an upload file last changed `ageMs` ago. */
function put(name: string, ageMs: number): void {
  const file = path.join(uploads, name);
  writeFileSync(file, 'x');
  const at = (Date.now() - ageMs) / 1000;
  utimesSync(file, at, at);
}

describe('removeLeftStagedUploads', () => {
  it("removes staged files older than the limit and keeps sketches' files and recent staged ones", () => {
    const old = STAGED_UPLOAD_MAX_AGE_MS + 60_000;
    put('0-a1b2c3d4e5f60718.png', old);
    put('0-0918273645abcdef.jpg', 60_000);
    put('12-a1b2c3d4e5f60718.png', old);
    put('notes.txt', old);

    expect(removeLeftStagedUploads(path.join(root, 'data'), Date.now())).toBe(1);
    expect(readdirSync(uploads).sort()).toEqual(['0-0918273645abcdef.jpg', '12-a1b2c3d4e5f60718.png', 'notes.txt']);
  });

  it('is no error when nothing was ever uploaded', () => {
    expect(removeLeftStagedUploads(path.join(root, 'elsewhere'), Date.now())).toBe(0);
  });

  it('runs when the server starts', async () => {
    put('0-a1b2c3d4e5f60718.png', STAGED_UPLOAD_MAX_AGE_MS + 60_000);
    copySeedTemplate(path.join(root, 'data', DATABASE_FILE));
    const distDir = path.join(root, 'dist');
    mkdirSync(distDir);
    const app = await buildApp({ dataDir: path.join(root, 'data'), distDir });
    try {
      expect(existsSync(path.join(uploads, '0-a1b2c3d4e5f60718.png'))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
