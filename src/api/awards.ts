// Yearly awards (spec part 1 §7, Awards): the year's categories, a vote, a nomination.
import { get, post } from './client';
import { AwardsSchema, type AwardNominationBody, type AwardsInfoQuery, type AwardVoteBody } from './schemas/awards';
import { OkSchema } from './schemas/common';

/** `vp` turns on the voting preview (the page's vote_preview flag). */
export const fetchAwards = (year: number, vp: boolean, signal?: AbortSignal) =>
  get('/api/v2/awards/info', AwardsSchema, { year, vp: vp ? '1' : '0' } satisfies AwardsInfoQuery, { signal });
export const voteAward = (request: AwardVoteBody) => post('/api/v2/awards/vote', request, OkSchema);
export const nominate = (request: AwardNominationBody) => post('/awards', request, OkSchema);
