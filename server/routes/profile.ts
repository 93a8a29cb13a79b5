// Profiles and fans (spec part 1 §7 Session and users; part 2 §2, §7):
//   GET  /api/v2/profile/{id or nickname} {getComments}   -> Profile (counts a view by someone else)
//   GET  /api/v2/patron/{name}                             -> Profile of the patron with that web address
//   GET  /api/user/{id or nickname}                        -> UserInfo
//   GET  /api/v2/ratings {userId, page, type: rules}       -> SketchPage: the sketches the user liked
//   GET  /api/v2/fan/followers and /following {user, cursor, count}  -> {items, cursor}, '' at the end
//   GET  /api/v2/fan/fanOf {users: 1,2,3}, POST {users: [1, 2, 3]}   -> {id: the viewer is their fan}
//   POST /api/v2/fan/notify {user, which: notes|upload|stream, value} (a fan of the user)
//   POST /api/v2/user/noteToFans {message}                 -> {fansNotified}
//   POST /api/v2/report {user}                             -> {ok: true} (once per reporter and user)
// Fan, unfan, block and the blocked lists are in fans.ts.
import type { FastifyRequest } from 'fastify';
import {
  FanListQuery,
  FanNotifyBody,
  FanOfBody,
  FanOfQuery,
  NoteToFansBody,
  PatronParams,
  ProfileParams,
  ProfileQuery,
  RatingsQuery,
  type FanListPage,
  type FanNotifyResponse,
  type FanOfMap,
  type NoteToFansResponse,
  type Profile,
  type UserInfo,
} from '../../src/api/schemas/profile';
import { UserBody } from '../../src/api/schemas/users';
import type { OkResponse } from '../../src/api/schemas/common';
import type { SketchPage } from '../../src/api/schemas/sketchCards';
import { actorOf, requireActor } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import { isFan, reportUser, sendNoteToFans, setFanSetting } from '../data/follows';
import { findUserSummaryRow, userExists as isUser, userIdOfRef } from '../data/users';
import { fanListPage, findPatronId, profileOf } from '../entities/profile';
import { avatarUrl } from '../entities/urls';
import { countView } from '../entities/viewCounts';
import { cardPage, feedViewerOf } from '../feeds/cards';
import { ratingsFeed } from '../feeds/feeds';
import { badRequest, notFound } from '../http/errors';

const NOTIFY_COLUMN = { notes: 'notes', upload: 'notify_uploads', stream: 'notify_stream' } as const;

export async function profileRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const now = () => new Date(ctx.clock()).toISOString();
  const userExists = (id: number) => isUser(db, id);

  const profileReply = (request: FastifyRequest, userId: number | null, what: string, getComments: boolean): Profile => {
    const profile = userId === null ? null : profileOf(db, userId, { viewer: feedViewerOf(request.viewer), getComments });
    if (!profile) throw notFound(`User ${what} does not exist.`);
    countView(db, 'profile', { id: profile.id, ownerId: profile.id }, request, ctx.clock());
    return profile;
  };

  app.get('/api/v2/profile/:id', { schema: { params: ProfileParams, querystring: ProfileQuery } }, async (request, reply): Promise<Profile> => {
    const { id } = request.params;
    const { getComments } = request.query;
    // The viewer's relation is in the answer: no shared cache may keep it.
    reply.header('Cache-Control', 'private, no-store');
    // An id, a nickname, or a patron's web address: every name a profile's address may have.
    return profileReply(request, userIdOfRef(db, id) ?? findPatronId(db, id), id, getComments);
  });

  app.get('/api/v2/patron/:name', { schema: { params: PatronParams } }, async (request, reply): Promise<Profile> => {
    const { name } = request.params;
    reply.header('Cache-Control', 'private, no-store');
    return profileReply(request, findPatronId(db, name), name, false);
  });

  app.get('/api/user/:id', { schema: { params: ProfileParams } }, async (request): Promise<UserInfo> => {
    const { id } = request.params;
    const userId = userIdOfRef(db, id);
    const row = userId === null ? undefined : findUserSummaryRow(db, userId);
    if (!row) throw notFound(`User ${id} does not exist.`);
    return { id: row.id, nickname: row.nickname, avatar: avatarUrl(row.id, row.avatar_sketch_id), glops: row.glops };
  });

  app.get('/api/v2/ratings', { schema: { querystring: RatingsQuery } }, async (request): Promise<SketchPage> => {
    const { userId, page, type } = request.query;
    if (!userExists(userId)) throw notFound(`User ${userId} does not exist.`);
    return cardPage(db, feedViewerOf(request.viewer), page, ratingsFeed(userId, type));
  });

  for (const which of ['followers', 'following'] as const) {
    app.get(`/api/v2/fan/${which}`, { schema: { querystring: FanListQuery } }, async (request): Promise<FanListPage> => {
      const { user, cursor, count } = request.query;
      if (!userExists(user)) throw notFound(`User ${user} does not exist.`);
      return fanListPage(db, user, which, cursor === '' ? 0 : cursor, count);
    });
  }

  /** The fan status check: whether the viewer is a fan of each user (false for a visitor). */
  const fanOf = (viewerId: number | null, users: number[]): FanOfMap => {
    const answer: FanOfMap = {};
    for (const id of users) answer[String(id)] = viewerId !== null && isFan(db, viewerId, id);
    return answer;
  };
  app.get('/api/v2/fan/fanOf', { schema: { querystring: FanOfQuery } }, async (request, reply): Promise<FanOfMap> => {
    const { users } = request.query;
    reply.header('Cache-Control', 'private, no-store');
    return fanOf(request.viewer?.id ?? null, users);
  });
  app.post('/api/v2/fan/fanOf', { schema: { body: FanOfBody } }, async (request): Promise<FanOfMap> => {
    const { users } = request.body;
    return fanOf(request.viewer?.id ?? null, users);
  });

  app.post('/api/v2/fan/notify', { schema: { body: FanNotifyBody }, preHandler: requireActor }, async (request): Promise<FanNotifyResponse> => {
    const actor = actorOf(request);
    const { user, which, value } = request.body;
    if (!userExists(user)) throw notFound(`User ${user} does not exist.`);
    const row = setFanSetting(db, actor.id, user, NOTIFY_COLUMN[which], value);
    if (!row) throw badRequest('Become a fan first to choose what you are told about.');
    return { fanNotes: row.notes === 1, fanNotifyUploads: row.notify_uploads === 1, fanNotifyStream: row.notify_stream === 1 };
  });

  app.post('/api/v2/user/noteToFans', { schema: { body: NoteToFansBody }, preHandler: requireActor }, async (request): Promise<NoteToFansResponse> => {
    const actor = actorOf(request);
    const message = request.body.message.trim();
    if (!message) throw badRequest('Write a note before sending it.');
    // Fans who asked for notes get it (the follows row's notes setting).
    return { fansNotified: sendNoteToFans(db, actor.id, message, now()) };
  });

  app.post('/api/v2/report', { schema: { body: UserBody }, preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const actor = actorOf(request);
    const { user } = request.body;
    if (user === actor.id) throw badRequest('You cannot report yourself.');
    if (!userExists(user)) throw notFound(`User ${user} does not exist.`);
    reportUser(db, user, actor.id, now());
    return { ok: true };
  });
}
