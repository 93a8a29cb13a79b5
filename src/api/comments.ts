// Comments of sketches, profiles and compos (spec part 1 §7, Comments).
import { get, post } from './client';
import { requestKey } from './requestKey';
import { CommentListSchema, CommentSchema, type CommentTargetType } from './schemas/comments';

export const COMMENT_PAGE_SIZE = 10;

/** Sketches load every comment (count=all); profiles and compos load pages of 10, newest page first. */
export const fetchComments = (type: CommentTargetType, which: number, page = 1, signal?: AbortSignal) =>
  get(
    `/api/comments/${which}`,
    CommentListSchema,
    type === 'sketch' ? { type, count: 'all' } : { type, page, count: COMMENT_PAGE_SIZE },
    { signal },
  );

/** The key names this one post, so a retried request is saved once. */
export const postComment = (type: CommentTargetType, which: number, comment: string) =>
  post('/comment', { key: requestKey(), comment, type, which }, CommentSchema, { retries: 1 });
export const deleteComment = (commentId: number) => post('/comment', { commentId, action: 'delete' });
export const reportComment = (id: number) => post('/api/v2/report/comment', { id });
