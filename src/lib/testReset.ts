// Module state that outlives a render (caches of server reads, remembered lists, stores) says
// here how to forget itself. The test set-up (test/setup.ts) runs every reset after each test,
// so no test sees what an earlier one left behind and no test file has to know which caches
// exist. In the app nothing runs the resets: a registration is one entry in a Set.
const resets = new Set<() => void>();

/** Adds a function that puts some module state back to how it was at start. */
export function registerReset(reset: () => void): void {
  resets.add(reset);
}

/** Runs every registered reset (tests only). */
export function resetRegisteredState(): void {
  for (const reset of resets) reset();
}
