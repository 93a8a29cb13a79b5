// How the e2e spec files share workers (test/e2e/specGroups.ts) and how a worker running several
// of them still logs each file's own result (test/e2e/specFileRuns.ts), which the retry verdict
// (test/e2e/retryVerdict.mjs) judges file by file.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { judgeRun } from '../e2e/retryVerdict.mjs';
import { launcherRuns, SpecFileRecorder } from '../e2e/specFileRuns';
import { specGroups } from '../e2e/specGroups';

const spec = (name: string) => `./test/e2e/specs/${name}.e2e.ts`;
const path = (name: string) => `test/e2e/specs/${name}.e2e.ts`;
/** wdio names a worker's files as file URLs; the log names them by their path from the root. */
const toPath = (file: string) => file.replace('file:///work/', '');
const url = (name: string) => `file:///work/${path(name)}`;

describe('specGroups', () => {
  const files = ['a11y', 'b', 'c', 'd', 'e', 'f'].map(spec);

  it('puts the named files alone, then the others in order, in groups of the size', () => {
    expect(specGroups(files, { alone: ['a11y.e2e.ts'], size: 2 })).toEqual([[spec('a11y')], [spec('b'), spec('c')], [spec('d'), spec('e')], [spec('f')]]);
  });

  it('runs every file exactly once', () => {
    const groups = specGroups(files, { alone: ['d.e2e.ts'], size: 4 });
    expect(groups.flat().sort()).toEqual([...files].sort());
  });

  it('refuses a name in `alone` that is no file (a renamed file would silently join a group) and a size under 1', () => {
    expect(() => specGroups(files, { alone: ['gone.e2e.ts'], size: 3 })).toThrow(/no spec file named gone\.e2e\.ts/);
    expect(() => specGroups(files, { alone: [], size: 0 })).toThrow(/size/);
  });
});

describe('SpecFileRecorder', () => {
  it('names the one failed file of a worker, and gives each file the time up to its last test', () => {
    const recorder = new SpecFileRecorder(1_000);
    recorder.ended(url('b'), false, 3_000); // a beforeEach hook
    recorder.ended(url('b'), false, 4_000);
    recorder.ended(url('c'), true, 9_000);
    recorder.ended(url('d'), false, 9_500);
    expect(recorder.runs('ios', '0-3', [url('b'), url('c'), url('d')], toPath)).toEqual([
      { browser: 'ios', spec: path('b'), passed: true, seconds: 3, worker: '0-3' },
      { browser: 'ios', spec: path('c'), passed: false, seconds: 5, worker: '0-3' },
      { browser: 'ios', spec: path('d'), passed: true, seconds: 0.5, worker: '0-3' },
    ]);
  });

  it('counts a skipped test as no failure and a file that ran nothing as passed', () => {
    const recorder = new SpecFileRecorder(0);
    recorder.ended(url('b'), false, 100);
    expect(recorder.runs('android', '0-0', [url('b'), url('c')], toPath).map((run) => run.passed)).toEqual([true, true]);
  });

  it('fails every file when a failure names no file', () => {
    const recorder = new SpecFileRecorder(0);
    recorder.ended(url('b'), false, 100);
    recorder.ended(undefined, true, 200);
    expect(recorder.runs('android', '0-0', [url('b'), url('c')], toPath).map((run) => run.passed)).toEqual([false, false]);
  });
});

describe('launcherRuns', () => {
  const specs = [path('b'), path('c')];

  it('adds nothing to a worker that logged its files and whose exit code agrees', () => {
    const written = [
      { browser: 'ios', spec: path('b'), passed: true, worker: '0-1' },
      { browser: 'ios', spec: path('c'), passed: false, worker: '0-1' },
    ];
    expect(launcherRuns('ios', '0-1', 1, specs, written)).toEqual([]);
    expect(launcherRuns('ios', '0-2', 0, specs, [...written, { browser: 'ios', spec: path('b'), passed: true, worker: '0-2' }])).toEqual([]);
  });

  it('fails every file of a worker that died before logging them', () => {
    expect(launcherRuns('ios', '0-1', 1, specs, [])).toEqual([
      { browser: 'ios', spec: path('b'), passed: false, worker: '0-1' },
      { browser: 'ios', spec: path('c'), passed: false, worker: '0-1' },
    ]);
  });

  it('fails every file of a worker that failed though it logged only passes, and passes those of a silent worker that passed', () => {
    const passes = specs.map((spec) => ({ browser: 'android', spec, passed: true, worker: '0-4' }));
    expect(launcherRuns('android', '0-4', 1, specs, passes).map((run) => run.passed)).toEqual([false, false]);
    expect(launcherRuns('android', '0-5', 0, specs, passes).map((run) => run.passed)).toEqual([true, true]);
  });

  it('lets the verdict name only the file that needed the retry, not its whole group', () => {
    const first = new SpecFileRecorder(0);
    first.ended(url('b'), false, 10);
    first.ended(url('c'), true, 20);
    const retry = new SpecFileRecorder(0);
    retry.ended(url('b'), false, 10);
    retry.ended(url('c'), false, 20);
    const runs = [...first.runs('ios', '0-0', [url('b'), url('c')], toPath), ...retry.runs('ios', '0-9', [url('b'), url('c')], toPath)];
    const verdict = judgeRun({ wdioExitCode: 0, runs, allowList: [] });
    expect(verdict.passedOnRetry).toEqual([{ browser: 'ios', spec: path('c'), reason: null }]);
  });
});

describe('the spec files', () => {
  it('hook only into their own tests: no before, after, beforeEach or afterEach outside a describe', () => {
    // Mocha runs such a hook for every test of the worker, the other files of its group included
    // (it signed out the XSS suite's artist after the brush browser's file, in one group).
    const dir = 'test/e2e/specs';
    const rootHooks = readdirSync(dir)
      .filter((name) => name.endsWith('.e2e.ts'))
      .flatMap((name) =>
        readFileSync(`${dir}/${name}`, 'utf8')
          .split('\n')
          .flatMap((line, index) => (/^(?:before|after|beforeEach|afterEach)\s*\(/.test(line) ? [`${name}:${index + 1}: ${line}`] : [])),
      );
    expect(rootHooks).toEqual([]);
  });
});
