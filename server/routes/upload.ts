// Uploading a sketch (spec part 1 §7, §9): GET /api/v2/upload/sketch tells the page what it may
// offer; the page then posts the image (multipart/form-data) to the uploadUrl it was given. The
// server checks the file itself: PNG or JPEG by its first bytes, at most 16777216 bytes, at most
// 4000 pixels on either side, nothing after the picture's end (no polyglot); then stores it and
// creates the sketch. The stored file is only ever drawn from, never served as it came.
import { randomBytes } from 'node:crypto';
import { renameSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import { parseTags, TAGS_MAX, UPLOAD_MAX_BYTES, uploadResolutionProblem, uploadSizeProblem } from '../../src/lib/sketchRules';
import { hasIcon } from '../auth/roles';
import { actorOf, refuseBanned, requireActor } from '../auth/guards';
import type { AppContext, DomainApp, DomainOptions } from '../context';
import type { ActorRow } from '../users/currentUser';
import type * as v from 'valibot';
import { insertUploadedSketch, popularTags, setUploadFile } from '../data/sketches';
import { badRequest, forbidden, HttpError } from '../http/errors';
import { parseInput } from '../http/validation';
import { detectImageType, endsWithImage, imageSize, storeUpload, uploadPath } from '../images/sketchSource';
import { IdResponseSchema, type IdResponse } from '../../src/api/schemas/common';
import { SketchUploadFields, type UploadInfo } from '../../src/api/schemas/upload';
import { writeTransaction } from '../db/database';
import { RequestKeys, type KeptAnswer } from './requestKeys';

export const UPLOAD_URL = '/api/v2/upload/sketch';
export const PATRON_OPTIONS_ONLY = 'A private sketch file and a watermark are patron features.';
/** Room for the form fields and multipart framing around the largest allowed file. */
const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 256 * 1024;
const POPULAR_TAGS = 20;
export const TRAILING_DATA_MESSAGE = 'That file has more in it than the picture. Please save it again as a plain PNG or JPEG image.';

async function readForm(request: FastifyRequest): Promise<FormData> {
  const body = request.body;
  if (!Buffer.isBuffer(body)) throw badRequest('Send the sketch as multipart/form-data with a "file" field.');
  try {
    return await new Response(new Uint8Array(body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
  } catch {
    throw badRequest('The upload could not be read. Please try again.');
  }
}

export async function uploadRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const uploads = new RequestKeys(ctx, 'upload', IdResponseSchema);

  app.get(UPLOAD_URL, { preHandler: requireActor }, async (request, reply): Promise<UploadInfo> => {
    reply.header('Cache-Control', 'no-store');
    const user = actorOf(request);
    const tags = popularTags(db, POPULAR_TAGS);
    // Only users who see mature content may mark their own as mature.
    return { showMature: user.mature === 1, uploadUrl: UPLOAD_URL, userPro: hasIcon(user, 'p'), tags };
  });

  // Multipart bodies are taken whole (the file is at most 16 MB) and read with the platform's
  // FormData parser; only inside this scope, so other routes keep their own body rules.
  void app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    scope.post(UPLOAD_URL, { bodyLimit: UPLOAD_BODY_LIMIT, preHandler: requireActor }, async (request): Promise<IdResponse> => {
      const user = actorOf(request);
      const form = await readForm(request);
      // A multipart body is no route part a schema can be declared for: its fields are parsed here.
      const fields = parseInput(
        SketchUploadFields,
        Object.fromEntries(['title', 'description', 'mature', 'tags', 'privateFile', 'watermark', 'key'].flatMap((name) => {
          const value = form.get(name);
          // Forms send line breaks as CRLF; the store keeps them as the JSON edits do, LF.
          return typeof value === 'string' ? [[name, value.replace(/\r\n?/g, '\n')]] : [];
        })),
        'body',
      );
      // An upload retried with its key (the browser sends the form again after a dropped connection) makes one sketch.
      return uploads.onceAfter(user.id, fields.key, (kept) => createSketch(ctx, user, form, fields, () => refuseBanned(request, user), kept));
    });
  });
}

/**
 * Checks the uploaded file and makes the sketch of it. The file is written first under a name of
 * its own; then one write, which no other request can come between, checks again that the user
 * may act (merged away or suspended while the file was read: refused, nothing made), makes the
 * row and gives the file the row's id. So no one sees the sketch before its picture is there (it
 * would be drawn, and cached for a day, as the demo's generated art), and a sketch deleted at
 * once leaves no file behind. That write also keeps the answer for the upload's key (`kept`), or
 * finds that the same upload made its sketch meanwhile and makes none.
 */
async function createSketch(ctx: AppContext, user: ActorRow, form: FormData, fields: v.InferOutput<typeof SketchUploadFields>, mayStillAct: () => void, kept: KeptAnswer<IdResponse>): Promise<IdResponse> {
  const { db } = ctx;
  if ((fields.privateFile || fields.watermark) && !hasIcon(user, 'p')) throw forbidden(PATRON_OPTIONS_ONLY);
  const file = form.get('file');
  if (!file || typeof file === 'string') throw badRequest('Choose an image to upload (the "file" field).');
  const sizeProblem = uploadSizeProblem(file.size);
  if (sizeProblem) throw new HttpError(file.size > UPLOAD_MAX_BYTES ? 413 : 400, 'bad_upload', sizeProblem);
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw new HttpError(415, 'bad_upload', 'Only PNG and JPEG images can be uploaded.');
  const size = await imageSize(bytes);
  const resolutionProblem = uploadResolutionProblem(size?.width ?? 0, size?.height ?? 0);
  if (resolutionProblem || !size) throw new HttpError(400, 'bad_upload', resolutionProblem ?? 'That image could not be read.');
  if (!endsWithImage(bytes, type)) throw new HttpError(400, 'bad_upload', TRAILING_DATA_MESSAGE);
  const tags = parseTags(fields.tags);
  if (tags.length > TAGS_MAX) throw badRequest(`A sketch can have at most ${TAGS_MAX} tags.`);

  const secret = randomBytes(8).toString('hex');
  // Id 0 is no sketch's: the name of a file that has no row yet.
  const staged = `0-${secret}.${type}`;
  try {
    await storeUpload(ctx.dataDir, staged, bytes);
    // A failed rename takes the row back.
    const answer = writeTransaction(db, (): IdResponse & { earlier?: true } => {
      // The same upload (its key) made its sketch meanwhile, on another process: that one is the answer.
      const earlier = kept.earlier();
      if (earlier) return { ...earlier, earlier: true };
      mayStillAct();
      const made = insertUploadedSketch(
        db,
        {
          user_id: user.id,
          title: fields.title,
          description: fields.description,
          width: size.width,
          height: size.height,
          created: new Date(ctx.clock()).toISOString(),
          mature: fields.mature && user.mature === 1 ? 1 : 0,
          format: type,
          private_file: fields.privateFile ? 1 : 0,
          watermark: fields.watermark ? 1 : 0,
        },
        tags,
      );
      const fileName = `${made}-${secret}.${type}`;
      renameSync(uploadPath(ctx.dataDir, staged), uploadPath(ctx.dataDir, fileName));
      setUploadFile(db, made, fileName);
      kept.keep({ id: made });
      return { id: made };
    });
    if (answer.earlier) await unlink(uploadPath(ctx.dataDir, staged)).catch(() => {});
    return { id: answer.id };
  } catch (error) {
    await unlink(uploadPath(ctx.dataDir, staged)).catch(() => {});
    throw error;
  }
}
