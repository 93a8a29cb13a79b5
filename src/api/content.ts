// The shared content library: brush categories and brushes, and the gloperators' tools that
// turn a sketch into a shared image or a co-op sketch (spec part 1 §7).
import { get, post } from './client';
import {
  ContentCategoriesResponseSchema,
  ContentItemsResponseSchema,
  CreateCoOpSketchResponseSchema,
  CreateSharedImageResponseSchema,
  type CoOpSketchCreateBody,
  type ContentCategoriesQuery,
  type ContentItemsQuery,
  type SharedImageCreateBody,
} from './schemas/content';

export const fetchBrushCategories = (signal?: AbortSignal) =>
  get('/api/v2/content/categories', ContentCategoriesResponseSchema, { kind: 'brush' } satisfies ContentCategoriesQuery, { signal });
/** `category` is a category path ('' for every brush); `cursor` null for the first page. */
export const fetchBrushItems = (category: string, cursor: string | null, signal?: AbortSignal) =>
  get('/api/v2/content/items', ContentItemsResponseSchema, { kind: 'brush', category, sort: 'title', cursor: cursor ?? undefined } satisfies ContentItemsQuery, { signal });

export const createSharedImage = (request: SharedImageCreateBody) =>
  post('/api/v2/content/createImage', request, CreateSharedImageResponseSchema);
export const createCoOpSketch = (request: CoOpSketchCreateBody) =>
  post('/api/v2/content/createCoOpSketch', request, CreateCoOpSketchResponseSchema);
