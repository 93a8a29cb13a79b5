// Comments of sketches, profiles and compos (spec part 1 §7, Comments).
import { get, post } from './client';
import { sendOnce } from './sendOnce';
import { COMMENT_PAGE_SIZE, CommentListSchema, CommentSchema, type CommentDeleteBody, type CommentListQuery, type CommentPostBody, type CommentTargetType } from './schemas/comments';
import type { IdBody } from './schemas/requestFields';


/** Sketches load every comment (count=all); profiles and compos load pages of 10, newest page first. */
export const fetchComments = (type: CommentTargetType, which: number, page = 1, signal?: AbortSignal) =>
  get(
    `/api/comments/${which}`,
    CommentListSchema,
    (type === 'sketch' ? { type, count: 'all' } : { type, page: String(page), count: String(COMMENT_PAGE_SIZE) }) satisfies CommentListQuery,
    { signal },
  );

/** The key names this one post, so a retried request is saved once, also when it is sent again after getting no answer (sendOnce). */
export const postComment = (type: CommentTargetType, which: number, comment: string) =>
  sendOnce(`comment ${type} ${which} ${comment}`, (key) => post('/comment', { key, comment, type, which } satisfies CommentPostBody, CommentSchema, { retries: 1 }));
export const deleteComment = (commentId: number) => post('/comment', { commentId, action: 'delete' } satisfies CommentDeleteBody);
export const reportComment = (id: number) => post('/api/v2/report/comment', { id } satisfies IdBody);
