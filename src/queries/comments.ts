// The comments of a sketch, a profile or a compo: one entry per target holding the comments
// shown so far (newest page first; earlier pages are put in front), and whether there are more.
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { COMMENT_PAGE_SIZE, fetchComments } from '../api/comments';
import type { Comment, CommentTargetType } from '../api/schemas/comments';

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

const hasMore = (type: CommentTargetType, list: readonly Comment[]) => type !== 'sketch' && list.length >= COMMENT_PAGE_SIZE;

export const commentsQuery = (type: CommentTargetType, which: number) =>
  queryOptions({ queryKey: commentKeys.thread(type, which), queryFn: async (): Promise<CommentThread> => {
    const list = await fetchComments(type, which, 1);
    return { comments: list, page: 1, more: hasMore(type, list) };
  } });

/** Loads the page before the earliest shown and puts it in front. */
export async function loadEarlierComments(type: CommentTargetType, which: number): Promise<void> {
  const key = commentKeys.thread(type, which);
  const thread = queryClient.getQueryData<CommentThread>(key);
  if (!thread) return;
  const earlier = await fetchComments(type, which, thread.page + 1);
  queryClient.setQueryData<CommentThread>(key, (current) => {
    if (!current) return current;
    const known = new Set(current.comments.map((c) => c.id));
    return { comments: [...earlier.filter((c) => !known.has(c.id)), ...current.comments], page: thread.page + 1, more: hasMore(type, earlier) };
  });
}

/** Changes the shown comments of a target (an optimistic post, the server's answer, a delete). */
export function updateComments(type: CommentTargetType, which: number, change: (comments: ThreadComment[]) => ThreadComment[]): void {
  queryClient.setQueryData<CommentThread>(commentKeys.thread(type, which), (thread) => thread && { ...thread, comments: change(thread.comments) });
}

