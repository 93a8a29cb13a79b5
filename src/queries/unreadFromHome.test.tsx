// @vitest-environment jsdom
// Home's minute-by-minute read carries the unread counts: newer than the header's, they become the
// header's (a message that came while home stayed open showed nowhere until the next page view).
import { describe, expect, it } from 'vitest';
import type { UnreadCounts } from '../api/schemas/messages';
import { queryClient } from '../api/queryClient';
import { renderHook } from '../../test/support/render';
import { UNREAD_KEY } from './unreadKey';
import { useUnreadFromHome } from './unreadFromHome';

const counts = (messages: number): UnreadCounts => ({ messages, notifications: 0, replies: 0, uploads: 0 });

describe('useUnreadFromHome', () => {
  it('gives the header the counts of each newer home read, and not older ones', () => {
    queryClient.setQueryData(UNREAD_KEY, counts(5), { updatedAt: 1_000 });
    const hook = renderHook(({ unread, at }) => useUnreadFromHome(unread, at), { initialProps: { unread: counts(5), at: 900 } });
    expect(queryClient.getQueryData(UNREAD_KEY)).toEqual(counts(5));
    // A minute later home read 6: a message came.
    hook.rerender({ unread: counts(6), at: 61_000 });
    expect(queryClient.getQueryData(UNREAD_KEY)).toEqual(counts(6));
    // The header read since (a thread was read): home's older read does not put the count back.
    queryClient.setQueryData(UNREAD_KEY, counts(0), { updatedAt: 70_000 });
    hook.rerender({ unread: counts(6), at: 61_000 });
    expect(queryClient.getQueryData(UNREAD_KEY)).toEqual(counts(0));
  });

  it('gives the header counts it had none of, and nothing for a visitor', () => {
    renderHook(() => useUnreadFromHome(undefined, 5_000));
    expect(queryClient.getQueryData(UNREAD_KEY)).toBeUndefined();
    renderHook(() => useUnreadFromHome(counts(3), 5_000));
    expect(queryClient.getQueryData(UNREAD_KEY)).toEqual(counts(3));
  });
});
