// Types of test/e2e/retryVerdict.mjs (for wdio.conf.ts, test/e2e/flakyAllowList.mjs and its unit test).

/** A spec file allowed to pass only on its retry, and why. */
export interface AllowListEntry {
  /** Its path from the repository root, e.g. test/e2e/specs/chat.e2e.ts. */
  spec: string;
  /** One line: why it is allowed (and where its cause is tracked). */
  reason: string;
}

/** One run of one spec file in one browser, as wdio.conf.ts logs it. */
export interface SpecFileRun {
  browser: string;
  spec: string;
  passed: boolean;
  /** How long the file took in its worker: from the end of the file before it (or the worker's start) to its last test or hook; absent in older logs and where a worker died. */
  seconds?: number;
}

/** The lines naming the slowest spec file runs (at most `count`) and each browser's total, longest first. */
export function slowestLines(runs: readonly SpecFileRun[], count: number): string[];

export interface RetriedFile {
  browser: string;
  spec: string;
}

export interface Verdict {
  /** Files that failed, then passed a retry; `reason` is the allow-list's, null when not on it. */
  passedOnRetry: (RetriedFile & { reason: string | null })[];
  /** Those of them not on the allow-list: any fails the run. */
  unexplained: (RetriedFile & { reason: null })[];
  /** Files that failed their retry too (wdio's exit code already fails the run). */
  failedRetry: RetriedFile[];
  /** What is wrong with the allow-list (an invalid list allows nothing and fails the run). */
  problems: string[];
  /** What to print at the end of the run ([] when there is nothing to say). */
  lines: string[];
  exitCode: number;
}

export declare function allowListProblems(allowList: readonly AllowListEntry[]): string[];
export declare function parseRunLog(text: string): SpecFileRun[];
export declare function judgeRun(options: { wdioExitCode: number; runs: readonly SpecFileRun[]; allowList: readonly AllowListEntry[]; allowListFile?: string }): Verdict;
