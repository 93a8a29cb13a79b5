// Albums and collections (spec part 1 §7, Albums). Reads are GET, changes are POST.
import { get, post } from './client';
import {
  AlbumListResponseSchema,
  AlbumMembershipSchema,
  AlbumSchema,
  AlbumSketchPageSchema,
  type AlbumCreateRequest,
  type AlbumEditRequest,
} from './schemas/albums';
import { IdResponseSchema } from './schemas/common';

export const fetchAlbumInfo = (userId: number | string, albumId: number) => get('/album/info', AlbumSchema, { userId, albumId });
export const fetchAlbumSketches = (userId: number | string, albumId: number, cursor: string | null, signal?: AbortSignal) =>
  get('/album/sketches', AlbumSketchPageSchema, { userId, albumId, cursor }, { signal });
export const fetchAlbumList = (userId: number | string) => get('/album/list', AlbumListResponseSchema, { userId });
/** The viewer's albums and collections, each with whether the sketch is in it. */
export const fetchAlbumMembership = (sketchId: number) => get('/album/sketch', AlbumMembershipSchema, { sketchId });

export const createAlbum = (request: AlbumCreateRequest) => post('/album/create', request, IdResponseSchema);
export const editAlbum = (request: AlbumEditRequest) => post('/album/edit', request, IdResponseSchema);
export const addToAlbum = (albumId: number, sketchId: number) => post('/album/add', { albumId, sketchId });
export const removeFromAlbum = (albumId: number, sketchId: number) => post('/album/remove', { albumId, sketchId });
export const deleteAlbum = (userId: number, albumId: number) => post('/album/delete', { userId, albumId });
