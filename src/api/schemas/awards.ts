// Yearly awards (spec part 1 §3 "Awards", §7): a year's artist and sketch categories, each with
// its candidates, the viewer's vote and the winner. `votingOpen` is ours (the spec leaves the
// shape open): the server says whether this year takes votes and nominations, so the page never
// offers what the server would refuse. So is `votesKept`: whether the viewer's votes and
// nominations are stored (false in a closed year's voting preview, but for a gloperator's).
import * as v from 'valibot';
import { isAwardsYear, NOMINATION_CATEGORY_REQUIRED } from '../../lib/awards';
import { IdSchema } from './common';
import { flagField, idField, sketchIdOrLinkText } from './requestFields';
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
  votesKept: v.boolean(),
  artistCategories: v.array(AwardCategorySchema),
  sketchCategories: v.array(AwardCategorySchema),
  /** Plain text about the year's awards (dates, rules), or null. */
  infos: v.nullable(v.string()),
});
export type Awards = v.InferOutput<typeof AwardsSchema>;

export type AwardKind = 'artist' | 'sketch';

/** Longest nickname a nomination names an artist by. */
const NOMINEE_NICKNAME_MAX = 64;

const yearField = v.pipe(idField, v.check(isAwardsYear, 'Expected a year from 2011 to 2022'));
/** `vp`: the voting preview (the page's vote_preview flag). */
const previewField = v.optional(flagField, false);

/** GET /api/v2/awards/info {year, vp}. */
export const AwardsInfoQuery = v.object({ year: yearField, vp: previewField });
export type AwardsInfoQuery = v.InferInput<typeof AwardsInfoQuery>;

/** POST /api/v2/awards/vote: `obj` null takes the vote back. `vp` votes in the preview. */
export const AwardVoteBody = v.object({ cat: idField, obj: v.nullable(idField), vp: previewField });
export type AwardVoteBody = v.InferInput<typeof AwardVoteBody>;

/** A sketch by id, or by a pasted sketch link. */
const sketchRef = v.union(
  [idField, v.pipe(v.string(), v.maxLength(2000, 'The link is too long'), sketchIdOrLinkText('Expected a sketch link or number'), v.number('Expected a sketch link or number'))],
  'Expected a sketch link or number',
);
/** An artist by id, or by nickname. */
const artistRef = v.union(
  [idField, v.pipe(v.string(), v.trim(), v.minLength(1, 'Expected an artist'), v.maxLength(NOMINEE_NICKNAME_MAX, 'Expected a nickname'))],
  'Expected an artist id or nickname',
);

/** POST /awards: a sketch (id or pasted link) or an artist (id or nickname) for a category. */
/** A nomination without a category says what the form says (spec part 1 §5), not the schema's words. */
const nominationMessage = (issue: v.ObjectIssue) =>
  issue.expected === '"categoryId"' ? NOMINATION_CATEGORY_REQUIRED : `Expected ${issue.expected} but received ${issue.received}`;

export const AwardNominationBody = v.variant(
  'action',
  [
    v.object({ categoryId: idField, action: v.literal('nominateSketch'), sketchId: sketchRef, vp: previewField }, nominationMessage),
    v.object({ categoryId: idField, action: v.literal('nominateArtist'), artistId: artistRef, vp: previewField }, nominationMessage),
  ],
  'Expected the action nominateSketch or nominateArtist',
);
export type AwardNominationBody = v.InferInput<typeof AwardNominationBody>;
