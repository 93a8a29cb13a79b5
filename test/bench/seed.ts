// Benchmark (not a test): how long the demo seed takes, as the server pays it on its first start
// with an empty data dir (server/app.ts: seedIfEmpty) and every e2e run pays it once. Each run
// opens a fresh database file in a temporary directory (the migrations included), seeds it and
// closes it; the report gives every run and their median. The seed's content is checked by
// server/seed/seed.test.ts, its time only here.
//   npx tsx test/bench/seed.ts [--runs=3]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database';
import { seedIfEmpty } from '../../server/seed/index';
import { median } from './stats';

const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${runs}`);
// A fixed seed time, so every run writes the same rows.
const NOW = Date.parse('2025-06-01T12:00:00.000Z');

function seedOnce(): number {
  const dir = mkdtempSync(join(tmpdir(), 'sketchery-seed-bench-'));
  try {
    const started = performance.now();
    const db = openDatabase(join(dir, 'sketchery.db'));
    if (!seedIfEmpty(db, { now: NOW })) throw new Error('a fresh database was not empty');
    db.close();
    return performance.now() - started;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const times: number[] = [];
for (let run = 1; run <= runs; run++) {
  const ms = seedOnce();
  times.push(ms);
  console.log(`run ${run}/${runs}: ${ms.toFixed(0)} ms`);
}
console.log(`seed of a fresh database file: median ${median(times).toFixed(0)} ms of ${runs} runs (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`);
