// Daily challenges (spec part 1 §2, §5-§8):
//   GET  /api/v2/challenge {page, pageSize}           -> ChallengePage (newest first, started ones only)
//   GET  /api/v2/challenge/{id}                       -> Challenge (entries, prev and next)
//   POST /api/v2/search/challenge {query}             -> {challenges}
//   POST /challenges {action: 'suggest', title, description} -> {ok: true}   (signed-in users)
//   POST /challenges {challengeId, sketchId}          -> 'ok'                  (the sketch's creator)
//   POST /api/v2/challenge/removeSketch {sketch}      -> {ok: true}            (the sketch's creator)
// Which challenge a sketch may enter is decided in entities/challenges.ts, which the sketch
// page's eligibleChallenges also comes from.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ChallengePage, ChallengeSearch } from '../../src/api/schemas/challenges';
import type { OkResponse } from '../../src/api/schemas/common';
import type { Challenge } from '../../src/api/schemas/home';
import {
  CHALLENGE_PAGE_SIZE,
  CHALLENGE_SEARCH_LIMIT,
  SEARCH_QUERY_MAX,
  SUGGESTION_DESCRIPTION_MAX,
  SUGGESTION_TITLE_MAX,
} from '../../src/lib/challengeRules';
import { actorOf, requireActor } from '../auth/guards';
import type { DomainOptions } from '../context';
import { enterChallenge, insertChallengeSuggestion, leaveChallenge } from '../data/challenges';
import { sketchOwner } from '../data/sketches';
import { challengeOfSketch, challengePage, entryRefusal, findStartedChallenge, fullChallenge, searchChallenges } from '../entities/challenges';
import { MAX_PAGE } from '../feeds/cards';
import { wholeNumber } from '../feeds/params';
import { forbidden, HttpError, notFound } from '../http/errors';
import { parseInput } from '../http/validation';
import { idField } from '../../src/api/schemas/requestFields';
import { feedViewerOf } from './actingUser';

const pageQuery = v.object({
  page: v.optional(wholeNumber(1, MAX_PAGE, 'a page number'), 1),
  pageSize: v.optional(wholeNumber(1, CHALLENGE_PAGE_SIZE, 'a page size'), CHALLENGE_PAGE_SIZE),
});
const idParams = v.object({ id: idField });
const searchBody = v.object({
  query: v.pipe(
    v.string('Expected a search text'),
    v.trim(),
    v.minLength(1, 'Please type something to search for'),
    v.maxLength(SEARCH_QUERY_MAX, `A search has at most ${SEARCH_QUERY_MAX} characters`),
  ),
});
const suggestBody = v.object({
  action: v.literal('suggest', "Expected action 'suggest'"),
  title: v.pipe(
    v.string('Expected a title'),
    v.trim(),
    v.minLength(1, 'Please give the challenge a title'),
    v.maxLength(SUGGESTION_TITLE_MAX, `The title can be at most ${SUGGESTION_TITLE_MAX} characters`),
  ),
  description: v.optional(
    v.pipe(v.string('Expected text'), v.trim(), v.maxLength(SUGGESTION_DESCRIPTION_MAX, `The description can be at most ${SUGGESTION_DESCRIPTION_MAX} characters`)),
    '',
  ),
});
const entryBody = v.object({ challengeId: idField, sketchId: idField });
const removeBody = v.object({ sketch: idField });

/** A body with an `action` is a suggestion (the only action); without one it is an entry. */
const isSuggestion = (body: unknown) => typeof body === 'object' && body !== null && !Array.isArray(body) && 'action' in body;

export async function challengeRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;

  /** The creator of the sketch, else 404; a sketch of someone else is 403. */
  const ownSketch = (sketchId: number, actorId: number) => {
    const owner = sketchOwner(db, sketchId);
    if (owner === undefined) throw notFound(`Sketch ${sketchId} does not exist.`);
    if (owner !== actorId) throw forbidden("Only the sketch's creator can enter it in a challenge or take it out.");
  };

  app.get('/api/v2/challenge', async (request): Promise<ChallengePage> => {
    const { page, pageSize } = parseInput(pageQuery, request.query, 'query');
    return challengePage(db, ctx.clock(), (page - 1) * pageSize, pageSize);
  });

  app.get('/api/v2/challenge/:id', async (request): Promise<Challenge> => {
    const { id } = parseInput(idParams, request.params, 'path');
    const now = ctx.clock();
    const row = findStartedChallenge(db, id, now);
    if (!row) throw notFound(`Challenge ${id} does not exist.`);
    return fullChallenge(db, row, feedViewerOf(request.viewer), now);
  });

  app.post('/api/v2/search/challenge', async (request): Promise<ChallengeSearch> => {
    const { query } = parseInput(searchBody, request.body, 'body');
    return { challenges: searchChallenges(db, ctx.clock(), query, CHALLENGE_SEARCH_LIMIT) };
  });

  app.post('/challenges', { preHandler: requireActor }, async (request): Promise<OkResponse | 'ok'> => {
    const actorId = actorOf(request).id;
    const now = ctx.clock();
    if (isSuggestion(request.body)) {
      const { title, description } = parseInput(suggestBody, request.body, 'body');
      insertChallengeSuggestion(db, { userId: actorId, title, description, created: new Date(now).toISOString() });
      return { ok: true };
    }
    const { challengeId, sketchId } = parseInput(entryBody, request.body, 'body');
    ownSketch(sketchId, actorId);
    if (!findStartedChallenge(db, challengeId, now)) throw notFound(`Challenge ${challengeId} does not exist.`);
    const refusal = entryRefusal(db, sketchId, challengeId, now);
    if (refusal) throw new HttpError(409, 'not_eligible', refusal);
    enterChallenge(db, sketchId, challengeId, new Date(now).toISOString());
    return 'ok';
  });

  app.post('/api/v2/challenge/removeSketch', { preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const { sketch } = parseInput(removeBody, request.body, 'body');
    ownSketch(sketch, actorOf(request).id);
    if (!challengeOfSketch(db, sketch)) throw new HttpError(409, 'not_entered', 'This sketch is not in a challenge.');
    leaveChallenge(db, sketch);
    return { ok: true };
  });
}
