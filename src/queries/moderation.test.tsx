// @vitest-environment jsdom
import { act, renderHook } from '../../test/support/render';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/queryClient';
import { seedQuery } from '../../test/support/queries';
import { commentKeys } from './comments';
import { moderationKeys, useDeleteReportedComment } from './moderation';

vi.mock('../api/moderation', () => ({ deleteReportedComment: vi.fn(async () => ({ ok: true })) }));

describe('a reported comment deleted from the moderation lists', () => {
  it('reads again the reported comments and the comment threads, so the page under the lists drops it', async () => {
    seedQuery(commentKeys.thread('sketch', 1049), { pages: [], pageParams: [] });
    seedQuery(commentKeys.thread('profile', 7), { pages: [], pageParams: [] });
    seedQuery(moderationKeys.reportedComments(1), { comments: [] });
    const { result } = renderHook(() => useDeleteReportedComment());
    await act(() => result.current.mutateAsync(14789));
    expect(queryClient.getQueryState(commentKeys.thread('sketch', 1049))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(commentKeys.thread('profile', 7))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(moderationKeys.reportedComments(1))?.isInvalidated).toBe(true);
  });
});
