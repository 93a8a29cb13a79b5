// The shared brush browser (/content, /shared/brush; spec part 1 §2): the category tree on the
// left (a top sheet on phones), the brushes of the selected category on the right. The selected
// category path is the URL hash: picking one is a navigation (a new history entry), so reloads,
// shared links and back/forward all show the same category.
import { styled } from '@linaria/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { Button } from '../../components/Button';
import { WrapList } from '../../components/WrapList';
import { hasIcon, useSession } from '../../stores/session';
import { brushCategoriesQuery, brushList } from '../../queries/brushes';
import { loadEndlessList } from '../../queries/endlessList';
import { BrushGrid } from './BrushGrid';
import { ancestorsOf, buildCategoryTree, categoryFromHash, hashOfCategory, placeableCategories } from './brushTree';
import { CategoryTree } from './CategoryTree';
import { ShareBrushDialog } from './ShareBrushDialog';
import type { BrushItem} from '../../api/schemas/content';
import { sketchPaths } from '../../lib/paths/sketches';
import { PageFrame } from '../../components/PageFrame';

export interface BrushBrowserData {
  /** The category shown ('' = every brush). */
  path: string;
  /** A category asked for in the hash that does not exist. */
  unknownPath: string | null;
}

/** The categories and the first brushes of the category in the hash, into the query cache. */
export async function load({ location, restored }: LoadContext): Promise<BrushBrowserData> {
  const requested = categoryFromHash(location.hash);
  const firstPage = (path: string) => loadEndlessList(brushList(path), { restored });
  const [, requestedFirst] = await Promise.all([
    queryClient.fetchQuery(brushCategoriesQuery()),
    firstPage(requested).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
  ]);
  if (!(requestedFirst instanceof Error)) return { path: requested, unknownPath: null };
  // An unknown category (an old or mistyped link) shows every brush with a note.
  if (requestedFirst instanceof ApiError && requestedFirst.status === 404 && requested) {
    console.warn(`brushes: no category "${requested}"`);
    await firstPage('');
    return { path: '', unknownPath: requested };
  }
  throw requestedFirst;
}

/** Paths the user opened in the tree; kept while the app runs, so they survive category changes. */
const openedPaths = new Set<string>();

const Layout = styled(PageFrame)`
  max-width: 1280px;
  .crumbs {
    margin: 0 0 12px;
    color: var(--text-muted);
    font-size: 0.875rem;
  }
  .crumbs li + li::before {
    content: '/';
    margin-right: 4px;
  }
  .crumbs a {
    color: var(--accent);
  }
  .note {
    margin: 0 0 12px;
    padding: 10px 12px;
    border-radius: var(--radius);
    background: var(--surface);
    border-left: 4px solid var(--accent);
  }
  .sheet-button {
    width: 100%;
    justify-content: space-between;
    margin-bottom: 12px;
  }
  .tree-panel {
    display: none;
    margin-bottom: 12px;
    padding: 6px;
    border-radius: var(--radius);
    background: var(--surface);
    border: 1px solid var(--border);
    box-shadow: var(--shadow);
  }
  .tree-panel[data-open='true'] {
    display: block;
  }
  @media (min-width: 768px) {
    display: grid;
    grid-template-columns: 260px minmax(0, 1fr);
    gap: 20px;
    padding: 20px 20px 48px;
    .sheet-button {
      display: none;
    }
    .tree-panel {
      display: block;
      position: sticky;
      top: calc(var(--header-height) + 12px);
      align-self: start;
      max-height: calc(100vh - var(--header-height) - 24px);
      overflow-y: auto;
      box-shadow: none;
    }
  }
`;

export default function BrushBrowserScreen({ data, location }: ScreenProps<BrushBrowserData>) {
  const { path, unknownPath } = data;
  const listed = useSuspenseQuery(brushCategoriesQuery()).data;
  const categories = useMemo(() => placeableCategories(listed), [listed]);
  const user = useSession((s) => s.user);
  const moderator = hasIcon(user, 'm');
  const tree = useMemo(() => buildCategoryTree(categories), [categories]);
  const byPath = useMemo(() => new Map(categories.map((c) => [c.path, c])), [categories]);
  const total = useMemo(() => tree.reduce((sum, node) => sum + node.category.items, 0), [tree]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set([...openedPaths, ...ancestorsOf(path), path]));
  const [sheetOpen, setSheetOpen] = useState(false);
  const [sharing, setSharing] = useState<BrushItem | null>(null);
  const closeShare = useCallback(() => setSharing(null), []);
  const basePath = location.path.replace(/\/$/, '') || sketchPaths.brushes();
  const selected = byPath.get(path);
  usePageTitle(selected ? `${selected.title} · Brushes` : 'Brushes');

  const toggle = (toggled: string) => {
    const next = new Set(open);
    if (next.has(toggled)) {
      next.delete(toggled);
      openedPaths.delete(toggled);
    } else {
      next.add(toggled);
      openedPaths.add(toggled);
    }
    setOpen(next);
  };

  return (
    <Layout data-testid="brush-browser" data-category={path}>
      <div>
        <Button
          className="sheet-button"
          aria-expanded={sheetOpen}
          aria-controls="brush-tree-panel"
          data-testid="brush-category-button"
          onClick={() => setSheetOpen(!sheetOpen)}
        >
          <span>{selected ? selected.title : 'All brushes'}</span>
          <span aria-hidden="true">{sheetOpen ? '▲' : '▼'}</span>
        </Button>
        <div className="tree-panel" id="brush-tree-panel" data-open={sheetOpen ? 'true' : 'false'}>
          <CategoryTree nodes={tree} basePath={basePath} selected={path} open={open} onToggle={toggle} total={total} />
        </div>
      </div>
      <section aria-labelledby="brush-heading">
        <h1 id="brush-heading">{selected ? selected.title : 'Brushes'}</h1>
        {selected && (
          <WrapList as="ol" className="crumbs" gap="4px" aria-label="Category path" data-testid="brush-crumbs">
            <li>
              <a href={basePath}>Brushes</a>
            </li>
            {[...ancestorsOf(path), path].map((crumb) => (
              <li key={crumb}>{crumb === path ? byPath.get(crumb)?.title : <a href={basePath + hashOfCategory(crumb)}>{byPath.get(crumb)?.title ?? crumb}</a>}</li>
            ))}
          </WrapList>
        )}
        {unknownPath && (
          <p className="note" role="status" data-testid="brush-unknown-category">
            There is no category “{unknownPath}”. Showing all brushes.
          </p>
        )}
        {/* A new key per category: its list starts from its own first page. */}
        <BrushGrid key={path} category={path} onShare={moderator ? setSharing : undefined} />
      </section>
      {moderator && sharing && <ShareBrushDialog brush={sharing} categories={categories} path={path} onClose={closeShare} />}
    </Layout>
  );
}
