// Fans and blocks (spec part 1 §7 Session and users; part 2 §7): POST /api/fan and /api/unfan
// {user}, POST /api/v2/user/block and /unblock {user}, GET /api/v2/user/blocked {both, infos}.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { actorOf, requireActor } from '../auth/guards';
import type { DomainOptions } from '../context';
import { addBlock, addFan, blockedIds, blockerIds, fanCount, removeBlock, removeFan } from '../data/follows';
import { userExists } from '../data/users';
import { findUserSummary } from '../entities/community';
import { badRequest, notFound } from '../http/errors';
import { parseInput } from '../http/validation';
import { flagField, idField } from '../../src/api/schemas/requestFields';
import type { ActorRow } from '../users/currentUser';
import type { BlockedResponse, BlockResponse, FanResponse } from '../../src/api/schemas/users';

const userBody = v.object({ user: idField });
const blockedQuery = v.object({ both: v.optional(flagField, false), infos: v.optional(flagField, false) });

export async function fanRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const now = () => new Date(ctx.clock()).toISOString();

  /** The actor and the other user of a fan or block call; nobody fans or blocks themselves. */
  const pair = (request: FastifyRequest, what: string): [ActorRow, number] => {
    const actor = actorOf(request);
    const { user } = parseInput(userBody, request.body, 'body');
    if (user === actor.id) throw badRequest(`You cannot ${what} yourself.`);
    if (!userExists(db, user)) throw notFound(`User ${user} does not exist.`);
    return [actor, user];
  };

  app.post('/api/fan', { preHandler: requireActor }, async (request): Promise<FanResponse> => {
    const [actor, user] = pair(request, 'be a fan of');
    addFan(db, actor.id, user, now());
    return { isFan: true, fans: fanCount(db, user) };
  });

  app.post('/api/unfan', { preHandler: requireActor }, async (request): Promise<FanResponse> => {
    const [actor, user] = pair(request, 'unfan');
    removeFan(db, actor.id, user);
    return { isFan: false, fans: fanCount(db, user) };
  });

  app.post('/api/v2/user/block', { preHandler: requireActor }, async (request): Promise<BlockResponse> => {
    const [actor, user] = pair(request, 'block');
    addBlock(db, actor.id, user, now());
    return { blocking: true };
  });

  app.post('/api/v2/user/unblock', { preHandler: requireActor }, async (request): Promise<BlockResponse> => {
    const [actor, user] = pair(request, 'unblock');
    removeBlock(db, actor.id, user);
    return { blocking: false };
  });

  app.get('/api/v2/user/blocked', { preHandler: requireActor }, async (request, reply): Promise<BlockedResponse> => {
    const actor = actorOf(request);
    const { both, infos } = parseInput(blockedQuery, request.query, 'query');
    reply.header('Cache-Control', 'private, no-store');
    const blocks = blockedIds(db, actor.id);
    const blockedBy = both ? blockerIds(db, actor.id) : [];
    const ids = [...new Set([...blocks, ...blockedBy])];
    const users = infos
      ? ids.flatMap((id) => findUserSummary(db, id) ?? [])
      : [];
    return { blocks, blockedBy, users };
  });
}
