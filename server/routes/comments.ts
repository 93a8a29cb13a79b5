// Comments on sketches, profiles and compos (spec part 1 §7 Comments; part 2 §5):
// GET /api/comments/{which}?type=&count=all|n&page=, POST /comment (post, or delete with
// {commentId, action: delete}), POST /api/v2/report/comment {id}.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { actorOf, requireActor } from '../auth/guards';
import type { DomainOptions } from '../context';
import { allComments, commentAuthor, deleteComment, findComment, insertComment, newestComments, reportComment, type CommentRow } from '../data/comments';
import { compoExists } from '../data/compos';
import { sketchOwner } from '../data/sketches';
import { userExists } from '../data/users';
import type { Db } from '../db/database';
import { avatarUrl } from '../entities/urls';
import { badRequest, forbidden, notFound } from '../http/errors';
import { idField, parseInput, text } from '../http/validation';
import { isBlockedBy, RequestKeys } from './actingUser';
import { requestKeyField } from './sketchActions';
import type { Comment, CommentTargetType } from '../../src/api/schemas/comments';
import type { OkResponse } from '../../src/api/schemas/common';

export const COMMENT_MAX = 2000;
export const COMMENT_PAGE_SIZE = 10;
export const COMMENT_PAGE_MAX = 50;
export const BLOCKED_COMMENT_MESSAGE = 'Sorry, you cannot comment here.';

const TARGET_TYPES = ['sketch', 'profile', 'compo'] as const;
const typeField = v.picklist(TARGET_TYPES, 'Expected type "sketch", "profile" or "compo"');
const listParams = v.object({ which: idField });
const listQuery = v.object({
  type: typeField,
  count: v.optional(
    v.union([v.literal('all'), v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'Expected "all" or a number'), v.transform(Number), v.minValue(1), v.maxValue(COMMENT_PAGE_MAX))], 'Expected "all" or a number from 1 to 50'),
    String(COMMENT_PAGE_SIZE),
  ),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'Expected a page number'), v.transform(Number), v.minValue(1, 'Pages start at 1')), '1'),
});
const postBody = v.object({ key: requestKeyField, comment: text(COMMENT_MAX), type: typeField, which: idField });
const deleteBody = v.object({ commentId: idField, action: v.literal('delete', 'Expected action "delete"') });
const reportBody = v.object({ id: idField });

export const commentOf = (row: CommentRow): Comment => ({
  id: row.id,
  comment: row.text,
  date: row.date,
  userId: row.user_id,
  userNickname: row.nickname,
  userAvatar: avatarUrl(row.user_id, row.avatar_sketch_id),
});

/**
 * The owner of a comment page: a sketch's artist, the profile's user, nobody for a compo.
 * Undefined when the target does not exist. Compos are stored by another module; until its
 * table exists there is no compo to comment on.
 */
export function pageOwner(db: Db, type: CommentTargetType, which: number): number | null | undefined {
  switch (type) {
    case 'sketch':
      return sketchOwner(db, which);
    case 'profile':
      return userExists(db, which) ? which : undefined;
    case 'compo':
      return compoExists(db, which) ? null : undefined;
  }
}

export async function commentRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const postAnswers = new RequestKeys<Comment>();
  const ownerOrThrow = (type: CommentTargetType, which: number): number | null => {
    const owner = pageOwner(db, type, which);
    if (owner === undefined) throw notFound(`There is no ${type} ${which} to comment on.`);
    return owner;
  };

  app.get('/api/comments/:which', async (request): Promise<Comment[]> => {
    const { which } = parseInput(listParams, request.params, 'path');
    const { type, count, page } = parseInput(listQuery, request.query, 'query');
    ownerOrThrow(type, which);
    if (count === 'all') {
      return allComments(db, type, which).map(commentOf);
    }
    // Page 1 holds the newest comments; each page is returned oldest first, as it is shown.
    return newestComments(db, type, which, count, (page - 1) * count).map(commentOf);
  });

  app.post('/comment', { preHandler: requireActor }, async (request): Promise<Comment | OkResponse> => {
    const actor = actorOf(request);
    const body = request.body;
    if (body && typeof body === 'object' && 'action' in body) {
      const { commentId } = parseInput(deleteBody, body, 'body');
      const row = findComment(db, commentId);
      if (!row) throw notFound(`Comment ${commentId} does not exist.`);
      const owner = pageOwner(db, row.target_type, row.target_id);
      // The comment's author, the page's owner and accounts with the thumbs flag (spec part 1 §6).
      if (row.user_id !== actor.id && owner !== actor.id && actor.thumbs !== 1) {
        throw forbidden('Only the author, the owner of the page or a moderator can delete this comment.');
      }
      deleteComment(db, commentId);
      return { ok: true };
    }
    const { key, comment, type, which } = parseInput(postBody, body, 'body');
    const repeated = postAnswers.get(actor.id, key);
    if (repeated) return repeated;
    const textToSave = comment.trim();
    if (!textToSave) throw badRequest('Write something before posting.');
    const owner = ownerOrThrow(type, which);
    // Users blocked by the page's owner cannot comment there (spec part 1 §6, part 2 §5).
    if (owner !== null && owner !== actor.id && isBlockedBy(ctx, actor.id, owner)) throw forbidden(BLOCKED_COMMENT_MESSAGE);
    const saved = commentOf(insertComment(db, { type, targetId: which, userId: actor.id, text: textToSave, date: new Date(ctx.clock()).toISOString() }));
    postAnswers.set(actor.id, key, saved);
    return saved;
  });

  app.post('/api/v2/report/comment', { preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const actor = actorOf(request);
    const { id } = parseInput(reportBody, request.body, 'body');
    const author = commentAuthor(db, id);
    if (author === undefined) throw notFound(`Comment ${id} does not exist.`);
    if (author === actor.id) throw forbidden('You cannot report your own comment.');
    // A second report by the same user changes nothing.
    reportComment(db, id, actor.id, new Date(ctx.clock()).toISOString());
    return { ok: true };
  });
}
