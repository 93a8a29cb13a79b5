// Compos (spec part 1 §7, Compos): the list, one compo, its entries, the ballot, voting,
// entering a sketch and removing it. Reads are GET, changes are POST.
import { get, post } from './client';
import { OkSchema } from './schemas/common';
import {
  BallotSchema,
  COMPO_PAGE_SIZE,
  CompoInfoSchema,
  CompoListPageSchema,
  type CompoEnterBody,
  type CompoEntriesQuery,
  type CompoInfoQuery,
  type CompoListQuery,
  type CompoRemoveSketchBody,
  type CompoVoteBody,
  type SetVote,
} from './schemas/compos';
import { SketchPageSchema } from './schemas/sketchCards';

export const fetchCompos = (page: number, signal?: AbortSignal) =>
  get('/api/v2/compo', CompoListPageSchema, { page, pageSize: COMPO_PAGE_SIZE } satisfies CompoListQuery, { signal });
/** `name` is the compo's key name or id, as in its address. */
export const fetchCompoInfo = (name: string, signal?: AbortSignal) => get('/api/v2/compo/info', CompoInfoSchema, { name } satisfies CompoInfoQuery, { signal });
/** The entries, newest first (`recent`) or by place. */
export const fetchCompoEntries = (key: string, page: number, sort: 'recent' | 'place', signal?: AbortSignal) =>
  get(
    `/compo/${encodeURIComponent(key)}/${page}`,
    SketchPageSchema,
    (sort === 'recent' ? { format: 'json', sort } : { format: 'json' }) satisfies CompoEntriesQuery,
    { signal },
  );

export const fetchBallot = (compoId: number, signal?: AbortSignal) => get(`/api/compoVote/${compoId}`, BallotSchema, undefined, { signal });
/** Sends the whole ballot: `step` is the number of sets it covers. */
export const sendVotes = (key: string, votes: SetVote[]) =>
  post(`/api/compoVote/${encodeURIComponent(key)}`, { step: votes.length, votes: JSON.stringify(votes) } satisfies CompoVoteBody, OkSchema);

export const enterCompo = (key: string, request: CompoEnterBody) => post(`/compo/${encodeURIComponent(key)}`, request, OkSchema);
export const removeFromCompo = (sketchId: number) => post('/api/compoRemoveSketch', { which: sketchId } satisfies CompoRemoveSketchBody, OkSchema);
