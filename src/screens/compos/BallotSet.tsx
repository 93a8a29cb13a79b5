// One set of the ballot: up to 4 sketches to choose from (the chosen one first, marked), Skip
// (all equal), Visit (the chosen sketch's page), Back, and Next (the submit on the last set).
import { styled } from '@linaria/react';
import type { SketchCard } from '../../api/schemas/sketchCards';
import { Button } from '../../components/Button';
import { back, currentChoice, isLastSet, pick, skip, visitTarget, type BallotState } from '../../lib/ballot';
import { fixedImage } from '../../lib/images';
import { displayTitle } from '../../lib/sketchCard';
import { alertDialog } from '../../stores/dialogs';

const Wrap = styled.section`
  .progress {
    margin: 12px 0 8px;
    color: var(--text-muted);
  }
  .hint {
    margin: 0 0 12px;
  }
  ol {
    list-style: none;
    margin: 0 0 16px;
    padding: 0;
    display: grid;
    gap: 10px;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (min-width: 900px) {
    ol {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
  .entry {
    position: relative;
    display: block;
    width: 100%;
    padding: 0;
    border: 3px solid transparent;
    border-radius: var(--radius);
    overflow: hidden;
    background: var(--surface-2);
    color: var(--text);
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  .entry img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
  }
  .entry .name {
    display: block;
    padding: 6px 8px;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .entry[aria-pressed='true'] {
    border-color: var(--accent);
  }
  .entry .mark {
    position: absolute;
    top: 6px;
    left: 6px;
    padding: 2px 8px;
    border-radius: 10px;
    background: var(--accent);
    color: var(--accent-text);
    font-size: 0.8125rem;
    font-weight: 700;
  }
  &[data-skipped='true'] .entry .mark {
    background: rgba(0, 0, 0, 0.72);
    color: #fff;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .actions .grow {
    flex: 1;
  }
  /* On a phone the four buttons (each at least 100 px) do not fit one row: two rows of two,
     Back and Skip over Visit and Next, rather than Next alone on a row of its own. */
  @media (max-width: 599px) {
    .actions {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    .actions .grow {
      display: none;
    }
  }
`;

export interface BallotSetProps {
  state: BallotState;
  /** The set's sketches as the server sent them (shown in the state's order). */
  cards: readonly SketchCard[];
  submitLabel: string;
  sending: boolean;
  onChange: (state: BallotState) => void;
  onNext: () => void;
  onVisit: (sketchId: number) => void;
}

export function BallotSet({ state, cards, submitLabel, sending, onChange, onNext, onVisit }: BallotSetProps) {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const order = state.order[state.step] ?? [];
  const choice = currentChoice(state);
  const last = isLastSet(state);
  const visit = () => {
    const target = visitTarget(state);
    if ('error' in target) void alertDialog(target.error);
    else onVisit(target.id);
  };
  return (
    <Wrap data-testid="ballot" data-step={state.step} data-skipped={choice === 'skip'} aria-labelledby="ballot-progress">
      {/* Announced as it changes: Next swaps the set's sketches under a keyboard user's focus. */}
      <p className="progress" id="ballot-progress" role="status" data-testid="ballot-progress">
        Set {state.step + 1} of {state.order.length}
      </p>
      <p className="hint">Choose the best sketch of this set, or Skip if you cannot decide.</p>
      <ol>
        {order.map((id) => {
          const card = byId.get(id);
          const title = displayTitle(card?.title);
          const chosen = choice === id;
          return (
            <li key={id}>
              <button
                type="button"
                className="entry"
                aria-pressed={chosen}
                data-testid="ballot-entry"
                data-sketch-id={id}
                onClick={() => onChange(pick(state, id))}
              >
                <img {...fixedImage(card?.image ?? card?.imageUrl, 300)} alt={card?.userNickname ? `${title} by ${card.userNickname}` : title} />
                {/* The image's text already names it (a second title would be read twice). */}
                <span className="name" aria-hidden="true">
                  {title}
                </span>
                {chosen && <span className="mark">Your choice</span>}
                {choice === 'skip' && <span className="mark">Equal</span>}
              </button>
            </li>
          );
        })}
      </ol>
      <div className="actions">
        <Button onClick={() => onChange(back(state))} disabled={state.step === 0 || sending} data-testid="ballot-back">
          Back
        </Button>
        <Button toggled={choice === 'skip'} onClick={() => onChange(skip(state))} disabled={sending} data-testid="ballot-skip">
          Skip
        </Button>
        <Button onClick={visit} disabled={sending} data-testid="ballot-visit">
          Visit
        </Button>
        <span className="grow" />
        <Button variant="primary" onClick={onNext} disabled={sending} data-testid={last ? 'ballot-submit' : 'ballot-next'}>
          {last ? submitLabel : 'Next'}
        </Button>
      </div>
    </Wrap>
  );
}
