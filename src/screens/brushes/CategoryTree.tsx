// The category tree of the brush browser: nested lists of category links (the link sets the
// URL hash, so the page loads that category as a new history entry), each parent with a button
// that opens or closes its sub-categories.
import { styled } from '@linaria/react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/numbers';
import { hashOfCategory, type CategoryNode } from './brushTree';

const Tree = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul[hidden] {
    display: none;
  }
  ul ul {
    margin-left: 14px;
    padding-left: 8px;
    border-left: 1px solid var(--border);
  }
  .row {
    display: flex;
    align-items: center;
    gap: 2px;
  }
  .toggle,
  .spacer {
    flex: none;
    width: 44px; /* a touch target */
    height: 44px;
  }
  .toggle {
    display: grid;
    place-items: center;
    border: 0;
    border-radius: 8px;
    background: none;
    color: var(--text-muted);
    cursor: pointer;
    font-size: 0.75rem;
  }
  .toggle:hover {
    background: var(--surface-2);
  }
  .toggle span {
    display: inline-block;
    transition: transform 120ms ease;
  }
  .toggle[aria-expanded='true'] span {
    transform: rotate(90deg);
  }
  a {
    flex: 1;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    min-height: 44px;
    min-width: 0;
    padding: 0 10px;
    border-radius: 8px;
    color: var(--text);
    text-decoration: none;
  }
  a:hover {
    background: var(--surface-2);
  }
  a[aria-current='page'] {
    background: var(--accent);
    color: var(--accent-text);
    font-weight: 700;
  }
  .title {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .count {
    flex: none;
    font-size: 0.75rem;
    opacity: 0.75;
    font-variant-numeric: tabular-nums;
  }
`;

export interface CategoryTreeProps {
  nodes: readonly CategoryNode[];
  /** The page path the hash is added to (/content or /shared/brush). */
  basePath: string;
  selected: string;
  open: ReadonlySet<string>;
  onToggle: (path: string) => void;
  total: number;
}

export function CategoryTree({ nodes, basePath, selected, open, onToggle, total }: CategoryTreeProps) {
  // Children are drawn through this function rather than by TreeNode naming itself: the CSS
  // extraction of the test set-up cannot follow a component that refers to itself.
  const renderNodes = (list: readonly CategoryNode[]) =>
    list.map((node) => (
      <TreeNode key={node.category.path} node={node} basePath={basePath} selected={selected} open={open} onToggle={onToggle} renderNodes={renderNodes} />
    ));
  return (
    <Tree aria-label="Brush categories" data-testid="brush-tree">
      <ul>
        <li>
          <div className="row">
            <span className="spacer" />
            <a href={basePath} aria-current={selected === '' ? 'page' : undefined} data-testid="brush-category" data-path="">
              <span className="title">All brushes</span>
              <span className="count">{formatNumber(total)}</span>
            </a>
          </div>
        </li>
        {renderNodes(nodes)}
      </ul>
    </Tree>
  );
}

interface TreeNodeProps extends Omit<CategoryTreeProps, 'nodes' | 'total'> {
  node: CategoryNode;
  renderNodes: (nodes: readonly CategoryNode[]) => ReactNode;
}

function TreeNode({ node, basePath, selected, open, onToggle, renderNodes }: TreeNodeProps) {
  const { category, children } = node;
  const expanded = open.has(category.path);
  const listId = `brush-tree-${category.id}`;
  return (
    <li>
      <div className="row">
        {children.length > 0 ? (
          <button
            type="button"
            className="toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={`${expanded ? 'Close' : 'Open'} ${category.title}`}
            data-testid="brush-category-toggle"
            data-path={category.path}
            onClick={() => onToggle(category.path)}
          >
            <span aria-hidden="true">▶</span>
          </button>
        ) : (
          <span className="spacer" />
        )}
        <a
          href={basePath + hashOfCategory(category.path)}
          aria-current={selected === category.path ? 'page' : undefined}
          data-testid="brush-category"
          data-path={category.path}
        >
          <span className="title">{category.title}</span>
          <span className="count">{formatNumber(category.items)}</span>
        </a>
      </div>
      {children.length > 0 && (
        <ul id={listId} hidden={!expanded}>
          {renderNodes(children)}
        </ul>
      )}
    </li>
  );
}
