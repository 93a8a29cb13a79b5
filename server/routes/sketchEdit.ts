// Editing a sketch's information (spec part 1 §7): GET /sketch/{id}/edit returns the form's
// values (JSON; a browser navigation to the same path gets the page), POST /sketch/{id}/edit
// changes them. Owner only. The watermark is for patrons; the angle turns the picture.
// POST /sketch/{id}/synthesize (ours: spec part 1 §6 names the patron feature, not its call) gives
// a sketch without a file one made from its picture, which /download/{id}.{product} serves.
import { parseTags, TAGS_MAX } from '../../src/lib/sketchRules';
import { hasIcon } from '../auth/roles';
import { actorOf, requireActor } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import { dropAsCover, findSketchForEdit, setHaveFile, setSketchTags, sketchTags, swapSketchSides, updateSketch, type SketchEditRow, type SketchUpdate } from '../data/sketches';
import { badRequest, forbidden, notFound } from '../http/errors';
import { EmptyBody, IdParams } from '../../src/api/schemas/requestFields';
import { normalAngle } from '../images/sketchSource';
import type { ActorRow } from '../users/currentUser';
import { SketchEditBody, type SketchEditInfo, type SketchFile } from '../../src/api/schemas/sketchEdit';
import { SYNTHESIZE_TEXTS } from '../../src/lib/sketchRules';
import { writeTransaction } from '../db/database';

type EditRow = SketchEditRow;

export async function sketchEditRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
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

  app.get('/sketch/:id/edit', { schema: { params: IdParams }, preHandler: requireActor }, async (request, reply): Promise<SketchEditInfo> => {
    const { id } = request.params;
    const actor = actorOf(request);
    reply.header('Cache-Control', 'no-store');
    return infoOf(ownSketch(id, actor), actor);
  });

  app.post('/sketch/:id/edit', { schema: { params: IdParams, body: SketchEditBody }, preHandler: requireActor }, async (request): Promise<SketchEditInfo> => {
    const { id } = request.params;
    const body = request.body;
    const actor = actorOf(request);
    const row = ownSketch(id, actor);
    if (body.watermark === true && !hasIcon(actor, 'p')) throw forbidden('Watermarks are a patron feature.');
    const tags = body.tags === undefined ? null : parseTags(body.tags);
    if (tags && tags.length > TAGS_MAX) throw badRequest(`A sketch can have at most ${TAGS_MAX} tags.`);
    if (body.parentSketchId != null) checkParent(row, body.parentSketchId);
    const unlisted = body.privacy !== undefined ? body.privacy === 'unlisted' : body.unlisted;

    writeTransaction(db, () => {
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
      // Width and height are the turned picture's; a quarter turn swaps them, and a cover
      // (2048x506 only, spec part 2 §5) turned so is a cover no more.
      if (body.angle !== undefined && (body.angle - normalAngle(row.orientation) + 360) % 180 === 90) {
        swapSketchSides(db, id);
        dropAsCover(db, id);
      }
      if (tags) setSketchTags(db, id, tags);
    });
    return infoOf(findRow(id)!, actor);
  });

  app.post('/sketch/:id/synthesize', { schema: { params: IdParams, body: EmptyBody }, preHandler: requireActor }, async (request): Promise<SketchFile> => {
    const actor = actorOf(request);
    const row = ownSketch(request.params.id, actor);
    if (!hasIcon(actor, 'p')) throw forbidden(SYNTHESIZE_TEXTS.patronOnly);
    // Made again for a sketch that has one: the same picture, the same file.
    setHaveFile(db, row.id);
    return { haveFile: true };
  });
}
