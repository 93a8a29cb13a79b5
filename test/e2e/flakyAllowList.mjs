// The e2e spec files allowed to pass only on their retry (test/e2e/run.mjs). Any other file that
// fails and then passes its retry fails the run: a pass on retry can hide a defect that depends on
// timing or on the server's state, so it is fixed, or named here with the reason it is not.
// One entry per file: its path from the repository root and a one-line reason, e.g.
//   { spec: 'test/e2e/specs/whiteboard.e2e.ts', reason: 'WebKitWebDriver stops answering ... (issue N)' },
// Keep it short, and take a file off once its cause is fixed.

/** @type {readonly import('./retryVerdict.mjs').AllowListEntry[]} */
export const FLAKY_ALLOW_LIST = [];
