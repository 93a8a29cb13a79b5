// Who may do what with a comment (spec part 1 §6), the texts of spec §8, and the local drafts
// of spec §3/§5 (one per comment target, kept until the comment is posted).
import type { Comment, CommentTargetType } from '../../api/schemas/comments';
import type { CurrentUser } from '../../api/schemas/session';
import { clearSentDraft, loadDraft as loadStoredDraft, saveDraft as saveStoredDraft } from '../../lib/drafts';
import { unsentText } from '../../lib/unsent';

/** Said to a screen reader: the box empties and the comment shows in the list, where the reader is not. */
export const COMMENT_POSTED = 'Your comment was posted.';
export const COMMENT_REPORTED = 'Thanks for your report, it will be reviewed by a gloperator.';
export const CONFIRM_DELETE_COMMENT = 'Are you sure you want to delete this comment?';

/** A comment that got no answer (offline): the page stays with the text in the box (lib/unsent.ts). */
export const COMMENT_UNSENT = unsentText('your comment');
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

/**
 * A comment draft's key (spec part 1 §3: comment drafts per comment target), per account too: the
 * next person to sign in on the same browser must not find, and post as theirs, what the last one
 * typed; the one who typed it finds it again when they come back.
 */
export const draftKey = (viewerId: number, type: CommentTargetType, which: number) => `comment-draft:${viewerId}:${type}:${which}`;

export const loadDraft = (viewerId: number, type: CommentTargetType, which: number): string => loadStoredDraft('local', draftKey(viewerId, type, which));

/** Saves what the user typed; an empty text removes the draft. */
export const saveDraft = (viewerId: number, type: CommentTargetType, which: number, text: string): void => saveStoredDraft('local', draftKey(viewerId, type, which), text);

/** Removes the draft once `posted` is saved, unless the user has typed something new since. */
export const clearPostedDraft = (viewerId: number, type: CommentTargetType, which: number, posted: string): void => clearSentDraft('local', draftKey(viewerId, type, which), posted);
