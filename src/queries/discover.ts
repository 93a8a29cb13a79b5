// The lists of the artists directory and of search, as endless lists of the query layer: one key
// per list, sort, text and viewer (a viewer's blocks change what the server answers).
import { endlessList, type Page, type Cursor } from './endlessList';
import { fetchUsers, searchArtists, searchSketches, searchUsers } from '../api/discover';
import { USERS_PAGE_SIZE, type SearchKind, type SearchSort, type UserSort } from '../api/schemas/discover';
import type { SketchCard } from '../api/schemas/sketchCards';
import type { UserSummary } from '../api/schemas/users';
import { FIRST_PAGE_ONLY } from '../lib/discover';
import { byGlopsDescending } from '../lib/visibility';

const pageNumber = (cursor: Cursor) => (typeof cursor === 'number' ? cursor : Number(cursor) || 1);
const cursorText = (cursor: Cursor) => (cursor === null ? null : String(cursor));

/**
 * A directory tab's list. The server answers a bare list of 25: a full page may have a next one.
 * Active, Birthday and Patrons stop after their first page, and birthdays are by glops,
 * descending, whatever order they came in (spec part 1 §5).
 */
export function directoryList(sort: UserSort, viewerId: number | null) {
  return endlessList(['directory', sort, viewerId], async (cursor): Promise<Page<UserSummary>> => {
    const page = pageNumber(cursor);
    const users = await fetchUsers(sort, page);
    const more = users.length >= USERS_PAGE_SIZE && !FIRST_PAGE_ONLY.has(sort);
    return { items: sort === 'birthday' ? byGlopsDescending(users) : users, next: more ? page + 1 : null };
  });
}

/** The artist search of /artists. */
export function artistSearchList(query: string, viewerId: number | null) {
  return endlessList(['artistSearch', query, viewerId], async (cursor): Promise<Page<UserSummary>> => {
    const page = await searchUsers(query, cursorText(cursor));
    return { items: page.users, next: page.cursor };
  });
}

/** The artists of /search. */
export function searchArtistList(query: string, sort: SearchSort, viewerId: number | null) {
  return endlessList(['search', 'artists', query, sort, viewerId], async (cursor): Promise<Page<UserSummary>> => {
    const page = await searchArtists(query, sort, cursorText(cursor));
    return { items: page.users, next: page.cursor };
  });
}

/** The sketches of /search (by phrase or magic). */
export function searchSketchList(kind: Exclude<SearchKind, 'artists'>, query: string, sort: SearchSort, viewerId: number | null) {
  return endlessList(['search', kind, query, sort, viewerId], async (cursor): Promise<Page<SketchCard>> => {
    const page = await searchSketches(kind, query, sort, cursorText(cursor));
    return { items: page.sketches, next: page.cursor };
  });
}
