// A sketch in a feed: the thumbnail at a size step, title, artist and counts, with the play
// icon for video, the lock for unlisted sketches and the compo place badge (spec part 1 §3).
import { styled } from '@linaria/react';
import type { CSSProperties } from 'react';
import { cardLabel, type CardView } from '../lib/sketchCard';
import { devicePixelRatio, sizedImageSrcSet, sizedImageUrl, type ImageSlot } from '../lib/images';
import { formatCount } from '../lib/numbers';

export type CardMode = 'grid' | 'list';

/** Icons drawn as CSS masks in the text colour: no emoji font needed, no bytes in the JS. */
const ICON_THUMB = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6c-.4.3-.6.8-.6 1.4v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z'/%3E%3C/svg%3E")`;
const ICON_BUBBLE = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2z'/%3E%3C/svg%3E")`;
const ICON_LOCK = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M18 8h-1V6A5 5 0 0 0 7 6v2H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2zM9 6a3 3 0 0 1 6 0v2H9V6z'/%3E%3C/svg%3E")`;


const Tile = styled.a`
  position: relative;
  display: block;
  height: 100%;
  border-radius: 8px;
  overflow: hidden;
  background: var(--surface-2);
  color: #fff;
  text-decoration: none;
  img,
  .no-image {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .caption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 18px 8px 6px;
    background: linear-gradient(transparent, rgba(0, 0, 0, 0.7));
    font-size: 13px;
    line-height: 1.25;
  }
  .title {
    font-weight: 700;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .meta {
    display: flex;
    gap: 8px;
    opacity: 0.9;
    overflow: hidden;
    white-space: nowrap;
  }
  .meta span:first-child {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .badges {
    position: absolute;
    top: 6px;
    left: 6px;
    right: 6px;
    display: flex;
    gap: 4px;
    justify-content: flex-end;
  }
  .badges span {
    min-width: 24px;
    height: 24px;
    padding: 0 6px;
    display: grid;
    place-items: center;
    border-radius: 12px;
    background: rgba(0, 0, 0, 0.6);
    font-size: 12px;
    font-weight: 700;
  }
  .badges .place {
    margin-right: auto;
    background: var(--accent);
    color: var(--accent-text);
  }
  .icon::before {
    content: '';
    display: inline-block;
    width: 1em;
    height: 1em;
    margin-right: 3px;
    vertical-align: -0.15em;
    background: currentColor;
    mask: var(--icon) center / contain no-repeat;
    -webkit-mask: var(--icon) center / contain no-repeat;
  }
  .icon.rules {
    --icon: ${ICON_THUMB};
  }
  .icon.comments {
    --icon: ${ICON_BUBBLE};
  }
  .icon.lock::before {
    --icon: ${ICON_LOCK};
    margin: 0;
  }
`;

const Row = styled(Tile)`
  display: flex;
  gap: 12px;
  background: var(--surface);
  color: var(--text);
  img,
  .no-image {
    width: auto;
    aspect-ratio: var(--ratio);
    max-width: 60%;
    flex: none;
  }
  .caption {
    position: static;
    background: none;
    padding: 10px 10px 10px 0;
    font-size: 15px;
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-width: 0;
  }
  .badges {
    position: static;
    justify-content: flex-start;
    order: 3;
  }
  .by {
    display: flex;
    align-items: center;
    gap: 6px;
    color: var(--muted);
    font-size: 13px;
  }
  .by span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .by time {
    flex: none;
    white-space: nowrap;
  }
  /* No nickname leads the counts on a row: they sit together at the start. */
  .meta {
    gap: 14px;
  }
  .meta span:first-child {
    flex: none;
  }
  .by img {
    width: 24px;
    height: 24px;
    max-width: none;
    border-radius: 50%;
    aspect-ratio: 1;
  }
`;

export interface SketchCardViewProps {
  card: CardView;
  mode: CardMode;
  size: number;
  /** Where the image is shown when its width depends on the screen; else exactly its tile's width. */
  slot?: ImageSlot;
  /** In the first row of a page (its largest paint): loaded at once and first. */
  priority?: boolean;
}

export function SketchCardView({ card, mode, size, slot, priority = false }: SketchCardViewProps) {
  const Container = mode === 'grid' ? Tile : Row;
  const imageWidth = mode === 'grid' ? size : Math.round((size * card.width) / card.height);
  const shownWidth = Math.min(imageWidth, 1024);
  const imageSlot = slot ?? { sizes: `${shownWidth}px`, min: shownWidth, max: shownWidth };
  const srcSet = sizedImageSrcSet(card.image, imageSlot);
  // A screen reader hears one sentence (cardLabel, hidden from the eye); the symbols and short
  // counts are for the eye only. Not an aria-label: the name must contain the visible title.
  const badges = (
    <div className="badges" aria-hidden="true">
      {card.placeBadge !== null && (
        <span className="place" data-testid="place-badge" title={`Place ${card.placeBadge}`}>
          {card.placeBadge}
        </span>
      )}
      {card.featured && <span title="Featured">★</span>}
      {card.video && (
        <span data-testid="video-icon" title="Video">
          ▶
        </span>
      )}
      {card.unlisted && (
        <span data-testid="lock-icon" title="Unlisted" className="icon lock" />
      )}
    </div>
  );
  return (
    <Container
      href={card.href}
      data-testid="sketch-card"
      data-sketch-id={card.id}
      style={mode === 'list' ? ({ '--ratio': `${card.width} / ${card.height}` } as CSSProperties) : undefined}
    >
      {card.image ? (
        <img
          src={sizedImageUrl(card.image, shownWidth, devicePixelRatio())}
          srcSet={srcSet || undefined}
          sizes={srcSet ? imageSlot.sizes : undefined}
          alt=""
          width={mode === 'grid' ? size : imageWidth}
          height={size}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
        />
      ) : (
        // A card that came without an image keeps its box; an <img src=""> would fetch the page again.
        <span className="no-image" data-testid="card-no-image" style={{ width: mode === 'grid' ? undefined : imageWidth, height: size }} />
      )}
      <span className="sr">{cardLabel(card)}</span>
      <div className="caption" aria-hidden="true">
        <div className="title">{card.title}</div>
        {/* A row has room for the artist's avatar and the date; a tile shows the nickname only. */}
        {mode === 'list' && <ListByline card={card} />}
        <div className="meta">
          {mode === 'grid' && <span>{card.nickname}</span>}
          <span>♥ {formatCount(card.hearts)}</span>
          <span className="icon rules">{formatCount(card.likes)}</span>
          <span className="icon comments">{formatCount(card.comments)}</span>
        </div>
        {mode === 'list' && badges}
      </div>
      {/* On a tile the badges sit on the image's top edge, outside the caption. */}
      {mode === 'grid' && badges}
    </Container>
  );
}

function ListByline({ card }: { card: CardView }) {
  // The platform's own short date ('Nov 20, 2026'): no date code in the home route's first load.
  const date = card.date ? new Date(card.date) : null;
  const shown = date && !Number.isNaN(date.getTime()) ? date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }) : null;
  return (
    <div className="by" data-testid="card-byline">
      {card.avatar && <img src={sizedImageUrl(card.avatar, 25, devicePixelRatio())} alt="" width={24} height={24} loading="lazy" />}
      <span>{card.nickname}</span>
      {shown && <time dateTime={card.date ?? undefined}>{shown}</time>}
    </div>
  );
}
