// Gallery calls (spec part 1 §7, Home and galleries), all paged by 25:
//   GET /tag/{tag}/sketches {sort: recent|top, page, format=json}          -> TagSketchPage
//   GET /topSketches/{page}?format=json&filter=7|30|365 (days; default 7)  -> SketchPage
//   GET /user/{id or name}/sketches {sort: recent|top|oldest, page, format=json} -> UserSketchPage
//   GET /api/v2/search/tops {days: 7|30|365, limit, offset}               -> SketchPage (next = offset)
//   GET /api/v2/coop/{id}/sketches {page}: a co-op's continuations         -> CoopSketchPage
// The group gallery is POST /api/v2/group {action: 'sketches'} (routes/group.ts).
import type { DomainApp, DomainOptions } from '../context';
import { coopSketchCount, findCoop } from '../data/content';
import { userIdOfRef } from '../data/users';
import { findUserSummary } from '../entities/community';
import { cardPage, feedViewerOf, queryCards, visibleTo } from '../feeds/cards';
import { coopFeed, sketchCardFeed, tagFeed, topsFeed, userFeed } from '../feeds/feeds';
import { nextOffset } from '../feeds/params';
import { badRequest, notFound } from '../http/errors';
import { normalizeTag } from '../../src/lib/sketchRules';
import { IdParams } from '../../src/api/schemas/requestFields';
import {
  SearchTopsQuery,
  TagSketchesParams,
  TagSketchesQuery,
  TopSketchesParams,
  TopSketchesQuery,
  UserSketchesParams,
  UserSketchesQuery,
  type CoopSketchPage,
  type TagSketchPage,
  type UserSketchPage,
} from '../../src/api/schemas/galleries';
import { SketchPageQuery, type SketchPage } from '../../src/api/schemas/sketchCards';

export const INVALID_COOP = 'Invalid co-op';

export async function galleryRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  app.get('/tag/:tag/sketches', { schema: { params: TagSketchesParams, querystring: TagSketchesQuery } }, async (request): Promise<TagSketchPage> => {
    // The tag as sketches keep it (lower case, spaces as dashes), so /tag/CAFÉ finds those tagged café.
    // Here rather than in the shared schema: the rules of tags would join the landing pages' chunk.
    const tag = normalizeTag(request.params.tag);
    if (!tag) throw badRequest('Expected a tag');
    const { sort, page } = request.query;
    return { tag, ...cardPage(ctx.db, feedViewerOf(request.viewer), page, tagFeed(tag, sort)) };
  });

  app.get('/topSketches/:page', { schema: { params: TopSketchesParams, querystring: TopSketchesQuery } }, async (request): Promise<SketchPage> => {
    const { page } = request.params;
    const { filter } = request.query;
    return cardPage(ctx.db, feedViewerOf(request.viewer), page, topsFeed(ctx.clock(), Number(filter)));
  });

  app.get('/user/:id/sketches', { schema: { params: UserSketchesParams, querystring: UserSketchesQuery } }, async (request): Promise<UserSketchPage> => {
    const { id } = request.params;
    const { sort, page } = request.query;
    const userId = userIdOfRef(ctx.db, id);
    const user = findUserSummary(ctx.db, userId);
    if (userId === null || !user) throw notFound(`User ${id} does not exist.`);
    return { user, ...cardPage(ctx.db, feedViewerOf(request.viewer), page, userFeed(userId, sort)) };
  });

  app.get('/api/v2/search/tops', { schema: { querystring: SearchTopsQuery } }, async (request): Promise<SketchPage> => {
    const { days, limit, offset } = request.query;
    const { cards, more } = queryCards(ctx.db, feedViewerOf(request.viewer), { ...topsFeed(ctx.clock(), days), limit, offset });
    return { sketches: cards, next: nextOffset(offset, limit, more) };
  });

  app.get('/api/v2/coop/:id/sketches', { schema: { params: IdParams, querystring: SketchPageQuery } }, async (request): Promise<CoopSketchPage> => {
    const { id } = request.params;
    const { page } = request.query;
    const row = findCoop(ctx.db, id);
    if (!row) throw notFound(INVALID_COOP);
    const viewer = feedViewerOf(request.viewer);
    const base = queryCards(ctx.db, viewer, { ...sketchCardFeed(id), limit: 1, offset: 0 }).cards[0] ?? null;
    const count = coopSketchCount(ctx.db, id, visibleTo(viewer));
    return {
      coop: { id: row.sketch_id, title: row.title, description: row.description, sketch: base, sketches: count },
      ...cardPage(ctx.db, viewer, page, coopFeed(id)),
    };
  });
}
