// Daily challenges (spec part 1 §2, §5-§8):
//   GET  /api/v2/challenge {page, pageSize}           -> ChallengePage (newest first, started ones only)
//   GET  /api/v2/challenge/{id}                       -> Challenge (entries, prev and next)
//   POST /api/v2/search/challenge {query}             -> {challenges}
//   POST /challenges {action: 'suggest', title, description} -> {ok: true}   (signed-in users)
//   POST /challenges {challengeId, sketchId}          -> 'ok'                  (the sketch's creator)
//   POST /api/v2/challenge/removeSketch {sketch}      -> {ok: true}            (the sketch's creator)
// Which challenge a sketch may enter is decided in entities/challenges.ts, which the sketch
// page's eligibleChallenges also comes from.
import {
  ChallengePageQuery,
  ChallengeRemoveSketchBody,
  ChallengeSearchBody,
  ChallengeWriteBody,
  type ChallengePage,
  type ChallengeSearch,
} from '../../src/api/schemas/challenges';
import type { OkResponse } from '../../src/api/schemas/common';
import type { Challenge } from '../../src/api/schemas/home';
import { CHALLENGE_SEARCH_LIMIT } from '../../src/lib/challengeRules';
import { actorOf, requireActor } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import { enterChallenge, insertChallengeSuggestion, leaveChallenge } from '../data/challenges';
import { sketchOwner } from '../data/sketches';
import { challengeOfSketch, challengePage, entryRefusal, findStartedChallenge, fullChallenge, searchChallenges } from '../entities/challenges';
import { forbidden, HttpError, notFound } from '../http/errors';
import { IdParams } from '../../src/api/schemas/requestFields';
import { feedViewerOf } from '../feeds/cards';

export async function challengeRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;

  /** The creator of the sketch, else 404; a sketch of someone else is 403. */
  const ownSketch = (sketchId: number, actorId: number) => {
    const owner = sketchOwner(db, sketchId);
    if (owner === undefined) throw notFound(`Sketch ${sketchId} does not exist.`);
    if (owner !== actorId) throw forbidden("Only the sketch's creator can enter it in a challenge or take it out.");
  };

  app.get('/api/v2/challenge', { schema: { querystring: ChallengePageQuery } }, async (request): Promise<ChallengePage> => {
    const { page, pageSize } = request.query;
    return challengePage(db, feedViewerOf(request.viewer), ctx.clock(), (page - 1) * pageSize, pageSize);
  });

  app.get('/api/v2/challenge/:id', { schema: { params: IdParams } }, async (request): Promise<Challenge> => {
    const { id } = request.params;
    const now = ctx.clock();
    const row = findStartedChallenge(db, id, now);
    if (!row) throw notFound(`Challenge ${id} does not exist.`);
    return fullChallenge(db, row, feedViewerOf(request.viewer), now);
  });

  app.post('/api/v2/search/challenge', { schema: { body: ChallengeSearchBody } }, async (request): Promise<ChallengeSearch> => {
    const { query } = request.body;
    return { challenges: searchChallenges(db, feedViewerOf(request.viewer), ctx.clock(), query, CHALLENGE_SEARCH_LIMIT) };
  });

  app.post('/challenges', { schema: { body: ChallengeWriteBody }, preHandler: requireActor }, async (request): Promise<OkResponse | 'ok'> => {
    const actorId = actorOf(request).id;
    const now = ctx.clock();
    const body = request.body;
    if (body.action === 'suggest') {
      insertChallengeSuggestion(db, { userId: actorId, title: body.title, description: body.description, created: new Date(now).toISOString() });
      return { ok: true };
    }
    const { challengeId, sketchId } = body;
    ownSketch(sketchId, actorId);
    if (!findStartedChallenge(db, challengeId, now)) throw notFound(`Challenge ${challengeId} does not exist.`);
    const refusal = entryRefusal(db, sketchId, challengeId, now);
    if (refusal) throw new HttpError(409, 'not_eligible', refusal);
    enterChallenge(db, sketchId, challengeId, new Date(now).toISOString());
    return 'ok';
  });

  app.post('/api/v2/challenge/removeSketch', { schema: { body: ChallengeRemoveSketchBody }, preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const { sketch } = request.body;
    ownSketch(sketch, actorOf(request).id);
    if (!challengeOfSketch(db, sketch)) throw new HttpError(409, 'not_entered', 'This sketch is not in a challenge.');
    leaveChallenge(db, sketch);
    return { ok: true };
  });
}
