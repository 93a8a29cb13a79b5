// A titled, horizontally scrolling row of sketch cards (the artist's recent and top sketches,
// similar sketches), filtered like every list of the site.
import { styled } from '@linaria/react';
import { useMemo } from 'react';
import type { SketchCard } from '../../api/schemas/sketchCards';
import { SketchCardView } from '../../components/SketchCard';
import { cardView } from '../../lib/sketchCard';
import { visibleSketches } from '../../lib/visibility';
import { useSession } from '../../stores/session';

const TILE = 150;

const Strip = styled.section`
  h2 {
    font-size: 18px;
    margin: 0 0 8px;
  }
  ul {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: ${TILE}px;
    gap: 8px;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x proximity;
    margin: 0;
    padding: 0 0 8px;
    list-style: none;
  }
  li {
    height: ${TILE}px;
    scroll-snap-align: start;
  }
`;

export function SketchStrip({ title, sketches, testId }: { title: string; sketches: readonly SketchCard[]; testId: string }) {
  const viewer = useSession((s) => s.user);
  const cards = useMemo(() => visibleSketches(sketches, viewer).map(cardView), [sketches, viewer]);
  if (cards.length === 0) return null;
  return (
    <Strip data-testid={testId} aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            <SketchCardView card={card} mode="grid" size={TILE} />
          </li>
        ))}
      </ul>
    </Strip>
  );
}
