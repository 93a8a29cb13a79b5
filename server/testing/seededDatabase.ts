// A test's own copy of the run's seeded template (seedTemplate.ts), for tests that read the demo
// data without a whole app: a file copy instead of a seed of its own (seconds each on a busy
// machine). Outside vitest, where there is no template, it seeds one in memory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../db/database';
import { seedDatabase } from '../seed/index';
import { copySeedTemplate, TEST_NOW } from './seedTemplate';

/** The demo data as seeded at TEST_NOW with the default seed number, in a database of its own. */
export function openSeededCopy(): Db {
  const dir = mkdtempSync(join(tmpdir(), 'sketchery-seeded-'));
  // Each test file runs in a process of its own (vitest's forks): gone when the file is done.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'seeded.db');
  if (copySeedTemplate(file)) return openDatabase(file);
  const db = openDatabase(':memory:');
  seedDatabase(db, { now: TEST_NOW });
  return db;
}
