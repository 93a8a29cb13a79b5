// Comments on sketches, profiles and compos (spec part 1 §7 Comments; part 2 §5):
// GET /api/comments/{which}?type=&count=all|n&page=, POST /comment (post, or delete with
// {commentId, action: delete}), POST /api/v2/report/comment {id}.
import { actorOf, requireActor } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import { allComments, commentAuthor, deleteComment, findComment, insertComment, newestComments, reportComment } from '../data/comments';
import { compoExists } from '../data/compos';
import { sketchOwner } from '../data/sketches';
import { userExists } from '../data/users';
import type { Db } from '../db/database';
import { commentOf } from '../entities/comments';
import { badRequest, forbidden, notFound } from '../http/errors';
import { isBlockedBy } from '../data/follows';
import { RequestKeys } from './requestKeys';
import { IdBody, WhichParams } from '../../src/api/schemas/requestFields';
import { CommentListQuery, CommentSchema, CommentWriteBody, type Comment, type CommentTargetType } from '../../src/api/schemas/comments';
import type { OkResponse } from '../../src/api/schemas/common';

export const BLOCKED_COMMENT_MESSAGE = 'Sorry, you cannot comment here.';

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

export async function commentRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const postAnswers = new RequestKeys(ctx, 'comment', CommentSchema);
  const ownerOrThrow = (type: CommentTargetType, which: number): number | null => {
    const owner = pageOwner(db, type, which);
    if (owner === undefined) throw notFound(`There is no ${type} ${which} to comment on.`);
    return owner;
  };

  app.get('/api/comments/:which', { schema: { params: WhichParams, querystring: CommentListQuery } }, async (request): Promise<Comment[]> => {
    const { which } = request.params;
    const { type, count, page } = request.query;
    ownerOrThrow(type, which);
    if (count === 'all') {
      return allComments(db, type, which).map(commentOf);
    }
    // Page 1 holds the newest comments; each page is returned oldest first, as it is shown.
    return newestComments(db, type, which, count, (page - 1) * count).map(commentOf);
  });

  app.post('/comment', { schema: { body: CommentWriteBody }, preHandler: requireActor }, async (request): Promise<Comment | OkResponse> => {
    const actor = actorOf(request);
    const body = request.body;
    if (body.action === 'delete') {
      const { commentId } = body;
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
    const { key, comment, type, which } = body;
    return postAnswers.once(actor.id, key, () => {
      const textToSave = comment.trim();
      if (!textToSave) throw badRequest('Write something before posting.');
      const owner = ownerOrThrow(type, which);
      // Users blocked by the page's owner cannot comment there (spec part 1 §6, part 2 §5).
      if (owner !== null && owner !== actor.id && isBlockedBy(ctx.db, actor.id, owner)) throw forbidden(BLOCKED_COMMENT_MESSAGE);
      return commentOf(insertComment(db, { type, targetId: which, userId: actor.id, text: textToSave, date: new Date(ctx.clock()).toISOString() }));
    });
  });

  app.post('/api/v2/report/comment', { schema: { body: IdBody }, preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const actor = actorOf(request);
    const { id } = request.body;
    const author = commentAuthor(db, id);
    if (author === undefined) throw notFound(`Comment ${id} does not exist.`);
    if (author === actor.id) throw forbidden('You cannot report your own comment.');
    // A second report by the same user changes nothing.
    reportComment(db, id, actor.id, new Date(ctx.clock()).toISOString());
    return { ok: true };
  });
}
