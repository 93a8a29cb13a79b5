// Compos (spec part 1 §2-§8, §7 Compos):
//   GET  /api/v2/compo {page, pageSize <= 50}                -> CompoListPage
//   GET  /api/v2/compo/info {name: key name or id}           -> CompoInfo
//   GET  /compo/{key}/{page}?format=json[&sort=recent|place] -> SketchPage (the entries)
//   GET  /api/compoVote/{id}                                 -> Ballot (voting compos, signed-in users)
//   POST /api/compoVote/{key} {step, votes: JSON}            -> ok; stores or replaces the user's vote
//   POST /compo/{key} {compoId, sketchId}                    -> ok; the creator enters an open compo
//   POST /api/compoRemoveSketch {which}                      -> ok; the creator removes it, only while open
import type { OkResponse } from '../../src/api/schemas/common';
import {
  CompoEnterBody,
  CompoEntriesParams,
  CompoEntriesQuery,
  BALLOT_SET_SIZE,
  CompoInfoQuery,
  CompoKeyParams,
  CompoListQuery,
  CompoRemoveSketchBody,
  CompoVoteBody,
  type Ballot,
  type CompoInfo,
  type CompoListPage,
} from '../../src/api/schemas/compos';
import type { SketchPage } from '../../src/api/schemas/sketchCards';
import { checkVotes, votesOnEntries } from '../../src/lib/ballot';
import { actorOf, requireActor } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import { compoOfEntry, enterCompo, isCompoEntry, leaveCompo, saveCompoVotes, type CompoRow } from '../data/compos';
import { isPublicSketch, sketchOwner } from '../data/sketches';
import { compoState, compoTakesEntries } from '../entities/community';
import { ballotSets, ballotSetsWith, compoInfo, ENTRY_ORDER, findCompo, listCompos, storedVotes } from '../entities/compos';
import { cardPage, feedViewerOf } from '../feeds/cards';
import { compoEntriesFeed } from '../feeds/feeds';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { IdParams } from '../../src/api/schemas/requestFields';
import { writeTransaction } from '../db/database';

export const NOT_OPEN_MESSAGE = 'This compo is not open for entries.';
export const NOT_PUBLIC_MESSAGE = 'Only a public sketch can enter a compo: make this sketch public first.';
export const REMOVE_NOT_OPEN_MESSAGE = 'A sketch can be removed from a compo only while the compo is open.';
export const ALREADY_ENTERED_MESSAGE = 'This sketch is already in a compo.';
export const NOT_VOTING_MESSAGE = 'This compo is not open for voting.';

export async function compoRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const nowIso = () => new Date(ctx.clock()).toISOString();

  const compoOrThrow = (name: string | number): CompoRow => {
    const row = findCompo(db, name);
    if (!row) throw notFound(`Compo ${String(name)} does not exist.`);
    return row;
  };

  /** The actor's own sketch, else 404 (no such sketch) or 403 (someone else's). */
  const ownSketch = (sketchId: number, actorId: number) => {
    const owner = sketchOwner(db, sketchId);
    if (owner === undefined) throw notFound(`Sketch ${sketchId} does not exist.`);
    if (owner !== actorId) throw forbidden("Only the sketch's creator can enter it in a compo or remove it.");
  };

  app.get('/api/v2/compo', { schema: { querystring: CompoListQuery } }, async (request): Promise<CompoListPage> => {
    const { page, pageSize } = request.query;
    const all = listCompos(db, nowIso(), feedViewerOf(request.viewer));
    const start = (page - 1) * pageSize;
    return { compos: all.slice(start, start + pageSize), next: start + pageSize < all.length ? page + 1 : null };
  });

  app.get('/api/v2/compo/info', { schema: { querystring: CompoInfoQuery } }, async (request): Promise<CompoInfo> => {
    const { name } = request.query;
    return compoInfo(db, compoOrThrow(name), nowIso(), feedViewerOf(request.viewer));
  });

  app.get('/compo/:key/:page', { schema: { params: CompoEntriesParams, querystring: CompoEntriesQuery } }, async (request): Promise<SketchPage> => {
    const { key, page } = request.params;
    const { sort } = request.query;
    const compo = compoOrThrow(key);
    // By place unless asked otherwise; the compo page asks for the newest first while it is open.
    const order = ENTRY_ORDER[sort ?? 'place'];
    return cardPage(db, feedViewerOf(request.viewer), page, compoEntriesFeed(compo.id, order));
  });

  app.get('/api/compoVote/:id', { schema: { params: IdParams }, preHandler: requireActor }, async (request): Promise<Ballot> => {
    const actor = actorOf(request);
    const { id } = request.params;
    const compo = compoOrThrow(id);
    if (compoState(compo, nowIso()) !== 'voting') throw new HttpError(409, 'not_voting', NOT_VOTING_MESSAGE);
    const sets = ballotSets(db, compo.id, feedViewerOf(actor));
    return { compoId: compo.id, keyName: compo.key_name, title: compo.title, endVotingDate: compo.end_voting_date, sets, votes: storedVotes(db, compo.id, actor.id) };
  });

  app.post('/api/compoVote/:key', { schema: { params: CompoKeyParams, body: CompoVoteBody }, preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const actor = actorOf(request);
    const { key } = request.params;
    const { step, votes: text } = request.body;
    const compo = compoOrThrow(key);
    if (compoState(compo, nowIso()) !== 'voting') throw new HttpError(409, 'not_voting', NOT_VOTING_MESSAGE);
    let votes: unknown;
    try {
      votes = JSON.parse(text);
    } catch {
      throw badRequest('Invalid body field "votes": not JSON.');
    }
    const sets = ballotSets(db, compo.id, feedViewerOf(actor)).map((set) => set.map((card) => card.id));
    if (sets.length === 0) throw new HttpError(409, 'nothing_to_vote', 'There are no entries to vote on in this compo.');
    const problem = checkVotes(sets, votes);
    // Not these sets: perhaps the sets the voter loaded, before entries left the compo (and cut
    // every set anew). Taken when it is exactly that ballot, less those entries.
    const fitted = problem ? votesBeforeEntriesLeft(sets, votes, actor.id) : { votes: votes as number[][] };
    if (!fitted) throw badRequest(`Invalid body field "votes": ${problem}`);
    const sent = (votes as unknown[]).length;
    if (step !== sent) throw badRequest(`Invalid body field "step": the ballot has ${sent} sets.`);
    saveCompoVotes(db, compo.id, actor.id, fitted.votes, fitted.votes.length, nowIso());
    return { ok: true };
  });

  app.post('/compo/:key', { schema: { params: CompoKeyParams, body: CompoEnterBody }, preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const actor = actorOf(request);
    const { key } = request.params;
    const { compoId, sketchId } = request.body;
    const compo = compoOrThrow(key);
    if (compo.id !== compoId) throw badRequest('Invalid body field "compoId": it is not the compo of the address.');
    ownSketch(sketchId, actor.id);
    if (!compoTakesEntries(compo, nowIso())) throw new HttpError(409, 'not_open', NOT_OPEN_MESSAGE);
    if (isCompoEntry(db, sketchId)) throw new HttpError(409, 'already_entered', ALREADY_ENTERED_MESSAGE);
    if (!isPublicSketch(db, sketchId)) throw new HttpError(409, 'not_public', NOT_PUBLIC_MESSAGE);
    writeTransaction(db, () => enterCompo(db, compo.id, sketchId, nowIso()));
    return { ok: true };
  });

  app.post('/api/compoRemoveSketch', { schema: { body: CompoRemoveSketchBody }, preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const actor = actorOf(request);
    const { which } = request.body;
    ownSketch(which, actor.id);
    const entry = compoOfEntry(db, which);
    if (!entry) throw notFound(`Sketch ${which} is not in a compo.`);
    // Removal only while open (spec part 1 §4).
    if (compoState(entry, nowIso()) !== 'open') throw new HttpError(409, 'not_open', REMOVE_NOT_OPEN_MESSAGE);
    writeTransaction(db, () => leaveCompo(db, which));
    return { ok: true };
  });
}

/** A ballot of the sets the voter had before some entries left (ballotSetsWith), on the entries left (votesOnEntries); null when it is not one. */
function votesBeforeEntriesLeft(sets: number[][], votes: unknown, voterId: number): { votes: number[][] } | null {
  if (!Array.isArray(votes)) return null;
  const entries = new Set(sets.flat());
  const gone = [...new Set(votes.flat().filter((id): id is number => Number.isSafeInteger(id)).map(Math.abs))].filter((id) => id > 0 && !entries.has(id));
  // A few entries leave in the minutes a ballot is filled in; more is no ballot of this compo.
  if (gone.length === 0 || gone.length > BALLOT_SET_SIZE) return null;
  if (checkVotes(ballotSetsWith(sets, gone, voterId), votes) !== null) return null;
  const fitted = votesOnEntries(votes, [...entries], BALLOT_SET_SIZE);
  return 'problem' in fitted ? null : fitted;
}
