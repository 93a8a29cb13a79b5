// The artists directory and search (spec part 1 §7 Session and users).
import { get } from './client';
import {
  SketchSearchPageSchema,
  UserListSchema,
  UserSearchPageSchema,
  type SearchKind,
  type SearchQuery,
  type SearchSort,
  type UserListQuery,
  type UserSearchQuery,
  type UserSort,
} from './schemas/discover';

/** A page (1-based) of the directory in `sort` order. */
export const fetchUsers = (sort: UserSort, page: number, signal?: AbortSignal) => get('/api/v2/users', UserListSchema, { page, sort } satisfies UserListQuery, { signal });

/** The artist search of /artists; `cursor` null for the first page. */
export const searchUsers = (query: string, cursor: string | null, signal?: AbortSignal) =>
  get('/api/v2/search/user', UserSearchPageSchema, { query, cursor: cursor ?? undefined } satisfies UserSearchQuery, { signal });

/** The artists of /search. */
export const searchArtists = (query: string, sort: SearchSort, cursor: string | null, signal?: AbortSignal) =>
  get('/api/v2/search/artists', UserSearchPageSchema, { query, sort, cursor: cursor ?? undefined } satisfies SearchQuery, { signal });

/** The sketches of /search, by phrase (sketches) or by every word anywhere (magic). */
export const searchSketches = (kind: Exclude<SearchKind, 'artists'>, query: string, sort: SearchSort, cursor: string | null, signal?: AbortSignal) =>
  get(`/api/v2/search/${kind}`, SketchSearchPageSchema, { query, sort, cursor: cursor ?? undefined } satisfies SearchQuery, { signal });
