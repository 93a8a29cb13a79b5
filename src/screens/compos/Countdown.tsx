// The live countdown of a compo page (spec part 1 §2, §4): to the submission deadline while
// open, to the voting deadline while voting; nothing once closed. At the deadline the compo's
// queries are read again, so the page moves to the next state by itself. It ticks every second; the
// time left is also given in words for screen readers (a timer is not announced as it ticks).
// A page the server rendered hydrates with the time left at the server's moment (the render
// clock, src/lib/renderClock.ts), as the server wrote it; the clock then reads the real time. Read
// from Date.now() at once, the seconds differed and React threw the server's markup away.
import { styled } from '@linaria/react';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { queryClient } from '../../api/queryClient';
import { compoKeys } from '../../queries/compos';
import type { Compo } from '../../api/schemas/compos';
import { compoDeadline, countdownText, countdownWords } from '../../lib/compoRules';
import { deadlineText } from '../../lib/deadlineText';
import { renderClockNow } from '../../lib/renderClock';
import { useHydrated } from '../../lib/useHydrated';

const TICK_MS = 1000;
/** How often a page past its deadline asks again for the compo's next state. */
export const DEADLINE_RETRY_MS = 5000;

/** In whole seconds, so React's consecutive reads of the clock agree. */
const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;
const getNow = () => wholeSecond(Date.now());
const getRenderNow = () => wholeSecond(renderClockNow());
const NO_TICKS = () => () => {};

const Line = styled.p`
  margin: 0;
  font-size: 1rem;
  .clock {
    font-variant-numeric: tabular-nums;
    font-weight: 700;
  }
  .when {
    color: var(--text-muted);
  }
`;

export function Countdown({ compo }: { compo: Pick<Compo, 'state' | 'endDate' | 'endVotingDate'> }) {
  const { until, what } = compoDeadline(compo);
  const ticks = useCallback((notify: () => void) => {
    const timer = setInterval(notify, TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const now = useSyncExternalStore(until ? ticks : NO_TICKS, getNow, getRenderNow);
  const passed = until !== null && now >= Date.parse(until);
  // At the deadline the compo moves on (open to voting, voting to closed): its page reads it
  // again, and again every few seconds while the server, whose clock decides, has not moved yet.
  useEffect(() => {
    if (!passed) return;
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: compoKeys.all });
    readAgain();
    const timer = setInterval(readAgain, DEADLINE_RETRY_MS);
    return () => clearInterval(timer);
  }, [passed, until]);
  // The deadline in the viewer's time zone and the browser's own date format, neither of which
  // the server knows: written once the page is the browser's (WebKit's format differs from Node's).
  const hydrated = useHydrated();
  if (!until || !what) return null;
  const left = countdownText(until, now);
  if (left === null) return null;
  return (
    <Line data-testid="compo-countdown" data-until={until}>
      <span>{what} in </span>
      <span className="clock" role="timer" aria-label={countdownWords(until, now) ?? undefined}>
        {left}
      </span>
      {hydrated && <span className="when"> ({deadlineText(until)})</span>}
    </Line>
  );
}
