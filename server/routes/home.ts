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
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { actorOf, requireSignedIn } from '../auth/guards';
import type { DomainOptions } from '../context';
import { cardPage, queryCards, PAGE_SIZE, MAX_LIMIT } from '../feeds/cards';
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
import { formatField, limitField, nextOffset, offsetField, pageField, wholeNumber } from '../feeds/params';
import { forbidden } from '../http/errors';
import { parseInput } from '../http/validation';
import { idField } from '../../src/api/schemas/requestFields';
import { MAX_OFFSET } from '../feeds/cards';
import { feedViewerOf } from './actingUser';
import type { HomeIndex } from '../../src/api/schemas/home';
import type { SketchPage } from '../../src/api/schemas/sketchCards';

const sectionCount = (max: number) => v.optional(wholeNumber(0, max, 'a count'), 0);
const indexBody = v.object({
  recent: sectionCount(MAX_LIMIT),
  featured: sectionCount(MAX_LIMIT),
  tops: sectionCount(MAX_LIMIT),
  compos: sectionCount(MAX_LIMIT),
  challenges: sectionCount(10),
  birthdays: v.optional(v.boolean('Expected true or false'), false),
  stats: v.optional(v.boolean('Expected true or false'), false),
  motd: v.optional(v.union([v.literal(true), idField], 'Expected the id of the last seen message, or true'), true),
});
const pageQuery = v.object({ page: pageField });
const activityParams = v.object({ id: idField });
const activityQuery = v.object({
  format: formatField,
  filter: v.picklist(['uploads'], 'Expected filter=uploads'),
  pageSize: v.optional(wholeNumber(1, MAX_LIMIT, 'a page size'), PAGE_SIZE),
  page: pageField,
});
const groupsRecentsQuery = v.object({ limit: limitField, offset: offsetField });
const recommendationsQuery = v.object({
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Expected a cursor from a previous page'), v.transform(Number), v.maxValue(MAX_OFFSET, 'Cursor out of range'))),
});

export async function homeRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  app.post('/api/v2/index', async (request, reply): Promise<HomeIndex> => {
    const body = parseInput(indexBody, request.body, 'body');
    reply.header('Cache-Control', 'no-store');
    return buildHomeIndex(ctx.db, feedViewerOf(request.viewer), body, ctx.clock());
  });

  const pagedFeed = (path: string, feed: () => FeedQuery) =>
    app.get(path, async (request): Promise<SketchPage> => {
      const { page } = parseInput(pageQuery, request.query, 'query');
      return cardPage(ctx.db, feedViewerOf(request.viewer), page, feed());
    });
  pagedFeed('/api/v2/index/trending', () => trendingFeed(ctx.clock()));
  pagedFeed('/api/v2/index/featuredSketches', featuredFeed);
  pagedFeed('/api/v2/index/recentSketches', recentFeed);
  pagedFeed('/api/v2/index/recentHearts', () => recentHeartsFeed(ctx.clock()));

  app.get('/activity/:id', { preHandler: requireSignedIn() }, async (request): Promise<SketchPage> => {
    const { id } = parseInput(activityParams, request.params, 'path');
    const { pageSize, page } = parseInput(activityQuery, request.query, 'query');
    const viewer = feedViewerOf(actorOf(request));
    if (id !== viewer.id) throw forbidden('You can only see your own activity.');
    const offset = (page - 1) * pageSize;
    const { cards, more } = queryCards(ctx.db, viewer, { ...followingUploadsFeed(viewer.id), limit: pageSize, offset });
    return { sketches: cards, next: more && offset + pageSize <= MAX_OFFSET ? page + 1 : null };
  });

  app.get('/api/v2/user/groups_recents', { preHandler: requireSignedIn() }, async (request): Promise<SketchPage> => {
    const { limit, offset } = parseInput(groupsRecentsQuery, request.query, 'query');
    const viewer = feedViewerOf(actorOf(request));
    const { cards, more } = queryCards(ctx.db, viewer, { ...groupsRecentsFeed(viewer.id), limit, offset });
    return { sketches: cards, next: nextOffset(offset, limit, more) };
  });

  app.get('/api/v2/user/recommendations', { preHandler: requireSignedIn() }, async (request): Promise<SketchPage> => {
    const { cursor } = parseInput(recommendationsQuery, request.query, 'query');
    const viewer = feedViewerOf(actorOf(request));
    const offset = cursor ?? 0;
    const { cards, more } = queryCards(ctx.db, viewer, { ...recommendationsFeed(ctx.clock(), viewer.id), limit: PAGE_SIZE, offset });
    const next = nextOffset(offset, PAGE_SIZE, more);
    return { sketches: cards, next: next === null ? null : String(next) };
  });
}
