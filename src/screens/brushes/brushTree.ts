// The brush category tree: the server sends categories flat (id, items, key, path, title);
// the browser nests them by path ('Pencils/Graphite' under 'Pencils'). The selected path lives
// in the URL hash ('#Pencils/Graphite', each segment URI-encoded) so reloads, shared links and
// back/forward keep the category.
import type { BrushCategory } from '../../api/schemas/content';

export interface CategoryNode {
  category: BrushCategory;
  depth: number;
  children: CategoryNode[];
}

/**
 * Categories a tree can place (the client has checked their shape): one without a path, or
 * repeating a path already placed, is dropped (and logged).
 */
export function placeableCategories(categories: readonly BrushCategory[]): BrushCategory[] {
  const seen = new Set<string>();
  return categories.filter((category) => {
    const ok = category.path.trim() !== '' && !seen.has(category.path);
    if (!ok) console.warn('brushes: dropped a category without a path or repeating one', category);
    else seen.add(category.path);
    return ok;
  });
}

/**
 * Nests categories by path. A category whose parent path is missing hangs at the top level, so
 * nothing the server sends is lost. Siblings are sorted by title.
 */
export function buildCategoryTree(categories: readonly BrushCategory[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  for (const category of categories) nodes.set(category.path, { category, depth: 0, children: [] });
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(parentPath(node.category.path));
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const settle = (list: CategoryNode[], depth: number) => {
    list.sort((a, b) => a.category.title.localeCompare(b.category.title));
    for (const node of list) {
      node.depth = depth;
      settle(node.children, depth + 1);
    }
  };
  settle(roots, 0);
  return roots;
}

/** Every node in display order (parents before their children). */
export function flattenTree(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

export function parentPath(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

/** 'A/B/C' -> ['A', 'A/B'] (the paths to open so the category shows). */
export function ancestorsOf(path: string): string[] {
  const parts = path.split('/');
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
}

/** '#Pencils/Soft%20Lead' -> 'Pencils/Soft Lead'; '' when there is no hash or it cannot be read. */
export function categoryFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return '';
  try {
    return raw
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/')
      .trim();
  } catch {
    console.warn('brushes: ignored a category hash that is not valid', hash);
    return '';
  }
}

/** 'Charcoal & Chalk' -> '#Charcoal%20%26%20Chalk'; '' (no hash) for every brush. */
export function hashOfCategory(path: string): string {
  return path ? `#${path.split('/').map(encodeURIComponent).join('/')}` : '';
}
