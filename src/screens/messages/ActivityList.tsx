// The windowed list of notifications or replies (/activity, /activity/replies): one line per
// thing others did, newest first, 25 a page as the list scrolls; the new ones are marked. Each
// line links to what it is about (the sketch, or the person who became a fan, or the profile).
import { styled } from '@linaria/react';
import { useMemo, useRef } from 'react';
import type { ActivityItem } from '../../api/schemas/messages';
import { LIST_END_HEIGHT, ListEnd, listEndShows } from '../../components/ListEnd';
import { useBox } from '../../components/useBox';
import { useEndlessRows } from '../../components/useEndlessRows';
import { devicePixelRatio, sizedImageUrl } from '../../lib/images';
import { ACTIVITY_LOAD_FAILED, activityText } from '../../lib/messageRules';
import { paths } from '../../lib/paths';
import { When } from './messageLayout';

const ROW_HEIGHT = 72;
const GAP = 6;
const ROW = ROW_HEIGHT + GAP;
const AVATAR = 44;
const THUMB = 56;

const Wrap = styled.div`
  position: relative;
  width: 100%;
  .row {
    position: absolute;
    left: 0;
    width: 100%;
  }
  a.item {
    display: grid;
    grid-template-columns: ${AVATAR}px minmax(0, 1fr) auto;
    align-items: center;
    gap: 12px;
    height: ${ROW_HEIGHT}px;
    box-sizing: border-box;
    padding: 0 10px;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface);
    color: var(--text);
    text-decoration: none;
  }
  a.item[data-unread='true'] {
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
  .text {
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow-wrap: anywhere;
  }
  .when {
    color: var(--text-muted);
    font-size: 0.85rem;
  }
`;

function hrefOf(item: ActivityItem, viewerId: number): string {
  if (item.sketch) return paths.sketch(item.sketch.id);
  if (item.kind === 'profileComment') return paths.user(viewerId);
  return paths.user(item.user.id);
}

export interface ActivityListProps {
  items: readonly ActivityItem[];
  viewerId: number;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  error?: unknown;
  onRetry?: () => void;
  label: string;
  empty: string;
}

export function ActivityList({ items, viewerId, hasMore, loading, onLoadMore, error, onRetry, label, empty }: ActivityListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const box = useBox(ref);
  const tops = useMemo(() => Array.from({ length: items.length + 1 }, (_, row) => row * ROW), [items.length]);
  const failed = error !== undefined && error !== null;
  const rows = useEndlessRows({ tops, top: box.top, overscan: 6, loadAhead: 8, hasMore, loading, failed, onLoadMore });
  const height = tops[items.length]!;
  const isEmpty = !items.length && !hasMore;
  const footer = listEndShows({ hasMore, loading, failed, isEmpty });
  const ratio = devicePixelRatio();
  return (
    <Wrap ref={ref} role="list" aria-label={label} data-testid="activity-list" data-count={items.length} style={{ height: height + (footer ? LIST_END_HEIGHT : 0) }}>
      {rows.map((row) => {
        const item = items[row.index];
        if (!item) return null;
        return (
          <div key={item.id} className="row" role="listitem" aria-setsize={hasMore ? -1 : items.length} aria-posinset={row.index + 1} style={{ top: row.start - box.top }}>
            <a className="item" href={hrefOf(item, viewerId)} data-testid="activity-item" data-kind={item.kind} data-unread={item.unread ? 'true' : 'false'}>
              <img src={sizedImageUrl(item.user.avatar, AVATAR, ratio)} alt="" width={AVATAR} height={AVATAR} loading="lazy" />
              <span className="lines">
                <span className="text" data-testid="activity-text">
                  {item.unread && <span className="sr-only">New: </span>}
                  {activityText(item)}
                </span>
                <When date={item.date} />
              </span>
              {item.sketch ? <img className="thumb" src={sizedImageUrl(item.sketch.thumbnail, THUMB, ratio)} alt="" width={THUMB} height={THUMB} loading="lazy" /> : <span />}
            </a>
          </div>
        );
      })}
      {footer && <ListEnd top={height} loading={loading} failed={failed} failedText={ACTIVITY_LOAD_FAILED} onRetry={onRetry} empty={empty} isEmpty={isEmpty} testId="activity-list" />}
    </Wrap>
  );
}
