// Compos, their entries and the voting ballot (spec part 1 §2 "Compo page", "Voting ballot",
// §3 "Compo", §7 Compos). The listed compo entity is CompoSchema (home.ts), which the home page
// shares; the compo page's info adds the newest comments.
import * as v from 'valibot';
import { CommentListSchema } from './comments';
import { IdSchema } from './common';
import { CompoSchema } from './home';
import { SketchCardListSchema } from './sketchCards';

export { CompoSchema, type Compo } from './home';

/** The compo list's page size (spec part 1 §9). */
export const COMPO_PAGE_SIZE = 50;
/** Sketches per ballot set (spec part 1 §9). */
export const BALLOT_SET_SIZE = 4;

/** GET /api/v2/compo {page, pageSize: 50}: `next` is the following page number, null at the end. */
export const CompoListPageSchema = v.object({
  compos: v.array(CompoSchema),
  next: v.nullable(v.number()),
});
export type CompoListPage = v.InferOutput<typeof CompoListPageSchema>;

/** GET /api/v2/compo/info {name}: the compo with its newest comments. */
export const CompoInfoSchema = v.object({
  ...CompoSchema.entries,
  comments: CommentListSchema,
});
export type CompoInfo = v.InferOutput<typeof CompoInfoSchema>;

/**
 * One set's vote: the set's sketch ids with the chosen one first, or every id of the set negated
 * when the user skipped it (all marked equal).
 */
export const SetVoteSchema = v.array(IdSchema);
export type SetVote = v.InferOutput<typeof SetVoteSchema>;

/** GET /api/compoVote/{id}: the compo's entries in sets of 4 and the user's previous vote, if any. */
export const BallotSchema = v.object({
  compoId: IdSchema,
  keyName: v.string(),
  title: v.string(),
  endVotingDate: v.string(),
  sets: v.array(SketchCardListSchema),
  /** One entry per set, in the order of `sets`; null before the user's first vote. */
  votes: v.nullable(v.array(SetVoteSchema)),
});
export type Ballot = v.InferOutput<typeof BallotSchema>;

/** POST /api/compoVote/{key}: `step` is how many sets the votes cover; `votes` is JSON text of SetVote[]. */
export interface CompoVoteRequest {
  step: number;
  votes: string;
}

/** POST /compo/{key} (enter a sketch). */
export interface CompoEnterRequest {
  compoId: number;
  sketchId: number;
}
