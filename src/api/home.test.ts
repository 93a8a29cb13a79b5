import { beforeEach, describe, expect, it, vi } from 'vitest';

const client = vi.hoisted(() => ({ get: vi.fn(async () => ({})), post: vi.fn(async () => ({})) }));
vi.mock('./client', () => client);
const { fetchFollowingUploads, fetchGroupsRecents, fetchHomeIndex, fetchRecommendations, fetchTrending } = await import('./home');
const { SketchPageSchema } = await import('./schemas/sketchCards');
const { HomeIndexSchema } = await import('./schemas/home');
const { CoopSketchPageSchema, GroupSketchPageSchema, TagSketchPageSchema, UserSketchPageSchema } = await import('./schemas/galleries');
const { fetchGroupSketches, fetchSearchTops, fetchTagSketches, fetchTopSketches, fetchUserSketches, fetchCoopSketches } = await import('./galleries');

beforeEach(() => {
  client.get.mockClear();
  client.post.mockClear();
});

describe('home calls', () => {
  it('POST /api/v2/index with exactly the sections of the spec', async () => {
    await fetchHomeIndex(true);
    expect(client.post).toHaveBeenCalledWith(
      '/api/v2/index',
      { recent: 25, featured: 25, tops: 25, compos: 10, challenges: 2, birthdays: true, stats: true, motd: true },
      HomeIndexSchema,
      expect.anything(),
    );
    await fetchHomeIndex(7);
    expect((client.post.mock.calls[1] as unknown[])[1]).toMatchObject({ motd: 7 });
  });

  it('uses the spec\'s paths and parameters', async () => {
    await fetchTrending(2);
    await fetchFollowingUploads(1, 3);
    await fetchGroupsRecents(50);
    await fetchRecommendations('25');
    const calls = client.get.mock.calls.map((c) => (c as unknown[]).slice(0, 3));
    expect(calls).toEqual([
      ['/api/v2/index/trending', SketchPageSchema, { page: 2 }],
      ['/activity/1', SketchPageSchema, { format: 'json', filter: 'uploads', pageSize: 25, page: 3 }],
      ['/api/v2/user/groups_recents', SketchPageSchema, { limit: 25, offset: 50 }],
      ['/api/v2/user/recommendations', SketchPageSchema, { cursor: '25' }],
    ]);
  });
});

describe('gallery calls', () => {
  it('uses the spec\'s paths and parameters', async () => {
    await fetchTagSketches('still life', 'top', 2);
    await fetchTopSketches(3, 30);
    await fetchUserSketches('InkyAda', 'recent', 1);
    await fetchSearchTops(365, 25);
    await fetchCoopSketches(9, 1);
    await fetchGroupSketches(4, 2);
    expect(client.get.mock.calls.map((c) => (c as unknown[]).slice(0, 3))).toEqual([
      ['/tag/still%20life/sketches', TagSketchPageSchema, { sort: 'top', page: 2, format: 'json' }],
      ['/topSketches/3', SketchPageSchema, { format: 'json', filter: '30' }],
      ['/user/InkyAda/sketches', UserSketchPageSchema, { sort: 'recent', page: 1, format: 'json' }],
      ['/api/v2/search/tops', SketchPageSchema, { days: 365, limit: 25, offset: 25 }],
      ['/api/v2/coop/9/sketches', CoopSketchPageSchema, { page: 1 }],
    ]);
    expect(client.post).toHaveBeenCalledWith('/api/v2/group', { action: 'sketches', groupId: 4, page: 2 }, GroupSketchPageSchema, expect.anything());
  });
});
