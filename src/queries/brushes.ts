// The brush browser's reads: the category list, and the brushes of each category as an endless
// list (by cursor).
import { fetchBrushCategories, fetchBrushItems } from '../api/content';
import type { InfiniteDef, Page, QueryDef } from '../api/query';
import type { BrushCategory, BrushItem, ContentItemsResponse } from '../api/schemas/content';

export const brushKeys = {
  categories: ['brushes', 'categories'] as const,
  items: (category: string) => ['brushes', 'items', category] as const,
};

export const brushCategoriesQuery = (): QueryDef<BrushCategory[]> => ({
  key: brushKeys.categories,
  fetch: async (signal) => (await fetchBrushCategories(signal)).categories,
  // The catalogue changes rarely; a minute spares the tree a refetch on every category change.
  staleMs: 60_000,
});

export function toPage(response: ContentItemsResponse): Page<BrushItem> {
  return { items: response.items, next: response.cursor || null };
}

/** The brushes of a category ('' = every brush). */
export const brushList = (category: string): InfiniteDef<BrushItem> => ({
  key: brushKeys.items(category),
  fetchPage: async (cursor, signal) => toPage(await fetchBrushItems(category, cursor === null ? null : String(cursor), signal)),
});
