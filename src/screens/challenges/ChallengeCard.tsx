// A challenge as a card of the list and the search results: thumbnail, title, day and entry
// count, the whole card one link. The card is as tall as CHALLENGE_CARD_HEIGHT, which the
// windowed list counts on.
import { styled } from '@linaria/react';
import type { ChallengeSummary } from '../../api/schemas/challenges';
import { challengeDateText, entryCountText } from '../../lib/challengeRules';
import { fixedImage } from '../../lib/images';
import { sitePaths } from '../../lib/paths/site';
import { useRenderNow } from '../../lib/renderClock';

export const CHALLENGE_CARD_HEIGHT = 96;
const THUMB = 72;

export const CardLink = styled.a`
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: 12px;
  height: ${CHALLENGE_CARD_HEIGHT}px;
  padding: 12px;
  border-radius: var(--radius);
  border: 1px solid var(--border);
  background: var(--surface);
  color: var(--text);
  text-decoration: none;
  overflow: hidden;
  &:hover {
    border-color: var(--accent);
  }
  img,
  .blank {
    flex: none;
    width: ${THUMB}px;
    height: ${THUMB}px;
    border-radius: calc(var(--radius) / 2);
    object-fit: cover;
    background: var(--surface-2);
  }
  /* A column as wide as the card's rest, so a long title ends in an ellipsis in every engine. */
  .text {
    flex: 1 1 auto;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  .title {
    display: block;
    font-weight: 700;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .meta {
    font-size: 0.875rem;
    color: var(--text-muted);
  }
`;

export function ChallengeCard({ challenge }: { challenge: ChallengeSummary }) {
  const thumb = fixedImage(challenge.thumbnail, THUMB);
  const day = challengeDateText(challenge.date, useRenderNow());
  return (
    <CardLink href={sitePaths.challenge(challenge.id)} data-testid="challenge-card" data-challenge-id={challenge.id}>
      {thumb.src ? <img {...thumb} alt="" width={THUMB} height={THUMB} loading="lazy" /> : <span className="blank" />}
      <span className="text">
        <span className="title">{challenge.title}</span>
        <span className="meta">
          {day && <span data-testid="challenge-card-date">{day}</span>}
          {day && ' · '}
          <span data-testid="challenge-card-entries">{entryCountText(challenge.entries)}</span>
        </span>
      </span>
    </CardLink>
  );
}
