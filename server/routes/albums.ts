// Albums and collections (spec part 1 §2-§8): /album/info, /album/sketches, /album/list and
// /album/sketch (reads), /album/create, /edit, /add, /remove and /delete (writes). The user part
// of a read may be a nickname. Only the owner changes an album; only a sketch's creator puts it
// in albums (mode 0), anyone puts it in their own collections (mode 1); a sketch is in at most 10
// albums or collections of each user (src/lib/albumRules.ts says why not of all users together).
import type { FastifyRequest } from 'fastify';
import { albumKind, albumLimitError, MAX_ALBUMS_PER_SKETCH } from '../../src/lib/albumRules';
import { actorOf, requireActor, requireSignedIn } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import {
  addAlbumItem,
  albumChoices,
  albumCountOfSketch,
  albumSketchCards,
  albumsOfUser,
  deleteAlbum,
  findAlbum,
  insertAlbum,
  isInAlbum,
  removeAlbumItem,
  updateAlbum,
  type AlbumRow,
} from '../data/albums';
import { sketchExists, sketchOwner as ownerOfSketch } from '../data/sketches';
import { findUser, userIdOfNickname } from '../data/users';
import { albumEntity } from '../entities/albums';
import { avatarUrl} from '../entities/urls';
import { countView } from '../entities/viewCounts';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import {
  AlbumCreateBody,
  AlbumDeleteBody,
  AlbumEditBody,
  AlbumInfoQuery,
  AlbumItemBody,
  AlbumListQuery,
  AlbumMembershipQuery,
  AlbumSketchesQuery,
  type Album,
  type AlbumListResponse,
  type AlbumMembership,
  type AlbumSketchPage,
} from '../../src/api/schemas/albums';
import type { IdResponse, OkResponse } from '../../src/api/schemas/common';
import { cardOf, feedViewer } from '../feeds/cards';
import { writeTransaction } from '../db/database';

export const ALBUM_PAGE_SIZE = 25;

export async function albumRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;


  /** The user the route's requireActor let through (not signed in is 401, a ban in force is 403). */
  const actor = (request: FastifyRequest): number => actorOf(request).id;

  const resolveUser = (ref: number | string): number => {
    const id =
      typeof ref === 'number' || /^\d{1,12}$/.test(ref)
        ? Number(ref)
        : (userIdOfNickname(db, ref) ?? null);
    if (id === null || !findUser(db, id)) throw notFound(`User ${String(ref)} does not exist.`);
    return id;
  };

  /** The album of that user, else 404 (an album id under another user is not found). */
  const albumOf = (userRefValue: number | string, albumId: number): AlbumRow => {
    const userId = resolveUser(userRefValue);
    const album = findAlbum(db, albumId);
    if (!album || album.user_id !== userId) throw notFound(`Album ${albumId} does not exist.`);
    return album;
  };

  const ownAlbum = (albumId: number, userId: number): AlbumRow => {
    const album = findAlbum(db, albumId);
    if (!album) throw notFound(`Album ${albumId} does not exist.`);
    if (album.user_id !== userId) throw forbidden(`Only the owner can change this ${albumKind(album.mode)}.`);
    return album;
  };

  const sketchOwner = (sketchId: number, what = 'Sketch'): number => {
    const owner = ownerOfSketch(db, sketchId);
    if (owner === undefined) throw notFound(`${what} ${sketchId} does not exist.`);
    return owner;
  };

  const thumbnailOrThrow = (thumbnail: number | null) => {
    if (thumbnail === null) return null;
    if (!sketchExists(db, thumbnail)) throw badRequest(`The thumbnail sketch ${thumbnail} does not exist.`);
    return thumbnail;
  };

  /** Adds a sketch to an album after the creator and limit checks (idempotent for a member). */
  const addItem = (album: AlbumRow, sketchId: number) => {
    const owner = sketchOwner(sketchId);
    if (album.mode === 0 && owner !== album.user_id) {
      throw forbidden("Only the sketch's creator can add it to an album; add it to a collection instead.");
    }
    if (isInAlbum(db, album.id, sketchId)) return;
    if (albumCountOfSketch(db, sketchId, album.user_id) >= MAX_ALBUMS_PER_SKETCH) throw new HttpError(409, 'album_limit', albumLimitError(albumKind(album.mode)));
    addAlbumItem(db, album.id, sketchId, new Date(ctx.clock()).toISOString());
  };

  app.get('/album/info', { schema: { querystring: AlbumInfoQuery } }, async (request): Promise<Album> => {
    const { userId, albumId } = request.query;
    const album = albumOf(userId, albumId);
    if (countView(db, 'album', { id: album.id, ownerId: album.user_id }, request, ctx.clock())) album.views += 1;
    return albumEntity(db, album, feedViewer(ctx, request));
  });

  app.get('/album/sketches', { schema: { querystring: AlbumSketchesQuery } }, async (request): Promise<AlbumSketchPage> => {
    const { userId, albumId, cursor } = request.query;
    const album = albumOf(userId, albumId);
    const offset = cursor ? Number(cursor) : 0;
    const rows = albumSketchCards(db, album, feedViewer(ctx, request), ALBUM_PAGE_SIZE + 1, offset);
    const more = rows.length > ALBUM_PAGE_SIZE;
    return { sketches: rows.slice(0, ALBUM_PAGE_SIZE).map(cardOf), more, cursor: more ? String(offset + ALBUM_PAGE_SIZE) : null };
  });

  app.get('/album/list', { schema: { querystring: AlbumListQuery } }, async (request): Promise<AlbumListResponse> => {
    const { userId } = request.query;
    const id = resolveUser(userId);
    const user = findUser(db, id)!;
    const rows = albumsOfUser(db, id);
    const viewer = feedViewer(ctx, request);
    return {
      user: { id, nickname: user.nickname, avatar: avatarUrl(id, user.avatar_sketch_id) },
      items: rows.map((row) => albumEntity(db, row, viewer)),
      more: false,
      cursor: null,
    };
  });

  app.get('/album/sketch', { schema: { querystring: AlbumMembershipQuery }, preHandler: requireSignedIn() }, async (request, reply): Promise<AlbumMembership> => {
    const { sketchId } = request.query;
    const viewer = actorOf(request).id;
    reply.header('Cache-Control', 'no-store');
    const creator = sketchOwner(sketchId);
    const rows = albumChoices(db, sketchId, viewer, creator);
    return { albums: rows.map((row) => ({ id: row.id, title: row.title, mode: row.mode === 1 ? 1 : 0, member: row.member === 1 })) };
  });

  app.post('/album/create', { schema: { body: AlbumCreateBody }, preHandler: requireActor }, async (request): Promise<IdResponse> => {
    const body = request.body;
    const userId = actor(request);
    const thumbnail = thumbnailOrThrow(body.thumbnail);
    const mode = body.collection ? 1 : 0;
    const id = writeTransaction(db, () => {
      const albumId = insertAlbum(db, {
        user_id: userId,
        title: body.title,
        description: body.description,
        thumbnail_sketch_id: thumbnail,
        mode,
        created: new Date(ctx.clock()).toISOString(),
      });
      if (body.sketchId !== null) addItem(findAlbum(db, albumId)!, body.sketchId);
      return albumId;
    });
    return { id };
  });

  app.post('/album/edit', { schema: { body: AlbumEditBody }, preHandler: requireActor }, async (request): Promise<IdResponse> => {
    const body = request.body;
    const album = ownAlbum(body.albumId, actor(request));
    const thumbnail = thumbnailOrThrow(body.thumbnail);
    updateAlbum(db, album.id, { title: body.title, description: body.description, thumbnail_sketch_id: thumbnail });
    return { id: album.id };
  });

  app.post('/album/add', { schema: { body: AlbumItemBody }, preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const { albumId, sketchId } = request.body;
    const album = ownAlbum(albumId, actor(request));
    writeTransaction(db, () => addItem(album, sketchId));
    return { ok: true };
  });

  app.post('/album/remove', { schema: { body: AlbumItemBody }, preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const { albumId, sketchId } = request.body;
    const album = ownAlbum(albumId, actor(request));
    sketchOwner(sketchId);
    removeAlbumItem(db, album.id, sketchId);
    return { ok: true };
  });

  app.post('/album/delete', { schema: { body: AlbumDeleteBody }, preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const { userId, albumId } = request.body;
    const actorId = actor(request);
    const album = ownAlbum(albumId, actorId);
    if (userId !== album.user_id) throw badRequest('The album does not belong to that user.');
    // The items go with the album (ON DELETE CASCADE); the sketches stay.
    deleteAlbum(db, album.id);
    return { ok: true };
  });
}

