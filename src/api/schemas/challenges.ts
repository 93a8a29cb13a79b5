// Daily challenges (spec part 1 §3 "Challenge", §7 Challenges; shapes the spec leaves open are ours).
// The full challenge entity is ChallengeSchema of ./home (the home page shows the latest ones).
import * as v from 'valibot';
import { IdSchema, type Id } from './common';
import { UserSummarySchema } from './users';

export { ChallengeSchema, type Challenge } from './home';

/** A challenge as listed and found: no entries, no neighbours. */
export const ChallengeSummarySchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  title: /*@__PURE__*/ v.string(),
  thumbnail: /*@__PURE__*/ v.string(),
  description: /*@__PURE__*/ v.string(),
  date: /*@__PURE__*/ v.string(),
  user: /*@__PURE__*/ v.nullable(UserSummarySchema),
  entries: /*@__PURE__*/ v.number(),
});
export type ChallengeSummary = v.InferOutput<typeof ChallengeSummarySchema>;

/** GET /api/v2/challenge {page, pageSize}: newest first; page 1 is the first. */
export const ChallengePageSchema = /*@__PURE__*/ v.object({
  challenges: /*@__PURE__*/ v.array(ChallengeSummarySchema),
  more: /*@__PURE__*/ v.boolean(),
});
export type ChallengePage = v.InferOutput<typeof ChallengePageSchema>;

/** POST /api/v2/search/challenge {query} -> challenges. */
export const ChallengeSearchSchema = /*@__PURE__*/ v.object({ challenges: /*@__PURE__*/ v.array(ChallengeSummarySchema) });
export type ChallengeSearch = v.InferOutput<typeof ChallengeSearchSchema>;

/** POST /challenges {challengeId, sketchId}: 'ok', or (from the service) a message saying why not. */
export const ChallengeEntryResultSchema = /*@__PURE__*/ v.string();

export interface ChallengeEntryRequest {
  challengeId: Id;
  sketchId: Id;
}

export interface ChallengeSuggestRequest {
  action: 'suggest';
  title: string;
  description: string;
}
