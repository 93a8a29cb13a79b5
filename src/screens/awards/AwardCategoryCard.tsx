// One award category (spec part 1 §2, §4): its candidates, each with a Vote button while the
// viewer has not voted; once voted, the choice highlighted with a pencil that takes the vote
// back so the viewer can vote again; in a closed year, the winner highlighted.
import { styled } from '@linaria/react';
import { useEffect, useRef, type RefObject } from 'react';
import type { AwardCategory } from '../../api/schemas/awards';
import { Button } from '../../components/Button';
import { fixedImage } from '../../lib/images';
import { sitePaths } from '../../lib/paths/site';
import { displayTitle } from '../../lib/sketchCard';
import { PencilIcon } from '../../components/PencilIcon';

export interface Candidate {
  id: number;
  name: string;
  /** The artist's nickname under a sketch. */
  by: string | null;
  image: string;
  href: string;
  round: boolean;
}

/** The category's candidates, artists or sketches, in one shape. */
export function candidatesOf(category: AwardCategory): Candidate[] {
  const artists = (category.artists ?? []).map((artist) => ({
    id: artist.id,
    name: artist.nickname,
    by: null,
    image: artist.avatar,
    href: sitePaths.user(artist.nickname),
    round: true,
  }));
  const sketches = (category.sketches ?? []).map((sketch) => ({
    id: sketch.id,
    name: displayTitle(sketch.title),
    by: sketch.userNickname ?? sketch.creatorNickname ?? sketch.nickname ?? null,
    image: sketch.image ?? sketch.imageUrl ?? `/img/sketch/${sketch.id}`,
    href: sitePaths.sketch(sketch.id),
    round: false,
  }));
  return [...artists, ...sketches];
}

export type CategoryState = 'voting' | 'voted' | 'closed';

/**
 * The winner, or the viewer's choice, leads the row: on a phone the row is swiped and anything
 * after the first two or three candidates starts out of sight.
 */
export function highlightedFirst(candidates: Candidate[], highlighted: number | null): Candidate[] {
  const index = candidates.findIndex((candidate) => candidate.id === highlighted);
  return index <= 0 ? candidates : [candidates[index]!, ...candidates.slice(0, index), ...candidates.slice(index + 1)];
}

/** Voting while the year is open and the viewer has no vote here; voted once they have one. */
export function categoryState(category: AwardCategory, votingOpen: boolean): CategoryState {
  if (!votingOpen) return 'closed';
  return category.vote === null ? 'voting' : 'voted';
}

const Card = styled.section`
  min-width: 0; /* a grid item: the swiped row scrolls inside it instead of widening the page */
  background: var(--surface);
  border: 1px solid var(--border);
  border-radius: var(--radius);
  padding: 12px;
  header {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    margin-bottom: 8px;
  }
  h3 {
    margin: 0;
    flex: 1;
    font-size: 1.05rem;
  }
  .state {
    font-size: 0.85rem;
    color: var(--text-muted);
  }
  /* A phone swipes through a category's candidates in one row; wider screens show a grid. */
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 6px;
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: 136px;
    gap: 6px;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x proximity;
    scrollbar-width: thin;
    @media (min-width: 768px) {
      grid-auto-flow: row;
      grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
      gap: 12px;
      overflow-x: visible;
      padding: 0;
    }
  }
  li {
    scroll-snap-align: start;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    padding: 6px 4px 8px;
    border: 2px solid transparent;
    border-radius: var(--radius);
    text-align: center;
    min-width: 0;
  }
  li[data-highlight='true'] {
    border-color: var(--accent);
    background: var(--surface-2);
  }
  img {
    display: block;
    width: 100%;
    max-width: 140px;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: var(--radius);
    background: var(--surface-2);
  }
  img[data-round='true'] {
    max-width: 96px;
    border-radius: 50%;
  }
  a {
    color: var(--text);
    font-weight: 600;
    font-size: 0.9rem;
    overflow-wrap: break-word;
    max-width: 100%;
    @media (min-width: 768px) {
      font-size: 1rem;
    }
  }
  .by {
    font-size: 0.8rem;
    color: var(--text-muted);
    overflow-wrap: break-word;
    max-width: 100%;
  }
  .badge {
    font-size: 0.8rem;
    font-weight: 700;
    white-space: nowrap;
    padding: 2px 8px;
    border-radius: 999px;
    background: var(--accent);
    color: var(--accent-text);
  }
  /* The button or badge sits at the bottom, in line across the row. */
  .foot {
    margin-top: auto;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 2px;
    min-height: 44px;
  }
  button[data-testid='award-vote'] {
    min-width: 80px;
  }
`;

/**
 * A vote removes the Vote buttons and the pencil brings them back: the button that had focus is
 * gone, so focus moves to the pencil after a vote and to the first Vote button after clearing
 * (only when focus was lost, never away from something the user moved to).
 */
function useFocusAcrossStates(state: CategoryState, cardRef: RefObject<HTMLElement | null>) {
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    const active = document.activeElement;
    const lost = active === null || active === document.body || !active.isConnected || (cardRef.current?.contains(active) ?? false);
    if (!lost) return;
    const target = state === 'voted' ? '[data-testid="award-clear-vote"]' : '[data-testid="award-vote"]';
    cardRef.current?.querySelector<HTMLElement>(target)?.focus();
  }, [state, cardRef]);
}

export interface AwardCategoryCardProps {
  category: AwardCategory;
  votingOpen: boolean;
  /** Whether the viewer may vote (signed in); visitors see the candidates only. */
  canVote: boolean;
  /**
   * While a vote of this category is on its way (a further click waits for it, useAwardVotes.ts). The buttons stay enabled:
   * a vote swaps them, and focus moves to the new ones, which a disabled button cannot take.
   */
  busy: boolean;
  onVote: (candidateId: number) => void;
  onClearVote: () => void;
}

export function AwardCategoryCard({ category, votingOpen, canVote, busy, onVote, onClearVote }: AwardCategoryCardProps) {
  const state = categoryState(category, votingOpen);
  const headingId = `award-category-${category.id}`;
  const highlighted = state === 'closed' ? category.winner : state === 'voted' ? category.vote : null;
  const candidates = highlightedFirst(candidatesOf(category), highlighted);
  const cardRef = useRef<HTMLElement>(null);
  useFocusAcrossStates(state, cardRef);
  return (
    <Card ref={cardRef} aria-labelledby={headingId} aria-busy={busy} data-testid="award-category" data-category-id={category.id} data-state={state}>
      <header>
        <h3 id={headingId}>{category.title}</h3>
      </header>
      {candidates.length === 0 ? (
        <p className="state">No candidates yet.</p>
      ) : (
        <ul>
          {candidates.map((candidate) => {
            const isHighlighted = candidate.id === highlighted;
            const hasFoot = (isHighlighted && state !== 'voting') || (state === 'voting' && canVote);
            return (
              <li key={candidate.id} data-testid="award-candidate" data-candidate-id={candidate.id} data-highlight={isHighlighted}>
                <a href={candidate.href} tabIndex={-1} aria-hidden="true">
                  <img {...fixedImage(candidate.image, candidate.round ? 100 : 150)} alt="" loading="lazy" data-round={candidate.round} />
                </a>
                <a href={candidate.href}>{candidate.name}</a>
                {candidate.by && <span className="by">by {candidate.by}</span>}
                {hasFoot && (
                  <span className="foot">
                    {isHighlighted && state === 'closed' && (
                      <span className="badge" data-testid="award-winner">
                        Winner
                      </span>
                    )}
                    {isHighlighted && state === 'voted' && (
                      <>
                        <span className="badge" data-testid="award-your-vote">
                          Your vote
                        </span>
                        {canVote && (
                          <Button
                            variant="ghost"
                            icon={<PencilIcon />}
                            aria-label={`Change your vote in ${category.title}`}
                            title="Change your vote"
                            onClick={onClearVote}
                            data-testid="award-clear-vote"
                          />
                        )}
                      </>
                    )}
                    {state === 'voting' && canVote && (
                      <Button
                        variant="primary"
                        onClick={() => onVote(candidate.id)}
                        aria-label={`Vote for ${candidate.name} in ${category.title}`}
                        data-testid="award-vote"
                      >
                        Vote
                      </Button>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
