// The comments of a sketch, a profile or a compo: one entry per target holding the comments
// shown so far (newest page first; earlier pages are put in front), and whether there are more.
import { COMMENT_PAGE_SIZE, fetchComments } from '../api/comments';
import type { QueryDef } from '../api/query';
import { queryCache } from '../api/query';
import type { Comment, CommentTargetType } from '../api/types';

/** A comment as shown: a post still on its way is `pending`, with a negative id. */
export type ThreadComment = Comment & { pending?: boolean };

export interface CommentThread {
  comments: ThreadComment[];
  /** The last page loaded (profiles and compos page by 10; sketches load all at once). */
  page: number;
  more: boolean;
}

export const commentKeys = {
  thread: (type: CommentTargetType, which: number) => ['comments', type, which] as const,
};

function isComment(value: unknown): value is Comment {
  const c = value as Partial<Comment> | null;
  return !!c && Number.isInteger(c.id) && typeof c.comment === 'string' && Number.isInteger(c.userId);
}

/** Drops (and logs) entries of a server list that are not comments. */
function validComments(list: unknown): Comment[] {
  if (!Array.isArray(list)) {
    console.warn('comments: the server sent no list', list);
    return [];
  }
  const valid = list.filter(isComment);
  if (valid.length !== list.length) console.warn(`comments: dropped ${list.length - valid.length} malformed entries`);
  return valid;
}

const hasMore = (type: CommentTargetType, list: unknown) => type !== 'sketch' && Array.isArray(list) && list.length >= COMMENT_PAGE_SIZE;

export const commentsQuery = (type: CommentTargetType, which: number): QueryDef<CommentThread> => ({
  key: commentKeys.thread(type, which),
  fetch: async (signal) => {
    const list = await fetchComments(type, which, 1, signal);
    return { comments: validComments(list), page: 1, more: hasMore(type, list) };
  },
});

/** Loads the page before the earliest shown and puts it in front. */
export async function loadEarlierComments(type: CommentTargetType, which: number): Promise<void> {
  const key = commentKeys.thread(type, which);
  const thread = queryCache.getData<CommentThread>(key);
  if (!thread) return;
  const list = await fetchComments(type, which, thread.page + 1);
  const earlier = validComments(list);
  queryCache.setData<CommentThread>(key, (current) => {
    if (!current) return current;
    const known = new Set(current.comments.map((c) => c.id));
    return { comments: [...earlier.filter((c) => !known.has(c.id)), ...current.comments], page: thread.page + 1, more: hasMore(type, list) };
  });
}

/** Changes the shown comments of a target (an optimistic post, the server's answer, a delete). */
export function updateComments(type: CommentTargetType, which: number, change: (comments: ThreadComment[]) => ThreadComment[]): void {
  queryCache.setData<CommentThread>(commentKeys.thread(type, which), (thread) => thread && { ...thread, comments: change(thread.comments) });
}

export { isComment };
