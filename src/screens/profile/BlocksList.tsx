// The owner's Blocks tab (spec part 2 §2, §6): whom they block, each with Unblock (after a
// confirmation). The list comes from GET /api/v2/user/blocked {infos}; an unblocked user leaves it
// at once (and comes back if the server refuses).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { UserCardGrid } from '../../components/UserCardGrid';
import { WHOLE_LIST } from '../../lib/listState';
import { ACTION_FAILED, confirmUnblockText } from '../../lib/profile';
import { blockedUsersQuery, useUnblockFromList } from '../../queries/profile';
import { alertDialog, confirmDialog } from '../../stores/dialogs';

export const NO_BLOCKS = 'You are not blocking anyone.';
export const BLOCKS_FAILED = 'Sorry, your blocked users could not be loaded.';

/** The whole list comes in one answer; the grid still windows it, so a long one stays light. */
export function BlocksList() {
  const { data, isError } = useQuery(blockedUsersQuery());
  const unblocking = useUnblockFromList();
  const blocked = useMemo(() => (data ? data.users.filter((u) => data.blocks.includes(u.id)) : []), [data]);
  if (isError && data === undefined) return <p data-testid="blocks-failed">{BLOCKS_FAILED}</p>;
  if (!data) return <Spinner />;
  if (!blocked.length) return <p data-testid="blocks-empty">{NO_BLOCKS}</p>;
  const unblock = async (id: number, nickname: string) => {
    if (!(await confirmDialog(confirmUnblockText(nickname)))) return;
    try {
      await unblocking.mutateAsync({ userId: id, change: 'unblock' });
    } catch {
      await alertDialog(ACTION_FAILED);
    }
  };
  return (
    <div data-testid="blocks-list">
      <UserCardGrid
        items={blocked}
        // The list comes whole, in one answer; a failure to load it shows instead of the grid.
        list={WHOLE_LIST}
        failedText={BLOCKS_FAILED}
        empty={NO_BLOCKS}
        testIds={{ grid: 'blocks-grid', card: 'blocked-user', nickname: 'blocked-nickname', end: 'blocks' }}
        action={(u) => (
          <Button disabled={unblocking.isPending} onClick={() => void unblock(u.id, u.nickname)} data-testid="blocked-unblock" aria-label={`Unblock ${u.nickname}`}>
            Unblock
          </Button>
        )}
      />
    </div>
  );
}
