// A vitest reporter that writes what failed (tests, hooks, files that did not load, errors outside
// any test) to one file, .tmp/unit-failures.txt, and removes that file when everything passed.
// Why: `npm test` runs the unit tests beside Chromium's end-to-end run with aggregated output, so
// vitest's own failure summary lands in the middle of a long log; test/printUnitFailures.ts
// prints this file again as the run's last lines, where a reader of the log's tail finds it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { SerializedError } from 'vitest';
import type { Reporter, TestModule, TestSuite } from 'vitest/node';

export const UNIT_FAILURES_FILE = '.tmp/unit-failures.txt';

/** An error as a few lines: its message and the first frames of its stack. */
function describeError(error: SerializedError): string {
  // The project's own frames: vitest's runner frames say nothing about the failure.
  const stack = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line) && !line.includes('node_modules'))
    .slice(0, 4)
    .map((line) => line.replace(`${process.cwd()}/`, ''));
  return [`${error.name ?? 'Error'}: ${error.message}`, ...stack].map((line) => `    ${line.trim()}`).join('\n');
}

/** vitest's note on an error outside any test: the file that was running, its last test. */
interface OutsideAnyTest {
  VITEST_TEST_PATH?: string;
  VITEST_TEST_NAME?: string;
  VITEST_AFTER_ENV_TEARDOWN?: boolean;
}

/** Where an error outside any test came from, as far as vitest knows: the file to look at first. */
export function whereOutsideAnyTest(error: SerializedError & OutsideAnyTest): string {
  const parts = ['An error outside any test'];
  if (error.VITEST_TEST_PATH) parts.push(`while ${relative(process.cwd(), error.VITEST_TEST_PATH)} ran`);
  if (error.VITEST_TEST_NAME) parts.push(`after its test "${error.VITEST_TEST_NAME}"`);
  if (error.VITEST_AFTER_ENV_TEARDOWN) parts.push('once its environment was torn down (work the file left running)');
  return parts.join(', ');
}

function failuresOf(module: TestModule): string[] {
  const found: string[] = [];
  const file = relative(process.cwd(), module.moduleId);
  const suiteErrors = (entity: TestModule | TestSuite, label: string) => {
    for (const error of entity.errors()) found.push(`${label}\n${describeError(error)}`);
  };
  suiteErrors(module, `${file} (the file, or a hook of it)`);
  for (const suite of module.children.allSuites()) suiteErrors(suite, `${file} > ${suite.fullName} (a hook)`);
  for (const test of module.children.allTests('failed')) {
    const errors = test.result().errors ?? [];
    found.push(`${file} > ${test.fullName}\n${errors.map(describeError).join('\n')}`);
  }
  return found;
}

export default class FailureFileReporter implements Reporter {
  /** A file left by an earlier run must not be read as this run's. */
  onInit(): void {
    rmSync(UNIT_FAILURES_FILE, { force: true });
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const failures = [
      ...modules.flatMap(failuresOf),
      ...unhandledErrors.map((error) => `${whereOutsideAnyTest(error)}\n${describeError(error)}`),
    ];
    if (failures.length === 0) {
      rmSync(UNIT_FAILURES_FILE, { force: true });
      return;
    }
    mkdirSync(dirname(UNIT_FAILURES_FILE), { recursive: true });
    writeFileSync(UNIT_FAILURES_FILE, `${failures.join('\n\n')}\n`);
  }
}
