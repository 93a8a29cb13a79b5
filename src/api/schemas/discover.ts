// The artists directory and search (spec part 1 §7 Session and users): the lists of users by
// sort, the artist search and the search of /search by kind. Client and server share these.
import * as v from 'valibot';
import { MAX_SEARCH_QUERY, SEARCH_KINDS, SEARCH_SORTS, USER_SORTS } from '../../lib/discover';
import { FEED_MAX_OFFSET, pageField, wholeNumber } from './requestFields';
import { SketchCardListSchema } from './sketchCards';
import { UserSummarySchema } from './users';

// The sorts, kinds and limits are plain values of src/lib/discover.ts (the pages' rules use them
// too); re-exported here for the server, which knows the API's files only.
export { MAX_SEARCH_QUERY, SEARCH_KINDS, SEARCH_SORTS, USER_SORTS, USERS_PAGE_SIZE, type SearchKind, type SearchSort, type UserSort } from '../../lib/discover';

const SearchTextField = v.pipe(
  v.string('Expected a search text'),
  v.trim(),
  v.minLength(1, 'Expected a search text'),
  v.maxLength(MAX_SEARCH_QUERY, () => `A search text has at most ${MAX_SEARCH_QUERY} characters`),
);
/** The offset of the next page as text (a page's `cursor`); absent for the first page. */
const SearchCursorField = v.optional(wholeNumber(0, FEED_MAX_OFFSET, 'a cursor'), 0);

/** GET /api/v2/users {page, sort}. */
export const UserListQuery = v.object({
  sort: v.picklist(USER_SORTS, () => `Expected sort=${USER_SORTS.join(', ')}`),
  page: pageField,
});
export type UserListQuery = v.InferInput<typeof UserListQuery>;

/** GET /api/v2/search/user {query, cursor}. */
export const UserSearchQuery = v.object({ query: SearchTextField, cursor: SearchCursorField });
export type UserSearchQuery = v.InferInput<typeof UserSearchQuery>;

/** The path of GET /api/v2/search/{kind}. */
export const SearchParams = v.object({ kind: v.picklist(SEARCH_KINDS, () => `Expected a kind: ${SEARCH_KINDS.join(', ')}`) });
export type SearchParams = v.InferInput<typeof SearchParams>;

/** GET /api/v2/search/{kind} {query, sort, cursor}. */
export const SearchQuery = v.object({
  query: SearchTextField,
  sort: v.optional(v.picklist(SEARCH_SORTS, 'Expected sort=recent or top'), 'recent'),
  cursor: SearchCursorField,
});
export type SearchQuery = v.InferInput<typeof SearchQuery>;

/** GET /api/v2/users: a page of users (a bare list; a short page is the last). */
export const UserListSchema = v.array(UserSummarySchema);

const CursorSchema = v.nullable(v.string());

/** GET /api/v2/search/user and GET /api/v2/search/artists: users and the next page's cursor (null at the end). */
export const UserSearchPageSchema = v.object({ users: UserListSchema, cursor: CursorSchema });
export type UserSearchPage = v.InferOutput<typeof UserSearchPageSchema>;

/** GET /api/v2/search/sketches and /magic: sketch cards and the next page's cursor. */
export const SketchSearchPageSchema = v.object({ sketches: SketchCardListSchema, cursor: CursorSchema });
export type SketchSearchPage = v.InferOutput<typeof SketchSearchPageSchema>;
