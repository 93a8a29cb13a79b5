// @vitest-environment jsdom
import { act, renderHook } from '../../test/support/render';
import { describe, expect, it, vi } from 'vitest';
import { makeViewer } from '../../test/support/fixtures';
import { queryClient } from '../api/queryClient';
import { useSession } from '../stores/session';
import { profileKeys, useProfileRelation } from './profile';
import { sketchKeys } from './sketches';

const answering = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));

describe('a relation change made on a profile', () => {
  it("marks the artist's sketch pages stale, so Back to one shows the fan button as the change left it", async () => {
    useSession.setState({ status: 'ready', user: makeViewer(8, { following: [7] }) });
    document.cookie = 'csrf=t';
    vi.stubGlobal('fetch', answering({ isFan: false, fans: 1 }));
    const profileKey = profileKeys.one('7');
    queryClient.setQueryData(profileKey, { id: 7, isFanOf: true, fans: 2 });
    // A sketch page of theirs, left for the profile a moment ago: cached, still fresh.
    queryClient.setQueryData(sketchKeys.one(50), { id: 50, creator: 7, isFan: true });
    const relation = renderHook(() => useProfileRelation(profileKey));
    await act(() => relation.result.current.mutateAsync({ userId: 7, change: 'unfan' }));
    expect(queryClient.getQueryState(sketchKeys.one(50))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(profileKey)?.isInvalidated).toBe(true);
    expect(useSession.getState().user?.following).toEqual([]);
  });
});
