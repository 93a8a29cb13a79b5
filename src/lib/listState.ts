// Where a list stands: more to load, a load on its way or failed, and the asks. One shape for
// every list component (SketchGrid, the windowed rows, the topics, the posts…) and for the query
// hook that feeds them (useEndlessList's result is one), so a screen hands its list on whole.

export interface ListState {
  hasMore: boolean;
  loading: boolean;
  /** The last failure (null or absent: none); loading more stops until `retry`. */
  error?: unknown;
  loadMore: () => void;
  /** Loads again what failed; without it a failure shows no Retry. */
  retry?: () => void;
}

/** A list that came whole (with its page, in one answer): nothing more to load. */
export const WHOLE_LIST: ListState = { hasMore: false, loading: false, loadMore: () => {} };

/** Whether the list's last load failed. */
export const listFailed = (list: ListState) => list.error !== undefined && list.error !== null;
