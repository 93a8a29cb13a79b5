// Searching text in SQL. SQLite's LIKE folds the case of A to Z only, so 'élan' would not find
// 'Élan' (nor 'ÑANDÚ' 'ñandú'). A search for a text beyond ASCII folds both sides with one
// function: `fold` in SQL (registered on each connection: db/database.ts) and foldCase here for
// the pattern. A text of ASCII alone keeps SQLite's own LIKE, which finds the same and costs a
// less than half as much over every sketch (a magic search of the seed: 5.6 against 12 ms), as no call into
// JavaScript is made for each row.
// Before folding, a text is put in one form (NFKC), so the forms a keyboard or a paste may give of
// one word are one: 'é' typed, or e and a combining accent as macOS and iOS paste it; full-width
// 'ｉｎｋｙ' from a Japanese keyboard and 'inky'. Marks no one sees (zero-width spaces and joiners,
// a byte-order mark) are dropped, so a pasted name still finds its artist. (A query that is ASCII
// in this form takes SQLite's LIKE, as above, which does not fold a stored 'İ': 'istanbul' finds
// 'Istanbul' and not 'İstanbul'; 'İstanbul' finds both.)
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff]/g;

/** A search's text in its one form (see above), not yet folded. */
export const searchForm = (text: string): string => text.normalize('NFKC').replace(INVISIBLE, '');

/**
 * The one case folding of searches (JavaScript's, which knows every script's letters), of the
 * text's one form. Turkish 'İ' lowers to i and a combining dot: the dot goes, so 'İstanbul'
 * and 'istanbul' are one.
 */
export const foldCase = (text: string): string => searchForm(text).toLowerCase().replace(/i\u0307/g, 'i');

/** The SQL function `fold` as registered on a connection: strings folded, anything else as it is. */
export const foldSqlValue = (value: unknown): unknown => (typeof value === 'string' ? foldCase(value) : value);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const ASCII_ONLY = /^[\x20-\x7e]*$/;

export interface TextMatch {
  /** The condition that `sqlText` (a column or expression) matches one of the patterns below. */
  like: (sqlText: string) => string;
  /** Finds the text anywhere, in any case (its own % and _ taken literally). */
  contains: string;
  /** Finds what starts with the text, in any case. */
  startsWith: string;
}

/** The condition that `sqlText` (a column or expression) matches a folded pattern. */
export const likeFolded = (sqlText: string) => `fold(${sqlText}) LIKE ? ESCAPE '\\'`;
/** A folded pattern that finds `text` anywhere, in any case. */
export const containsFolded = (text: string) => `%${escapeLike(foldCase(text))}%`;

/**
 * How SQL finds `text` in any case (see the top of this file). Statements compiled once over a
 * small table (groups, challenges) take likeFolded and containsFolded alone, so one text serves
 * every search.
 */
export function textMatch(typed: string): TextMatch {
  const text = searchForm(typed);
  if (ASCII_ONLY.test(text)) {
    return { like: (sqlText) => `${sqlText} LIKE ? ESCAPE '\\'`, contains: `%${escapeLike(text)}%`, startsWith: `${escapeLike(text)}%` };
  }
  return { like: likeFolded, contains: containsFolded(text), startsWith: `${escapeLike(foldCase(text))}%` };
}
