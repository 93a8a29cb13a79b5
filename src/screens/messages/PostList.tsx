// The posts of a thread, newest first, 50 a page: 'Older messages' loads the next page. Posts
// are free text of any length, so their rows are as tall as their text: past two pages the list is
// windowed by measured heights (useMeasuredWindow), and a thread of thousands keeps only a
// screenful or so of posts in the page.
import { styled } from '@linaria/react';
import { useMemo } from 'react';
import type { MessagePost } from '../../api/schemas/messages';
import { Button } from '../../components/Button';
import { LinkedText } from '../../components/LinkedText';
import { Spinner } from '../../components/Spinner';
import { useMeasuredWindow } from '../../components/useMeasuredWindow';
import { fixedImage } from '../../lib/images';
import { listFailed, type ListState } from '../../lib/listState';
import { POSTS_LOAD_FAILED } from '../../lib/messageRules';
import { sitePaths } from '../../lib/paths/site';
import { RelativeTime } from '../../components/RelativeTime';

const AVATAR = 40;
const GAP = 10;
/** Two pages of posts are rendered whole; a longer thread is windowed. */
const WINDOW_ABOVE = 100;
/** A post of two or three lines, gap included: what a post not yet seen counts as. */
const ESTIMATED_POST = 110;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr); /* no wider than the page, whatever a post holds */
  gap: ${GAP}px;
  li {
    display: grid;
    grid-template-columns: ${AVATAR}px minmax(0, 1fr);
    gap: 10px;
    padding: 12px;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface);
  }
  li[data-own='true'] {
    background: var(--surface-2);
  }
  img {
    width: ${AVATAR}px;
    height: ${AVATAR}px;
    border-radius: 50%;
    background: var(--surface-2);
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 10px;
    color: var(--text-muted);
    font-size: 0.875rem;
  }
  .head a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--text);
    font-weight: 700;
    font-size: 1rem;
    min-width: 0;
    overflow-wrap: anywhere; /* a long nickname breaks rather than widen the post */
  }
  .text {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    line-height: 1.45;
  }
`;

const More = styled.div`
  display: grid;
  justify-items: center;
  gap: 8px;
  margin: 16px 0;
  color: var(--text-muted);
`;

export interface PostListProps {
  posts: readonly MessagePost[];
  viewerId: number;
  /** Where the thread's list stands: 'Older messages' asks its `loadMore`; a failure shows with Retry where it has `retry`. */
  list: ListState;
}

export function PostList({ posts, viewerId, list }: PostListProps) {
  const { hasMore, loading, loadMore, retry } = list;
  const failed = listFailed(list);
  const keys = useMemo(() => posts.map((post) => String(post.id)), [posts]);
  const { first, last, before, after, attachList } = useMeasuredWindow({ keys, estimate: ESTIMATED_POST, gap: GAP, overscan: 1200, windowAbove: WINDOW_ABOVE });
  return (
    <>
      <List
        ref={attachList}
        aria-label="Messages of this conversation, newest first"
        data-testid="post-list"
        data-count={posts.length}
        style={{ paddingTop: before, paddingBottom: after }}
      >
        {posts.slice(first, last + 1).map((post) => (
          <li key={post.id} data-row-key={post.id} data-testid="post" data-post-id={post.id} data-own={post.user.id === viewerId ? 'true' : 'false'}>
            <img {...fixedImage(post.user.avatar, AVATAR)} alt="" width={AVATAR} height={AVATAR} loading="lazy" />
            <div>
              <div className="head">
                <a href={sitePaths.user(post.user.id)} dir="auto">
                  {post.user.nickname}
                </a>
                <RelativeTime date={post.date} />
              </div>
              <p className="text" dir="auto" data-testid="post-text">
                <LinkedText text={post.text} />
              </p>
            </div>
          </li>
        ))}
      </List>
      {(hasMore || loading || failed) && (
        <More>
          {loading ? (
            <Spinner data-testid="posts-loading" />
          ) : failed ? (
            <>
              <span data-testid="posts-error">{POSTS_LOAD_FAILED}</span>
              {retry && (
                <Button onClick={retry} data-testid="posts-retry">
                  Retry
                </Button>
              )}
            </>
          ) : (
            <Button onClick={loadMore} data-testid="posts-more">
              Older messages
            </Button>
          )}
        </More>
      )}
    </>
  );
}
