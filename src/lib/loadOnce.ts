// A lazy load kept once it has succeeded. A browser answers import() of a module it has from
// memory, but the server's render asks its module loader again on every page (the route table,
// the screen), and under a loader hook each such question is a round trip to the hook's thread:
// about 3% of the server's CPU for a signed-in home (a profile under 16 clients). A failed load is
// forgotten, so the next call tries again (a phone offline for a moment).

/** `load`, called once while its promise is pending or has resolved, and again after it rejected. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null;
  return () => {
    if (kept) return kept;
    const loading = load();
    kept = loading;
    loading.catch(() => {
      if (kept === loading) kept = null;
    });
    return loading;
  };
}
