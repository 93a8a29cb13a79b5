// The one switch between a grid of tiles and the large list, wherever sketches can be shown both
// ways (galleries, albums): a segmented control of two buttons, the chosen one pressed.
import { styled } from '@linaria/react';

export type CardMode = 'grid' | 'list';

/** A segmented group of pressed buttons (this toggle, the search's kind, sort and time window). */
export const Segments = styled.div`
  display: inline-flex;
  flex: none;
  border: 1px solid var(--border);
  border-radius: var(--radius);
  overflow: hidden;
  button {
    min-height: 44px;
    padding: 0 14px;
    border: 0;
    background: var(--surface);
    color: var(--text);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button + button {
    border-left: 1px solid var(--border);
  }
  [aria-pressed='true'] {
    background: var(--accent);
    color: var(--accent-text);
  }
`;

const MODES: readonly [CardMode, string][] = [
  ['grid', 'Grid'],
  ['list', 'Large list'],
];

/** `testIdPrefix`-grid and `testIdPrefix`-list are the buttons' test ids. */
export function ViewToggle({ mode, onMode, testIdPrefix = 'mode' }: { mode: CardMode; onMode: (mode: CardMode) => void; testIdPrefix?: string }) {
  return (
    <Segments role="group" aria-label="View">
      {MODES.map(([value, label]) => (
        <button key={value} type="button" aria-pressed={mode === value} data-testid={`${testIdPrefix}-${value}`} onClick={() => onMode(value)}>
          {label}
        </button>
      ))}
    </Segments>
  );
}
