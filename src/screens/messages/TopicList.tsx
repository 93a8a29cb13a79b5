// The windowed list of message topics (/messages): only the rows near the viewport are in the
// DOM, and the next page of 25 loads as the end comes near. Each row shows the other person,
// the subject (bold while unread), who wrote last and when, and links to the thread.
import { styled } from '@linaria/react';
import { useMemo, useRef } from 'react';
import type { MessageTopic } from '../../api/schemas/messages';
import { LIST_END_HEIGHT, ListEnd, listEndShows } from '../../components/ListEnd';
import { useBox } from '../../components/useBox';
import { useEndlessRows } from '../../components/useEndlessRows';
import { devicePixelRatio, sizedImageUrl } from '../../lib/images';
import { MESSAGES_LOAD_FAILED, NO_MESSAGES, NO_SUBJECT } from '../../lib/messageRules';
import { paths } from '../../lib/paths';
import { When } from './messageLayout';

export const TOPIC_ROW_HEIGHT = 76;
const GAP = 8;
const ROW = TOPIC_ROW_HEIGHT + GAP;
const AVATAR = 48;

const Wrap = styled.div`
  position: relative;
  width: 100%;
  .row {
    position: absolute;
    left: 0;
    width: 100%;
  }
  a.topic {
    display: grid;
    grid-template-columns: ${AVATAR}px minmax(0, 1fr) auto;
    align-items: center;
    gap: 12px;
    height: ${TOPIC_ROW_HEIGHT}px;
    box-sizing: border-box;
    padding: 0 12px;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface);
    color: var(--text);
    text-decoration: none;
  }
  a.topic[data-read='false'] {
    border-color: var(--accent);
  }
  img {
    width: ${AVATAR}px;
    height: ${AVATAR}px;
    border-radius: 50%;
    background: var(--surface-2);
  }
  .lines {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  .lines > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .who {
    font-weight: 600;
  }
  .subject {
    color: var(--text-muted);
  }
  [data-read='false'] .subject {
    color: var(--text);
    font-weight: 700;
  }
  .meta {
    display: grid;
    justify-items: end;
    gap: 4px;
    color: var(--text-muted);
    font-size: 0.85rem;
  }
  .dot {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: var(--accent);
  }
`;

/** The other person of a topic, as the viewer sees it. */
export function otherPerson(topic: MessageTopic, viewerId: number) {
  return topic.userFromId === viewerId
    ? { id: topic.userToId, nickname: topic.userToNickname, avatar: topic.userToAvatar }
    : { id: topic.userFromId, nickname: topic.userFromNickname, avatar: topic.userFromAvatar };
}

export interface TopicListProps {
  topics: readonly MessageTopic[];
  viewerId: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  error?: unknown;
  onRetry?: () => void;
}

export function TopicList({ topics, viewerId, hasMore, loading, onLoadMore, error, onRetry }: TopicListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const box = useBox(ref);
  const tops = useMemo(() => Array.from({ length: topics.length + 1 }, (_, row) => row * ROW), [topics.length]);
  const failed = error !== undefined && error !== null;
  const rows = useEndlessRows({ tops, top: box.top, overscan: 6, loadAhead: 8, hasMore, loading, failed, onLoadMore });
  const height = tops[topics.length]!;
  const isEmpty = !topics.length && !hasMore;
  const footer = listEndShows({ hasMore, loading, failed, isEmpty });
  const ratio = devicePixelRatio();
  return (
    <Wrap ref={ref} role="list" aria-label="Messages" data-testid="topic-list" data-count={topics.length} style={{ height: height + (footer ? LIST_END_HEIGHT : 0) }}>
      {rows.map((row) => {
        const topic = topics[row.index];
        if (!topic) return null;
        const other = otherPerson(topic, viewerId);
        return (
          <div key={topic.id} className="row" role="listitem" aria-setsize={hasMore ? -1 : topics.length} aria-posinset={row.index + 1} style={{ top: row.start - box.top }}>
            <a className="topic" href={paths.message(topic.id)} data-testid="topic" data-topic-id={topic.id} data-read={topic.read ? 'true' : 'false'}>
              <img src={sizedImageUrl(other.avatar, AVATAR, ratio)} alt="" width={AVATAR} height={AVATAR} loading="lazy" />
              <span className="lines">
                <span className="who" data-testid="topic-with">
                  {other.nickname}
                </span>
                <span className="subject" data-testid="topic-subject">
                  {!topic.read && <span className="sr-only">Unread: </span>}
                  {topic.subject || NO_SUBJECT}
                </span>
              </span>
              <span className="meta">
                <When date={topic.latestReply} />
                <span>{topic.latestUserNickname}</span>
                {!topic.read && <span className="dot" aria-hidden="true" data-testid="topic-unread" />}
              </span>
            </a>
          </div>
        );
      })}
      {footer && <ListEnd top={height} loading={loading} failed={failed} failedText={MESSAGES_LOAD_FAILED} onRetry={onRetry} empty={NO_MESSAGES} isEmpty={isEmpty} testId="topic-list" />}
    </Wrap>
  );
}
