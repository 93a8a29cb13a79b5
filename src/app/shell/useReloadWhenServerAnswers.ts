// The error page of a load that got no answer at all (offline, the server down or restarting)
// loads the page again by itself once the server answers: an artist whose phone came out of a
// tunnel, or who waited out a restart, is not left on the error page until they think to move on.
// It asks the session (the cheapest read there is) every REACHABILITY_RETRY_MS and when the
// browser says it is online again; any answer of the server, even a refusal, means it is back.
import { useEffect } from 'react';
import { ApiError } from '../../api/client';
import { fetchMe } from '../../api/session';
import { reloadPage } from '../navigation/navigation';

export const REACHABILITY_RETRY_MS = 10_000;

export function useReloadWhenServerAnswers(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let done = false;
    const probe = async () => {
      try {
        await fetchMe();
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0) return; // still no answer
      }
      if (done) return;
      done = true;
      void reloadPage();
    };
    const listener = () => void probe();
    const timer = setInterval(listener, REACHABILITY_RETRY_MS);
    window.addEventListener('online', listener);
    return () => {
      done = true;
      clearInterval(timer);
      window.removeEventListener('online', listener);
    };
  }, [active]);
}
