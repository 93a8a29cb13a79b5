// Community event addresses: compos, challenges, awards (one domain of the site's builders:
// ./site.ts says why they are split).
import { segment } from './site';

export const eventPaths = {
  /** The yearly awards; the voting preview keeps its query flag. */
  awards: (year?: number, votePreview = false) => `/awards${year === undefined ? '' : `/${segment(year)}`}${votePreview ? '?vote_preview=1' : ''}`,
} as const;
