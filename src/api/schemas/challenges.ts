// Daily challenges (spec part 1 §3 "Challenge", §7 Challenges; shapes the spec leaves open are ours).
// The full challenge entity is ChallengeSchema of ./home (the home page shows the latest ones).
import * as v from 'valibot';
import { CHALLENGE_PAGE_SIZE, SEARCH_QUERY_MAX, SUGGESTION_DESCRIPTION_MAX, SUGGESTION_TITLE_MAX } from '../../lib/challengeRules';
import { IdSchema } from './common';
import { FEED_MAX_PAGE, idField, wholeNumber } from './requestFields';
import { UserSummarySchema } from './users';

export { ChallengeSchema, type Challenge } from './home';

/** A challenge as listed and found: no entries, no neighbours. */
export const ChallengeSummarySchema = v.object({
  id: IdSchema,
  title: v.string(),
  thumbnail: v.string(),
  description: v.string(),
  date: v.string(),
  user: v.nullable(UserSummarySchema),
  entries: v.number(),
});
export type ChallengeSummary = v.InferOutput<typeof ChallengeSummarySchema>;

/** GET /api/v2/challenge {page, pageSize}: newest first; page 1 is the first. */
export const ChallengePageSchema = v.object({
  challenges: v.array(ChallengeSummarySchema),
  more: v.boolean(),
});
export type ChallengePage = v.InferOutput<typeof ChallengePageSchema>;

/** POST /api/v2/search/challenge {query} -> challenges. */
export const ChallengeSearchSchema = v.object({ challenges: v.array(ChallengeSummarySchema) });
export type ChallengeSearch = v.InferOutput<typeof ChallengeSearchSchema>;

/** POST /challenges {challengeId, sketchId}: 'ok', or (from the service) a message saying why not. */
export const ChallengeEntryResultSchema = v.string();

/** GET /api/v2/challenge {page, pageSize}. */
export const ChallengePageQuery = v.object({
  page: v.optional(wholeNumber(1, FEED_MAX_PAGE, 'a page number'), 1),
  pageSize: v.optional(wholeNumber(1, CHALLENGE_PAGE_SIZE, 'a page size'), CHALLENGE_PAGE_SIZE),
});
export type ChallengePageQuery = v.InferInput<typeof ChallengePageQuery>;

// A message that names a limit is a function: a template of an imported constant would keep the
// schema in every bundle that imports this file, used or not.
/** POST /api/v2/search/challenge {query}. */
export const ChallengeSearchBody = v.object({
  query: v.pipe(
    v.string('Expected a search text'),
    v.trim(),
    v.minLength(1, 'Please type something to search for'),
    v.maxLength(SEARCH_QUERY_MAX, () => `A search has at most ${SEARCH_QUERY_MAX} characters`),
  ),
});
export type ChallengeSearchBody = v.InferInput<typeof ChallengeSearchBody>;

/** POST /challenges {action: 'suggest', title, description}: a suggestion for a challenge. */
export const ChallengeSuggestBody = v.object({
  action: v.literal('suggest', "Expected action 'suggest'"),
  title: v.pipe(
    v.string('Expected a title'),
    v.trim(),
    v.minLength(1, 'Please give the challenge a title'),
    v.maxLength(SUGGESTION_TITLE_MAX, () => `The title can be at most ${SUGGESTION_TITLE_MAX} characters`),
  ),
  description: v.optional(
    v.pipe(v.string('Expected text'), v.trim(), v.maxLength(SUGGESTION_DESCRIPTION_MAX, () => `The description can be at most ${SUGGESTION_DESCRIPTION_MAX} characters`)),
    '',
  ),
});
export type ChallengeSuggestBody = v.InferInput<typeof ChallengeSuggestBody>;

/** POST /challenges {challengeId, sketchId}: the sketch's creator enters it (no action). */
export const ChallengeEntryBody = v.object({ challengeId: idField, sketchId: idField, action: v.optional(v.undefined()) });
export type ChallengeEntryBody = v.InferInput<typeof ChallengeEntryBody>;

/** POST /challenges's two bodies: one with an action is a suggestion (the only action), one without is an entry. */
export const ChallengeWriteBody = v.variant('action', [ChallengeSuggestBody, ChallengeEntryBody], "Expected action 'suggest'");

/** POST /api/v2/challenge/removeSketch {sketch}: the sketch's creator takes it out. */
export const ChallengeRemoveSketchBody = v.object({ sketch: idField });
export type ChallengeRemoveSketchBody = v.InferInput<typeof ChallengeRemoveSketchBody>;
