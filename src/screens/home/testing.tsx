// What the tests of the screens that read the home API (the home page, the galleries) share: that
// API as they mock it, one object for all of them:
//   vi.mock('../../api/home', async () => (await import('./testing')).homeApi);
import { vi } from 'vitest';

export const homeApi = {
  fetchHomeIndex: vi.fn(),
  fetchTrending: vi.fn(),
  fetchFeaturedSketches: vi.fn(),
  fetchRecentSketches: vi.fn(),
  fetchRecentHearts: vi.fn(),
  fetchFollowingUploads: vi.fn(),
  fetchGroupsRecents: vi.fn(),
  fetchRecommendations: vi.fn(),
};
