// The artists directory and search (spec part 1 §7 Session and users), all public reads:
//   GET /api/v2/users {page, sort: active|birthday|fans|glops|sketches|patrons} -> UserSummary[] (25 a page)
//   GET /api/v2/search/user {query, cursor}                -> {users, cursor}  (the artist search of /artists)
//   GET /api/v2/search/{kind} {query, sort, cursor}        -> artists: {users, cursor}; sketches, magic: {sketches, cursor}
// A cursor is the offset of the next page as text, null at the end. The search text is trimmed,
// must not be empty and has at most MAX_SEARCH_QUERY characters. What each search matches is
// described in entities/directory.ts. GET /api/v2/search/tops is a gallery (routes/galleries.ts).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  MAX_SEARCH_QUERY,
  SEARCH_KINDS,
  SEARCH_SORTS,
  USER_SORTS,
  USERS_PAGE_SIZE,
  type SketchSearchPage,
  type UserSearchPage,
} from '../../src/api/schemas/discover';
import type { UserSummary } from '../../src/api/schemas/users';
import type { DomainOptions } from '../context';
import { directoryPage, searchArtists, searchMagic, searchSketches, searchUsersByName, type Slice } from '../entities/directory';
import { MAX_OFFSET, PAGE_SIZE } from '../feeds/cards';
import { pageField, wholeNumber } from '../feeds/params';
import { parseInput } from '../http/validation';
import { feedViewerOf } from './actingUser';

const queryField = v.pipe(
  v.string('Expected a search text'),
  v.trim(),
  v.minLength(1, 'Expected a search text'),
  v.maxLength(MAX_SEARCH_QUERY, `A search text has at most ${MAX_SEARCH_QUERY} characters`),
);
const cursorField = v.optional(wholeNumber(0, MAX_OFFSET, 'a cursor'), 0);

const usersQuery = v.object({
  sort: v.picklist(USER_SORTS, `Expected sort=${USER_SORTS.join(', ')}`),
  page: pageField,
});
const userSearchQuery = v.object({ query: queryField, cursor: cursorField });
const searchParams = v.object({ kind: v.picklist(SEARCH_KINDS, `Expected a kind: ${SEARCH_KINDS.join(', ')}`) });
const searchQuery = v.object({
  query: queryField,
  sort: v.optional(v.picklist(SEARCH_SORTS, 'Expected sort=recent or top'), 'recent'),
  cursor: cursorField,
});

/** The cursor after a slice that started at `offset`: null at the end. */
const cursorAfter = (offset: number, limit: number, slice: Slice<unknown>) =>
  slice.more && offset + limit <= MAX_OFFSET ? String(offset + limit) : null;

const usersPage = (offset: number, slice: Slice<UserSummary>): UserSearchPage => ({
  users: slice.items,
  cursor: cursorAfter(offset, USERS_PAGE_SIZE, slice),
});

export async function discoverRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  app.get('/api/v2/users', async (request): Promise<UserSummary[]> => {
    const { sort, page } = parseInput(usersQuery, request.query, 'query');
    return directoryPage(ctx.db, feedViewerOf(request.viewer), sort, page, USERS_PAGE_SIZE, ctx.clock());
  });

  app.get('/api/v2/search/user', async (request): Promise<UserSearchPage> => {
    const { query, cursor } = parseInput(userSearchQuery, request.query, 'query');
    return usersPage(cursor, searchUsersByName(ctx.db, feedViewerOf(request.viewer), query, USERS_PAGE_SIZE, cursor));
  });

  app.get('/api/v2/search/:kind', async (request): Promise<UserSearchPage | SketchSearchPage> => {
    const { kind } = parseInput(searchParams, request.params, 'path');
    const { query, sort, cursor } = parseInput(searchQuery, request.query, 'query');
    const viewer = feedViewerOf(request.viewer);
    if (kind === 'artists') return usersPage(cursor, searchArtists(ctx.db, viewer, query, sort, USERS_PAGE_SIZE, cursor));
    const slice = (kind === 'magic' ? searchMagic : searchSketches)(ctx.db, viewer, query, sort, PAGE_SIZE, cursor);
    return { sketches: slice.items, cursor: cursorAfter(cursor, PAGE_SIZE, slice) };
  });
}
