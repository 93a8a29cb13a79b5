// A sketch as a square tile of a grid or a strip: the thumbnail at a size step, with title, artist
// and counts over its lower edge, the play icon for video, the lock for unlisted sketches and the
// compo place badge (spec part 1 §3). The large list shows sketches as FeedCards instead.
import { styled } from '@linaria/react';
import { cardLabel, countWords, type CardView } from '../lib/sketchCard';
import { fixedWidthSlot, slotImage, type ImageSlot } from '../lib/images';
import { formatCount } from '../lib/numbers';
import { cardParts } from './cardParts';

/**
 * A caption whose text is up to this wide (the tile less its 16 px of padding: tiles up to 185 px,
 * the strips' and the home page's) puts the counts on a line under the name; the widest counts take
 * about 115 px, which would leave a wider tile's name too little room beside them.
 */
const STACKED_CAPTION_WIDTH = 169;
const NARROW_CAPTION_WIDTH = 130;
const NARROWEST_CAPTION_WIDTH = 95;

const Tile = styled.a`
  position: relative;
  display: block;
  height: 100%;
  border-radius: 8px;
  overflow: hidden;
  background: var(--surface-2);
  color: #fff;
  text-decoration: none;
  /* Square whatever the sketch's proportions: in a grid the cell's height is its content's, and an
     image's own ratio (once loaded) would make its row taller and move every row under it. */
  img,
  .no-image {
    display: block;
    width: 100%;
    height: 100%;
    aspect-ratio: 1;
    object-fit: cover;
  }
  /* A fade only as tall as its text: the sketch stays the point of the tile. Dark enough where
     the text starts (its top padding) for white text on a white sketch at 4.5:1. */
  .caption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 20px 8px 5px;
    background: linear-gradient(rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.56) 20px, rgba(0, 0, 0, 0.7));
    /* Set here, not on the link: pages that make their links inherit the text colour (home)
       would otherwise turn it dark on the light theme. */
    color: #fff;
    text-shadow: 0 1px 2px rgba(0, 0, 0, 0.6);
    font-size: 0.75rem;
    line-height: 1.333;
    /* Its width is the tile's: the counts' line depends on it (below). */
    container-type: inline-size;
  }
  .title {
    font-size: 0.8125rem;
    line-height: 1.231;
    font-weight: 700;
  }
  .title,
  .who {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  /* Every caption of a row the same number of lines, so the titles line up: the counts are whole
     and on one line (never wrapped), the name takes what is left and ends in an ellipsis. On a tile
     too narrow for both on one line (a phone's three columns, a strip's small tiles) the counts
     always have a line of their own, on every tile of that width alike. */
  .meta {
    display: flex;
    column-gap: 8px;
  }
  .who {
    flex: 1 1 auto;
    min-width: 0;
  }
  .counts {
    flex: none;
    display: flex;
    gap: 8px;
    white-space: nowrap;
  }
  @container (max-width: ${STACKED_CAPTION_WIDTH}px) {
    .meta,
    .who {
      display: block;
    }
  }
  /* A phone's three columns (tiles of 107 to 117 px): the counts' line, tighter, still whole. */
  @container (max-width: ${NARROW_CAPTION_WIDTH}px) {
    .counts {
      gap: 4px;
      font-size: 0.6875rem;
      line-height: 1.455;
      letter-spacing: -0.2px;
    }
  }
  @container (max-width: ${NARROWEST_CAPTION_WIDTH}px) {
    .counts {
      gap: 3px;
      font-size: 0.625rem;
      line-height: 1.6;
    }
  }
`;

/** The place, featured, video and unlisted marks of a card (for the eye: cardLabel says them). */
export function CardBadges({ card, place = true }: { card: CardView; place?: boolean }) {
  return (
    <div className="badges" aria-hidden="true">
      {place && card.placeBadge !== null && (
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
      {card.unlisted && <span data-testid="lock-icon" title="Unlisted" className="icon lock" />}
    </div>
  );
}

/**
 * Hearts, rules and comments, each with its icon and short count for the eye and its words for a
 * screen reader ("6 hearts"); the comments a link when `commentsHref` is given.
 */
export function CardCounts({ card, commentsHref }: { card: CardView; commentsHref?: string }) {
  const Comments = commentsHref ? 'a' : 'span';
  const words = countWords(card);
  return (
    <>
      <span>
        <span aria-hidden="true">♥ {formatCount(card.hearts)}</span>
        <span className="sr-only">{words.hearts}</span>
      </span>
      <span className="icon rules">
        <span aria-hidden="true">{formatCount(card.likes)}</span>
        <span className="sr-only">{words.rules}</span>
      </span>
      <Comments className="icon comments" href={commentsHref}>
        <span aria-hidden="true">{formatCount(card.comments)}</span>
        <span className="sr-only">{words.comments}</span>
      </Comments>
    </>
  );
}

export interface SketchCardViewProps {
  card: CardView;
  /** The tile's width in CSS pixels (it is square). */
  size: number;
  /** Where the image is shown when its width depends on the screen; else exactly its tile's width. */
  slot?: ImageSlot;
  /** In the first row of a page (its largest paint): loaded at once and first. */
  priority?: boolean;
  /** Draw the place badge (a compo's entry tile names the place in its own label instead). */
  placeBadge?: boolean;
}

export function SketchCardView({ card, size, slot, priority = false, placeBadge = true }: SketchCardViewProps) {
  const shownWidth = Math.min(size, 1024);
  const imageSlot = slot ?? fixedWidthSlot(shownWidth);
  return (
    <Tile href={card.href} className={cardParts} data-testid="sketch-card" data-sketch-id={card.id}>
      {card.image ? (
        <img
          {...slotImage(card.image, imageSlot, shownWidth)}
          alt=""
          width={size}
          height={size}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
        />
      ) : (
        // A card that came without an image keeps its box; an <img src=""> would fetch the page again.
        <span className="no-image" data-testid="card-no-image" style={{ height: size }} />
      )}
      {/* A screen reader hears one sentence (hidden from the eye); the symbols and short counts
          are for the eye only. Not an aria-label: the name must contain the visible title. */}
      <span className="sr-only">{cardLabel(card)}</span>
      <div className="caption" aria-hidden="true">
        <div className="title" dir="auto">
          {card.title}
        </div>
        <div className="meta">
          <span className="who" dir="auto">
            {card.nickname}
          </span>
          <span className="counts">
            <CardCounts card={card} />
          </span>
        </div>
      </div>
      <CardBadges card={card} place={placeBadge} />
    </Tile>
  );
}
