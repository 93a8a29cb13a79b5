// Yearly awards rules (spec part 1 §2, §5, §8, §9): the years the picker offers, how an address
// names a year, and the texts of the awards page. Pure, so the route table, the screen and the
// reference server share one definition.

export const FIRST_AWARDS_YEAR = 2011;
export const LAST_AWARDS_YEAR = 2022;
/** "Year defaults to 2022". */
export const DEFAULT_AWARDS_YEAR = LAST_AWARDS_YEAR;

/** The years the picker offers, newest first. */
export const AWARDS_YEARS: readonly number[] = Array.from(
  { length: LAST_AWARDS_YEAR - FIRST_AWARDS_YEAR + 1 },
  (_, i) => LAST_AWARDS_YEAR - i,
);

export const isAwardsYear = (year: number): boolean => Number.isInteger(year) && year >= FIRST_AWARDS_YEAR && year <= LAST_AWARDS_YEAR;

/**
 * The year an address part names. Anything that is not a whole number gives the default year
 * (spec §5); so does a number outside the offered years (our rule: the picker cannot show it,
 * and the default is the year a visitor most likely wants).
 */
export function parseAwardsYear(raw: string | null | undefined): number {
  const text = (raw ?? '').trim();
  if (!/^\d{1,6}$/.test(text)) return DEFAULT_AWARDS_YEAR;
  const year = Number(text);
  return isAwardsYear(year) ? year : DEFAULT_AWARDS_YEAR;
}

/** The query flag that turns on the voting preview: present with any value but 0 or false. */
export function hasVotePreview(search: string): boolean {
  const params = new URLSearchParams(search);
  if (!params.has('vote_preview')) return false;
  const value = (params.get('vote_preview') ?? '').trim().toLowerCase();
  return value !== '0' && value !== 'false';
}

export const NOMINATION_CATEGORY_REQUIRED = 'Please choose an award category';
export const NOMINATION_FAILED = 'Sorry there was an error posting the nomination.';
export const NOMINATION_SENT = 'Thanks for your nomination! The award team will look at it.';
export const NOMINATION_SKETCH_REQUIRED = 'Please paste a link to the sketch, or its number.';
export const NOMINATION_ARTIST_REQUIRED = "Please give the artist's nickname or number.";
export const VOTE_SIGN_IN = 'Please log in to vote and to nominate.';
/** The voting preview of a closed year, to anyone but a gloperator: the server keeps only the staff's votes there (ours, not the spec's). */
export const PREVIEW_NOT_KEPT = 'This year is closed: votes and nominations in the preview are not kept.';
