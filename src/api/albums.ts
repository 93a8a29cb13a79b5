// Albums and collections (spec part 1 §7, Albums). Reads are GET, changes are POST.
import { get, post } from './client';
import type { Album, AlbumCreateRequest, AlbumEditRequest, AlbumListResponse, AlbumMembership, AlbumSketchPage, IdResponse, OkResponse } from './types';

export const fetchAlbumInfo = (userId: number | string, albumId: number, fresh = false) =>
  get<Album>('/album/info', { userId, albumId }, { fresh });
export const fetchAlbumSketches = (userId: number | string, albumId: number, cursor: string | null, signal?: AbortSignal) =>
  get<AlbumSketchPage>('/album/sketches', { userId, albumId, cursor }, { signal });
export const fetchAlbumList = (userId: number | string, fresh = false) => get<AlbumListResponse>('/album/list', { userId }, { fresh });
/** The viewer's albums and collections, each with whether the sketch is in it. */
export const fetchAlbumMembership = (sketchId: number) => get<AlbumMembership>('/album/sketch', { sketchId }, { fresh: true });

export const createAlbum = (request: AlbumCreateRequest) => post<IdResponse>('/album/create', request);
export const editAlbum = (request: AlbumEditRequest) => post<IdResponse>('/album/edit', request);
export const addToAlbum = (albumId: number, sketchId: number) => post<OkResponse>('/album/add', { albumId, sketchId });
export const removeFromAlbum = (albumId: number, sketchId: number) => post<OkResponse>('/album/remove', { albumId, sketchId });
export const deleteAlbum = (userId: number, albumId: number) => post<OkResponse>('/album/delete', { userId, albumId });
