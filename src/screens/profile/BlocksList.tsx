// The owner's Blocks tab (spec part 2 §2, §6): whom they block, each with Unblock (after a
// confirmation). The list comes from GET /api/v2/user/blocked {infos}; an unblocked user leaves it.
import { styled } from '@linaria/react';
import { useState } from 'react';
import { useQuery } from '../../api/query';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { devicePixelRatio, sizedImageUrl } from '../../lib/images';
import { paths } from '../../lib/paths';
import { ACTION_FAILED, confirmUnblockText } from '../../lib/profile';
import { blockedUsersQuery } from '../../queries/profile';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { unblockUser } from './relations';

export const NO_BLOCKS = 'You are not blocking anyone.';
export const BLOCKS_FAILED = 'Sorry, your blocked users could not be loaded.';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 8px;
  li {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 70px;
    box-sizing: border-box;
    padding: 8px 12px;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    background: var(--surface);
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    flex: 1;
    min-width: 0;
    color: var(--text);
    font-weight: 700;
    text-decoration: none;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  img {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    background: var(--surface-2);
  }
`;

export function BlocksList() {
  const { data, error } = useQuery(blockedUsersQuery());
  const [busy, setBusy] = useState<number | null>(null);
  if (error) return <p data-testid="blocks-failed">{BLOCKS_FAILED}</p>;
  if (!data) return <Spinner />;
  const blocked = data.users.filter((u) => data.blocks.includes(u.id));
  if (!blocked.length) return <p data-testid="blocks-empty">{NO_BLOCKS}</p>;
  const unblock = async (id: number, nickname: string) => {
    if (!(await confirmDialog(confirmUnblockText(nickname)))) return;
    setBusy(id);
    try {
      await unblockUser(id);
    } catch {
      await alertDialog(ACTION_FAILED);
    } finally {
      setBusy(null);
    }
  };
  return (
    <List data-testid="blocks-list">
      {blocked.map((u) => (
        <li key={u.id} data-testid="blocked-user" data-user-id={u.id}>
          <a href={paths.user(u.id)}>
            <img src={sizedImageUrl(u.avatar, 50, devicePixelRatio())} alt="" width={48} height={48} loading="lazy" />
            <span>{u.nickname}</span>
          </a>
          <Button disabled={busy !== null} onClick={() => void unblock(u.id, u.nickname)} data-testid="blocked-unblock" aria-label={`Unblock ${u.nickname}`}>
            Unblock
          </Button>
        </li>
      ))}
    </List>
  );
}
