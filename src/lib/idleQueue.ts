// Work that can wait until the browser is idle, done one small step per task: a step that runs
// in a task of its own never blocks a tap for long (Lighthouse counts every task over 50 ms on
// its 4x slower phone as blocking time). Steps run first in, first out; a step says whether it
// has more to do, and stays at the head until it has not.
import { registerReset } from './testReset';

/** One step of a job: true when the job is done. */
export type IdleStep = () => boolean;

const jobs: IdleStep[] = [];
/** The idle callback or timer that runs the next step, while one is asked for. */
let scheduled: { cancel: () => void } | null = null;

// A test's jobs (and a timer a fake clock will never run) must not hold up the next test's.
registerReset(() => {
  scheduled?.cancel();
  scheduled = null;
  jobs.length = 0;
});

// WebKit has no requestIdleCallback: a timer gives the frame in between its turn all the same.
function later(run: () => void): { cancel: () => void } {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 500 });
    return { cancel: () => cancelIdleCallback(id) };
  }
  const id = setTimeout(run, 16);
  return { cancel: () => clearTimeout(id) };
}

function runOne() {
  scheduled = null;
  const job = jobs[0];
  if (!job) return;
  let done = true;
  try {
    done = job();
  } finally {
    // A job that threw is dropped, so it cannot stop the others.
    if (done && jobs[0] === job) jobs.shift();
    schedule();
  }
}

function schedule() {
  if (scheduled || jobs.length === 0) return;
  scheduled = later(runOne);
}

/** Queues `step` to run in idle tasks until it returns true; the function returned drops it. */
export function whenIdle(step: IdleStep): () => void {
  jobs.push(step);
  schedule();
  return () => {
    const at = jobs.indexOf(step);
    if (at >= 0) jobs.splice(at, 1);
    if (jobs.length === 0) {
      scheduled?.cancel();
      scheduled = null;
    }
  };
}
