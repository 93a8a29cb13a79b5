// Prints the unit tests' failures, as test/support/failureFileReporter.ts wrote them, as the last
// lines of `npm test` when a step failed: the unit run's own summary is somewhere in the middle of
// the aggregated log (see the reporter's comment). Prints nothing when the unit tests passed.
import { existsSync, readFileSync } from 'node:fs';
import { UNIT_FAILURES_FILE } from './support/failureFileReporter';

if (existsSync(UNIT_FAILURES_FILE)) {
  console.error(`\nThe unit tests that failed (${UNIT_FAILURES_FILE}; vitest's full report is above):\n`);
  console.error(readFileSync(UNIT_FAILURES_FILE, 'utf8'));
}
