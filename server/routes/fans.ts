// Fans and blocks (spec part 1 §7 Session and users; part 2 §7): POST /api/fan and /api/unfan
// {user}, POST /api/v2/user/block and /unblock {user}, GET /api/v2/user/blocked {both, infos}.
import type { FastifyRequest } from 'fastify';
import { actorOf, requireActor } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import { addBlock, addFan, blockedIds, blockerIds, fanCount, isBlockedBy, removeBlock, removeFan } from '../data/follows';
import { syncUnreadMessages } from '../data/messages';
import { userExists } from '../data/users';
import { findUserSummary } from '../entities/community';
import { badRequest, forbidden, notFound } from '../http/errors';
import { FAN_TEXTS } from '../../src/lib/profile';
import type { ActorRow } from '../users/currentUser';
import { BlockedQuery, UserBody, type BlockedResponse, type BlockResponse, type FanResponse } from '../../src/api/schemas/users';

export async function fanRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const now = () => new Date(ctx.clock()).toISOString();

  /** The actor and the other user of a fan or block call; nobody fans or blocks themselves. */
  const pair = (request: FastifyRequest, user: number, what: string): [ActorRow, number] => {
    const actor = actorOf(request);
    if (user === actor.id) throw badRequest(`You cannot ${what} yourself.`);
    if (!userExists(db, user)) throw notFound(`User ${user} does not exist.`);
    return [actor, user];
  };

  app.post('/api/fan', { schema: { body: UserBody }, preHandler: requireActor }, async (request): Promise<FanResponse> => {
    const [actor, user] = pair(request, request.body.user, 'be a fan of');
    // A block ends fandom both ways (addBlock), and none starts across one.
    if (isBlockedBy(db, user, actor.id)) throw forbidden(FAN_TEXTS.unblockFirst);
    if (isBlockedBy(db, actor.id, user)) throw forbidden(FAN_TEXTS.blockedByUser);
    addFan(db, actor.id, user, now());
    return { isFan: true, fans: fanCount(db, user) };
  });

  app.post('/api/unfan', { schema: { body: UserBody }, preHandler: requireActor }, async (request): Promise<FanResponse> => {
    const [actor, user] = pair(request, request.body.user, 'unfan');
    removeFan(db, actor.id, user);
    return { isFan: false, fans: fanCount(db, user) };
  });

  app.post('/api/v2/user/block', { schema: { body: UserBody }, preHandler: requireActor }, async (request): Promise<BlockResponse> => {
    const [actor, user] = pair(request, request.body.user, 'block');
    addBlock(db, actor.id, user, now());
    syncUnreadMessages(db, actor.id); // their topics leave the list, and so the count
    return { blocking: true };
  });

  app.post('/api/v2/user/unblock', { schema: { body: UserBody }, preHandler: requireActor }, async (request): Promise<BlockResponse> => {
    const [actor, user] = pair(request, request.body.user, 'unblock');
    removeBlock(db, actor.id, user);
    syncUnreadMessages(db, actor.id);
    return { blocking: false };
  });

  app.get('/api/v2/user/blocked', { schema: { querystring: BlockedQuery }, preHandler: requireActor }, async (request, reply): Promise<BlockedResponse> => {
    const actor = actorOf(request);
    const { both, infos } = request.query;
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
