// The e2e spec files allowed to pass only on their retry (test/e2e/run.mjs). Any other file that
// fails and then passes its retry fails the run: a pass on retry can hide a defect that depends on
// timing or on the server's state, so it is fixed, or named here with the reason it is not.
// One entry per file: its path from the repository root and a one-line reason, e.g.
//   { spec: 'test/e2e/specs/whiteboard.e2e.ts', reason: 'WebKitWebDriver stops answering ... (issue N)' },
// Keep it short, and take a file off once its cause is fixed.

/** @type {readonly import('./retryVerdict.mjs').AllowListEntry[]} */
export const FLAKY_ALLOW_LIST = [
  {
    spec: 'test/e2e/specs/a11y.e2e.ts',
    reason: 'WebKit, once in a CI rehearsal of 0661664: a dialog did not show within 10 s and the session was lost (invalid session id); the retry and a rerun passed; cause not found yet',
  },
  {
    spec: 'test/e2e/specs/shell.e2e.ts',
    reason: "WebKit, once in a CI rehearsal of 0954165: after a click on home's Search tile the search page did not show within 10 s; the retry and three runs alone passed; perhaps the WebKit stall on server-rendered pages in the README; waitForPage's error now gives the page's state, to find and fix",
  },
  {
    spec: 'test/e2e/specs/groupAdmin.e2e.ts',
    reason: 'WebKit, once in a CI rehearsal of 0661664: the touch-target check measured the chat box toggle at 50x32, as if its stylesheet had not applied yet; the retry and a rerun passed; to find and fix',
  },
  {
    spec: 'test/e2e/specs/chat.e2e.ts',
    reason: "WebKit, once in a CI rehearsal of ae7d6d6: right after a sign-in landed on home on the spec's own restarted server, WebKitWebDriver answered no command for 60 s (UND_ERR_HEADERS_TIMEOUT); the retry and three runs alone passed; the README's WebKit stall on this spec (under 'The first view rendered on the server'), whose cause is not found",
  },
];
