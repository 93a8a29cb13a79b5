// The unit run's failure file names where an error outside any test came from: the file and test
// that were running, and whether the file's environment was already gone (work it left running).
import { describe, expect, it } from 'vitest';
import { whereOutsideAnyTest } from '../support/failureFileReporter';

describe('an error outside any test in the failure file', () => {
  it('names the file that ran, its last test, and a torn-down environment', () => {
    const error = {
      name: 'ReferenceError',
      message: 'history is not defined',
      VITEST_TEST_PATH: `${process.cwd()}/test/unit/bannedLogout.test.tsx`,
      VITEST_TEST_NAME: 'is signed out',
      VITEST_AFTER_ENV_TEARDOWN: true,
    };
    expect(whereOutsideAnyTest(error)).toBe(
      'An error outside any test, while test/unit/bannedLogout.test.tsx ran, after its test "is signed out", once its environment was torn down (work the file left running)',
    );
  });

  it('says only what vitest knew', () => {
    expect(whereOutsideAnyTest({ message: 'boom' })).toBe('An error outside any test');
    expect(whereOutsideAnyTest({ message: 'boom', VITEST_TEST_PATH: `${process.cwd()}/server/app.test.ts`, VITEST_AFTER_ENV_TEARDOWN: false })).toBe(
      'An error outside any test, while server/app.test.ts ran',
    );
  });
});
