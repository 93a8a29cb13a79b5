// An endless, windowed list of artists (the directory tabs, the artist searches): only the rows
// near the viewport are in the DOM, so memory stays flat however far it is scrolled, and the
// next page loads as the end comes near. Users the viewer blocks are left out (spec part 1 §5).
// Back or forward shows the list as it was left, so the saved scroll position fits it.
import { styled } from '@linaria/react';
import { useMemo, useRef, type ReactNode } from 'react';
import { useInfiniteQuery, type InfiniteDef } from '../../api/query';
import type { UserSummary } from '../../api/schemas/users';
import { selectRestored, useNavigation } from '../../app/navigation';
import { LIST_END_HEIGHT, ListEnd, listEndShows } from '../../components/ListEnd';
import { boxWidth, useBox } from '../../components/useBox';
import { useEndlessRows } from '../../components/useEndlessRows';
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
`;

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
  const columns = userColumns(boxWidth(box), mode);
  const rowHeight = mode === 'grid' ? TILE_HEIGHT : ROW_HEIGHT;
  const rowCount = Math.ceil(users.length / columns);
  const tops = useMemo(() => Array.from({ length: rowCount + 1 }, (_, row) => row * (rowHeight + GAP)), [rowCount, rowHeight]);
  const failed = list.error !== null && list.error !== undefined;
  const { hasMore, loading, loadMore } = list;
  const rows = useEndlessRows({ tops, top: box.top, overscan: OVERSCAN_ROWS, loadAhead: LOAD_AHEAD_ROWS, hasMore, loading, failed, onLoadMore: loadMore });

  const total = tops[rowCount]!;
  const isEmpty = !users.length && !hasMore;
  const avatar = mode === 'grid' ? 88 : 48;
  return (
    <Wrap ref={ref} data-testid="user-list" data-count={users.length} data-mode={mode} style={{ height: total + (listEndShows({ hasMore, loading, failed, isEmpty }) ? LIST_END_HEIGHT : 0) }}>
      {rows.map((row) => (
        <div key={row.index} className="row" style={{ top: row.start - box.top, height: rowHeight, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
          {users.slice(row.index * columns, row.index * columns + columns).map((user) => (
            <UserCard key={user.id} user={user} stats={stats} mode={mode} avatar={avatar} />
          ))}
        </div>
      ))}
      <ListEnd top={total} loading={loading} failed={failed} failedText={USERS_LOAD_FAILED_TEXT} onRetry={list.retry} empty={empty} isEmpty={isEmpty} testId="users" />
    </Wrap>
  );
}
