// The grid of brushes of one category: large thumbnails (a stroke sample) with titles, sorted
// by title, the next page loading by cursor as the end of the grid comes near. What was loaded
// is kept in the query cache, so back returns to the same place.
import { styled } from '@linaria/react';
import { useEffect, useRef } from 'react';
import { brushList } from '../../queries/brushes';
import { useEndlessList } from '../../queries/endlessList';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { slotImage } from '../../lib/images';
import type { BrushItem} from '../../api/schemas/content';

/** Tiles are this wide at least (the grid's column minimum, 150 px on phones); the plain src asks for this width. */
const TILE_WIDTH = 200;
/**
 * Where a tile's image shows: a column grows from its minimum to under twice it before another
 * fits (150 to about 235 px on a phone, 200 to about 400 px beyond), so the browser picks from a
 * srcset by a width near the common case: half a phone's screen, 250 px beyond.
 */
const TILE_IMAGE = { sizes: '(min-width: 480px) 250px, 50vw', min: 150, max: 400 };
/** Start loading the next page this far before the end comes into view. */
const LOAD_AHEAD = '600px';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 10px;
  @media (min-width: 480px) {
    grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  }
  li {
    position: relative;
    border-radius: var(--radius);
    background: var(--surface);
    border: 1px solid var(--border);
    overflow: hidden;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: #fbfaf6;
  }
  .title {
    padding: 8px 10px 10px;
    font-size: 0.875rem;
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .share {
    position: absolute;
    top: 6px;
    right: 6px;
    height: 44px; /* a touch target */
    min-width: 44px;
    padding: 0 10px;
    font-size: 0.8125rem;
    background: rgba(30, 110, 60, 0.92);
    color: #fff;
    border-color: transparent;
  }
`;

const End = styled.div`
  display: grid;
  place-items: center;
  gap: 8px;
  min-height: 72px;
  color: var(--text-muted);
  text-align: center;
`;

export interface BrushGridProps {
  category: string;
  /** Gloperators get a tool on each brush. */
  onShare?: (brush: BrushItem) => void;
}

export function BrushGrid({ category, onShare }: BrushGridProps) {
  const list = useEndlessList(brushList(category));
  const sentinel = useRef<HTMLDivElement | null>(null);
  const { hasMore, loading, error, loadMore, retry } = list;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || error || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadMore(), { rootMargin: LOAD_AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, error, loadMore]);

  return (
    <>
      {list.items.length === 0 && !hasMore ? (
        <End data-testid="brush-empty">There are no brushes in this category yet.</End>
      ) : (
        <Grid data-testid="brush-grid" aria-label="Brushes" aria-busy={loading}>
          {list.items.map((brush) => (
            <li key={brush.id} data-testid="brush-item" data-brush-id={brush.id}>
              <img
                {...slotImage(brush.thumbnailLarge, TILE_IMAGE, TILE_WIDTH)}
                alt=""
                loading="lazy"
                decoding="async"
              />
              <div className="title" title={brush.title} data-testid="brush-title">
                {brush.title}
              </div>
              {onShare && (
                <Button className="share" data-testid="brush-share" aria-label={`Create a shared image from ${brush.title}`} onClick={() => onShare(brush)}>
                  Share
                </Button>
              )}
            </li>
          ))}
        </Grid>
      )}
      <div ref={sentinel} />
      {(loading || hasMore || error != null) && (
        <End>
          {loading && <Spinner />}
          {!loading && error != null && <p data-testid="brush-load-error">Sorry, the next brushes could not be loaded.</p>}
          {!loading && (error != null || typeof IntersectionObserver === 'undefined') && hasMore && (
            <Button data-testid="brush-load-more" onClick={error != null ? retry : loadMore}>
              {error != null ? 'Try again' : 'Load more'}
            </Button>
          )}
        </End>
      )}
    </>
  );
}
