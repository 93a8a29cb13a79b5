// The home page's calls (spec part 1 §7, Home and galleries):
//   POST /api/v2/index                          everything the home shows (HomeIndex)
//   GET  /api/v2/index/trending {page}          trending sketches         -> SketchPage
//   GET  /api/v2/index/featuredSketches {page}  featured, newest first    -> SketchPage
//   GET  /api/v2/index/recentSketches {page}    all recent uploads        -> SketchPage
//   GET  /api/v2/index/recentHearts {page}      by latest heart received  -> SketchPage
//   GET  /activity/{id}?format=json&filter=uploads&pageSize=25&page   followed artists' uploads (own id only)
//   GET  /api/v2/user/groups_recents {limit, offset}   sketches lately added to the user's groups
//   GET  /api/v2/user/recommendations {cursor}         sketches by artists the user may like
// Page numbers start at 1; `next` is the next page, offset or cursor, or null at the end.
import { actorOf, requireSignedIn } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import { cardPage, feedViewerOf, queryCards } from '../feeds/cards';
import { FEED_MAX_OFFSET, FEED_PAGE_SIZE } from '../../src/api/schemas/requestFields';
import {
  featuredFeed,
  followingUploadsFeed,
  groupsRecentsFeed,
  recentFeed,
  recentHeartsFeed,
  recommendationsFeed,
  trendingFeed,
  type FeedQuery,
} from '../feeds/feeds';
import { buildHomeIndex } from '../feeds/homeIndex';
import { nextOffset } from '../feeds/params';
import { forbidden } from '../http/errors';
import { IdParams } from '../../src/api/schemas/requestFields';
import { ActivityUploadsQuery, GroupsRecentsQuery, HomeIndexBody, RecommendationsQuery, type HomeIndex } from '../../src/api/schemas/home';
import { SketchPageQuery, type SketchPage } from '../../src/api/schemas/sketchCards';

export async function homeRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  app.post('/api/v2/index', { schema: { body: HomeIndexBody } }, async (request, reply): Promise<HomeIndex> => {
    const body = request.body;
    reply.header('Cache-Control', 'no-store');
    return buildHomeIndex(ctx.db, feedViewerOf(request.viewer), body, ctx.clock(), ctx.sharedFiguresMemoryMs);
  });

  const pagedFeed = (path: string, feed: () => FeedQuery) =>
    app.get(path, { schema: { querystring: SketchPageQuery } }, async (request): Promise<SketchPage> => {
      const { page } = request.query;
      return cardPage(ctx.db, feedViewerOf(request.viewer), page, feed());
    });
  pagedFeed('/api/v2/index/trending', () => trendingFeed(ctx.db, ctx.clock(), ctx.sharedFiguresMemoryMs));
  pagedFeed('/api/v2/index/featuredSketches', featuredFeed);
  pagedFeed('/api/v2/index/recentSketches', recentFeed);
  pagedFeed('/api/v2/index/recentHearts', () => recentHeartsFeed(ctx.clock()));

  app.get('/activity/:id', { schema: { params: IdParams, querystring: ActivityUploadsQuery }, preHandler: requireSignedIn() }, async (request): Promise<SketchPage> => {
    const { id } = request.params;
    const { pageSize, page } = request.query;
    const viewer = feedViewerOf(actorOf(request));
    if (id !== viewer.id) throw forbidden('You can only see your own activity.');
    const offset = (page - 1) * pageSize;
    const { cards, more } = queryCards(ctx.db, viewer, { ...followingUploadsFeed(viewer.id), limit: pageSize, offset });
    return { sketches: cards, next: more && offset + pageSize <= FEED_MAX_OFFSET ? page + 1 : null };
  });

  app.get('/api/v2/user/groups_recents', { schema: { querystring: GroupsRecentsQuery }, preHandler: requireSignedIn() }, async (request): Promise<SketchPage> => {
    const { limit, offset } = request.query;
    const viewer = feedViewerOf(actorOf(request));
    const { cards, more } = queryCards(ctx.db, viewer, { ...groupsRecentsFeed(viewer.id), limit, offset });
    return { sketches: cards, next: nextOffset(offset, limit, more) };
  });

  app.get('/api/v2/user/recommendations', { schema: { querystring: RecommendationsQuery }, preHandler: requireSignedIn() }, async (request): Promise<SketchPage> => {
    const { cursor } = request.query;
    const viewer = feedViewerOf(actorOf(request));
    const offset = cursor ?? 0;
    const { cards, more } = queryCards(ctx.db, viewer, { ...recommendationsFeed(ctx.clock(), viewer.id), limit: FEED_PAGE_SIZE, offset });
    const next = nextOffset(offset, FEED_PAGE_SIZE, more);
    return { sketches: cards, next: next === null ? null : String(next) };
  });
}
