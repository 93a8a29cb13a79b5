// The error page of a load that got no answer at all (offline, the server down or restarting)
// loads the page again by itself once the server answers: an artist whose phone came out of a
// tunnel, or who waited out a restart, is not left on the error page until they think to move on.
// It asks the session (the cheapest read there is) every REACHABILITY_RETRY_MS and when the
// browser says it is online again; any answer of the server, even a refusal, means it is back.
// A page whose data got no answer loads again in place; a page whose code could not be fetched
// loads as a new document, since the browser keeps a failed chunk for the document it failed in.
import { useEffect } from 'react';
import { ApiError } from '../../api/client';
import { fetchMe } from '../../api/session';
import { reloadPage } from '../navigation/navigation';

export const REACHABILITY_RETRY_MS = 10_000;

/** A new document at this address (a test replaces it: jsdom cannot reload). */
export const documentReload = { run: () => window.location.reload() };

/** What got no answer: the page's data (it loads again in place) or its code (a new document). */
export type Unreachable = 'data' | 'code' | null;

export function useReloadWhenServerAnswers(unreachable: Unreachable): void {
  useEffect(() => {
    if (!unreachable) return;
    let done = false;
    const probe = async () => {
      try {
        await fetchMe();
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0) return; // still no answer
      }
      if (done) return;
      done = true;
      if (unreachable === 'code') documentReload.run();
      else void reloadPage();
    };
    const listener = () => void probe();
    const timer = setInterval(listener, REACHABILITY_RETRY_MS);
    window.addEventListener('online', listener);
    return () => {
      done = true;
      clearInterval(timer);
      window.removeEventListener('online', listener);
    };
  }, [unreachable]);
}
