// The comments of a sketch, a profile or a compo (spec part 1 §4-§8, part 2 §5). Sketches show
// every comment; profiles and compos show the newest 10 with a control for earlier ones.
// Posting shows the comment at once (from the post on its way) and the server's version replaces
// it; on a failure the page reloads, and the draft, kept locally until the post succeeds, comes
// back.
import { styled } from '@linaria/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { ApiError, messageOf } from '../../api/client';
import { answeredWithRefusal } from '../../api/errors';
import { commentsList, threadComments, useDeleteComment, usePendingComments, usePostComment, useReportComment } from '../../queries/comments';
import { reloadPage } from '../../app/navigation/navigation';
import { visibleComments } from '../../lib/visibility';
import { alertDialog, confirmDialog } from '../../stores/dialogs';
import { useSession } from '../../stores/session';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { TextInput } from '../../components/TextInput';
import { LimitNote } from '../../components/LimitNote';
import { useDraft } from '../../lib/drafts';
import { CommentItem, type ShownComment } from './CommentItem';
import {
  canDeleteComment,
  canReportComment,
  clearPostedDraft,
  COMMENT_POSTED,
  COMMENT_UNSENT,
  COMMENT_REPORTED,
  CONFIRM_DELETE_COMMENT,
  draftKey,
  deleteErrorText,
  reportErrorText,
} from './commentRules';
import { COMMENT_DELETED } from '../../lib/commentTexts';
import { COMMENT_MAX, type Comment, type CommentTargetType } from '../../api/schemas/comments';
import { isBlankText } from '../../lib/blankText';
import { useOneAtATime } from '../../lib/useOneAtATime';
import { SpokenStatus, useSpokenStatus } from '../../components/SpokenStatus';
import { withChunkStyles } from '../../lib/chunkStyles';

export interface CommentsProps {
  type: CommentTargetType;
  /** The target's id: sketch id, profile user id or compo id. */
  which: number;
  /** The owner of the page (sketch creator, profile user); null for compos. */
  pageOwnerId: number | null;
  /**
   * Why this viewer cannot comment here (e.g. the page's owner blocked them), shown in place of
   * the comment box; null when they can.
   */
  cannotComment: string | null;
  /** Told how many comments the list holds after a load, a post or a delete. */
  onCountChange?: (count: number) => void;
  /**
   * Told when the first load has ended (the comments or the failure text are shown): a page places
   * what comes under the list after that, so the list growing does not move it.
   */
  onSettled?: () => void;
}

const Section = styled.section`
  /* Brought into view by a link's #comments: below the fixed header, not under it. On this
     section alone: the whole page's scroll-padding-top made WebKit's WebDriver find buttons
     further down the page not interactable. */
  scroll-margin-top: calc(var(--header-height) + env(safe-area-inset-top));
  h2 {
    font-size: 1.125rem;
    margin: 0 0 4px;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .note {
    color: var(--text-muted);
    margin: 10px 0;
  }
  .more {
    margin: 8px 0;
  }
  form {
    display: grid;
    gap: 8px;
    margin: 8px 0 12px;
  }
  form button {
    justify-self: end;
  }
`;

const errorMessage = (error: unknown) => (error instanceof ApiError ? (messageOf(error.body) ?? error.message) : String(error));

export function Comments(props: CommentsProps) {
  // A new target starts afresh: its own list and its own draft.
  return <CommentList key={`${props.type}:${props.which}`} {...props} />;
}

function CommentList({ type, which, pageOwnerId, cannotComment, onCountChange, onSettled }: CommentsProps) {
  const viewer = useSession((s) => s.user);
  const thread = useInfiniteQuery(commentsList(type, which));
  const post = usePostComment(type, which);
  const pendingPosts = usePendingComments(type, which);
  const removal = useDeleteComment(type, which);
  const reporting = useReportComment();
  // The draft is the browser's: restored after hydration, so the server's markup matches.
  const { text: draft, set: typeDraft, show: setDraft } = useDraft('local', draftKey(viewer?.id ?? 0, type, which));
  const posting = post.isPending;
  // A second submit in the same moment (a double tap the browser delivers in one task) sends
  // nothing: isPending, which disables the button, starts only once React has rendered.
  const oneAtATime = useOneAtATime();
  const countListener = useRef(onCountChange);
  // eslint-disable-next-line react-hooks/refs -- the latest listener, read only by the effect below
  countListener.current = onCountChange;

  // The saved comments, then the viewer's posts on their way (the newest).
  const comments = useMemo(() => {
    if (!thread.data) return undefined;
    const saved: ShownComment[] = threadComments(thread.data);
    if (!viewer || pendingPosts.length === 0) return saved;
    const pending = pendingPosts.map(
      (p): ShownComment => ({ id: p.id, comment: p.text, date: new Date(p.submittedAt).toISOString(), userId: viewer.id, userNickname: viewer.nickname, userAvatar: viewer.avatar, pending: true }),
    );
    return [...saved, ...pending];
  }, [thread.data, pendingPosts, viewer]);
  const settled = thread.data !== undefined || thread.isError;
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  // A link to the comments (a feed card's comment count) brings them into view, the box focused:
  // once per list shown, and again as the parts above them render and push them down
  // (followPageGrowth). Effects may run again on the same list (StrictMode runs each twice in
  // development, React re-runs them when a hidden part shows again); that must not pull the page
  // back to the comments after the reader scrolled away.
  const box = useRef<HTMLTextAreaElement>(null);
  const broughtIntoView = useRef(false);
  useEffect(() => {
    if (broughtIntoView.current || window.location.hash !== '#comments') return;
    broughtIntoView.current = true;
    box.current?.focus({ preventScroll: true });
    const comments = document.getElementById('comments');
    comments?.scrollIntoView();
    // The follower is fetched only for such a link (not in the first load of every page with
    // comments). Not stopped with the effect (run twice, the second would not start again): it
    // stops itself, and once the list is gone.
    void withChunkStyles(import('../../lib/followPageGrowth')).then(({ followPageGrowth }) =>
      followPageGrowth((stop) => (comments?.isConnected ? comments.scrollIntoView() : stop())),
    );
  }, []);

  // Newest first, under the box: a comment just posted shows where it was written.
  const shown = useMemo(() => visibleComments(comments ?? [], viewer, pageOwnerId).reverse(), [comments, viewer, pageOwnerId]);
  // The comments the viewer is shown, not those held back (a blocked user's): the page's count
  // says what the list holds.
  const count = comments === undefined ? undefined : shown.length;
  useEffect(() => {
    if (count !== undefined) countListener.current?.(count);
  }, [count]);

  async function loadEarlier() {
    if (thread.isFetchingNextPage) return;
    const result = await thread.fetchNextPage();
    if (result.isFetchNextPageError) await alertDialog('Sorry, the earlier comments could not be loaded. Please try again in a bit.');
  }

  const spoken = useSpokenStatus();
  const submit = () => oneAtATime(submitNow);
  async function submitNow() {
    const text = draft.trim();
    if (isBlankText(text) || !viewer) return; // empty text is ignored (spec part 1 §5)
    const typed = draft;
    setDraft(''); // the stored draft stays until the server has the comment
    try {
      await post.mutateAsync(text); // a misfit answer rejects: the page reloads
      clearPostedDraft(viewer.id, type, which, typed);
      spoken.say(COMMENT_POSTED);
    } catch (error) {
      // Spec §8: a failed post reloads the page (the list shows the truth again); what was typed
      // goes back into the input (it is still stored, too). Without an answer (offline) the
      // reload would fail too: the page stays and says so.
      console.warn('comment post failed', error);
      setDraft(typed);
      if (answeredWithRefusal(error)) void reloadPage();
      else await alertDialog(COMMENT_UNSENT);
    }
  }

  async function remove(comment: Comment) {
    if (!(await confirmDialog(CONFIRM_DELETE_COMMENT, { confirmLabel: 'Delete', irreversible: true, destructive: true }))) return;
    try {
      await removal.mutateAsync(comment.id);
    } catch (error) {
      await alertDialog(deleteErrorText(errorMessage(error)));
      return;
    }
    await alertDialog(COMMENT_DELETED);
  }

  async function report(comment: Comment) {
    try {
      await reporting.mutateAsync(comment.id);
    } catch (error) {
      await alertDialog(reportErrorText(error instanceof ApiError ? error.status : 0, errorMessage(error)));
      return;
    }
    await alertDialog(COMMENT_REPORTED);
  }

  return (
    <Section id="comments" data-testid="comments" aria-label="Comments">
      <h2>Comments</h2>
      <SpokenStatus text={spoken.text} testId="comment-spoken" />
      {/* The box comes first, where it is seen without scrolling past every comment. */}
      {viewer && cannotComment && (
        <p className="note" data-testid="comment-refused">
          {cannotComment}
        </p>
      )}
      {viewer && !cannotComment && (
        <form
          data-testid="comment-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextInput
            multiLine
            ref={box}
            testId="comment-input"
            aria-label="Write a comment"
            placeholder="Write a comment…"
            maxLength={COMMENT_MAX}
            value={draft}
            readOnly={posting}
            onChange={typeDraft}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                event.preventDefault();
                void submit();
              }
            }}
          />
          <LimitNote quiet length={draft.length} max={COMMENT_MAX} what="comment" testId="comment-limit" />
          <Button type="submit" variant="primary" data-testid="comment-post" busy={posting}>
            Post
          </Button>
        </form>
      )}
      {!viewer && <p className="note">Log in to comment.</p>}
      {!thread.data && !thread.isError && <Spinner />}
      {!thread.data && thread.isError && (
        <p className="note" role="alert" data-testid="comments-error">
          The comments could not be loaded.{' '}
          <Button variant="ghost" onClick={() => void thread.refetch()}>
            Retry
          </Button>
        </p>
      )}
      {thread.data && shown.length === 0 && <p className="note">No comments yet.</p>}
      <ol data-testid="comment-list">
        {shown.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            canDelete={canDeleteComment(viewer, comment, pageOwnerId)}
            canReport={canReportComment(viewer, comment)}
            onDelete={(c) => void remove(c)}
            onReport={(c) => void report(c)}
          />
        ))}
      </ol>
      {thread.data && thread.hasNextPage && (
        <Button className="more" variant="ghost" data-testid="comments-more" disabled={thread.isFetchingNextPage} onClick={() => void loadEarlier()}>
          {thread.isFetchingNextPage ? 'Loading…' : 'More comments'}
        </Button>
      )}
    </Section>
  );
}
