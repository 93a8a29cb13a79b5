// The shared content library: brush categories and brushes, and the gloperators' tools that
// turn a sketch into a shared image or a co-op sketch (spec part 1 §7).
import { get, post } from './client';
import type {
  ContentCategoriesResponse,
  ContentItemsResponse,
  CreateCoOpSketchRequest,
  CreateCoOpSketchResponse,
  CreateSharedImageRequest,
  CreateSharedImageResponse,
} from './types';

export const fetchBrushCategories = (signal?: AbortSignal) =>
  get<ContentCategoriesResponse>('/api/v2/content/categories', { kind: 'brush' }, { signal });
/** `category` is a category path ('' for every brush); `cursor` null for the first page. */
export const fetchBrushItems = (category: string, cursor: string | null, signal?: AbortSignal) =>
  get<ContentItemsResponse>('/api/v2/content/items', { kind: 'brush', category, sort: 'title', cursor }, { signal });

export const createSharedImage = (request: CreateSharedImageRequest) =>
  post<CreateSharedImageResponse>('/api/v2/content/createImage', request);
export const createCoOpSketch = (request: CreateCoOpSketchRequest) =>
  post<CreateCoOpSketchResponse>('/api/v2/content/createCoOpSketch', request);
