// Fans and blocks (spec part 1 §7 Session and users; part 2 §7): POST /api/fan and /api/unfan
// {user}, POST /api/v2/user/block and /unblock {user}, GET /api/v2/user/blocked {both, infos}.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { actorOf, requireActor } from '../auth/guards';
import type { DomainOptions } from '../context';
import { avatarUrl } from '../entities/urls';
import { badRequest, notFound } from '../http/errors';
import { flagField, idField, parseInput } from '../http/validation';
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
    if (!db.prepare('SELECT 1 FROM users WHERE id = ?').get(user)) throw notFound(`User ${user} does not exist.`);
    return [actor, user];
  };
  const fans = (userId: number) => db.prepare('SELECT count(*) FROM follows WHERE artist_id = ?').pluck().get(userId) as number;

  app.post('/api/fan', { preHandler: requireActor }, async (request): Promise<FanResponse> => {
    const [actor, user] = pair(request, 'be a fan of');
    db.prepare('INSERT OR IGNORE INTO follows (fan_id, artist_id, date) VALUES (?, ?, ?)').run(actor.id, user, now());
    return { isFan: true, fans: fans(user) };
  });

  app.post('/api/unfan', { preHandler: requireActor }, async (request): Promise<FanResponse> => {
    const [actor, user] = pair(request, 'unfan');
    db.prepare('DELETE FROM follows WHERE fan_id = ? AND artist_id = ?').run(actor.id, user);
    return { isFan: false, fans: fans(user) };
  });

  app.post('/api/v2/user/block', { preHandler: requireActor }, async (request): Promise<BlockResponse> => {
    const [actor, user] = pair(request, 'block');
    db.prepare('INSERT OR IGNORE INTO blocks (blocker_id, blocked_id, date) VALUES (?, ?, ?)').run(actor.id, user, now());
    return { blocking: true };
  });

  app.post('/api/v2/user/unblock', { preHandler: requireActor }, async (request): Promise<BlockResponse> => {
    const [actor, user] = pair(request, 'unblock');
    db.prepare('DELETE FROM blocks WHERE blocker_id = ? AND blocked_id = ?').run(actor.id, user);
    return { blocking: false };
  });

  app.get('/api/v2/user/blocked', { preHandler: requireActor }, async (request, reply): Promise<BlockedResponse> => {
    const actor = actorOf(request);
    const { both, infos } = parseInput(blockedQuery, request.query, 'query');
    reply.header('Cache-Control', 'private, no-store');
    const blocks = db.prepare('SELECT blocked_id FROM blocks WHERE blocker_id = ? ORDER BY blocked_id').pluck().all(actor.id) as number[];
    const blockedBy = both
      ? (db.prepare('SELECT blocker_id FROM blocks WHERE blocked_id = ? ORDER BY blocker_id').pluck().all(actor.id) as number[])
      : [];
    const ids = [...new Set([...blocks, ...blockedBy])];
    const users = infos
      ? (ids.map((id) => db.prepare('SELECT id, nickname, avatar_sketch_id, glops FROM users WHERE id = ?').get(id)) as {
          id: number;
          nickname: string;
          avatar_sketch_id: number | null;
          glops: number;
        }[]).map((u) => ({ id: u.id, nickname: u.nickname, avatar: avatarUrl(u.id, u.avatar_sketch_id), glops: u.glops }))
      : [];
    return { blocks, blockedBy, users };
  });
}
