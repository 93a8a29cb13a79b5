// A sketch in the large list, as image communities show a post: the image as large as the feed
// column allows, in its own proportions, and under it the artist (avatar and name, linked to the
// profile) with the date, the title, the counts, and what can be done from the list: open the
// comments, share the sketch's address.
import { shortDayText } from '../lib/dayText';
import { styled } from '@linaria/react';
import { useState } from 'react';
import type { CardView } from '../lib/sketchCard';
import { fixedImage, fixedWidthSlot, slotImage } from '../lib/images';
import { sitePaths } from '../lib/paths/site';
import { cardParts } from './cardParts';
import { CardBadges, CardCounts } from './SketchCard';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--surface);
  border: 1px solid var(--border);
  .image {
    position: relative;
    flex: none;
    display: grid;
    place-items: center;
    background: var(--surface-2);
  }
  .image img {
    display: block;
    max-width: 100%;
    height: auto;
  }
  .body {
    display: grid;
    align-content: start;
    gap: 2px;
    padding: 8px 12px 6px;
    min-width: 0;
  }
  .by {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    font-size: 0.875rem;
    color: var(--text-muted);
  }
  .artist {
    display: flex;
    align-items: center;
    gap: 10px;
    min-width: 0;
    min-height: 44px;
    color: var(--text);
    font-weight: 700;
    text-decoration: none;
  }
  .artist img {
    flex: none;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: var(--surface-2);
  }
  .artist span,
  .title {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .by time {
    margin-left: auto;
    flex: none;
  }
  .title {
    color: var(--text);
    font-size: 1.0625rem;
    font-weight: 700;
    text-decoration: none;
  }
  .bar {
    display: flex;
    align-items: center;
    gap: 4px 14px;
    min-height: 44px;
    color: var(--text-muted);
    white-space: nowrap;
  }
  .bar a,
  .bar button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 12px;
    border-radius: 22px;
    border: 1px solid var(--border);
    background: var(--surface-2);
    color: var(--text);
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  .bar a {
    margin-left: auto;
  }
`;

/** The system's share sheet where there is one, else the address copied, said on the button for a moment. */
function ShareButton({ card }: { card: CardView }) {
  const [copied, setCopied] = useState(false);
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  if (!nav?.share && !nav?.clipboard) return null;
  const share = () => {
    const url = new URL(card.href, window.location.href).href;
    if (nav.share) return void nav.share({ title: card.title, url }).catch(() => {});
    nav.clipboard.writeText(url).then(
      () => {
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      },
      () => {},
    );
  };
  return (
    <button type="button" className="icon share" data-testid="card-share" onClick={share}>
      {copied ? 'Link copied' : 'Share'}
    </button>
  );
}

export interface FeedCardProps {
  card: CardView;
  /** The feed column's width, the height of the image's box and of everything under it (feedLayout.ts). */
  width: number;
  imageHeight: number;
  footerHeight: number;
  /** In the first row of a page (its largest paint): loaded at once and first. */
  priority?: boolean;
}

export function FeedCard({ card, width, imageHeight, footerHeight, priority = false }: FeedCardProps) {
  // The sketch whole, as large as the box allows: never cropped.
  const shownWidth = Math.max(1, Math.min(width, Math.round((imageHeight * card.width) / card.height)));
  const shownHeight = Math.round((shownWidth * card.height) / card.width);
  const date = shortDayText(card.date) || null;
  return (
    <Card className={cardParts} data-testid="sketch-card" data-sketch-id={card.id}>
      <a className="image" href={card.href} style={{ height: imageHeight }}>
        {card.image ? (
          <img
            {...slotImage(card.image, fixedWidthSlot(shownWidth), shownWidth)}
            alt={card.title}
            width={shownWidth}
            height={shownHeight}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
          />
        ) : (
          <span data-testid="card-no-image" />
        )}
        <CardBadges card={card} />
      </a>
      <div className="body" style={{ height: footerHeight }}>
        <div className="by" data-testid="card-byline">
          <a className="artist" href={sitePaths.user(card.userId ?? card.nickname)}>
            {card.avatar && <img {...fixedImage(card.avatar, 32)} alt="" width={32} height={32} loading="lazy" />}
            <span dir="auto">{card.nickname}</span>
          </a>
          {date && <time dateTime={card.date ?? undefined}>{date}</time>}
        </div>
        <a className="title" href={card.href} dir="auto">
          {card.title}
        </a>
        <div className="bar">
          <CardCounts card={card} commentsHref={`${card.href}#comments`} />
          <ShareButton card={card} />
        </div>
      </div>
    </Card>
  );
}
