// Gallery calls (spec part 1 §7, Home and galleries), all paged by 25:
//   GET /tag/{tag}/sketches {sort: recent|top, page, format=json}          -> TagSketchPage
//   GET /topSketches/{page}?format=json&filter=7|30|365 (days; default 7)  -> SketchPage
//   GET /user/{id or name}/sketches {sort: recent|top|oldest, page, format=json} -> UserSketchPage
//   GET /api/v2/search/tops {days: 7|30|365, limit, offset}               -> SketchPage (next = offset)
//   GET /api/v2/coop/{id}/sketches {page}: a co-op's continuations         -> CoopSketchPage
// The group gallery is POST /api/v2/group {action: 'sketches'} (routes/group.ts).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { DomainOptions } from '../context';
import { coopSketchCount, findCoop } from '../data/content';
import { userIdOfRef } from '../data/users';
import { findUserSummary } from '../entities/community';
import { cardPage, queryCards, MAX_PAGE } from '../feeds/cards';
import { coopFeed, sketchCardFeed, tagFeed, topsFeed, TOP_WINDOWS, userFeed } from '../feeds/feeds';
import { formatField, limitField, nextOffset, offsetField, pageField, wholeNumber } from '../feeds/params';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validation';
import { idField } from '../../src/api/schemas/requestFields';
import { feedViewerOf } from './actingUser';
import type { CoopSketchPage, TagSketchPage, UserSketchPage } from '../../src/api/schemas/galleries';
import type { SketchPage } from '../../src/api/schemas/sketchCards';

export const INVALID_COOP = 'Invalid co-op';
const MAX_TAG_LENGTH = 64;

const tagParams = v.object({
  tag: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Expected a tag'),
    v.maxLength(MAX_TAG_LENGTH, `A tag has at most ${MAX_TAG_LENGTH} characters`),
    v.regex(/^[^/?#]+$/, 'A tag cannot contain / ? or #'),
  ),
});
const tagQuery = v.object({ sort: v.optional(v.picklist(['recent', 'top'], 'Expected sort=recent or top'), 'recent'), page: pageField, format: formatField });
const topSketchesParams = v.object({ page: wholeNumber(1, MAX_PAGE, 'a page number') });
const topSketchesQuery = v.object({
  format: formatField,
  filter: v.optional(v.picklist(['7', '30', '365'], 'Expected filter=7, 30 or 365 (days)'), '7'),
});
const userParams = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64, 'Expected a user id or name')) });
const userQuery = v.object({
  sort: v.optional(v.picklist(['recent', 'top', 'oldest'], 'Expected sort=recent, top or oldest'), 'recent'),
  page: pageField,
  format: formatField,
});
const topsQuery = v.object({
  days: v.pipe(
    v.union([v.string(), v.number()], 'Expected days=7, 30 or 365'),
    v.transform(Number),
    v.picklist(TOP_WINDOWS, 'Expected days=7, 30 or 365'),
  ),
  limit: limitField,
  offset: offsetField,
});
const coopParams = v.object({ id: idField });

export async function galleryRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  app.get('/tag/:tag/sketches', async (request): Promise<TagSketchPage> => {
    const { tag } = parseInput(tagParams, request.params, 'path');
    const { sort, page } = parseInput(tagQuery, request.query, 'query');
    return { tag, ...cardPage(ctx.db, feedViewerOf(request.viewer), page, tagFeed(tag, sort)) };
  });

  app.get('/topSketches/:page', async (request): Promise<SketchPage> => {
    const { page } = parseInput(topSketchesParams, request.params, 'path');
    const { filter } = parseInput(topSketchesQuery, request.query, 'query');
    return cardPage(ctx.db, feedViewerOf(request.viewer), page, topsFeed(ctx.clock(), Number(filter)));
  });

  app.get('/user/:id/sketches', async (request): Promise<UserSketchPage> => {
    const { id } = parseInput(userParams, request.params, 'path');
    const { sort, page } = parseInput(userQuery, request.query, 'query');
    const userId = userIdOfRef(ctx.db, id);
    const user = findUserSummary(ctx.db, userId);
    if (userId === null || !user) throw notFound(`User ${id} does not exist.`);
    return { user, ...cardPage(ctx.db, feedViewerOf(request.viewer), page, userFeed(userId, sort)) };
  });

  app.get('/api/v2/search/tops', async (request): Promise<SketchPage> => {
    const { days, limit, offset } = parseInput(topsQuery, request.query, 'query');
    const { cards, more } = queryCards(ctx.db, feedViewerOf(request.viewer), { ...topsFeed(ctx.clock(), days), limit, offset });
    return { sketches: cards, next: nextOffset(offset, limit, more) };
  });

  app.get('/api/v2/coop/:id/sketches', async (request): Promise<CoopSketchPage> => {
    const { id } = parseInput(coopParams, request.params, 'path');
    const { page } = parseInput(v.object({ page: pageField }), request.query, 'query');
    const row = findCoop(ctx.db, id);
    if (!row) throw notFound(INVALID_COOP);
    const viewer = feedViewerOf(request.viewer);
    const base = queryCards(ctx.db, viewer, { ...sketchCardFeed(id), limit: 1, offset: 0 }).cards[0] ?? null;
    const count = coopSketchCount(ctx.db, id);
    return {
      coop: { id: row.sketch_id, title: row.title, description: row.description, sketch: base, sketches: count },
      ...cardPage(ctx.db, viewer, page, coopFeed(id)),
    };
  });
}
