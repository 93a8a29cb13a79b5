// The artists directory and the searches of /artists and /search (spec part 1 §7), as queries.
// Visibility (spec part 1 §5): users the viewer blocks are never listed; sketches go through
// the feeds' filter (cards.ts: mature only for mature viewers, nothing by blocked users, no
// unlisted or violating sketches of others).
//
// What "magic" search means here (the spec names the kind, not its rule): the text is split into
// words (at most MAGIC_MAX_WORDS), and a sketch matches when EVERY word appears somewhere in its
// title, its tags, its description or its artist's nickname. Matches are ranked by where the
// words were found (title 3, tag 2, nickname 2, description 1, summed over the words), and the
// chosen sort (recent or top) orders sketches of equal rank. The "sketches" kind, by contrast,
// looks for the whole text as one phrase in the title, a tag or the description.
import type { UserSummary } from '../../src/api/schemas/users';
import type { SearchSort, UserSort } from '../../src/api/schemas/discover';
import type { Db } from '../db/database';
import { directoryRows, type DirectoryQuery, type DirectoryRow } from '../data/users';
import { textMatch, type TextMatch } from '../data/textSearch';
import { queryCards, type FeedViewer } from '../feeds/cards';
import { avatarUrl } from './urls';

export const MAGIC_MAX_WORDS = 6;

function directoryUser(row: DirectoryRow): UserSummary {
  return {
    id: row.id,
    nickname: row.nickname,
    avatar: avatarUrl(row.id, row.avatar_sketch_id),
    glops: row.glops,
    fans: row.fans,
    sketches: row.sketches,
    since: row.patron_since,
  };
}

function userRows(db: Db, viewer: FeedViewer | null, query: DirectoryQuery, limit: number, offset: number): Slice<UserSummary> {
  const rows = directoryRows(db, query, viewer, limit + 1, offset);
  return { items: rows.slice(0, limit).map(directoryUser), more: rows.length > limit };
}

/**
 * The directory's lists: active (the latest upload first), birthday (born on today's day and
 * month, UTC, by glops descending: spec part 1 §5), fans, glops and sketches (most first), and
 * patrons (the longest-standing first).
 */
function directoryQuery(sort: UserSort, now: number): DirectoryQuery {
  switch (sort) {
    case 'active':
      return {
        join: 'JOIN (SELECT user_id, max(created) AS last_upload FROM sketches WHERE unlisted = 0 AND violation IS NULL GROUP BY user_id) a ON a.user_id = u.id',
        order: 'a.last_upload DESC',
      };
    case 'birthday': {
      const today = new Date(now);
      return { where: 'u.birth_day = ? AND u.birth_month = ?', params: [today.getUTCDate(), today.getUTCMonth() + 1], order: 'u.glops DESC' };
    }
    case 'fans':
      return { order: 'fans DESC' };
    case 'glops':
      return { order: 'u.glops DESC' };
    case 'sketches':
      return { order: 'sketches DESC' };
    case 'patrons':
      return { where: 'u.patron_since IS NOT NULL', order: 'u.patron_since ASC' };
  }
}

export function directoryPage(db: Db, viewer: FeedViewer | null, sort: UserSort, page: number, pageSize: number, now: number): UserSummary[] {
  return userRows(db, viewer, directoryQuery(sort, now), pageSize, (page - 1) * pageSize).items;
}


export interface Slice<T> {
  items: T[];
  more: boolean;
}

/** Artist search of /artists: nicknames containing the text, those starting with it first, then by glops. */
export function searchUsersByName(db: Db, viewer: FeedViewer | null, text: string, limit: number, offset: number): Slice<UserSummary> {
  const match = textMatch(text);
  return userRows(
    db,
    viewer,
    { where: match.like('u.nickname'), params: [match.contains], order: `(${match.like('u.nickname')}) DESC, u.glops DESC`, orderParams: [match.startsWith] },
    limit,
    offset,
  );
}

/** The artists of /search: nicknames containing the text, the most glops first (top) or the newest members first (recent). */
export function searchArtists(db: Db, viewer: FeedViewer | null, text: string, sort: SearchSort, limit: number, offset: number): Slice<UserSummary> {
  const order = sort === 'top' ? 'u.glops DESC' : 'u.created DESC';
  const match = textMatch(text);
  return userRows(db, viewer, { where: match.like('u.nickname'), params: [match.contains], order }, limit, offset);
}

const SKETCH_ORDER: Record<SearchSort, string> = {
  recent: 's.created DESC, s.id DESC',
  top: 's.hearts DESC, s.rules DESC, s.id DESC',
};

const inTitle = (match: TextMatch, alias: string) => match.like(`coalesce(${alias}.title, '')`);
const inDescription = (match: TextMatch, alias: string) => match.like(`${alias}.description`);
const inTags = (match: TextMatch, alias: string) => `EXISTS (SELECT 1 FROM sketch_tags tg WHERE tg.sketch_id = ${alias}.id AND ${match.like('tg.tag')})`;

/** Sketches with the whole text in the title, a tag or the description. */
export function searchSketches(db: Db, viewer: FeedViewer | null, text: string, sort: SearchSort, limit: number, offset: number) {
  const match = textMatch(text);
  const { cards, more } = queryCards(db, viewer, {
    where: `(${inTitle(match, 's')} OR ${inDescription(match, 's')} OR ${inTags(match, 's')})`,
    params: [match.contains, match.contains, match.contains],
    order: SKETCH_ORDER[sort],
    limit,
    offset,
  });
  return { items: cards, more };
}

/** The words of a magic search: lower case, each once, at most MAGIC_MAX_WORDS. */
export function magicWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, MAGIC_MAX_WORDS);
}

/** The magic search (see the top of this file): every word somewhere, ranked by where. */
export function searchMagic(db: Db, viewer: FeedViewer | null, text: string, sort: SearchSort, limit: number, offset: number) {
  const words = magicWords(text).map(textMatch);
  const fields = ["coalesce(m.title, '')", 'mu.nickname', 'm.description'];
  const anyField = (word: TextMatch) => `(${fields.map(word.like).join(' OR ')} OR ${inTags(word, 'm')})`;
  const score = (word: TextMatch) => `(3 * (${inTitle(word, 'm')}) + 2 * (${inTags(word, 'm')}) + 2 * (${word.like('mu.nickname')}) + (${inDescription(word, 'm')}))`;
  const fourTimes = (word: TextMatch) => [word.contains, word.contains, word.contains, word.contains];
  const { cards, more } = queryCards(db, viewer, {
    join: `JOIN (SELECT m.id AS sid, ${words.map(score).join(' + ')} AS score
        FROM sketches m JOIN users mu ON mu.id = m.user_id
        WHERE ${words.map(anyField).join(' AND ')}) r ON r.sid = s.id`,
    joinParams: [...words.flatMap(fourTimes), ...words.flatMap(fourTimes)],
    order: `r.score DESC, ${SKETCH_ORDER[sort]}`,
    limit,
    offset,
  });
  return { items: cards, more };
}
