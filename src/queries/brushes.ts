// The brush browser's reads: the category list, and the brushes of each category as an endless
// list (by cursor); and the shared images gloperators make.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { endlessList, type Page } from './endlessList';
import { createSharedImage, fetchBrushCategories, fetchBrushItems } from '../api/content';
import type { BrushCategory, BrushItem, ContentItemsResponse, SharedImageCreateBody } from '../api/schemas/content';

export const brushKeys = {
  categories: ['brushes', 'categories'] as const,
  items: (category: string) => ['brushes', 'items', category] as const,
};

export const brushCategoriesQuery = () =>
  queryOptions({
    queryKey: brushKeys.categories,
    // The spec's 5 s answer cache, as every read (queryClient's default): a category a
    // gloperator just made shows on the next visit.
    queryFn: async (): Promise<BrushCategory[]> => (await fetchBrushCategories()).categories,
  });

export function toPage(response: ContentItemsResponse): Page<BrushItem> {
  return { items: response.items, next: response.cursor || null };
}

/** The brushes of a category ('' = every brush). */
export const brushList = (category: string) =>
  endlessList(brushKeys.items(category), async (cursor): Promise<Page<BrushItem>> => toPage(await fetchBrushItems(category, cursor === null ? null : String(cursor))));

/**
 * Creates a shared image from a sketch (gloperators; the sketch's moderator panel and the brush
 * browser's tool). Shared images are kept apart from the brushes: no read here changes.
 */
export function useCreateSharedImage() {
  return useMutation({ mutationFn: (request: SharedImageCreateBody) => createSharedImage(request) });
}
