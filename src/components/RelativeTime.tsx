// The toolkit's relative-time label (spec part 2 §4, §9): '3 minutes ago', and on a tap the
// absolute English date; another tap goes back. All labels share one clock that ticks every
// 30 seconds, so 'just now' moves on without a timer per label. Where a button may not go (a link
// card, a dense row of links), RelativeTimeText shows the phrase alone (the date as its title).
import { styled } from '@linaria/react';
import { useState, useSyncExternalStore } from 'react';
import { absoluteDate, parseDate, relativeTime } from '../lib/relativeTime';
import { renderClockNow } from '../lib/renderClock';
import { useHydrated } from '../lib/useHydrated';

const TICK_MS = 30_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => listeners.forEach((notify) => notify()), TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** Read at every render (a comment just posted must not be 'from now'), in whole seconds so React's consecutive reads agree. */
const getNow = () => Math.ceil(Date.now() / 1000) * 1000;
/** A server-rendered page's moment, in the server's render and in hydration (src/lib/renderClock.ts). */
const getRenderNow = () => Math.ceil(renderClockNow() / 1000) * 1000;

// A phone's 44 px touch target without moving the text: the padding reaches above and below
// the line, the negative margin gives the room back where the label is laid out as a box.
const Label = styled.button`
  display: inline;
  padding: 13px 0;
  margin: -13px 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  text-decoration: none;
  &:hover {
    text-decoration: underline dotted;
  }
`;

/** Now, as the shared clock says: read again at each tick. */
const useNow = () => useSyncExternalStore(subscribe, getNow, getRenderNow);

export function RelativeTime(props: { date: string | number | null | undefined; className?: string; testId?: string }) {
  const [absolute, setAbsolute] = useState(false);
  const current = useNow();
  // The absolute date is in the viewer's time zone, which the server does not know.
  const hydrated = useHydrated();
  const ms = parseDate(props.date);
  if (ms === null) return null;
  const iso = new Date(ms).toISOString();
  const full = absoluteDate(ms);
  return (
    <Label
      type="button"
      className={props.className}
      data-testid={props.testId ?? 'relative-time'}
      title={absolute || !hydrated ? undefined : full}
      aria-pressed={absolute}
      onClick={() => setAbsolute((value) => !value)}
    >
      <time dateTime={iso}>{absolute ? full : relativeTime(ms, current)}</time>
    </Label>
  );
}

/**
 * The label where a button may not go: inside something a tap already opens (a link card: an
 * activity item), or in a dense row of links (the group admin's), where the label's 44 px touch
 * target would cover its neighbours'. The relative phrase on the same clock, the full date as its
 * title (after hydration, as above).
 */
export function RelativeTimeText(props: { date: string | number | null | undefined; testId?: string }) {
  const current = useNow();
  const hydrated = useHydrated();
  const ms = parseDate(props.date);
  if (ms === null) return null;
  return (
    <time dateTime={new Date(ms).toISOString()} title={hydrated ? absoluteDate(ms) : undefined} data-testid={props.testId}>
      {relativeTime(ms, current)}
    </time>
  );
}
