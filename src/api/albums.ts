// Albums and collections (spec part 1 §7, Albums). Reads are GET, changes are POST.
import { get, post } from './client';
import {
  AlbumListResponseSchema,
  AlbumMembershipSchema,
  AlbumSchema,
  AlbumSketchPageSchema,
  type AlbumCreateBody,
  type AlbumDeleteBody,
  type AlbumEditBody,
  type AlbumInfoQuery,
  type AlbumItemBody,
  type AlbumListQuery,
  type AlbumMembershipQuery,
  type AlbumSketchesQuery,
} from './schemas/albums';
import { IdResponseSchema } from './schemas/common';

export const fetchAlbumInfo = (userId: number | string, albumId: number) => get('/album/info', AlbumSchema, { userId, albumId } satisfies AlbumInfoQuery);
export const fetchAlbumSketches = (userId: number | string, albumId: number, cursor: string | null, signal?: AbortSignal) =>
  get('/album/sketches', AlbumSketchPageSchema, { userId, albumId, cursor: cursor ?? undefined } satisfies AlbumSketchesQuery, { signal });
export const fetchAlbumList = (userId: number | string) => get('/album/list', AlbumListResponseSchema, { userId } satisfies AlbumListQuery);
/** The viewer's albums and collections, each with whether the sketch is in it. */
export const fetchAlbumMembership = (sketchId: number) => get('/album/sketch', AlbumMembershipSchema, { sketchId } satisfies AlbumMembershipQuery);

export const createAlbum = (request: AlbumCreateBody) => post('/album/create', request, IdResponseSchema);
export const editAlbum = (request: AlbumEditBody) => post('/album/edit', request, IdResponseSchema);
export const addToAlbum = (albumId: number, sketchId: number) => post('/album/add', { albumId, sketchId } satisfies AlbumItemBody);
export const removeFromAlbum = (albumId: number, sketchId: number) => post('/album/remove', { albumId, sketchId } satisfies AlbumItemBody);
export const deleteAlbum = (userId: number, albumId: number) => post('/album/delete', { userId, albumId } satisfies AlbumDeleteBody);
