// Once per vitest run, before any test file: the seeded database that test apps copy instead of
// seeding their own (server/testing/seedTemplate.ts says why).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../server/db/database';
import { seedDatabase } from '../server/seed/index';
import { TEST_NOW } from '../server/testing/seedTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded template database of this run (seeded at TEST_NOW). */
    seedTemplate: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'sketchery-seed-template-'));
  const file = join(dir, 'seeded.db');
  const db = openDatabase(file);
  try {
    seedDatabase(db, { now: TEST_NOW });
    // Everything into the main file: a copy of it alone must hold the whole database.
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  project.provide('seedTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
