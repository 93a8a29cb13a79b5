// The previous and next challenge as cards with their entry counts (spec part 1 §2, §3).
import { styled } from '@linaria/react';
import type { Challenge } from '../../api/schemas/challenges';
import { entryCountText } from '../../lib/challengeRules';
import { fixedImage } from '../../lib/images';
import { sitePaths } from '../../lib/paths/site';
import { CardLink } from './ChallengeCard';

type Neighbour = NonNullable<Challenge['prev']>;

const Nav = styled.nav`
  display: grid;
  gap: 10px;
  margin-top: 24px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    .next {
      grid-column: 2;
    }
  }
  .label {
    font-size: 0.8rem;
    font-weight: 600;
    color: var(--text-muted);
  }
`;

function NeighbourCard({ challenge, label, testId, className }: { challenge: Neighbour; label: string; testId: string; className: string }) {
  const thumb = fixedImage(challenge.thumbnail, 72);
  return (
    <CardLink href={sitePaths.challenge(challenge.id)} className={className} data-testid={testId} data-challenge-id={challenge.id}>
      {thumb.src ? <img {...thumb} alt="" width={72} height={72} loading="lazy" /> : <span className="blank" />}
      <span className="text">
        <span className="label">{label}</span>
        <span className="title">{challenge.title}</span>
        <span className="meta" data-testid={`${testId}-entries`}>
          {entryCountText(challenge.entries)}
        </span>
      </span>
    </CardLink>
  );
}

export function ChallengeNeighbours({ prev, next }: Pick<Challenge, 'prev' | 'next'>) {
  if (!prev && !next) return null;
  return (
    <Nav aria-label="Other challenges" data-testid="challenge-neighbours">
      {prev && <NeighbourCard challenge={prev} label="Previous challenge" testId="challenge-prev" className="prev" />}
      {next && <NeighbourCard challenge={next} label="Next challenge" testId="challenge-next" className="next" />}
    </Nav>
  );
}
