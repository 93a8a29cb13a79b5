// The windowed list of message topics (/messages): only the rows near the viewport are in the
// DOM, and the next page of 25 loads as the end comes near. Each row shows the other person,
// the subject (bold while unread), who wrote last and when, and links to the thread.
import { styled } from '@linaria/react';
import type { MessageTopic } from '../../api/schemas/messages';
import { EndlessGrid } from '../../components/EndlessGrid';
import type { ListState } from '../../lib/listState';
import { fixedImage } from '../../lib/images';
import { MESSAGES_LOAD_FAILED, NO_MESSAGES, NO_SUBJECT } from '../../lib/messageRules';
import { messagePaths } from '../../lib/paths/messages';
import { RelativeTimeText } from '../../components/RelativeTime';

export const TOPIC_ROW_HEIGHT = 76;
const GAP = 8;
const ROW = TOPIC_ROW_HEIGHT + GAP;
const AVATAR = 48;

/** A row: the other person's avatar, their name and the subject, the last reply's date and writer. */
const TopicLink = styled.a`
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
  &[data-read='false'] {
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
  &[data-read='false'] .subject {
    color: var(--text);
    font-weight: 700;
  }
  .meta {
    display: grid;
    justify-items: end;
    gap: 4px;
    color: var(--text-muted);
    font-size: 0.85rem;
    white-space: nowrap;
  }
  /* The last writer's name gives way (to its ellipsis) before the other person and the subject;
     the date stays whole. */
  .meta > span {
    max-width: 7em;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .dot {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: var(--accent);
  }
  /* The narrowest phones: the subject, the row's main text, keeps more of the line. */
  @media (max-width: 359px) {
    gap: 8px;
    padding: 0 8px;
    .meta > span {
      max-width: 5em;
    }
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
  list: ListState;
  viewerId: number;
}

/** One column of rows of one height. */
const layout = () => ({ columns: 1, rowHeight: ROW });

export function TopicList({ topics, viewerId, list }: TopicListProps) {
  const renderTopic = (topic: MessageTopic) => {
    const other = otherPerson(topic, viewerId);
    return (
      <TopicLink className="topic" href={messagePaths.message(topic.id)} data-testid="topic" data-topic-id={topic.id} data-read={topic.read ? 'true' : 'false'}>
        <img {...fixedImage(other.avatar, AVATAR)} alt="" width={AVATAR} height={AVATAR} loading="lazy" />
        <span className="lines">
          <span className="who" dir="auto" data-testid="topic-with">
            {other.nickname}
          </span>
          <span className="subject" dir="auto" data-testid="topic-subject">
            {/* Its own dir: the subject's direction (dir="auto") comes from the subject, not this word. */}
            {!topic.read && <span className="sr-only" dir="ltr">Unread: </span>}
            {topic.subject || NO_SUBJECT}
          </span>
        </span>
        <span className="meta">
          <RelativeTimeText date={topic.latestReply} />
          <span dir="auto">{topic.latestUserNickname}</span>
          {!topic.read && <span className="dot" aria-hidden="true" data-testid="topic-unread" />}
        </span>
      </TopicLink>
    );
  };
  return (
    <EndlessGrid
      items={topics}
      list={list}
      keyOf={(topic) => topic.id}
      renderItem={renderTopic}
      layout={layout}
      gap={GAP}
      cardHeight={TOPIC_ROW_HEIGHT}
      overscan={6}
      loadAhead={8}
      label="Messages"
      testId="topic-list"
      failedText={MESSAGES_LOAD_FAILED}
      empty={NO_MESSAGES}
    />
  );
}
