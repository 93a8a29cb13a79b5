// One comment: the author's avatar and name (linking to their profile), when, the text (always
// as text, never as HTML) and the delete or report action the viewer may use.
import { styled } from '@linaria/react';
import type { Comment } from '../../api/schemas/comments';
import { fixedImage } from '../../lib/images';
import { RelativeTime } from '../../components/RelativeTime';
import { sitePaths } from '../../lib/paths/site';

export type ShownComment = Comment & { pending?: boolean };

const AVATAR = 40;

const Item = styled.li`
  display: grid;
  grid-template-columns: ${AVATAR}px minmax(0, 1fr);
  gap: 10px;
  padding: 10px 0;
  border-bottom: 1px solid var(--border);
  &[data-pending='true'] {
    opacity: 0.6;
  }
  img {
    width: ${AVATAR}px;
    height: ${AVATAR}px;
    border-radius: 50%;
    object-fit: cover;
    background: var(--surface-2);
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 10px;
    font-size: 0.875rem;
  }
  .head a {
    min-width: 0;
    color: var(--text);
    font-weight: 700;
    text-decoration: none;
    overflow-wrap: anywhere; /* a long nickname breaks rather than widen the page */
  }
  .when {
    color: var(--text-muted);
    font-size: 0.8125rem;
  }
  .text {
    margin: 4px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    line-height: 1.4;
  }
  .actions {
    margin-left: auto;
    display: flex;
    gap: 4px;
  }
  .actions button {
    border: 0;
    background: none;
    color: var(--text-muted);
    font: inherit;
    font-size: 0.8125rem;
    padding: 0 10px;
    min-width: 44px; /* a touch target */
    min-height: 44px;
    cursor: pointer;
    border-radius: 6px;
  }
  .actions button:hover {
    color: var(--text);
    background: var(--surface-2);
  }
`;

export interface CommentItemProps {
  comment: ShownComment;
  canDelete: boolean;
  canReport: boolean;
  onDelete: (comment: Comment) => void;
  onReport: (comment: Comment) => void;
}

export function CommentItem({ comment, canDelete, canReport, onDelete, onReport }: CommentItemProps) {
  const profile = sitePaths.user(comment.userId);
  return (
    <Item data-testid="comment" data-comment-id={comment.id} data-pending={comment.pending ? 'true' : undefined}>
      <a href={profile} aria-hidden="true" tabIndex={-1}>
        <img {...fixedImage(comment.userAvatar, AVATAR)} alt="" width={AVATAR} height={AVATAR} loading="lazy" />
      </a>
      <div>
        <div className="head">
          <a href={profile} dir="auto" data-testid="comment-author">
            {comment.userNickname}
          </a>
          <span className="when">{comment.pending ? 'Posting…' : <RelativeTime date={comment.date} />}</span>
          {!comment.pending && (canDelete || canReport) && (
            <span className="actions">
              {canDelete && (
                // Named with whose comment: a list of them reads as many a bare "Delete".
                <button type="button" data-testid="comment-delete" aria-label={`Delete comment by ${comment.userNickname}`} onClick={() => onDelete(comment)}>
                  Delete
                </button>
              )}
              {canReport && (
                <button type="button" data-testid="comment-report" aria-label={`Report comment by ${comment.userNickname}`} onClick={() => onReport(comment)}>
                  Report
                </button>
              )}
            </span>
          )}
        </div>
        <p className="text" dir="auto" data-testid="comment-text">
          {comment.comment}
        </p>
      </div>
    </Item>
  );
}
