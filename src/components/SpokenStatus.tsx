// What a screen reader says after an action whose result shows only as a change on the page (a
// heart's count, a comment in the list): a polite live region, on the page from the start (one
// added with its text is often not read), empty until `say`. The same text said again is read
// again: the region is emptied first.
import { useCallback, useEffect, useRef, useState } from 'react';

/** Long enough for a screen reader to notice the region was emptied. */
const CLEARED_MS = 50;

export function useSpokenStatus(): { text: string; say: (text: string) => void } {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const say = useCallback((next: string) => {
    clearTimeout(timer.current);
    setText('');
    timer.current = setTimeout(() => setText(next), CLEARED_MS);
  }, []);
  return { text, say };
}

export function SpokenStatus({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid={testId}>
      {text}
    </p>
  );
}
