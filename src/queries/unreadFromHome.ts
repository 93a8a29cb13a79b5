// Home's index carries the viewer's unread counts too (the same count as GET /api/v2/unread), and
// home reads it again every minute. Counts read later than the header's last read become the
// header's (and so the profile block's): a message that came while home stayed open shows in
// both at the next refresh, not only after the next page view.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UnreadCounts } from '../api/schemas/messages';
import { UNREAD_KEY } from './unreadKey';

/** Makes `unread`, read at `readAt` (ms), the header's counts unless the header read them since. */
export function useUnreadFromHome(unread: UnreadCounts | undefined, readAt: number): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!unread) return;
    const header = client.getQueryState(UNREAD_KEY);
    if (header && header.dataUpdatedAt >= readAt) return;
    client.setQueryData(UNREAD_KEY, unread, { updatedAt: readAt });
  }, [client, unread, readAt]);
}
