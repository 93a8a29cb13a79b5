// Compos, their entries and the voting ballot (spec part 1 §2 "Compo page", "Voting ballot",
// §3 "Compo", §7 Compos). The listed compo entity is CompoSchema (home.ts), which the home page
// shares; the compo page's info adds the newest comments.
import * as v from 'valibot';
import { CommentListSchema } from './comments';
import { IdSchema } from './common';
import { CompoSchema } from './home';
import { formatField, idField, pageField, wholeNumber } from './requestFields';
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

/** A compo's key name or id, as one path segment or field. */
const compoName = v.pipe(v.string('Expected a compo name'), v.trim(), v.minLength(1, 'Expected a compo name'), v.maxLength(100, 'At most 100 characters'));

/** GET /api/v2/compo {page, pageSize}. */
export const CompoListQuery = v.object({ page: pageField, pageSize: v.optional(wholeNumber(1, COMPO_PAGE_SIZE, 'a page size'), COMPO_PAGE_SIZE) });
export type CompoListQuery = v.InferInput<typeof CompoListQuery>;

/** GET /api/v2/compo/info {name}: the compo's key name or id. */
export const CompoInfoQuery = v.object({ name: compoName });
export type CompoInfoQuery = v.InferInput<typeof CompoInfoQuery>;

/** GET /compo/{key}/{page}. */
export const CompoEntriesParams = v.object({ key: compoName, page: wholeNumber(1, 2000, 'a page number') });
export type CompoEntriesParams = v.InferInput<typeof CompoEntriesParams>;

/** GET /compo/{key}/{page}?format=json[&sort=recent|place]: by place unless asked otherwise. */
export const CompoEntriesQuery = v.object({ format: formatField, sort: v.optional(v.picklist(['recent', 'place'], 'Expected sort=recent or place')) });
export type CompoEntriesQuery = v.InferInput<typeof CompoEntriesQuery>;

/** POST /api/compoVote/{key}, POST /compo/{key}: the compo's key name or id. */
export const CompoKeyParams = v.object({ key: compoName });
export type CompoKeyParams = v.InferInput<typeof CompoKeyParams>;

/** POST /api/compoVote/{key}: `step` is how many sets the votes cover; `votes` is JSON text of SetVote[] (its shape is checked against the ballot). */
export const CompoVoteBody = v.object({
  step: wholeNumber(1, 10_000, 'a step'),
  votes: v.pipe(v.string('Expected the votes as JSON text'), v.maxLength(200_000, 'Too many votes')),
});
export type CompoVoteBody = v.InferInput<typeof CompoVoteBody>;

/** POST /compo/{key} {compoId, sketchId}: the creator enters a sketch in an open compo. */
export const CompoEnterBody = v.object({ compoId: idField, sketchId: idField });
export type CompoEnterBody = v.InferInput<typeof CompoEnterBody>;

/** POST /api/compoRemoveSketch {which}: the creator takes the sketch out while the compo is open. */
export const CompoRemoveSketchBody = v.object({ which: idField });
export type CompoRemoveSketchBody = v.InferInput<typeof CompoRemoveSketchBody>;
