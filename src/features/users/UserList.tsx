// An endless, windowed list of artists (the directory tabs, the artist searches; EndlessGrid):
// only the rows near the viewport are in the DOM, so memory stays flat however far it is
// scrolled, and the next page loads as the end comes near. Users the viewer blocks are left out (spec part 1 §5).
// Back or forward shows the list as it was left (the screen's loader: loadEndlessList), so the
// saved scroll position fits it.
import { useCallback, useMemo, type ReactNode } from 'react';
import type { UserSummary } from '../../api/schemas/users';
import { useEndlessList, type EndlessList, type Page } from '../../queries/endlessList';
import { EndlessGrid } from '../../components/EndlessGrid';
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

const userKey = (user: UserSummary) => user.id;

export interface UserListProps {
  list: EndlessList<Page<UserSummary>>;
  stats: readonly UserStat[];
  mode?: UserCardMode;
  /** Shown when the list is empty. */
  empty: ReactNode;
}

export function UserList({ list: def, stats, mode = 'list', empty }: UserListProps) {
  const viewer = useSession((s) => s.user);
  const list = useEndlessList(def);
  const users = useMemo(() => directoryUsers(list.items, viewer), [list.items, viewer]);
  const rowHeight = mode === 'grid' ? TILE_HEIGHT : ROW_HEIGHT;
  const layout = useCallback((width: number) => ({ columns: userColumns(width, mode), rowHeight: rowHeight + GAP }), [mode, rowHeight]);
  const avatar = mode === 'grid' ? 88 : 48;
  return (
    <EndlessGrid
      items={users}
      keyOf={userKey}
      renderItem={(user) => <UserCard user={user} stats={stats} mode={mode} avatar={avatar} />}
      layout={layout}
      gap={GAP}
      cardHeight={rowHeight}
      overscan={OVERSCAN_ROWS}
      loadAhead={LOAD_AHEAD_ROWS}
      list={list}
      testId="user-list"
      endTestId="users"
      mode={mode}
      failedText={USERS_LOAD_FAILED_TEXT}
      empty={empty}
    />
  );
}
