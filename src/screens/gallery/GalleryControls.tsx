// The controls above a gallery: the window of top sketches (links), the sort of tag and user
// galleries (segments that look like the view toggle), and the grid / large-list toggle.
// The two kinds of top sketches each switch among their own windows: /gallery/tops/{7|30|365}
// and /gallery/tops7, /gallery/tops30 (a feed of its own, without a year).
import { styled } from '@linaria/react';
import type { SketchSort } from '../../api/schemas/galleries';
import { FEED_WIDTH_CSS } from '../../components/feedLayout';
import { ViewToggle, type CardMode } from '../../components/ViewToggle';
import { TOP_SKETCHES_WINDOWS, TOP_WINDOWS, type GalleryKind } from '../../lib/gallery';
import { sitePaths } from '../../lib/paths/site';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  .group {
    display: inline-flex;
    border: 1px solid var(--border);
    border-radius: var(--radius);
    overflow: hidden;
  }
  .group > * {
    display: inline-flex;
    align-items: center;
    min-height: 44px; /* a touch target */
    padding: 0 14px;
    border: 0;
    background: var(--surface);
    color: var(--text);
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  .group > * + * {
    border-left: 1px solid var(--border);
  }
  .group > [aria-pressed='true'],
  .group > [aria-current='page'] {
    background: var(--accent);
    color: var(--accent-text);
  }
  .spacer {
    flex: 1;
  }
  /* The large list is narrower than the page (centred columns): the bar spans the list, so the toggle ends where it does. */
  &[data-mode='list'] {
    max-width: ${FEED_WIDTH_CSS};
    margin-inline: auto;
  }
`;

const WINDOW_LABEL: Record<number, string> = { 7: '7 days', 30: '30 days', 365: 'Year' };

/** The windows a gallery of top sketches switches among, each with its address; none for other kinds. */
function topWindows(gallery: GalleryKind): { days: number; href: string }[] {
  if (gallery.kind === 'tops') return TOP_WINDOWS.map((days) => ({ days, href: sitePaths.gallery({ kind: 'tops', days }) }));
  if (gallery.kind === 'topSketches') return TOP_SKETCHES_WINDOWS.map((days) => ({ days, href: sitePaths.gallery({ kind: 'topSketches', days }) }));
  return [];
}

export interface GalleryControlsProps {
  gallery: GalleryKind;
  mode: CardMode;
  onMode: (mode: CardMode) => void;
  /** null when the gallery has no sort. */
  sort: SketchSort | null;
  onSort: (sort: SketchSort) => void;
}

export function GalleryControls({ gallery, mode, onMode, sort, onSort }: GalleryControlsProps) {
  const windows = topWindows(gallery);
  const shownDays = 'days' in gallery ? gallery.days : null;
  return (
    <Bar data-mode={mode}>
      {windows.length > 0 && (
        <nav className="group" aria-label="Time window">
          {windows.map(({ days, href }) => (
            <a key={days} href={href} aria-current={shownDays === days ? 'page' : undefined} data-testid={`tops-${days}`}>
              {WINDOW_LABEL[days]}
            </a>
          ))}
        </nav>
      )}
      {sort !== null && (
        <div className="group" role="group" aria-label="Sort">
          {(['recent', 'top'] as const).map((value) => (
            <button key={value} type="button" aria-pressed={sort === value} data-testid={`sort-${value}`} onClick={() => onSort(value)}>
              {value === 'recent' ? 'Recent' : 'Top'}
            </button>
          ))}
        </div>
      )}
      <span className="spacer" />
      <ViewToggle mode={mode} onMode={onMode} />
    </Bar>
  );
}
