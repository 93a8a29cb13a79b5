// A sketch card of the feeds comes with alternate field names (spec part 1 §3); this reads
// any of them into one shape the card renders.
import type { SketchCard } from '../api/schemas/sketchCards';
import { sitePaths } from './paths/site';
import { countText } from './numbers';

export const UNTITLED = 'Untitled';
export const MAX_PLACE_BADGE = 25;

export interface CardView {
  id: number;
  href: string;
  image: string;
  title: string;
  nickname: string;
  avatar: string;
  userId: number | null;
  width: number;
  height: number;
  hearts: number;
  likes: number;
  comments: number;
  date: string | null;
  featured: boolean;
  video: boolean;
  unlisted: boolean;
  mature: boolean;
  /** Compo place 1 to 25 shown as a badge; other values are ignored. */
  placeBadge: number | null;
}

/** 'Untitled' for an empty title or the text 'null'. */
export function displayTitle(title: string | null | undefined): string {
  const trimmed = (title ?? '').trim();
  return trimmed === '' || trimmed === 'null' ? UNTITLED : trimmed;
}

export function placeBadge(place: number | null | undefined): number | null {
  return typeof place === 'number' && Number.isInteger(place) && place >= 1 && place <= MAX_PLACE_BADGE ? place : null;
}

/** A card's counts in words, for screen readers: '6 hearts', '1 rule', '0 comments'. */
export const countWords = (card: CardView) => ({
  hearts: countText(card.hearts, 'heart'),
  rules: countText(card.likes, 'rule'),
  comments: countText(card.comments, 'comment'),
});

/**
 * What a card says to a screen reader, as one sentence instead of its row of symbols and short
 * counts: 'Midnight Forest by InkyAda, 6 hearts, 6 rules, 18 comments', then its badges.
 */
export function cardLabel(card: CardView): string {
  return [
    card.nickname ? `${card.title} by ${card.nickname}` : card.title,
    countText(card.hearts, 'heart'),
    countText(card.likes, 'rule'),
    countText(card.comments, 'comment'),
    card.placeBadge !== null && `place ${card.placeBadge}`,
    card.featured && 'featured',
    card.video && 'video',
    card.unlisted && 'unlisted',
  ]
    .filter(Boolean)
    .join(', ');
}

const positive = (...values: (number | undefined)[]) => values.find((v) => typeof v === 'number' && v > 0) ?? 0;
const count = (...values: (number | undefined)[]) => values.find((v) => typeof v === 'number' && v >= 0) ?? 0;

export function cardView(card: SketchCard): CardView {
  return {
    id: card.id,
    href: sitePaths.sketch(card.id),
    image: card.imageUrl ?? card.image ?? '',
    title: displayTitle(card.title),
    nickname: card.userNickname ?? card.creatorNickname ?? card.nickname ?? '',
    avatar: card.userAvatar ?? '',
    userId: card.userId ?? null,
    width: positive(card.imageWidth, card.width) || 1,
    height: positive(card.imageHeight, card.height) || 1,
    hearts: count(card.heartsReceived, card.hearts),
    likes: count(card.rateRules, card.likes),
    comments: count(card.comments),
    date: card.dateCreated ?? card.date ?? null,
    featured: !!card.featured,
    video: !!card.video,
    unlisted: !!card.unlisted,
    mature: !!card.mature,
    placeBadge: placeBadge(card.compoPlace),
  };
}
