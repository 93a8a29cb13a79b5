// Daily challenges (spec part 1 §7, Challenges). Reads are GET except the search, which is POST.
import { get, post } from './client';
import {
  ChallengeEntryResultSchema,
  ChallengePageSchema,
  ChallengeSchema,
  ChallengeSearchSchema,
  type ChallengeEntryBody,
  type ChallengePageQuery,
  type ChallengeRemoveSketchBody,
  type ChallengeSearchBody,
  type ChallengeSuggestBody,
} from './schemas/challenges';
import { OkSchema } from './schemas/common';
import { CHALLENGE_PAGE_SIZE } from '../lib/challengeRules';

export const fetchChallengePage = (page: number, signal?: AbortSignal) =>
  get('/api/v2/challenge', ChallengePageSchema, { page, pageSize: CHALLENGE_PAGE_SIZE } satisfies ChallengePageQuery, { signal });
export const fetchChallenge = (id: number, signal?: AbortSignal) => get(`/api/v2/challenge/${id}`, ChallengeSchema, undefined, { signal });
export const searchChallenges = (query: string) => post('/api/v2/search/challenge', { query } satisfies ChallengeSearchBody, ChallengeSearchSchema);

export const suggestChallenge = (title: string, description: string) =>
  post('/challenges', { action: 'suggest', title, description } satisfies ChallengeSuggestBody, OkSchema);
/** 'ok' when the sketch is in; anything else is the service's reason why not. */
export const enterChallenge = (request: ChallengeEntryBody) => post('/challenges', request, ChallengeEntryResultSchema);
export const removeFromChallenge = (sketchId: number) => post('/api/v2/challenge/removeSketch', { sketch: sketchId } satisfies ChallengeRemoveSketchBody, OkSchema);
