// The windowed list of challenges: only the rows near the viewport are in the DOM (useWindowRows),
// so memory stays flat over years of daily challenges; the next page of 50 loads as the end comes
// near. Rows have one height, so the list has its full height at once and back navigation can
// put the scroll position back. One column on a phone, two and three on wider screens.
import { styled } from '@linaria/react';
import { useMemo, useRef } from 'react';
import type { ChallengeSummary } from '../../api/schemas/challenges';
import { LIST_END_HEIGHT, ListEnd, listEndShows } from '../../components/ListEnd';
import { boxWidth, useBox } from '../../components/useBox';
import { useEndlessRows } from '../../components/useEndlessRows';
import { CHALLENGES_LOAD_FAILED, NO_CHALLENGES } from '../../lib/challengeRules';
import { CHALLENGE_CARD_HEIGHT, ChallengeCard } from './ChallengeCard';

const GAP = 10;
const ROW = CHALLENGE_CARD_HEIGHT + GAP;
const OVERSCAN_ROWS = 4;
const LOAD_AHEAD_ROWS = 6;

/** Columns for the list's width: cards of at least 340 px, at most three. */
export function listColumns(width: number): number {
  return width >= 1060 ? 3 : width >= 700 ? 2 : 1;
}

const Wrap = styled.div`
  position: relative;
  width: 100%;
  .row {
    position: absolute;
    left: 0;
    width: 100%;
    display: grid;
    gap: ${GAP}px;
  }
`;

export interface ChallengeListProps {
  challenges: readonly ChallengeSummary[];
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  error?: unknown;
  onRetry?: () => void;
}

export function ChallengeList({ challenges, hasMore, loading, onLoadMore, error, onRetry }: ChallengeListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const box = useBox(ref);
  const columns = listColumns(boxWidth(box));
  const rowCount = Math.ceil(challenges.length / columns);
  const tops = useMemo(() => Array.from({ length: rowCount + 1 }, (_, row) => row * ROW), [rowCount]);
  const failed = error !== undefined && error !== null;
  const rows = useEndlessRows({ tops, top: box.top, overscan: OVERSCAN_ROWS, loadAhead: LOAD_AHEAD_ROWS, hasMore, loading, failed, onLoadMore });

  const height = tops[rowCount]!;
  const isEmpty = !challenges.length && !hasMore;
  const footer = listEndShows({ hasMore, loading, failed, isEmpty });
  return (
    <Wrap ref={ref} role="list" aria-label="Daily challenges" data-testid="challenge-list" data-count={challenges.length} style={{ height: height + (footer ? LIST_END_HEIGHT : 0) }}>
      {rows.map((row) => (
        <div key={row.index} className="row" role="none" style={{ top: row.start - box.top, height: CHALLENGE_CARD_HEIGHT, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {challenges.slice(row.index * columns, row.index * columns + columns).map((challenge, column) => (
            <div key={challenge.id} role="listitem" aria-setsize={hasMore ? -1 : challenges.length} aria-posinset={row.index * columns + column + 1}>
              <ChallengeCard challenge={challenge} />
            </div>
          ))}
        </div>
      ))}
      {footer && <ListEnd top={height} loading={loading} failed={failed} failedText={CHALLENGES_LOAD_FAILED} onRetry={onRetry} empty={NO_CHALLENGES} isEmpty={isEmpty} testId="challenge-list" />}
    </Wrap>
  );
}
