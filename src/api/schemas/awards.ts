// Yearly awards (spec part 1 §3 "Awards", §7): a year's artist and sketch categories, each with
// its candidates, the viewer's vote and the winner. `votingOpen` is ours (the spec leaves the
// shape open): the server says whether this year takes votes and nominations, so the page never
// offers what the server would refuse.
import * as v from 'valibot';
import { IdSchema } from './common';
import { SketchCardListSchema } from './sketchCards';
import { UserSummarySchema } from './users';

export const AwardCategorySchema = v.object({
  id: IdSchema,
  title: v.string(),
  /** The candidates of an artist category. */
  artists: v.optional(v.array(UserSummarySchema)),
  /** The candidates of a sketch category. */
  sketches: v.optional(SketchCardListSchema),
  /** The viewer's choice (a user or sketch id), or null. */
  vote: v.nullable(IdSchema),
  /** The winning candidate of a closed year, or null. */
  winner: v.nullable(IdSchema),
});
export type AwardCategory = v.InferOutput<typeof AwardCategorySchema>;

export const AwardsSchema = v.object({
  year: v.number(),
  votingOpen: v.boolean(),
  artistCategories: v.array(AwardCategorySchema),
  sketchCategories: v.array(AwardCategorySchema),
  /** Plain text about the year's awards (dates, rules), or null. */
  infos: v.nullable(v.string()),
});
export type Awards = v.InferOutput<typeof AwardsSchema>;

export type AwardKind = 'artist' | 'sketch';

/** POST /api/v2/awards/vote: `obj` null takes the vote back. `vp` votes in the preview. */
export interface AwardVoteRequest {
  cat: number;
  obj: number | null;
  vp?: boolean;
}

/** POST /awards: a sketch (id or pasted link) or an artist (id or nickname) for a category. */
export type NominationRequest =
  | { categoryId: number; action: 'nominateSketch'; sketchId: string | number; vp?: boolean }
  | { categoryId: number; action: 'nominateArtist'; artistId: string | number; vp?: boolean };
