// Who may do what with a comment (spec part 1 §6), the texts of spec §8, and the local drafts
// of spec §3/§5 (one per comment target, kept until the comment is posted).
import type { Comment, CommentTargetType } from '../../api/schemas/comments';
import type { CurrentUser } from '../../api/schemas/session';

export const COMMENT_DELETED = 'Comment deleted';
export const COMMENT_REPORTED = 'Thanks for your report, it will be reviewed by a gloperator.';
export const CONFIRM_DELETE_COMMENT = 'Are you sure you want to delete this comment?';

export const deleteErrorText = (message: string) => `Error deleting comment: ${message}`;
/** 'Error: {a} {b}': the HTTP status (0 when the server was not reached) and the server's message. */
export const reportErrorText = (status: number, message: string) => `Error: ${status} ${message}`;

type Viewer = Pick<CurrentUser, 'id' | 'thumbs'> | null;

/** The comment's owner, the page's owner and accounts with the thumbs flag may delete it. */
export function canDeleteComment(viewer: Viewer, comment: Pick<Comment, 'userId'>, pageOwnerId: number | null): boolean {
  if (!viewer) return false;
  return comment.userId === viewer.id || (pageOwnerId !== null && pageOwnerId === viewer.id) || viewer.thumbs;
}

/** Everyone signed in but the comment's owner may report it. */
export function canReportComment(viewer: Viewer, comment: Pick<Comment, 'userId'>): boolean {
  return viewer !== null && comment.userId !== viewer.id;
}

export const draftKey = (type: CommentTargetType, which: number) => `comment-draft:${type}:${which}`;

export function loadDraft(type: CommentTargetType, which: number): string {
  try {
    return localStorage.getItem(draftKey(type, which)) ?? '';
  } catch {
    return '';
  }
}

/** Saves what the user typed; an empty text removes the draft. */
export function saveDraft(type: CommentTargetType, which: number, text: string): void {
  try {
    if (text) localStorage.setItem(draftKey(type, which), text);
    else localStorage.removeItem(draftKey(type, which));
  } catch {
    /* storage full or disabled: the draft lives only in the input */
  }
}

/** Removes the draft once `posted` is saved, unless the user has typed something new since. */
export function clearPostedDraft(type: CommentTargetType, which: number, posted: string): void {
  if (loadDraft(type, which) === posted) saveDraft(type, which, '');
}
