// Loaders run while the session may still be loading (both start with the app); lists that
// depend on the viewer wait for it.
import type { CurrentUser } from '../../api/schemas/session';
import { useSession } from '../../stores/session';

export function whenSessionKnown(): Promise<CurrentUser | null> {
  const state = useSession.getState();
  if (state.status !== 'loading') return Promise.resolve(state.user);
  return new Promise((resolve) => {
    const stop = useSession.subscribe((next) => {
      if (next.status === 'loading') return;
      stop();
      resolve(next.user);
    });
  });
}
