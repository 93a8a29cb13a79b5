// A titled, horizontally scrolling row of sketch cards (the artist's recent and top sketches,
// similar sketches), filtered like every list of the site.
import { styled } from '@linaria/react';
import { useMemo } from 'react';
import type { SketchCard } from '../../api/schemas/sketchCards';
import { ScrollStrip } from '../../components/ScrollStrip';
import { SketchCardView } from '../../components/SketchCard';
import { cardView } from '../../lib/sketchCard';
import { visibleSketches } from '../../lib/visibility';
import { useSession } from '../../stores/session';

/** Tiles of 160 px (180 px from 768 px wide): the strip's default items, as on the home page. */
const TILE = { sizes: '(min-width: 768px) 180px, 160px', min: 160, max: 180 };

const Strip = styled.section`
  h2 {
    font-size: 1.125rem;
    margin: 0 0 8px;
    overflow-wrap: anywhere; /* 'More by' a long nickname breaks rather than widen the page */
  }
`;

export function SketchStrip({ title, sketches, testId }: { title: string; sketches: readonly SketchCard[]; testId: string }) {
  const viewer = useSession((s) => s.user);
  const cards = useMemo(() => visibleSketches(sketches, viewer).map(cardView), [sketches, viewer]);
  if (cards.length === 0) return null;
  return (
    <Strip data-testid={testId} aria-label={title}>
      <h2>{title}</h2>
      <ScrollStrip as="ul">
        {cards.map((card) => (
          <li key={card.id} className="tile">
            <SketchCardView card={card} size={TILE.max} slot={TILE} />
          </li>
        ))}
      </ScrollStrip>
    </Strip>
  );
}
