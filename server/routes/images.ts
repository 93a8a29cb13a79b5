// Image files: /img/sketch/{id}/{size}.jpg, /img/sketch/{id}/full.png,
// /img/avatar/{user}/{size}.jpg, /img/cover/{user}/{size}.jpg. {user} is the user id, or
// "{userId}-{sketchId}" when the user chose one of their sketches as avatar or cover.
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { HttpError, notFound } from '../http/errors';
import { IMMUTABLE_CACHE } from '../http/spa';
import { parseInput } from '../http/validation';
import { ImageCache } from '../images/imageCache';
import { renderAvatarJpeg, renderCoverJpeg, renderSketchJpeg, renderSketchPng, type SketchShape } from '../images/render';
import { ALLOWED_IMAGE_WIDTHS, parseJpegSize } from '../images/sizes';

const sketchParams = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'Expected a sketch id'), v.transform(Number)),
  file: v.string(),
});
const profileParams = v.object({
  key: v.pipe(v.string(), v.regex(/^\d{1,10}(-\d{1,10})?$/, 'Expected a user id')),
  file: v.string(),
});

function widthOrThrow(file: string): number {
  const width = parseJpegSize(file);
  if (width === null) {
    throw new HttpError(400, 'bad_size', `Image size must be one of ${ALLOWED_IMAGE_WIDTHS.join(', ')} (as {size}.jpg).`);
  }
  return width;
}

function sendImage(reply: FastifyReply, image: Buffer, type: 'image/jpeg' | 'image/png'): FastifyReply {
  return reply.header('Cache-Control', IMMUTABLE_CACHE).type(type).send(image);
}

export function registerImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cache = new ImageCache(path.join(ctx.dataDir, 'img-cache'));
  const findSketch = ctx.db.prepare('SELECT id, width, height, user_id AS userId FROM sketches WHERE id = ?');
  const userExists = ctx.db.prepare('SELECT 1 FROM users WHERE id = ?').pluck();

  const sketchOrThrow = (id: number) => {
    const sketch = findSketch.get(id) as (SketchShape & { userId: number }) | undefined;
    if (!sketch) throw notFound(`Sketch ${id} does not exist.`);
    return sketch;
  };

  /** The user of a profile image key, and the sketch it shows when it names one of theirs. */
  const profileSource = (key: string): { userId: number; sketch: SketchShape | null } => {
    const [userPart = '', sketchPart] = key.split('-');
    const userId = Number(userPart);
    if (!userExists.get(userId)) throw notFound(`User ${userId} does not exist.`);
    if (sketchPart === undefined) return { userId, sketch: null };
    const sketch = findSketch.get(Number(sketchPart)) as (SketchShape & { userId: number }) | undefined;
    if (!sketch || sketch.userId !== userId) throw notFound(`No such image for user ${userId}.`);
    return { userId, sketch };
  };

  app.get('/img/sketch/:id/:file', async (request, reply) => {
    const { id, file } = parseInput(sketchParams, request.params, 'path');
    if (file === 'full.png') {
      const sketch = sketchOrThrow(id);
      return sendImage(reply, await cache.get(`sketch/${id}/full.png`, () => renderSketchPng(sketch)), 'image/png');
    }
    const width = widthOrThrow(file);
    const sketch = sketchOrThrow(id);
    return sendImage(reply, await cache.get(`sketch/${id}/${width}.jpg`, () => renderSketchJpeg(sketch, width)), 'image/jpeg');
  });

  app.get('/img/avatar/:key/:file', async (request, reply) => {
    const { key, file } = parseInput(profileParams, request.params, 'path');
    const width = widthOrThrow(file);
    const { userId, sketch } = profileSource(key);
    const image = await cache.get(`avatar/${key}/${width}.jpg`, () => renderAvatarJpeg(userId, width, sketch));
    return sendImage(reply, image, 'image/jpeg');
  });

  app.get('/img/cover/:key/:file', async (request, reply) => {
    const { key, file } = parseInput(profileParams, request.params, 'path');
    const width = widthOrThrow(file);
    const { userId, sketch } = profileSource(key);
    const image = await cache.get(`cover/${key}/${width}.jpg`, () => renderCoverJpeg(userId, width, sketch));
    return sendImage(reply, image, 'image/jpeg');
  });
}
