// An endless list of sketch cards (grid or large list) with the viewer's visibility filters
// applied (spec part 1 §5): the gallery screen and the tabs of the home variant use it.
import { useMemo } from 'react';
import type { SketchCard } from '../../api/types';
import type { CardMode } from '../../components/SketchCard';
import { SketchGrid } from '../../components/SketchGrid';
import { useInfiniteList, type Cursor, type Page } from './useInfiniteList';
import { visibleSketches } from '../../lib/visibility';
import { useSession } from '../../stores/session';

export const EMPTY_GALLERY_TEXT = 'No sketches here yet.';

export interface GalleryListProps {
  listKey: string;
  fetchPage: (cursor: Cursor, signal: AbortSignal) => Promise<Page<SketchCard>>;
  first?: Page<SketchCard>;
  mode: CardMode;
  /** Lists of the people the viewer follows keep only those (spec part 1 §5). */
  followedOnly?: boolean;
  empty?: string;
}

export function GalleryList({ listKey, fetchPage, first, mode, followedOnly = false, empty = EMPTY_GALLERY_TEXT }: GalleryListProps) {
  const user = useSession((s) => s.user);
  const list = useInfiniteList<SketchCard>(listKey, fetchPage, first);
  const visible = useMemo(() => visibleSketches(list.items, user, { followedOnly }), [list.items, user, followedOnly]);
  return (
    <SketchGrid
      sketches={visible}
      mode={mode}
      hasMore={list.hasMore}
      loading={list.loading}
      onLoadMore={list.loadMore}
      error={list.error}
      onRetry={list.retry}
      empty={empty}
    />
  );
}
