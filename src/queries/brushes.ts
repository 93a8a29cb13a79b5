// The brush browser's reads: the category list, and the brushes of each category as an endless
// list (by cursor).
import { fetchBrushCategories, fetchBrushItems } from '../api/content';
import type { InfiniteDef, Page, QueryDef } from '../api/query';
import type { BrushCategory, BrushItem, ContentItemsResponse } from '../api/types';
// eslint-disable-next-line boundaries/dependencies -- temporary: the response schemas (issue 7) replace this checker
import { checkCategories } from '../screens/brushes/brushTree'; // MERGE: the schema parse replaces this

export const brushKeys = {
  categories: ['brushes', 'categories'] as const,
  items: (category: string) => ['brushes', 'items', category] as const,
};

export const brushCategoriesQuery = (): QueryDef<BrushCategory[]> => ({
  key: brushKeys.categories,
  fetch: async (signal) => checkCategories((await fetchBrushCategories(signal))?.categories),
  // The catalogue changes rarely; a minute spares the tree a refetch on every category change.
  staleMs: 60_000,
});

export function toPage(response: ContentItemsResponse): Page<BrushItem> {
  const items = (Array.isArray(response?.items) ? response.items : []).filter((item) => {
    const ok = !!item && Number.isFinite(item.id) && typeof item.title === 'string';
    if (!ok) console.warn('brushes: dropped an item that is not a brush', item);
    return ok;
  });
  return { items, next: typeof response?.cursor === 'string' && response.cursor ? response.cursor : null };
}

/** The brushes of a category ('' = every brush). */
export const brushList = (category: string): InfiniteDef<BrushItem> => ({
  key: brushKeys.items(category),
  fetchPage: async (cursor, signal) => toPage(await fetchBrushItems(category, cursor === null ? null : String(cursor), signal)),
});
