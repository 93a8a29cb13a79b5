// What tells the query cache that the data on screen may be old, so it reads again what is stale
// (TanStack Query refetches the stale reads on screen on "focus" and on "online"):
// - focus: the page became visible again, was restored from the back-forward cache, or the app
//   said it came back to the foreground (the bridge's `resume` event: a WebView brought back
//   from the background does not always fire visibilitychange);
// - online: the browser's online and offline events (the library's own listener; the refetch on
//   reconnect is asked for in src/api/queryClient.ts, as networkMode 'always' turns it off).
import { focusManager } from '@tanstack/react-query';
import { useHost } from '../host/hostState';

/** Called once from main.tsx; returns the clean-up (tests). */
export function followQueryFreshness(): () => void {
  focusManager.setEventListener((refreshIfFocused) => {
    // No argument: the library reads the page's visibility itself and, when visible, refetches.
    const onVisibility = () => refreshIfFocused();
    const onPageShow = (event: PageTransitionEvent) => event.persisted && refreshIfFocused();
    window.addEventListener('visibilitychange', onVisibility, false);
    window.addEventListener('pageshow', onPageShow, false);
    const stopResume = useHost.subscribe((state, before) => state.resumes !== before.resumes && refreshIfFocused());
    return () => {
      window.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pageshow', onPageShow);
      stopResume();
    };
  });
  return () => focusManager.setEventListener(defaultVisibilityListener);
}

/** The library's own listener, put back by the clean-up. */
function defaultVisibilityListener(onFocus: () => void): () => void {
  const listener = () => onFocus();
  window.addEventListener('visibilitychange', listener, false);
  return () => window.removeEventListener('visibilitychange', listener);
}
