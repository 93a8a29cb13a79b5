// What an e2e run's retries say about it (test/e2e/run.mjs): wdio runs a failed spec file once
// more (specFileRetries in wdio.conf.ts), and wdio.conf.ts writes one line per spec file run to
// the run log. A file that passed only on its retry is listed at the end of the run, and fails the
// run unless it is on the allow-list (test/e2e/flakyAllowList.mjs) with its reason. Pure: no I/O.
// Types: retryVerdict.d.mts.

const SPEC_PATH = /^test\/e2e\/specs\/[\w./-]+\.e2e\.ts$/;

/** What is wrong with an allow-list ([] when nothing): each entry a spec path and a reason, once. */
export function allowListProblems(allowList) {
  const problems = [];
  const seen = new Set();
  for (const [index, entry] of allowList.entries()) {
    const spec = typeof entry?.spec === 'string' ? entry.spec : '';
    if (!SPEC_PATH.test(spec)) problems.push(`entry ${index + 1}: the spec must be a path like test/e2e/specs/x.e2e.ts, not ${JSON.stringify(entry?.spec)}`);
    if (typeof entry?.reason !== 'string' || entry.reason.trim() === '') problems.push(`entry ${index + 1} (${spec}): a reason is required`);
    else if (entry.reason.includes('\n')) problems.push(`entry ${index + 1} (${spec}): the reason is one line`);
    if (seen.has(spec)) problems.push(`entry ${index + 1}: ${spec} is listed twice`);
    seen.add(spec);
  }
  return problems;
}

/** The run log as wdio.conf.ts writes it: one JSON object per line ({ browser, spec, passed }). */
export function parseRunLog(text) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const run = JSON.parse(line);
      if (typeof run.browser !== 'string' || typeof run.spec !== 'string' || typeof run.passed !== 'boolean') throw new Error(`not a spec file run: ${line}`);
      if (run.seconds !== undefined && !(typeof run.seconds === 'number' && run.seconds >= 0)) throw new Error(`not a duration: ${line}`);
      return run;
    });
}

const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

/**
 * The verdict on a run: which spec files passed only on retry (per browser), which of them the
 * allow-list does not explain, the lines to print at the end, and the run's exit code (wdio's
 * own when it failed; otherwise 1 when a file not on the allow-list needed its retry, else 0).
 * `runs` are the spec file runs in the order they ended.
 */
export function judgeRun({ wdioExitCode, runs, allowList, allowListFile = 'test/e2e/flakyAllowList.mjs' }) {
  const problems = allowListProblems(allowList);
  const reasons = new Map(allowList.map((entry) => [entry.spec, entry.reason]));
  const failedBefore = new Set();
  const failedTwice = new Set();
  const passedOnRetry = [];
  const failedRetry = [];
  for (const run of runs) {
    const key = `${run.browser} ${run.spec}`;
    if (!run.passed) {
      if (failedBefore.has(key) && !failedTwice.has(key)) {
        failedTwice.add(key);
        failedRetry.push({ browser: run.browser, spec: run.spec });
      }
      failedBefore.add(key);
    } else if (failedBefore.has(key)) {
      // An invalid allow-list explains nothing.
      const reason = problems.length === 0 ? (reasons.get(run.spec) ?? null) : null;
      passedOnRetry.push({ browser: run.browser, spec: run.spec, reason });
    }
  }
  const unexplained = passedOnRetry.filter((run) => run.reason === null);

  const lines = [];
  if (passedOnRetry.length > 0) {
    lines.push(`[e2e] ${plural(passedOnRetry.length, 'spec file', 'spec files')} passed only on retry:`);
    for (const run of passedOnRetry) lines.push(`  ${run.browser} ${run.spec}: ${run.reason === null ? 'not on the allow-list' : `allowed (${run.reason})`}`);
  }
  if (failedRetry.length > 0) {
    lines.push(`[e2e] ${plural(failedRetry.length, 'spec file', 'spec files')} failed on retry too:`);
    for (const run of failedRetry) lines.push(`  ${run.browser} ${run.spec}`);
  }
  if (problems.length > 0) {
    lines.push(`[e2e] ${allowListFile} is not valid, so it allows nothing:`);
    for (const problem of problems) lines.push(`  ${problem}`);
  }
  if (unexplained.length > 0) {
    lines.push(
      `[e2e] The run fails: ${plural(unexplained.length, 'spec file', 'spec files')} needed a retry and ${unexplained.length === 1 ? 'is' : 'are'} not on ${allowListFile}. ` +
        'A pass on retry can hide a defect that depends on timing or on the server’s state: fix it, or list the file there with the reason.',
    );
  }
  const exitCode = wdioExitCode !== 0 ? wdioExitCode : unexplained.length > 0 || problems.length > 0 ? 1 : 0;
  return { passedOnRetry, unexplained, failedRetry, problems, lines, exitCode };
}

/**
 * Where a run's time went: each browser's total over its spec file runs, then the `count` slowest
 * runs, longest first (runs logged without a duration are left out). The place to start when the
 * suite is to get faster.
 */
export function slowestLines(runs, count) {
  const timed = runs.filter((run) => typeof run.seconds === 'number');
  if (timed.length === 0) return [];
  const totals = new Map();
  for (const run of timed) totals.set(run.browser, (totals.get(run.browser) ?? 0) + run.seconds);
  const total = [...totals].map(([browser, seconds]) => `${browser} ${Math.round(seconds)} s`).join(', ');
  const slowest = [...timed].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  return [`Time in spec files: ${total}. The slowest:`, ...slowest.map((run) => `  ${run.seconds.toFixed(1).padStart(6)} s  ${run.browser}  ${run.spec}${run.passed ? '' : ' (failed)'}`)];
}
