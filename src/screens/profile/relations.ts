// The viewer's relations to another user (fan, unfan, block, unblock), as the profile and the fan
// lists change them: the server call, then the signed-in user's following and blocks lists (which
// every list filters by) and the reads that show the relation.
import { block, fan, unblock, unfan } from '../../api/users';
import { invalidateAfterRelationChange } from '../../queries/profile';
import { useSession } from '../../stores/session';

function updateViewer(change: (user: { following: number[]; blocks: number[] }) => Partial<{ following: number[]; blocks: number[] }>): void {
  const { user, setUser } = useSession.getState();
  if (user) setUser({ ...user, ...change(user) });
}

const without = (list: readonly number[], id: number) => list.filter((x) => x !== id);
const withId = (list: readonly number[], id: number) => (list.includes(id) ? [...list] : [...list, id]);

export async function becomeFan(userId: number): Promise<void> {
  await fan(userId);
  updateViewer((u) => ({ following: withId(u.following, userId) }));
  await invalidateAfterRelationChange();
}

export async function stopBeingFan(userId: number): Promise<void> {
  await unfan(userId);
  updateViewer((u) => ({ following: without(u.following, userId) }));
  await invalidateAfterRelationChange();
}

export async function blockUser(userId: number): Promise<void> {
  await block(userId);
  updateViewer((u) => ({ blocks: withId(u.blocks, userId) }));
  await invalidateAfterRelationChange();
}

export async function unblockUser(userId: number): Promise<void> {
  await unblock(userId);
  updateViewer((u) => ({ blocks: without(u.blocks, userId) }));
  await invalidateAfterRelationChange();
}
