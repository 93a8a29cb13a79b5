// The comments of a sketch, a profile or a compo: an endless list per target whose pages go back
// in time (page 1 holds the newest; profiles and compos page by 10, sketches load all at once,
// each page oldest first), so a refresh reads every page shown again and the earlier comments a
// reader opened stay. Posting, deleting and reporting are mutations; a post still on its way is
// shown from the mutation's variables (usePendingComments), not written into the cache, so no
// refresh can wipe it and a failure leaves nothing to take back.
import { useMutation, useMutationState, type InfiniteData } from '@tanstack/react-query';
import { queryClient } from '../api/queryClient';
import { deleteComment, fetchComments, postComment, reportComment } from '../api/comments';
import { COMMENT_PAGE_SIZE } from '../api/schemas/comments';
import type { Comment, CommentTargetType } from '../api/schemas/comments';
import { endlessList, type Cursor, type Page } from './endlessList';
import { cardListsChanged } from './cardLists';
import { compoKeys } from './compos';

/** A comment as shown: a post still on its way is `pending`, with a negative id. */
export type ThreadComment = Comment & { pending?: boolean };

export type CommentPage = Page<Comment>;
export type CommentThread = InfiniteData<CommentPage, Cursor>;

export const commentKeys = {
  /** Every thread of every target (a moderator's delete from the reported list may be on any). */
  all: ['comments'] as const,
  thread: (type: CommentTargetType, which: number) => ['comments', type, which] as const,
  /** The key of the posts to a target (the pending ones are shown from it). */
  post: (type: CommentTargetType, which: number) => ['comments', type, which, 'post'] as const,
};

/** A sketch's comments come at once; the other threads in pages of COMMENT_PAGE_SIZE. */
const hasPages = (type: CommentTargetType) => type !== 'sketch';
const hasMore = (type: CommentTargetType, list: readonly Comment[]) => hasPages(type) && list.length >= COMMENT_PAGE_SIZE;

/** The thread of a target; the cursor of a page is its number. */
export const commentsList = (type: CommentTargetType, which: number) =>
  endlessList(commentKeys.thread(type, which), async (cursor): Promise<CommentPage> => {
    const page = typeof cursor === 'number' ? cursor : 1;
    const list = await fetchComments(type, which, page);
    return { items: list, next: hasMore(type, list) ? page + 1 : null };
  });

/** Every loaded comment, the earliest first (a comment a later page repeats, as new ones came in, shows once). */
export function threadComments(thread: CommentThread | undefined): Comment[] {
  if (!thread) return [];
  const seen = new Set<number>();
  const comments: Comment[] = [];
  for (const page of [...thread.pages].reverse()) {
    for (const comment of page.items) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      comments.push(comment);
    }
  }
  return comments;
}

/** Changes the cached thread of a target, page by page; a read on its way is cancelled first (it left before the change). */
async function changeThread(type: CommentTargetType, which: number, change: (items: Comment[], pageIndex: number) => Comment[]): Promise<void> {
  const key = commentKeys.thread(type, which);
  await queryClient.cancelQueries({ queryKey: key, exact: true });
  queryClient.setQueryData<CommentThread>(key, (thread) => thread && { ...thread, pages: thread.pages.map((page, index) => ({ ...page, items: change(page.items, index) })) });
}

/** Posts a comment (its text is the variable); the server's version joins the newest page. */
export function usePostComment(type: CommentTargetType, which: number) {
  return useMutation({
    mutationKey: commentKeys.post(type, which),
    mutationFn: (text: string) => postComment(type, which, text),
    onSuccess: (saved) => {
      countsChanged(type);
      return changeThread(type, which, (items, index) => (index === 0 && !items.some((c) => c.id === saved.id) ? [...items, saved] : items));
    },
  });
}

/**
 * A post or a delete changes the count the target's page shows: a compo's Discussion tab counts
 * from the compo's info, which is read again (the sketch page counts the thread it shows itself;
 * a profile shows no count). A sketch's count shows on its cards too, in every list of them.
 */
function countsChanged(type: CommentTargetType): void {
  if (type === 'compo') void queryClient.invalidateQueries({ queryKey: compoKeys.infos });
  if (type === 'sketch') cardListsChanged();
}

/** A post still on its way: its text and when it was sent. */
export interface PendingPost {
  /** Negative: never a saved comment's id. */
  id: number;
  text: string;
  submittedAt: number;
}

/** The posts to a target still on their way (the list shows them at once). */
export function usePendingComments(type: CommentTargetType, which: number): PendingPost[] {
  return useMutationState({
    filters: { mutationKey: commentKeys.post(type, which), status: 'pending' },
    select: (mutation) => ({ id: -1 - mutation.mutationId, text: mutation.state.variables as string, submittedAt: mutation.state.submittedAt }),
  });
}

/** Deletes a comment (its id is the variable); it leaves every page it is on. */
export function useDeleteComment(type: CommentTargetType, which: number) {
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(commentId),
    onSuccess: async (_answer, commentId) => {
      countsChanged(type);
      await changeThread(type, which, (items) => items.filter((c) => c.id !== commentId));
      // A thread read in pages (a profile's, a compo's) moved up by one under the pages loaded:
      // they are read again, or "Load earlier" would start one comment too late and skip it.
      if (hasPages(type)) void queryClient.invalidateQueries({ queryKey: commentKeys.thread(type, which), exact: true });
    },
  });
}

/** Reports a comment to the gloperators (nothing cached changes). */
export function useReportComment() {
  return useMutation({ mutationFn: (commentId: number) => reportComment(commentId) });
}
