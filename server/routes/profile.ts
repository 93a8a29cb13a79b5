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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { FAN_NOTIFY_KINDS, FAN_PAGE_SIZE, NOTE_TO_FANS_MAX, RATING_TYPES, type FanListPage, type FanNotifyResponse, type FanOfMap, type NoteToFansResponse, type Profile, type UserInfo } from '../../src/api/schemas/profile';
import type { OkResponse } from '../../src/api/schemas/common';
import type { SketchPage } from '../../src/api/schemas/sketchCards';
import { actorOf, requireActor } from '../auth/guards';
import type { DomainOptions } from '../context';
import { isFan, reportUser, sendNoteToFans, setFanSetting } from '../data/follows';
import { findUserSummaryRow, userExists as isUser, userIdOfRef } from '../data/users';
import { fanListPage, findPatronId, profileOf } from '../entities/profile';
import { avatarUrl } from '../entities/urls';
import { countView } from '../entities/viewCounts';
import { cardPage, MAX_OFFSET } from '../feeds/cards';
import { ratingsFeed } from '../feeds/feeds';
import { pageField, wholeNumber } from '../feeds/params';
import { badRequest, notFound } from '../http/errors';
import { parseInput } from '../http/validation';
import { flagField, idField, text } from '../../src/api/schemas/requestFields';
import { feedViewerOf } from './actingUser';

/** Longest user part of an address (an id, a nickname or a patron name). */
const MAX_USER_REF = 64;
/** Most ids one fan status check takes. */
export const FAN_OF_MAX_USERS = 100;

const userRef = v.pipe(v.string(), v.minLength(1, 'Expected a user id or name'), v.maxLength(MAX_USER_REF, `At most ${MAX_USER_REF} characters`));
const refParams = v.object({ id: userRef });
const patronParams = v.object({ name: userRef });
const profileQuery = v.object({ getComments: v.optional(flagField, false) });
const ratingsQuery = v.object({ userId: idField, page: pageField, type: v.optional(v.picklist(RATING_TYPES, 'Expected type=rules'), 'rules') });
const fanListQuery = v.object({
  user: idField,
  cursor: v.optional(v.union([v.literal(''), wholeNumber(0, MAX_OFFSET, 'a cursor')]), ''),
  count: v.optional(wholeNumber(1, FAN_PAGE_SIZE, 'a count'), FAN_PAGE_SIZE),
});
const idList = v.pipe(v.array(idField, 'Expected a list of user ids'), v.maxLength(FAN_OF_MAX_USERS, `At most ${FAN_OF_MAX_USERS} users`));
const fanOfQuery = v.object({
  users: v.pipe(
    v.string('Expected users=1,2,3'),
    v.regex(/^\d{1,12}(,\d{1,12})*$/, 'Expected users=1,2,3'),
    v.transform((s) => s.split(',').map(Number)),
    v.check((ids) => ids.length <= FAN_OF_MAX_USERS, `At most ${FAN_OF_MAX_USERS} users`),
    v.check((ids) => ids.every((id) => id >= 1), 'Expected positive ids'),
  ),
});
const fanOfBody = v.object({ users: idList });
const notifyBody = v.object({ user: idField, which: v.picklist(FAN_NOTIFY_KINDS, `Expected which=${FAN_NOTIFY_KINDS.join(', ')}`), value: flagField });
const noteBody = v.object({ message: text(NOTE_TO_FANS_MAX) });
const reportBody = v.object({ user: idField });

const NOTIFY_COLUMN = { notes: 'notes', upload: 'notify_uploads', stream: 'notify_stream' } as const;

export async function profileRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const now = () => new Date(ctx.clock()).toISOString();
  const userExists = (id: number) => isUser(db, id);

  const profileReply = (request: FastifyRequest, userId: number | null, what: string, getComments: boolean): Profile => {
    const profile = userId === null ? null : profileOf(db, userId, { viewer: feedViewerOf(request.viewer), getComments });
    if (!profile) throw notFound(`User ${what} does not exist.`);
    countView(db, 'profile', { id: profile.id, ownerId: profile.id }, request, ctx.clock());
    return profile;
  };

  app.get('/api/v2/profile/:id', async (request, reply): Promise<Profile> => {
    const { id } = parseInput(refParams, request.params, 'path');
    const { getComments } = parseInput(profileQuery, request.query, 'query');
    // The viewer's relation is in the answer: no shared cache may keep it.
    reply.header('Cache-Control', 'private, no-store');
    return profileReply(request, userIdOfRef(db, id), id, getComments);
  });

  app.get('/api/v2/patron/:name', async (request, reply): Promise<Profile> => {
    const { name } = parseInput(patronParams, request.params, 'path');
    reply.header('Cache-Control', 'private, no-store');
    return profileReply(request, findPatronId(db, name), name, false);
  });

  app.get('/api/user/:id', async (request): Promise<UserInfo> => {
    const { id } = parseInput(refParams, request.params, 'path');
    const userId = userIdOfRef(db, id);
    const row = userId === null ? undefined : findUserSummaryRow(db, userId);
    if (!row) throw notFound(`User ${id} does not exist.`);
    return { id: row.id, nickname: row.nickname, avatar: avatarUrl(row.id, row.avatar_sketch_id), glops: row.glops };
  });

  app.get('/api/v2/ratings', async (request): Promise<SketchPage> => {
    const { userId, page, type } = parseInput(ratingsQuery, request.query, 'query');
    if (!userExists(userId)) throw notFound(`User ${userId} does not exist.`);
    return cardPage(db, feedViewerOf(request.viewer), page, ratingsFeed(userId, type));
  });

  for (const which of ['followers', 'following'] as const) {
    app.get(`/api/v2/fan/${which}`, async (request): Promise<FanListPage> => {
      const { user, cursor, count } = parseInput(fanListQuery, request.query, 'query');
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
  app.get('/api/v2/fan/fanOf', async (request, reply): Promise<FanOfMap> => {
    const { users } = parseInput(fanOfQuery, request.query, 'query');
    reply.header('Cache-Control', 'private, no-store');
    return fanOf(request.viewer?.id ?? null, users);
  });
  app.post('/api/v2/fan/fanOf', async (request): Promise<FanOfMap> => {
    const { users } = parseInput(fanOfBody, request.body, 'body');
    return fanOf(request.viewer?.id ?? null, users);
  });

  app.post('/api/v2/fan/notify', { preHandler: requireActor }, async (request): Promise<FanNotifyResponse> => {
    const actor = actorOf(request);
    const { user, which, value } = parseInput(notifyBody, request.body, 'body');
    if (!userExists(user)) throw notFound(`User ${user} does not exist.`);
    const row = setFanSetting(db, actor.id, user, NOTIFY_COLUMN[which], value);
    if (!row) throw badRequest('Become a fan first to choose what you are told about.');
    return { fanNotes: row.notes === 1, fanNotifyUploads: row.notify_uploads === 1, fanNotifyStream: row.notify_stream === 1 };
  });

  app.post('/api/v2/user/noteToFans', { preHandler: requireActor }, async (request): Promise<NoteToFansResponse> => {
    const actor = actorOf(request);
    const message = parseInput(noteBody, request.body, 'body').message.trim();
    if (!message) throw badRequest('Write a note before sending it.');
    // Fans who asked for notes get it (the follows row's notes setting).
    return { fansNotified: sendNoteToFans(db, actor.id, message, now()) };
  });

  app.post('/api/v2/report', { preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const actor = actorOf(request);
    const { user } = parseInput(reportBody, request.body, 'body');
    if (user === actor.id) throw badRequest('You cannot report yourself.');
    if (!userExists(user)) throw notFound(`User ${user} does not exist.`);
    reportUser(db, user, actor.id, now());
    return { ok: true };
  });
}
