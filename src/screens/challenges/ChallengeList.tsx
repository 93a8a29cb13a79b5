// The windowed list of challenges: only the rows near the viewport are in the DOM (useWindowRows),
// so memory stays flat over years of daily challenges; the next page of 50 loads as the end comes
// near. Rows have one height, so the list has its full height at once and back navigation can
// put the scroll position back. One column on a phone, two and three on wider screens.
import { styled } from '@linaria/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChallengeSummary } from '../../api/schemas/challenges';
import { useBox } from '../../components/SketchGrid';
import { Spinner } from '../../components/Spinner';
import { useWindowRows } from '../../components/useWindowRows';
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
  .end {
    position: absolute;
    left: 0;
    right: 0;
    display: grid;
    place-items: center;
    gap: 8px;
    min-height: 64px;
    color: var(--text-muted);
  }
  .end button {
    min-height: 44px;
    padding: 0 16px;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface-2);
    color: var(--text);
    font-weight: 600;
    cursor: pointer;
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
  const width = box.width || (typeof window === 'undefined' ? 1024 : Math.min(window.innerWidth, 1280));
  const columns = listColumns(width);
  const rowCount = Math.ceil(challenges.length / columns);
  const tops = useMemo(() => Array.from({ length: rowCount + 1 }, (_, row) => row * ROW), [rowCount]);
  // As in SketchGrid: windowing starts once the page host has put the scroll position back.
  const [started, setStarted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one extra render after mount is the point (above)
  useLayoutEffect(() => setStarted(true), []);
  const rows = useWindowRows({ tops, top: box.top, overscan: OVERSCAN_ROWS, enabled: started });
  const lastRow = rows.length ? rows[rows.length - 1]!.index : -1;
  const failed = error !== undefined && error !== null;
  useEffect(() => {
    if (hasMore && !loading && !failed && lastRow >= rowCount - LOAD_AHEAD_ROWS) onLoadMore();
  }, [lastRow, rowCount, hasMore, loading, failed, onLoadMore]);

  const height = Math.max(0, rowCount * ROW - GAP);
  const footer = hasMore || loading || failed || !challenges.length;
  return (
    <Wrap ref={ref} role="list" aria-label="Daily challenges" data-testid="challenge-list" data-count={challenges.length} style={{ height: height + (footer ? 64 + GAP : 0) }}>
      {rows.map((row) => (
        <div key={row.index} className="row" role="none" style={{ top: row.start - box.top, height: CHALLENGE_CARD_HEIGHT, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {challenges.slice(row.index * columns, row.index * columns + columns).map((challenge, column) => (
            <div key={challenge.id} role="listitem" aria-setsize={hasMore ? -1 : challenges.length} aria-posinset={row.index * columns + column + 1}>
              <ChallengeCard challenge={challenge} />
            </div>
          ))}
        </div>
      ))}
      {footer && (
        <div className="end" role="none" style={{ top: height + (rowCount ? GAP : 0) }}>
          {loading ? (
            <Spinner data-testid="challenge-list-loading" />
          ) : failed ? (
            <>
              <span data-testid="challenge-list-error">{CHALLENGES_LOAD_FAILED}</span>
              {onRetry && (
                <button type="button" data-testid="challenge-list-retry" onClick={onRetry}>
                  Retry
                </button>
              )}
            </>
          ) : !challenges.length ? (
            <span data-testid="challenge-list-empty">{NO_CHALLENGES}</span>
          ) : null}
        </div>
      )}
    </Wrap>
  );
}
