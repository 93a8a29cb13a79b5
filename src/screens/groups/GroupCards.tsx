// The cards of the groups screen and the group page: a group (thumbnail, title, members and
// sketches, the official mark) and a group event (its group, title, description, end).
import { styled } from '@linaria/react';
import { SafeHtml } from '../../components/SafeHtml';
import { RelativeTime } from '../../components/RelativeTime';
import { fixedImage } from '../../lib/images';
import { countText } from '../../lib/numbers';
import { groupPaths } from '../../lib/paths/groups';
import type { GroupEvent } from '../../api/schemas/community';
import type { Group } from '../../api/schemas/galleries';

/** The grid's columns are at least this wide, this far apart (cardColumns counts them). */
export const CARD_MIN_WIDTH = 260;
export const CARD_GAP = 12;

/** Columns as the grid's `repeat(auto-fill, minmax(260px, 1fr))` lays them out (at least one). */
export const cardColumns = (width: number) => Math.max(1, Math.floor((width + CARD_GAP) / (CARD_MIN_WIDTH + CARD_GAP)));

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${CARD_GAP}px;
  grid-template-columns: repeat(auto-fill, minmax(${CARD_MIN_WIDTH}px, 1fr));
  > li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    padding: 10px;
    border-radius: var(--radius);
    border: 1px solid var(--border);
    background: var(--surface);
  }
  img,
  .no-thumb {
    flex: none;
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--surface-2);
  }
  .body {
    min-width: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 4px;
  }
  a.title {
    color: var(--text);
    font-weight: 700;
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a.title:hover,
  a.title:focus-visible {
    text-decoration: underline;
  }
  .title-html {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .meta {
    color: var(--text-muted);
    font-size: 0.85rem;
    overflow-wrap: anywhere; /* 'Asked by' a long nickname breaks rather than widen the card */
  }
  .official {
    justify-self: start;
    padding: 1px 8px;
    border-radius: 999px;
    background: var(--accent);
    color: var(--accent-text);
    font-size: 0.75rem;
    font-weight: 700;
  }
  .description {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * A group's (or a group request's) thumbnail, or an empty box of its size (class `no-thumb`) for
 * one without a picture: the API gives '' then, and no `<img>` is made without an address.
 */
export function GroupThumb({ url, alt, size = 72, lazy = true }: { url: string; alt: string; size?: number; lazy?: boolean }) {
  const image = fixedImage(url, size);
  if (!image.src) return <span className="no-thumb" data-testid="group-no-thumb" aria-hidden="true" />;
  return <img {...image} alt={alt} width={size} height={size} loading={lazy ? 'lazy' : undefined} />;
}

/** `rowKey`: the grid row a windowed list measures the card as (EndlessGrid). */
export function GroupCard({ group, rowKey }: { group: Group; rowKey?: string }) {
  return (
    <li data-testid="group-card" data-group-id={group.id} data-row-key={rowKey}>
      <GroupThumb url={group.thumbnail} alt={`Thumbnail of the group ${group.title}`} />
      <div className="body">
        <a className="title" href={groupPaths.group(group.id)} dir="auto" data-testid="group-card-title">
          {group.title}
        </a>
        {group.officials && <span className="official">Official</span>}
        <span className="meta">
          {countText(group.users, 'member')} · {countText(group.sketches, 'sketch', 'sketches')}
        </span>
      </div>
    </li>
  );
}

export function EventCard({ event, showGroup = true, rowKey }: { event: GroupEvent; showGroup?: boolean; rowKey?: string }) {
  return (
    <li data-testid="group-event" data-row-key={rowKey}>
      {showGroup && <GroupThumb url={event.groupThumb} alt={`Thumbnail of the group ${event.groupTitle}`} />}
      <div className="body">
        <SafeHtml html={event.titleHtml} className="title-html" testId="group-event-title" />
        {showGroup && (
          <a className="title" href={groupPaths.group(event.groupId)} dir="auto">
            {event.groupTitle}
          </a>
        )}
        <SafeHtml html={event.descriptionHtml} className="description" />
        <span className="meta">
          Ends <RelativeTime date={event.endDate} />
        </span>
      </div>
    </li>
  );
}
