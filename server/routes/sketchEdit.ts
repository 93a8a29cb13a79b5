// Editing a sketch's information (spec part 1 §7): GET /sketch/{id}/edit returns the form's
// values (JSON; a browser navigation to the same path gets the page), POST /sketch/{id}/edit
// changes them. Owner only. The watermark is for patrons; the angle turns the picture.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  ANGLES,
  FORMATS,
  isVideoUrl,
  parseTags,
  SKETCH_DESCRIPTION_MAX,
  SKETCH_TITLE_MAX,
  TAGS_MAX,
} from '../../src/lib/sketchRules';
import { hasIcon } from '../auth/roles';
import { actorOf, requireActor } from '../auth/guards';
import type { DomainOptions } from '../context';
import { findSketchForEdit, setSketchTags, sketchTags, swapSketchSides, updateSketch, type SketchEditRow, type SketchUpdate } from '../data/sketches';
import { badRequest, forbidden, notFound } from '../http/errors';
import { parseInput } from '../http/validation';
import { flagField, idField, sketchIdOrLinkText } from '../../src/api/schemas/requestFields';
import { normalAngle } from '../images/sketchSource';
import type { ActorRow } from '../users/currentUser';
import type { SketchEditInfo } from '../../src/api/schemas/sketchEdit';

type EditRow = SketchEditRow;

const idParams = v.object({ id: idField });
const editBody = v.object({
  title: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(SKETCH_TITLE_MAX, `The title can be at most ${SKETCH_TITLE_MAX} characters`)))),
  description: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(SKETCH_DESCRIPTION_MAX, `The description can be at most ${SKETCH_DESCRIPTION_MAX} characters`)))),
  privacy: v.optional(v.picklist(['public', 'unlisted'], 'Expected "public" or "unlisted"')),
  unlisted: v.optional(flagField),
  // Kept as the parsed address (spaces, quotes and angle brackets percent-encoded, the single
  // quote too, which the URL standard leaves in a path), so a link made of it holds only an address.
  video: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.check(isVideoUrl, 'The video must be a web address (https://…)'),
        v.transform((value) => (value === '' ? value : new URL(value).href.replaceAll("'", '%27'))),
      ),
    ),
  ),
  tags: v.optional(v.union([v.pipe(v.string(), v.maxLength(1000)), v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(50))], 'Expected tags')),
  watermark: v.optional(flagField),
  angle: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number))], 'Expected an angle of 0, 90, 180 or 270'),
      v.check((angle) => (ANGLES as readonly number[]).includes(angle), 'Expected an angle of 0, 90, 180 or 270'),
    ),
  ),
  /** A sketch id, a pasted sketch link, or empty/null for none. */
  parentSketchId: v.optional(
    v.nullable(
      v.union([
        idField,
        sketchIdOrLinkText('The parent must be a link to a sketch, such as https://…/sketch/123'),
      ]),
    ),
  ),
  format: v.optional(v.picklist(FORMATS, 'Expected "jpg" or "png"')),
});

export async function sketchEditRoutes(app: FastifyInstance, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const findRow = (id: number) => findSketchForEdit(db, id);

  const ownSketch = (id: number, actor: ActorRow): EditRow => {
    const row = findRow(id);
    if (!row) throw notFound(`Sketch ${id} does not exist.`);
    if (row.user_id !== actor.id) throw forbidden('Only the artist can edit this sketch.');
    return row;
  };

  const infoOf = (row: EditRow, actor: ActorRow): SketchEditInfo => ({
    id: row.id,
    title: row.title ?? '',
    description: row.description,
    unlisted: row.unlisted === 1,
    video: row.video,
    tags: sketchTags(db, row.id),
    watermark: row.watermark === 1,
    angle: normalAngle(row.orientation),
    parentSketchId: row.parent_id,
    format: row.format,
    userPro: hasIcon(actor, 'p'),
  });

  /** The parent must be another of the artist's own sketches, and not one of its own descendants. */
  const checkParent = (sketch: EditRow, parentId: number) => {
    if (parentId === sketch.id) throw badRequest('A sketch cannot be its own parent.');
    const parent = findRow(parentId);
    if (!parent) throw badRequest(`The parent sketch ${parentId} does not exist.`);
    if (parent.user_id !== sketch.user_id) throw badRequest('The parent must be one of your own sketches.');
    let cursor: number | null = parent.parent_id;
    for (let steps = 0; cursor !== null && steps < 1000; steps++) {
      if (cursor === sketch.id) throw badRequest('That sketch is already a later version of this one.');
      cursor = findRow(cursor)?.parent_id ?? null;
    }
  };

  app.get('/sketch/:id/edit', { preHandler: requireActor }, async (request, reply): Promise<SketchEditInfo> => {
    const { id } = parseInput(idParams, request.params, 'path');
    const actor = actorOf(request);
    reply.header('Cache-Control', 'no-store');
    return infoOf(ownSketch(id, actor), actor);
  });

  app.post('/sketch/:id/edit', { preHandler: requireActor }, async (request): Promise<SketchEditInfo> => {
    const { id } = parseInput(idParams, request.params, 'path');
    const body = parseInput(editBody, request.body, 'body');
    const actor = actorOf(request);
    const row = ownSketch(id, actor);
    if (body.watermark === true && !hasIcon(actor, 'p')) throw forbidden('Watermarks are a patron feature.');
    const tags = body.tags === undefined ? null : parseTags(body.tags);
    if (tags && tags.length > TAGS_MAX) throw badRequest(`A sketch can have at most ${TAGS_MAX} tags.`);
    if (body.parentSketchId != null) checkParent(row, body.parentSketchId);
    const unlisted = body.privacy !== undefined ? body.privacy === 'unlisted' : body.unlisted;

    db.transaction(() => {
      const update: SketchUpdate = {};
      if (body.title !== undefined) update.title = body.title ?? '';
      if (body.description !== undefined) update.description = body.description ?? '';
      if (unlisted !== undefined) update.unlisted = unlisted ? 1 : 0;
      if (body.video !== undefined) update.video = body.video ? body.video : null;
      if (body.watermark !== undefined) update.watermark = body.watermark ? 1 : 0;
      if (body.parentSketchId !== undefined) update.parent_id = body.parentSketchId;
      if (body.format !== undefined) update.format = body.format;
      if (body.angle !== undefined) update.orientation = body.angle;
      updateSketch(db, id, update);
      // Width and height are the turned picture's; a quarter turn swaps them.
      if (body.angle !== undefined && (body.angle - normalAngle(row.orientation) + 360) % 180 === 90) swapSketchSides(db, id);
      if (tags) setSketchTags(db, id, tags);
    })();
    return infoOf(findRow(id)!, actor);
  });
}
