// The rows of an endless, windowed list to render (useWindowRows), and the next page asked for
// as the end comes near. SketchGrid, the challenge list and the artist lists share it.
import { useEffect, useLayoutEffect, useState } from 'react';
import { useWindowRows, type WindowRow } from './useWindowRows';

export interface EndlessRowsOptions {
  /** Where each row starts inside the list, and the list's height last: one more entry than rows. */
  tops: readonly number[];
  /** Distance of the list's top from the top of the document (useBox). */
  top: number;
  /** Rows kept beyond each edge of the viewport. */
  overscan: number;
  /** How many rows before the last one the next page is asked for. */
  loadAhead: number;
  hasMore: boolean;
  loading: boolean;
  /** A failed load stops the asking until the user retries. */
  failed: boolean;
  onLoadMore: () => void;
}

export function useEndlessRows({ tops, top, overscan, loadAhead, hasMore, loading, failed, onLoadMore }: EndlessRowsOptions): WindowRow[] {
  // The windowing starts after the commit that mounted the list: by then the page host has put
  // the scroll position back (or at the top), so it reads the right one instead of the previous
  // page's. The list has its full height from the first render, so that position exists when it
  // is put back.
  const [started, setStarted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one extra render after mount is the point (above)
  useLayoutEffect(() => setStarted(true), []);
  const rows = useWindowRows({ tops, top, overscan, enabled: started });
  const rowCount = tops.length - 1;
  const lastRow = rows.length ? rows[rows.length - 1]!.index : -1;
  useEffect(() => {
    if (hasMore && !loading && !failed && lastRow >= rowCount - loadAhead) onLoadMore();
  }, [lastRow, rowCount, loadAhead, hasMore, loading, failed, onLoadMore]);
  return rows;
}
