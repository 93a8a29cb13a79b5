// A windowed, endless list of fixed-height rows (the activity, stats, new features and moderate
// tabs): the one-column EndlessGrid, whose rows near the viewport only are in the page, the next
// page asked for as the end comes near, and the end showing the spinner, the failure with Retry,
// or the empty text.
import type { ReactNode } from 'react';
import { EndlessGrid } from '../../components/EndlessGrid';
import { GROUP_ADMIN_LOAD_FAILED } from '../../lib/groupAdminRules';

const GAP = 8;

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

const itemKey = (item: { id: number }) => item.id;

export function WindowedRows<T extends { id: number }>({ items, rowHeight, hasMore, loading, error, onLoadMore, onRetry, label, empty, testId, renderRow }: WindowedRowsProps<T>) {
  return (
    <EndlessGrid
      items={items}
      keyOf={itemKey}
      renderItem={renderRow}
      layout={() => ({ columns: 1, rowHeight: rowHeight + GAP })}
      gap={GAP}
      cardHeight={rowHeight}
      overscan={6}
      loadAhead={8}
      hasMore={hasMore}
      loading={loading}
      onLoadMore={onLoadMore}
      error={error}
      onRetry={onRetry}
      label={label}
      testId={testId}
      failedText={GROUP_ADMIN_LOAD_FAILED}
      empty={empty}
    />
  );
}
