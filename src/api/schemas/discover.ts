// The artists directory and search (spec part 1 §7 Session and users): the lists of users by
// sort, the artist search and the search of /search by kind. Client and server share these.
import * as v from 'valibot';
import { SketchCardListSchema } from './sketchCards';
import { UserSummarySchema } from './users';

// The sorts, kinds and limits are plain values of src/lib/discover.ts (the pages' rules use them
// too); re-exported here for the server, which knows the API's files only.
export { MAX_SEARCH_QUERY, SEARCH_KINDS, SEARCH_SORTS, USER_SORTS, USERS_PAGE_SIZE, type SearchKind, type SearchSort, type UserSort } from '../../lib/discover';

/** GET /api/v2/users: a page of users (a bare list; a short page is the last). */
export const UserListSchema = v.array(UserSummarySchema);

const CursorSchema = v.nullable(v.string());

/** GET /api/v2/search/user and GET /api/v2/search/artists: users and the next page's cursor (null at the end). */
export const UserSearchPageSchema = v.object({ users: UserListSchema, cursor: CursorSchema });
export type UserSearchPage = v.InferOutput<typeof UserSearchPageSchema>;

/** GET /api/v2/search/sketches and /magic: sketch cards and the next page's cursor. */
export const SketchSearchPageSchema = v.object({ sketches: SketchCardListSchema, cursor: CursorSchema });
export type SketchSearchPage = v.InferOutput<typeof SketchSearchPageSchema>;
