// One line per spec file run in the run log (test/e2e/retryVerdict.mjs judges it), when a worker
// runs several files (test/e2e/specGroups.ts): which of its files failed and how long each took,
// so a file that passed only on its retry is still named alone, not with its whole group.
// The worker records each test and hook as it ends (wdio's afterTest and afterHook) and writes its
// lines when it ends; the launcher, which sees only the worker's exit code, completes them
// (launcherRuns) when the worker wrote none (it died) or wrote only passes yet failed.
import type { SpecFileRun } from './retryVerdict.mjs';

/** A run log line: the worker (wdio's cid, new for every run, a retry included) that wrote it. */
export type WorkerFileRun = SpecFileRun & { worker?: string };

/** What one worker learns of its files as their tests and hooks end. */
export class SpecFileRecorder {
  private readonly failed = new Set<string>();
  private readonly seconds = new Map<string, number>();
  /** A failure no file could be named for: every file of the worker counts as failed. */
  private failedOutsideFiles = false;
  private last: number;

  /** `now` in milliseconds: the worker's start, from which its first file's time counts. */
  constructor(now: number) {
    this.last = now;
  }

  /**
   * A test or hook of `file` (a path, as wdio names it) ended at `now`: it failed when it has an
   * error (a skipped test has none). The time since the last one ended counts to its file.
   */
  ended(file: string | undefined, failed: boolean, now: number): void {
    if (file === undefined) {
      if (failed) this.failedOutsideFiles = true;
      return;
    }
    this.seconds.set(file, (this.seconds.get(file) ?? 0) + Math.max(0, now - this.last) / 1000);
    this.last = now;
    if (failed) this.failed.add(file);
  }

  /** The worker's lines, one per file it ran (`specs`, as wdio names them, in `toPath`'s form). */
  runs(browser: string, worker: string, specs: readonly string[], toPath: (spec: string) => string): WorkerFileRun[] {
    // Every file that ended a test or hook has a time (ended), a failed one included.
    const byPath = new Map<string, { failed: boolean; seconds: number }>();
    for (const [file, seconds] of this.seconds) byPath.set(toPath(file), { failed: this.failed.has(file), seconds });
    return specs.map((spec) => {
      const path = toPath(spec);
      const seen = byPath.get(path);
      return { browser, spec: path, passed: !this.failedOutsideFiles && !(seen?.failed ?? false), seconds: Math.round((seen?.seconds ?? 0) * 10) / 10, worker };
    });
  }
}

/**
 * The lines the launcher adds when worker `worker` ended with `exitCode`, given the lines it
 * wrote: every file failed when it wrote none and failed (it died before its end), or when it
 * failed with no file failed in its lines (a failure outside its tests); its files passed when it
 * wrote none and passed.
 */
export function launcherRuns(browser: string, worker: string, exitCode: number, specs: readonly string[], written: readonly WorkerFileRun[]): WorkerFileRun[] {
  const own = written.filter((run) => run.worker === worker);
  if (exitCode === 0) return own.length > 0 ? [] : specs.map((spec) => ({ browser, spec, passed: true, worker }));
  if (own.some((run) => !run.passed)) return [];
  return specs.map((spec) => ({ browser, spec, passed: false, worker }));
}
