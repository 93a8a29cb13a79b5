// A windowed, endless list of fixed-height rows (the activity, stats, new features and moderate
// tabs): only the rows near the viewport are in the page, the next page is asked for as the end
// comes near, and the end shows the spinner, the failure with Retry, or the empty text.
import { styled } from '@linaria/react';
import { useMemo, useRef, type ReactNode } from 'react';
import { LIST_END_HEIGHT, ListEnd, listEndShows } from '../../components/ListEnd';
import { useBox } from '../../components/useBox';
import { useEndlessRows } from '../../components/useEndlessRows';
import { GROUP_ADMIN_LOAD_FAILED } from '../../lib/groupAdminRules';

const GAP = 8;

const Wrap = styled.div`
  position: relative;
  width: 100%;
  .row {
    position: absolute;
    left: 0;
    width: 100%;
  }
`;

export interface WindowedRowsProps<T extends { id: number }> {
  items: readonly T[];
  rowHeight: number;
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  onLoadMore: () => void;
  onRetry: () => void;
  label: string;
  empty: string;
  testId: string;
  renderRow: (item: T) => ReactNode;
}

export function WindowedRows<T extends { id: number }>({ items, rowHeight, hasMore, loading, error, onLoadMore, onRetry, label, empty, testId, renderRow }: WindowedRowsProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const box = useBox(ref);
  const step = rowHeight + GAP;
  const tops = useMemo(() => Array.from({ length: items.length + 1 }, (_, row) => row * step), [items.length, step]);
  const failed = error !== undefined && error !== null;
  const rows = useEndlessRows({ tops, top: box.top, overscan: 6, loadAhead: 8, hasMore, loading, failed, onLoadMore });
  const height = tops[items.length]!;
  const isEmpty = !items.length && !hasMore;
  const footer = listEndShows({ hasMore, loading, failed, isEmpty });
  return (
    <Wrap ref={ref} role="list" aria-label={label} data-testid={testId} data-count={items.length} style={{ height: height + (footer ? LIST_END_HEIGHT : 0) }}>
      {rows.map((row) => {
        const item = items[row.index];
        if (!item) return null;
        return (
          <div
            key={item.id}
            className="row"
            role="listitem"
            aria-setsize={hasMore ? -1 : items.length}
            aria-posinset={row.index + 1}
            style={{ top: row.start - box.top, height: rowHeight }}
          >
            {renderRow(item)}
          </div>
        );
      })}
      {footer && <ListEnd top={height} loading={loading} failed={failed} failedText={GROUP_ADMIN_LOAD_FAILED} onRetry={onRetry} empty={empty} isEmpty={isEmpty} testId={testId} />}
    </Wrap>
  );
}
