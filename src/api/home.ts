// The home page's calls (spec part 1 §7, Home and galleries). The feeds under /api/v2/index/
// are GET /api/v2/index/trending, /featuredSketches, /recentSketches and /recentHearts, each
// with {page} (1-based); every feed answers a SketchPage whose `next` is the next page, offset
// or cursor, or null at the end.
import { get, post } from './client';
import { HomeIndexSchema, type ActivityUploadsQuery, type GroupsRecentsQuery, type HomeIndexBody, type RecommendationsQuery } from './schemas/home';
import { SketchPageSchema, type SketchPageQuery } from './schemas/sketchCards';

/** The home's sections, as the spec asks for them; `motd` is the last seen message's id, or true. */
export const homeIndexRequest = (motd: number | true): HomeIndexBody => ({
  recent: 25,
  featured: 25,
  tops: 25,
  compos: 10,
  challenges: 2,
  birthdays: true,
  stats: true,
  motd,
});

export const fetchHomeIndex = (motd: number | true, signal?: AbortSignal) =>
  post('/api/v2/index', homeIndexRequest(motd), HomeIndexSchema, { signal, retries: 1 });

export const fetchTrending = (page: number, signal?: AbortSignal) => get('/api/v2/index/trending', SketchPageSchema, { page } satisfies SketchPageQuery, { signal });
export const fetchFeaturedSketches = (page: number, signal?: AbortSignal) =>
  get('/api/v2/index/featuredSketches', SketchPageSchema, { page } satisfies SketchPageQuery, { signal });
export const fetchRecentSketches = (page: number, signal?: AbortSignal) =>
  get('/api/v2/index/recentSketches', SketchPageSchema, { page } satisfies SketchPageQuery, { signal });
export const fetchRecentHearts = (page: number, signal?: AbortSignal) => get('/api/v2/index/recentHearts', SketchPageSchema, { page } satisfies SketchPageQuery, { signal });

/** Uploads of the artists the signed-in user (userId) follows. */
export const fetchFollowingUploads = (userId: number, page: number, signal?: AbortSignal) =>
  get(`/activity/${userId}`, SketchPageSchema, { format: 'json', filter: 'uploads', pageSize: 25, page } satisfies ActivityUploadsQuery, { signal });

/** Sketches lately added to the signed-in user's groups; `next` is the next offset. */
export const fetchGroupsRecents = (offset: number, signal?: AbortSignal) =>
  get('/api/v2/user/groups_recents', SketchPageSchema, { limit: 25, offset } satisfies GroupsRecentsQuery, { signal });

/** Recommended sketches; `next` is the cursor of the following page. */
export const fetchRecommendations = (cursor: string | null, signal?: AbortSignal) =>
  get('/api/v2/user/recommendations', SketchPageSchema, { cursor: cursor ?? undefined } satisfies RecommendationsQuery, { signal });
