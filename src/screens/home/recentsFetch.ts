// The call of each recents tab (a chunk of its own: needed only once the user picks a tab).
import { fetchFeaturedSketches, fetchFollowingUploads, fetchGroupsRecents, fetchRecentHearts, fetchRecentSketches, fetchRecommendations, fetchTrending } from '../../api/home';
import type { SketchCard } from '../../api/schemas/sketchCards';
import type { RecentsTab } from './recents';

/** The first page of a tab's own call. */
export async function fetchRecentsTab(tab: RecentsTab, userId: number | null): Promise<SketchCard[]> {
  const page = await (async () => {
    switch (tab) {
      case 'recent':
        return fetchRecentSketches(1);
      case 'hearts':
        return fetchRecentHearts(1);
      case 'featured':
        return fetchFeaturedSketches(1);
      case 'trending':
        return fetchTrending(1);
      case 'following':
        return userId === null ? null : fetchFollowingUploads(userId, 1);
      case 'groups':
        return userId === null ? null : fetchGroupsRecents(0);
      case 'recommended':
        return userId === null ? null : fetchRecommendations(null);
    }
  })();
  return page ? page.sketches : [];
}
