// @vitest-environment jsdom
import { within } from '../../../test/support/render';
import { describe, expect, it, vi } from 'vitest';
import type { GroupRequest } from '../../api/schemas/community';
import { groupKeys } from '../../queries/groups';
import { seedQuery } from '../../../test/support/queries';
import { hydrateAt } from '../../../test/support/hydrateAt';
import { RequestList } from './RequestList';

const api = vi.hoisted(() => ({ fetchGroupRequests: vi.fn(), voteGroupRequest: vi.fn(), requestGroup: vi.fn() }));
vi.mock('../../api/groups', async (original) => ({ ...(await original<object>()), ...api }));

const DAY = 86_400_000;
const VIEWER = 1;

describe('the requests tab, server-rendered and hydrated', () => {
  it("hydrates a request's Vote up as the server wrote it when the browser's clock is past its 30 days, then says Voting closed", async () => {
    const renderedAt = Date.parse('2026-11-23T12:00:00Z');
    // Votable for another 30 s at the server's moment; the browser's clock is a minute later.
    const request: GroupRequest = {
      id: 5,
      titleHtml: 'Moon Club',
      descriptionHtml: 'About the moon',
      thumbnail: '/img/sketch/1',
      upvotes: 3,
      voted: false,
      user: 7,
      nickname: 'Asker',
      avatar: '/img/avatar/7',
      date: new Date(renderedAt - 30 * DAY + 30_000).toISOString(),
    };
    seedQuery(groupKeys.requests(VIEWER), { requests: [request] });
    api.fetchGroupRequests.mockResolvedValue({ requests: [request] });
    const { markup, container, mismatches } = await hydrateAt(<RequestList viewerId={VIEWER} />, { renderedAt, browserNow: renderedAt + 60_000 });
    expect(markup).toContain('data-testid="group-request-vote"');
    expect(mismatches).toEqual([]);
    expect(within(container).getByTestId('group-request-closed').textContent).toBe('Voting closed');
  });
});
