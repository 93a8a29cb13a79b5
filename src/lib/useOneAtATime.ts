// One send at a time from a form. A mutation's pending state is React state: a double tap or a
// double Enter that the browser delivers in one task reaches the handler twice before React has
// rendered "pending", and a check of that state lets both through (two e-mails, two bans, a note
// sent twice to every fan). A ref is set at once.
import { useCallback, useRef } from 'react';

/**
 * Runs `send` unless a send run through it has not ended yet (then nothing happens). `send` should
 * last until its request has been answered (a mutation's `mutateAsync`, not `mutate`).
 */
export function useOneAtATime(): (send: () => Promise<unknown>) => Promise<void> {
  const running = useRef(false);
  return useCallback(async (send) => {
    if (running.current) return;
    running.current = true;
    try {
      await send();
    } finally {
      running.current = false;
    }
  }, []);
}
