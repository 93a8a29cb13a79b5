// The artists directory and search (spec part 1 §7 Session and users), all public reads:
//   GET /api/v2/users {page, sort: active|birthday|fans|glops|sketches|patrons} -> UserSummary[] (25 a page)
//   GET /api/v2/search/user {query, cursor}                -> {users, cursor}  (the artist search of /artists)
//   GET /api/v2/search/{kind} {query, sort, cursor}        -> artists: {users, cursor}; sketches, magic: {sketches, cursor}
// A cursor is the offset of the next page as text, null at the end. The search text is trimmed,
// must not be empty and has at most MAX_SEARCH_QUERY characters. What each search matches is
// described in entities/directory.ts. GET /api/v2/search/tops is a gallery (routes/galleries.ts).
import {
  SearchParams,
  SearchQuery,
  UserListQuery,
  UserSearchQuery,
  USERS_PAGE_SIZE,
  type SketchSearchPage,
  type UserSearchPage,
} from '../../src/api/schemas/discover';
import { FEED_MAX_OFFSET, FEED_PAGE_SIZE } from '../../src/api/schemas/requestFields';
import type { UserSummary } from '../../src/api/schemas/users';
import type { DomainApp, DomainOptions } from '../context';
import { directoryPage, searchArtists, searchMagic, searchSketches, searchUsersByName, type Slice } from '../entities/directory';
import { feedViewerOf } from '../feeds/cards';

/** The cursor after a slice that started at `offset`: null at the end. */
const cursorAfter = (offset: number, limit: number, slice: Slice<unknown>) =>
  slice.more && offset + limit <= FEED_MAX_OFFSET ? String(offset + limit) : null;

const usersPage = (offset: number, slice: Slice<UserSummary>): UserSearchPage => ({
  users: slice.items,
  cursor: cursorAfter(offset, USERS_PAGE_SIZE, slice),
});

export async function discoverRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  app.get('/api/v2/users', { schema: { querystring: UserListQuery } }, async (request): Promise<UserSummary[]> => {
    const { sort, page } = request.query;
    return directoryPage(ctx.db, feedViewerOf(request.viewer), sort, page, USERS_PAGE_SIZE, ctx.clock());
  });

  app.get('/api/v2/search/user', { schema: { querystring: UserSearchQuery } }, async (request): Promise<UserSearchPage> => {
    const { query, cursor } = request.query;
    return usersPage(cursor, searchUsersByName(ctx.db, feedViewerOf(request.viewer), query, USERS_PAGE_SIZE, cursor));
  });

  app.get('/api/v2/search/:kind', { schema: { params: SearchParams, querystring: SearchQuery } }, async (request): Promise<UserSearchPage | SketchSearchPage> => {
    const { kind } = request.params;
    const { query, sort, cursor } = request.query;
    const viewer = feedViewerOf(request.viewer);
    if (kind === 'artists') return usersPage(cursor, searchArtists(ctx.db, viewer, query, sort, USERS_PAGE_SIZE, cursor));
    const slice = (kind === 'magic' ? searchMagic : searchSketches)(ctx.db, viewer, query, sort, FEED_PAGE_SIZE, cursor);
    return { sketches: slice.items, cursor: cursorAfter(cursor, FEED_PAGE_SIZE, slice) };
  });
}
