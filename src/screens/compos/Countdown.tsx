// The live countdown of a compo page (spec part 1 §2, §4): to the submission deadline while
// open, to the voting deadline while voting; nothing once closed. It ticks every second; the
// time left is also given in words for screen readers (a timer is not announced as it ticks).
import { styled } from '@linaria/react';
import { useEffect, useState } from 'react';
import type { Compo } from '../../api/schemas/compos';
import { compoDeadline, countdownText, countdownWords, deadlineText } from '../../lib/compoRules';

const TICK_MS = 1000;

const Line = styled.p`
  margin: 0;
  font-size: 16px;
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
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  if (!until || !what) return null;
  const left = countdownText(until, now);
  if (left === null) return null;
  return (
    <Line data-testid="compo-countdown" data-until={until}>
      <span>{what} in </span>
      <span className="clock" role="timer" aria-label={countdownWords(until, now) ?? undefined}>
        {left}
      </span>
      <span className="when"> ({deadlineText(until)})</span>
    </Line>
  );
}
