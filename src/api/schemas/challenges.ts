// Daily challenges (spec part 1 §3 "Challenge", §7 Challenges; shapes the spec leaves open are ours).
// The full challenge entity is ChallengeSchema of ./home (the home page shows the latest ones).
import * as v from 'valibot';
import { IdSchema, type Id } from './common';
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

export interface ChallengeEntryRequest {
  challengeId: Id;
  sketchId: Id;
}

export interface ChallengeSuggestRequest {
  action: 'suggest';
  title: string;
  description: string;
}
