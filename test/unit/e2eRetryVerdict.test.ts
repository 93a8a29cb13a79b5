// The verdict on an e2e run's retries (test/e2e/retryVerdict.mjs, used by test/e2e/run.mjs): a
// spec file that passed only on its retry is listed, and fails the run unless the allow-list
// names it with a reason. Also: the project's allow-list itself is valid.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FLAKY_ALLOW_LIST } from '../e2e/flakyAllowList.mjs';
import { allowListProblems, judgeRun, parseRunLog, slowestLines, type SpecFileRun } from '../e2e/retryVerdict.mjs';

const CHAT = 'test/e2e/specs/chat.e2e.ts';
const SHELL = 'test/e2e/specs/shell.e2e.ts';
const run = (spec: string, passed: boolean, browser = 'android'): SpecFileRun => ({ browser, spec, passed });

describe('judgeRun', () => {
  it('passes a run whose files all passed the first time, and says nothing', () => {
    const verdict = judgeRun({ wdioExitCode: 0, runs: [run(CHAT, true), run(SHELL, true)], allowList: [] });
    expect(verdict).toMatchObject({ exitCode: 0, passedOnRetry: [], unexplained: [], lines: [] });
  });

  it('lists a file that passed only on retry and fails the run when it is not on the allow-list', () => {
    const verdict = judgeRun({ wdioExitCode: 0, runs: [run(CHAT, false), run(SHELL, true), run(CHAT, true)], allowList: [] });
    expect(verdict.exitCode).toBe(1);
    expect(verdict.passedOnRetry).toEqual([{ browser: 'android', spec: CHAT, reason: null }]);
    expect(verdict.unexplained).toEqual([{ browser: 'android', spec: CHAT, reason: null }]);
    expect(verdict.lines[0]).toBe('[e2e] 1 spec file passed only on retry:');
    expect(verdict.lines[1]).toBe(`  android ${CHAT}: not on the allow-list`);
    expect(verdict.lines.at(-1)).toMatch(/^\[e2e\] The run fails: 1 spec file needed a retry and is not on test\/e2e\/flakyAllowList\.mjs\./);
  });

  it('passes a run whose only retried file is on the allow-list, and still lists it with its reason', () => {
    const allowList = [{ spec: CHAT, reason: 'the driver drops a command under load' }];
    const verdict = judgeRun({ wdioExitCode: 0, runs: [run(CHAT, false), run(CHAT, true)], allowList });
    expect(verdict.exitCode).toBe(0);
    expect(verdict.unexplained).toEqual([]);
    expect(verdict.lines).toEqual(['[e2e] 1 spec file passed only on retry:', `  android ${CHAT}: allowed (the driver drops a command under load)`]);
  });

  it('counts every file that passed on retry, per browser, and fails for the one not allowed', () => {
    const allowList = [{ spec: CHAT, reason: 'known' }];
    const runs = [run(CHAT, false, 'android'), run(SHELL, false, 'ios'), run(CHAT, false, 'ios'), run(CHAT, true, 'android'), run(SHELL, true, 'ios'), run(CHAT, true, 'ios')];
    const verdict = judgeRun({ wdioExitCode: 0, runs, allowList });
    expect(verdict.lines[0]).toBe('[e2e] 3 spec files passed only on retry:');
    expect(verdict.unexplained).toEqual([{ browser: 'ios', spec: SHELL, reason: null }]);
    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines.at(-1)).toMatch(/^\[e2e\] The run fails: 1 spec file needed a retry/);
  });

  it("keeps wdio's failure, and lists a file that failed its retry too apart from the passes", () => {
    const verdict = judgeRun({ wdioExitCode: 1, runs: [run(CHAT, false), run(CHAT, false)], allowList: [] });
    expect(verdict.exitCode).toBe(1);
    expect(verdict.passedOnRetry).toEqual([]);
    expect(verdict.failedRetry).toEqual([{ browser: 'android', spec: CHAT }]);
    expect(verdict.lines).toEqual(['[e2e] 1 spec file failed on retry too:', `  android ${CHAT}`]);
  });

  it('does not call a file retried in one browser retried in the other', () => {
    const verdict = judgeRun({ wdioExitCode: 0, runs: [run(CHAT, false, 'ios'), run(CHAT, true, 'android'), run(CHAT, true, 'ios')], allowList: [] });
    expect(verdict.passedOnRetry).toEqual([{ browser: 'ios', spec: CHAT, reason: null }]);
  });

  it('lets an invalid allow-list allow nothing, and fails the run for it even without retries', () => {
    const noReason = [{ spec: CHAT, reason: ' ' }];
    expect(judgeRun({ wdioExitCode: 0, runs: [run(CHAT, false), run(CHAT, true)], allowList: noReason }).unexplained).toHaveLength(1);
    const verdict = judgeRun({ wdioExitCode: 0, runs: [run(SHELL, true)], allowList: noReason });
    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines).toEqual(['[e2e] test/e2e/flakyAllowList.mjs is not valid, so it allows nothing:', `  entry 1 (${CHAT}): a reason is required`]);
  });
});

describe('allowListProblems', () => {
  it('wants a spec path and a one-line reason, each file once', () => {
    expect(allowListProblems([{ spec: CHAT, reason: 'why' }])).toEqual([]);
    expect(allowListProblems([{ spec: 'chat.e2e.ts', reason: 'why' }])).toEqual(['entry 1: the spec must be a path like test/e2e/specs/x.e2e.ts, not "chat.e2e.ts"']);
    expect(allowListProblems([{ spec: CHAT, reason: 'one\ntwo' }])).toEqual([`entry 1 (${CHAT}): the reason is one line`]);
    expect(allowListProblems([{ spec: CHAT, reason: 'a' }, { spec: CHAT, reason: 'b' }])).toEqual([`entry 2: ${CHAT} is listed twice`]);
  });

  it("holds for the project's allow-list, whose every file exists", () => {
    expect(allowListProblems(FLAKY_ALLOW_LIST)).toEqual([]);
    for (const entry of FLAKY_ALLOW_LIST) expect(existsSync(entry.spec), entry.spec).toBe(true);
  });
});

describe('parseRunLog', () => {
  it('reads one run per line and refuses anything else', () => {
    const text = `${JSON.stringify(run(CHAT, false))}\n${JSON.stringify(run(CHAT, true, 'ios'))}\n`;
    expect(parseRunLog(text)).toEqual([run(CHAT, false), run(CHAT, true, 'ios')]);
    expect(parseRunLog('')).toEqual([]);
    expect(() => parseRunLog('{"spec":"x"}')).toThrow('not a spec file run');
  });

  it("keeps a run's duration, and refuses one that is not a number of seconds", () => {
    const timed = { ...run(CHAT, true), seconds: 12.5 };
    expect(parseRunLog(JSON.stringify(timed))).toEqual([timed]);
    expect(() => parseRunLog(JSON.stringify({ ...timed, seconds: '12' }))).toThrow('not a duration');
    expect(() => parseRunLog(JSON.stringify({ ...timed, seconds: -1 }))).toThrow('not a duration');
  });
});

describe('slowestLines', () => {
  it("gives each browser's total and the slowest runs, longest first, leaving out runs without a duration", () => {
    const runs: SpecFileRun[] = [
      { browser: 'android', spec: 'test/e2e/specs/a.e2e.ts', passed: true, seconds: 10 },
      { browser: 'android', spec: 'test/e2e/specs/b.e2e.ts', passed: false, seconds: 30.25 },
      { browser: 'ios', spec: 'test/e2e/specs/a.e2e.ts', passed: true, seconds: 20 },
      { browser: 'ios', spec: 'test/e2e/specs/c.e2e.ts', passed: true },
    ];
    expect(slowestLines(runs, 2)).toEqual([
      'Time in spec files: android 40 s, ios 20 s. The slowest:',
      '    30.3 s  android  test/e2e/specs/b.e2e.ts (failed)',
      '    20.0 s  ios  test/e2e/specs/a.e2e.ts',
    ]);
    expect(slowestLines([run(CHAT, true)], 10)).toEqual([]);
  });
});
