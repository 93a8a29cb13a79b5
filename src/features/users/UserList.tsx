// An endless, windowed list of artists (the directory tabs, the artist searches): only the rows
// near the viewport are in the DOM, so memory stays flat however far it is scrolled, and the
// next page loads as the end comes near. Users the viewer blocks are left out (spec part 1 §5).
// Back or forward shows the list as it was left, so the saved scroll position fits it.
import { styled } from '@linaria/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useInfiniteQuery, type InfiniteDef } from '../../api/query';
import type { UserSummary } from '../../api/schemas/users';
import { selectRestored, useNavigation } from '../../app/navigation';
import { Spinner } from '../../components/Spinner';
import { useWindowRows } from '../../components/useWindowRows';
import { directoryUsers } from '../../lib/discover';
import { useSession } from '../../stores/session';
import { UserCard, type UserCardMode, type UserStat } from './UserCard';

export const USERS_LOAD_FAILED_TEXT = 'Sorry, the artists could not be loaded.';

const GAP = 8;
const ROW_HEIGHT = 72;
const TILE_HEIGHT = 184;
const TILE_WIDTH = 160;
const OVERSCAN_ROWS = 4;
const LOAD_AHEAD_ROWS = 6;

/** Columns of the list: rows one, two or three abreast; tiles about 160 px wide, at least two. */
export function userColumns(width: number, mode: UserCardMode): number {
  if (mode === 'list') return width >= 1024 ? 3 : width >= 640 ? 2 : 1;
  return Math.max(2, Math.floor((width + GAP) / (TILE_WIDTH + GAP)));
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
    text-align: center;
  }
`;

const RetryButton = styled.button`
  min-height: 44px;
  padding: 0 16px;
  border-radius: var(--radius);
  border: 1px solid var(--border);
  background: var(--surface-2);
  color: var(--text);
  font-weight: 600;
  cursor: pointer;
`;

/** The list's width and its distance from the top of the document, kept up to date. */
function useBox(ref: React.RefObject<HTMLElement | null>) {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = { width: Math.round(element.clientWidth), top: Math.round(element.getBoundingClientRect().top + window.scrollY) };
      setBox((b) => (b.width === next.width && b.top === next.top ? b : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

export interface UserListProps {
  list: InfiniteDef<UserSummary>;
  stats: readonly UserStat[];
  mode?: UserCardMode;
  /** Shown when the list is empty. */
  empty: ReactNode;
}

export function UserList({ list: def, stats, mode = 'list', empty }: UserListProps) {
  const viewer = useSession((s) => s.user);
  const restored = useNavigation(selectRestored);
  const list = useInfiniteQuery(def, { keepOnMount: restored });
  const users = useMemo(() => directoryUsers(list.items, viewer), [list.items, viewer]);
  const ref = useRef<HTMLDivElement>(null);
  const box = useBox(ref);
  const width = box.width || (typeof window === 'undefined' ? 1024 : Math.min(window.innerWidth, 1280));
  const columns = userColumns(width, mode);
  const rowHeight = mode === 'grid' ? TILE_HEIGHT : ROW_HEIGHT;
  const rowCount = Math.ceil(users.length / columns);
  const tops = useMemo(() => Array.from({ length: rowCount + 1 }, (_, row) => row * (rowHeight + GAP)), [rowCount, rowHeight]);
  // Windowing starts after the mount's commit: by then the page has put its scroll position back.
  const [started, setStarted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one extra render after mount is the point (above)
  useLayoutEffect(() => setStarted(true), []);
  const rows = useWindowRows({ tops, top: box.top, overscan: OVERSCAN_ROWS, enabled: started });
  const lastRow = rows.length ? rows[rows.length - 1]!.index : -1;
  const failed = list.error !== null && list.error !== undefined;
  const { hasMore, loading, loadMore } = list;
  useEffect(() => {
    if (hasMore && !loading && !failed && lastRow >= rowCount - LOAD_AHEAD_ROWS) loadMore();
  }, [lastRow, rowCount, hasMore, loading, failed, loadMore]);

  const total = tops[rowCount] ?? 0;
  const avatar = mode === 'grid' ? 88 : 48;
  return (
    <Wrap ref={ref} data-testid="user-list" data-count={users.length} data-mode={mode} style={{ height: total + (hasMore || loading || failed || !users.length ? 72 : 0) }}>
      {rows.map((row) => (
        <div key={row.index} className="row" style={{ top: row.start - box.top, height: rowHeight, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {users.slice(row.index * columns, row.index * columns + columns).map((user) => (
            <UserCard key={user.id} user={user} stats={stats} mode={mode} avatar={avatar} />
          ))}
        </div>
      ))}
      <div className="end" style={{ top: total }}>
        {loading ? (
          <Spinner data-testid="users-loading" />
        ) : failed ? (
          <>
            <span data-testid="users-error">{USERS_LOAD_FAILED_TEXT}</span>
            <RetryButton type="button" data-testid="users-retry" onClick={list.retry}>
              Retry
            </RetryButton>
          </>
        ) : !users.length && !hasMore ? (
          <div role="status" data-testid="users-empty">{empty}</div>
        ) : null}
      </div>
    </Wrap>
  );
}
