// A test fails when it writes to console.error without declaring that it expects to. React 19
// reports its warnings there (an empty src, unknown props, missing keys, updates outside act),
// and jsdom reports uncaught errors there: before this guard they passed silently.
// console.warn is not guarded: React sent nothing there in this suite, and the app itself warns
// on purpose when it drops malformed data or a request fails (tests of those paths expect it).
import { format } from 'node:util';
import { vi } from 'vitest';

interface Expectation {
  pattern: RegExp;
  seen: number;
  /** Tolerated, not expected: the test passes whether or not it is logged. */
  optional?: boolean;
}

let expectations: Expectation[] = [];
let unexpected: string[] = [];
const printError = console.error.bind(console);

function guardedError(...args: unknown[]): void {
  const text = format(...args);
  const expectation = expectations.find((e) => e.pattern.test(text));
  if (expectation) {
    expectation.seen += 1;
    return;
  }
  unexpected.push(text);
  printError(...args); // still shown, so the failure's cause is in the log
}

/** Replaces console.error for the test file (test/setup.ts calls it once). */
export function installConsoleGuard(): void {
  console.error = guardedError;
}

/**
 * Declares that the current test writes an error matching `pattern` to console.error, where
 * the error is the behaviour under test (an error boundary, a failure that is logged). The
 * matching calls are swallowed, and the test fails if none happens.
 */
export function expectConsoleError(pattern: RegExp): void {
  expectations.push({ pattern, seen: 0 });
}

/**
 * Lets the current test log errors matching `pattern` without failing, whether or not it does:
 * only for a warning the test set-up itself causes, never for the behaviour under test.
 */
export function tolerateConsoleError(pattern: RegExp): void {
  expectations.push({ pattern, seen: 0, optional: true });
}

/** Fails the test that just ran if it logged an unexpected error or missed an expected one. */
export function checkConsoleAfterTest(): void {
  // A spy that only watches still reaches the guard; one with its own implementation hides errors.
  const current = console.error;
  const silenced = vi.isMockFunction(current) && current.getMockImplementation() !== undefined;
  const missing = expectations.filter((e) => e.seen === 0 && !e.optional).map((e) => e.pattern);
  const logged = unexpected;
  expectations = [];
  unexpected = [];
  const problems: string[] = [];
  if (silenced) problems.push('console.error was replaced by a mock; declare the error with expectConsoleError(/pattern/) instead');
  for (const text of logged) problems.push(`unexpected console.error: ${text.split('\n').slice(0, 3).join('\n  ')}`);
  for (const pattern of missing) problems.push(`expected a console.error matching ${pattern}, none was logged`);
  if (problems.length > 0) throw new Error(problems.join('\n'));
}
