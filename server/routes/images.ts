// Image files: /img/sketch/{id}/{size}.jpg, /img/sketch/{id}/full.png, /img/brush/{id}/{size}.jpg,
// /img/avatar/{user}/{size}.jpg, /img/cover/{user}/{size}.jpg, /img/shared/{uuid}/{size}.jpg (a
// shared image a gloperator made from a sketch: its picture). {user} is the user id, or
// "{userId}-{sketchId}" when the user chose one of their sketches as avatar or cover.
// The full-size PNG is the artist's own download (spec part 1 §6: a visitor's sketch info has
// no imagePng), so it is served to the sketch's owner only and never to a shared cache.
// GET /download/{id}.{product} is a sketch's file for the drawing app (sketchFileAccess says who).
// A sketch's pictures change under their address when the artist turns the sketch or sets its
// watermark, so they are not immutable like the other images: a day fresh, then revalidated by
// their ETag (the picture's cache key), which a changed picture no longer matches.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, requireSignedIn } from '../auth/guards';
import { hasIcon } from '../auth/roles';
import type { ActorRow } from '../users/currentUser';
import type { DomainApp, DomainOptions } from '../context';
import { findBrushStyle, sharedImageSketch } from '../data/content';
import { findSketch, sketchFileAccess } from '../entities/sketchInfo';
import { findSketchImage, type SketchImageRow } from '../data/sketches';
import { isGenericCover, userExists } from '../data/users';
import { forbidden, HttpError, notFound } from '../http/errors';
import { IMMUTABLE_CACHE } from '../http/spa';
import { ImageCache } from '../images/imageCache';
import type { BrushShape } from '../images/brushArt';
import { renderAvatarJpeg, renderBrushJpeg, renderCoverJpeg, renderSketchJpeg, renderSketchPng, type SketchShape } from '../images/render';
import { ALLOWED_IMAGE_WIDTHS, parseJpegSize } from '../images/sizes';
import { sketchPainter, sketchSourceKey } from '../images/sketchSource';
import { BrushImageParams, ProfileImageParams, SharedImageParams, SketchFileParams, SketchImageParams, SketchPngParams } from '../../src/api/schemas/images';
import { PRODUCT_FILE_EXTENSION } from '../../src/lib/product';
import { mayBeProfilePicture, watermarkLine } from '../../src/lib/profileRules';
import { takesPicturesDown } from '../../src/lib/sketchRules';
import { WATERMARK_MIN_WIDTH } from '../images/watermark';

function widthOrThrow(file: string): number {
  const width = parseJpegSize(file);
  if (width === null) {
    throw new HttpError(400, 'bad_size', `Image size must be one of ${ALLOWED_IMAGE_WIDTHS.join(', ')} (as {size}.jpg).`);
  }
  return width;
}

/**
 * A picture other sites may show: the sketch page's "copy thumbnail code" is pasted into blogs and
 * forums, and shared images are made to be posted elsewhere. The security headers' same-origin
 * policy would break every one of them. Not a mature or taken-down sketch's picture, nor the
 * owner's download: those are personal (a cross-site request carries no session cookie, being
 * SameSite=Lax, so it gets a 404 for those anyway).
 */
const embeddable = (reply: FastifyReply) => reply.header('Cross-Origin-Resource-Policy', 'cross-origin');

function sendImage(reply: FastifyReply, image: Buffer, type: 'image/jpeg' | 'image/png', cache = IMMUTABLE_CACHE): FastifyReply {
  return reply.header('Cache-Control', cache).type(type).send(image);
}

/** True when an If-None-Match header names `etag`: one of its list, weak or strong (RFC 9110 §13.1.2: a weak comparison), or '*'. */
export function namesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** A sketch's picture at a size: shared caches may keep it a day, then ask again (the ETag answers 304 while it is the same). */
export const SKETCH_IMAGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/** The ETag of a picture: its image cache key, which names everything it is drawn from. */
const etagOf = (cacheKey: string) => `"${createHash('sha1').update(cacheKey).digest('base64url').slice(0, 22)}"`;

/** The picture of a mature or taken-down sketch: not for a shared cache, which would give it to anyone. */
export const RESTRICTED_IMAGE_CACHE = 'private, max-age=86400';

/**
 * Whether `viewer` sees a mature or taken-down sketch's pictures: as the sketch page shows them
 * (SketchPage's hiddenReason), and to the moderators always, whose report lists show them.
 */
function picturesShownTo(row: SketchImageRow, viewer: ActorRow | null): boolean {
  if (!viewer) return false;
  if (viewer.id === row.userId || hasIcon(viewer, 'm')) return true;
  return !takesPicturesDown(row.violation) && viewer.mature === 1;
}

/** A sketch picture by its cache key: 304 when the browser holds this very picture, else drawn (or read from the cache) and sent. */
async function sendSketchPicture(request: FastifyRequest, reply: FastifyReply, cacheKey: string, picture: () => Promise<Buffer>, cacheControl: string): Promise<FastifyReply> {
  const etag = etagOf(cacheKey);
  reply.header('Cache-Control', cacheControl).header('ETag', etag);
  if (namesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('image/jpeg').send(await picture());
}

/**
 * An avatar or a cover. One drawn for the user alone never changes under its address: kept for
 * good. One made from a sketch changes when the artist turns that sketch (its address names only
 * the sketch), so it is kept as a sketch's picture is: a day, then asked again by its ETag.
 */
async function sendProfilePicture(request: FastifyRequest, reply: FastifyReply, cacheKey: string, sketch: SketchImageRow | null, picture: () => Promise<Buffer>): Promise<FastifyReply> {
  if (sketch) return sendSketchPicture(request, reply, cacheKey, picture, SKETCH_IMAGE_CACHE);
  return sendImage(reply, await picture(), 'image/jpeg');
}

/** The owner's download: per user, and redrawn under the same address when the sketch is turned. */
export const OWNER_IMAGE_CACHE = 'private, no-store';
export const FULL_PNG_OWNER_ONLY = 'Only the artist can download the full-size image.';
export const PRIVATE_FILE_OWNER_ONLY = 'This sketch file is private: only the artist can open it.';

export async function imageRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const cache = new ImageCache(path.join(ctx.dataDir, 'img-cache'));

  type SourceRow = Pick<SketchImageRow, 'id' | 'width' | 'height' | 'orientation' | 'upload_file'>;

  /** The part of a sketch's cache keys that names its picture's source ('' for the plain art): known without reading an upload. */
  const sourceKeyOf = (row: SourceRow): string => {
    const key = sketchSourceKey(row);
    return key === null ? '' : `${key}/`;
  };

  /** The sketch to draw: an uploaded or turned one paints from its own source, read only when a picture is drawn. */
  const shapeOf = async (row: SourceRow): Promise<SketchShape> => {
    const paint = await sketchPainter(ctx.dataDir, row);
    const sketch = { id: row.id, width: row.width, height: row.height };
    return paint ? { ...sketch, paint } : sketch;
  };

  /** The copyright line a sketch's pictures carry at `width` (null: none), and its part of their cache key. */
  const watermarkOf = (row: SketchImageRow, width: number): { line: string | null; key: string } => {
    if (row.watermarkName === null || width < WATERMARK_MIN_WIDTH) return { line: null, key: '' };
    const line = watermarkLine(row.watermarkName, new Date(row.created).getUTCFullYear());
    return { line, key: `w-${createHash('sha1').update(line).digest('hex').slice(0, 12)}/` };
  };

  /**
   * A sketch's picture at `width` (its file at `sketch/{id}/...`, whichever route asked), to a
   * viewer the sketch page shows it to: a taken-down sketch's to its artist and the moderators, a
   * mature one's to its artist, viewers marked mature and the moderators. Those are kept by the
   * browser alone.
   */
  const sketchPicture = async (request: FastifyRequest, reply: FastifyReply, row: SketchImageRow, width: number) => {
    const restricted = takesPicturesDown(row.violation) || row.mature === 1;
    if (restricted && !picturesShownTo(row, request.viewer)) throw notFound(`Sketch ${row.id} has no picture for you.`);
    const mark = watermarkOf(row, width);
    const cacheKey = `sketch/${row.id}/${sourceKeyOf(row)}${mark.key}${width}.jpg`;
    if (restricted) reply.header('Vary', 'Cookie');
    else embeddable(reply);
    return sendSketchPicture(request, reply, cacheKey, () => cache.get(cacheKey, async () => renderSketchJpeg(await shapeOf(row), width, mark.line)), restricted ? RESTRICTED_IMAGE_CACHE : SKETCH_IMAGE_CACHE);
  };

  const sketchOrThrow = (id: number) => {
    const sketch = findSketchImage(ctx.db, id);
    if (!sketch) throw notFound(`Sketch ${id} does not exist.`);
    return sketch;
  };

  /**
   * The user of a profile image key, the sketch it names when it names one of theirs, and the one
   * it is drawn from (`drawn`): that sketch, or none (the user's default picture).
   */
  const profileSource = (key: string): { userId: number; row: SketchImageRow | null; drawn: SketchImageRow | null; sourceKey: string } => {
    const [userPart = '', sketchPart] = key.split('-');
    const userId = Number(userPart);
    if (!userExists(ctx.db, userId)) throw notFound(`User ${userId} does not exist.`);
    if (sketchPart === undefined) return { userId, row: null, drawn: null, sourceKey: '' };
    const row = findSketchImage(ctx.db, Number(sketchPart));
    // A user's own sketch, or one of the house's generic covers (edit profile) that anyone may take.
    if (!row || (row.userId !== userId && !isGenericCover(ctx.db, row.id))) throw notFound(`No such image for user ${userId}.`);
    // A sketch marked mature or taken down after it was chosen (edit profile refuses such a one)
    // is no longer drawn where everyone sees it: the user's default picture is, until they pick
    // another, under the address's ETag caching, so a sketch put back shows again.
    if (!mayBeProfilePicture(row)) return { userId, row, drawn: null, sourceKey: 'default/' };
    return { userId, row, drawn: row, sourceKey: sourceKeyOf(row) };
  };
  const profileShape = async (row: SketchImageRow | null) => (row ? shapeOf(row) : null);

  // A static segment outranks the :file parameter, so this route alone answers full.png.
  app.get('/img/sketch/:id/full.png', { schema: { params: SketchPngParams }, preHandler: requireSignedIn() }, async (request, reply) => {
    const { id } = request.params;
    const row = sketchOrThrow(id);
    if (row.userId !== actorOf(request).id) throw forbidden(FULL_PNG_OWNER_ONLY);
    const image = await cache.get(`sketch/${id}/${sourceKeyOf(row)}full.png`, async () => renderSketchPng(await shapeOf(row)));
    return sendImage(reply, image, 'image/png', OWNER_IMAGE_CACHE);
  });

  // The sketch page's "Open in app" hands the drawing app /download/{id}.{product}: the sketch's file,
  // in the board's file format (whiteboard.ts: the picture as PNG data, which the app imports as a
  // sketch), to a viewer allowed to open it (sketchFileAccess), watermarked for all but the artist.
  // The board's own file, 0, is a static route of whiteboard.ts, which outranks this one.
  app.get('/download/:file', { schema: { params: SketchFileParams } }, async (request, reply) => {
    const { file: id } = request.params;
    const row = findSketch(ctx.db, id);
    if (!row) throw notFound(`Sketch ${id} does not exist.`);
    const access = sketchFileAccess(ctx.db, row, request.viewer);
    if (access === 'hidden') throw notFound(`Sketch ${id} has no file to open.`);
    if (access === 'private') throw forbidden(PRIVATE_FILE_OWNER_ONLY);
    // Others get the copyright line the artist's pictures carry (a patron's watermark); only the
    // artist gets the picture without it, as only they get full.png.
    const image = sketchOrThrow(id);
    const mark = image.userId === request.viewer?.id ? { line: null, key: '' } : watermarkOf(image, image.width);
    const file = await cache.get(`sketch/${id}/${sourceKeyOf(row)}${mark.key}full.png`, async () => renderSketchPng(await shapeOf(row), mark.line));
    return reply
      .header('Cache-Control', OWNER_IMAGE_CACHE)
      .header('Content-Disposition', `attachment; filename="sketch-${id}.${PRODUCT_FILE_EXTENSION}"`)
      .type('application/octet-stream')
      .send(file);
  });

  app.get('/img/sketch/:id/:file', { schema: { params: SketchImageParams } }, async (request, reply) => {
    const { id, file } = request.params;
    const width = widthOrThrow(file);
    return sketchPicture(request, reply, sketchOrThrow(id), width);
  });

  app.get('/img/shared/:uuid/:file', { schema: { params: SharedImageParams } }, async (request, reply) => {
    const { uuid, file } = request.params;
    const width = widthOrThrow(file);
    const sketchId = sharedImageSketch(ctx.db, uuid.toLowerCase());
    if (sketchId === undefined) throw notFound(`Shared image ${uuid} does not exist.`);
    // The sketch's picture, from the sketch's own cache entry.
    return sketchPicture(request, reply, sketchOrThrow(sketchId), width);
  });

  app.get('/img/brush/:id/:file', { schema: { params: BrushImageParams } }, async (request, reply) => {
    const { id, file } = request.params;
    const width = widthOrThrow(file);
    const brush: BrushShape | undefined = findBrushStyle(ctx.db, id);
    if (!brush) throw notFound(`Brush ${id} does not exist.`);
    return sendImage(embeddable(reply), await cache.get(`brush/${id}/${width}.jpg`, () => renderBrushJpeg(brush, width)), 'image/jpeg');
  });

  app.get('/img/avatar/:key/:file', { schema: { params: ProfileImageParams } }, async (request, reply) => {
    const { key, file } = request.params;
    const width = widthOrThrow(file);
    const { userId, row, drawn, sourceKey } = profileSource(key);
    const cacheKey = `avatar/${key}/${sourceKey}${width}.jpg`;
    return sendProfilePicture(request, embeddable(reply), cacheKey, row, async () => cache.get(cacheKey, async () => renderAvatarJpeg(userId, width, await profileShape(drawn))));
  });

  app.get('/img/cover/:key/:file', { schema: { params: ProfileImageParams } }, async (request, reply) => {
    const { key, file } = request.params;
    const width = widthOrThrow(file);
    const { userId, row, drawn, sourceKey } = profileSource(key);
    const cacheKey = `cover/${key}/${sourceKey}${width}.jpg`;
    return sendProfilePicture(request, embeddable(reply), cacheKey, row, async () => cache.get(cacheKey, async () => renderCoverJpeg(userId, width, await profileShape(drawn))));
  });
}
