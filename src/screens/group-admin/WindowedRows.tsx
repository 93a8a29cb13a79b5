// A windowed, endless list of fixed-height rows (the activity, stats, new features and moderate
// tabs): the one-column EndlessGrid, whose rows near the viewport only are in the page, the next
// page asked for as the end comes near, and the end showing the spinner, the failure with Retry,
// or the empty text.
import type { ReactNode } from 'react';
import { EndlessGrid } from '../../components/EndlessGrid';
import { GROUP_ADMIN_LOAD_FAILED } from '../../lib/groupAdminRules';
import type { ListState } from '../../lib/listState';

const GAP = 8;

export interface WindowedRowsProps<T extends { id: number }> {
  items: readonly T[];
  rowHeight: number;
  list: ListState;
  label: string;
  empty: string;
  testId: string;
  renderRow: (item: T) => ReactNode;
}

const itemKey = (item: { id: number }) => item.id;

export function WindowedRows<T extends { id: number }>({ items, rowHeight, list, label, empty, testId, renderRow }: WindowedRowsProps<T>) {
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
      list={list}
      label={label}
      testId={testId}
      failedText={GROUP_ADMIN_LOAD_FAILED}
      empty={empty}
    />
  );
}
