// The windowed list of notifications or replies (/activity, /activity/replies): one line per
// thing others did, newest first, 25 a page as the list scrolls; the new ones are marked. Each
// line links to what it is about (the sketch, or the person who became a fan, or the profile).
import { styled } from '@linaria/react';
import { useCallback, useState } from 'react';
import type { ActivityItem } from '../../api/schemas/messages';
import { EndlessGrid } from '../../components/EndlessGrid';
import type { ListState } from '../../lib/listState';
import { fixedImage } from '../../lib/images';
import { activityParts } from '../../lib/activityText';
import { ACTIVITY_LOAD_FAILED } from '../../lib/messageRules';
import { sitePaths } from '../../lib/paths/site';
import { RelativeTimeText } from '../../components/RelativeTime';
import { UserSentence } from '../../lib/userText';
import { scaledToText } from '../../lib/textSize';

/** A row's height at the default text size: two lines of words and the time. */
const ROW_HEIGHT = 72;
const GAP = 6;
const AVATAR = 44;
const THUMB = 56;

/** A row: who did it, what they did and when, and the sketch it is about. */
const ItemLink = styled.a`
  display: grid;
  grid-template-columns: ${AVATAR}px minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  height: 100%;
  box-sizing: border-box;
  padding: 0 10px;
  border-radius: var(--radius);
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--text);
  text-decoration: none;
  &[data-unread='true'] {
    border-color: var(--accent);
    box-shadow: inset 4px 0 0 var(--accent);
  }
  img {
    border-radius: 50%;
    background: var(--surface-2);
  }
  img.thumb {
    border-radius: 8px;
    object-fit: cover;
  }
  .lines {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  .when {
    color: var(--text-muted);
    font-size: 0.85rem;
  }
`;

function hrefOf(item: ActivityItem, viewerId: number): string {
  if (item.sketch) return sitePaths.sketch(item.sketch.id);
  if (item.kind === 'profileComment') return sitePaths.user(viewerId);
  return sitePaths.user(item.user.id);
}

export interface ActivityListProps {
  items: readonly ActivityItem[];
  list: ListState;
  viewerId: number;
  label: string;
  empty: string;
}

export function ActivityList({ items, viewerId, label, empty, list }: ActivityListProps) {
  // Rows of one height (the list is windowed), as tall as the reader's text size needs: read
  // once, as the list shows.
  const [rowHeight] = useState(() => scaledToText(ROW_HEIGHT));
  const layout = useCallback(() => ({ columns: 1, rowHeight: rowHeight + GAP }), [rowHeight]);
  const renderItem = (item: ActivityItem) => (
    <ItemLink className="item" href={hrefOf(item, viewerId)} data-testid="activity-item" data-kind={item.kind} data-unread={item.unread ? 'true' : 'false'}>
      <img {...fixedImage(item.user.avatar, AVATAR)} alt="" width={AVATAR} height={AVATAR} loading="lazy" />
      <span className="lines">
        <span className="two-lines" data-testid="activity-text">
          {item.unread && <span className="sr-only">New: </span>}
          <UserSentence parts={activityParts(item)} />
        </span>
        <RelativeTimeText date={item.date} />
      </span>
      {item.sketch ? <img className="thumb" {...fixedImage(item.sketch.thumbnail, THUMB)} alt="" width={THUMB} height={THUMB} loading="lazy" /> : <span />}
    </ItemLink>
  );
  return (
    <EndlessGrid
      items={items}
      list={list}
      keyOf={(item) => item.id}
      renderItem={renderItem}
      layout={layout}
      gap={GAP}
      cardHeight={rowHeight}
      overscan={6}
      loadAhead={8}
      label={label}
      testId="activity-list"
      failedText={ACTIVITY_LOAD_FAILED}
      empty={empty}
    />
  );
}
