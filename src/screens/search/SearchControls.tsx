// The choices of /search: the kind (Artists, Sketches, Magic), the sort (recent or top) and the
// grid / large-list toggle; each a segmented group of pressed buttons.
import { styled } from '@linaria/react';
import type { SearchKind, SearchSort } from '../../api/schemas/discover';
import { Segments, ViewToggle, type CardMode } from '../../components/ViewToggle';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 12px 0;
  .spacer {
    flex: 1;
  }
`;

const KINDS: readonly [SearchKind, string][] = [
  ['artists', 'Artists'],
  ['sketches', 'Sketches'],
  ['magic', 'Magic'],
];
const SORTS: readonly [SearchSort, string][] = [
  ['recent', 'Recent'],
  ['top', 'Top'],
];

export interface SearchControlsProps {
  kind: SearchKind;
  sort: SearchSort;
  mode: CardMode;
  onKind: (kind: SearchKind) => void;
  onSort: (sort: SearchSort) => void;
  onMode: (mode: CardMode) => void;
}

export function SearchControls({ kind, sort, mode, onKind, onSort, onMode }: SearchControlsProps) {
  return (
    <Bar>
      <Segments role="group" aria-label="Search for">
        {KINDS.map(([value, label]) => (
          <button key={value} type="button" aria-pressed={kind === value} data-testid={`search-kind-${value}`} onClick={() => onKind(value)}>
            {label}
          </button>
        ))}
      </Segments>
      <Segments role="group" aria-label="Sort">
        {SORTS.map(([value, label]) => (
          <button key={value} type="button" aria-pressed={sort === value} data-testid={`search-sort-${value}`} onClick={() => onSort(value)}>
            {label}
          </button>
        ))}
      </Segments>
      <span className="spacer" />
      <ViewToggle mode={mode} onMode={onMode} testIdPrefix="search-mode" />
    </Bar>
  );
}
