// The sketch page's reads and the owner's and reporters' writes (spec part 1 §7, Sketches):
// GET /api/v2/sketchInfo/{id}, /sketchHearts/{id}, /sketchHasCoOps/{id};
// POST /api/v2/sketch/{id} (privacy, or {action: delete}); POST /sketch/{id}/report.
import { actorOf, requireActor } from '../auth/guards';
import type { DomainApp, DomainOptions } from '../context';
import { findSketch, isInClosedCompo, sketchInfo } from '../entities/sketchInfo';
import { coopOfSketch, deleteSketch, insertSketchReport, setUnlisted, type SketchRow } from '../data/sketches';
import { heartGivers } from '../data/users';
import { avatarUrl } from '../entities/urls';
import { removeUpload } from '../images/sketchSource';
import { countView } from '../entities/viewCounts';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { IdParams } from '../../src/api/schemas/requestFields';
import type { OkResponse } from '../../src/api/schemas/common';
import {
  SKETCH_REPORT_FLAGS,
  SketchReportBody,
  SketchWriteBody,
  type Sketch,
  type SketchHasCoOps,
  type SketchHearts,
  type SketchPrivacyResponse,
} from '../../src/api/schemas/sketches';
import { writeTransaction } from '../db/database';
import { feedViewerOf, visibleTo } from '../feeds/cards';

export const HEARTS_LIST_LIMIT = 50;
export const CLOSED_COMPO_DELETE_MESSAGE = 'This sketch is in a closed compo and cannot be deleted.';

export async function sketchRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const sketchOrThrow = (id: number): SketchRow => {
    const row = findSketch(db, id);
    if (!row) throw notFound(`Sketch ${id} does not exist.`);
    return row;
  };

  app.get('/api/v2/sketchInfo/:id', { schema: { params: IdParams } }, async (request, reply): Promise<Sketch> => {
    const { id } = request.params;
    const row = sketchOrThrow(id);
    const { viewer } = request;
    // Per viewer (heart, rating, fan): no shared caches.
    reply.header('Cache-Control', 'private, no-store');
    const counted = countView(db, 'sketch', { id, ownerId: row.user_id }, request, ctx.clock());
    return sketchInfo(db, { ...row, views: row.views + (counted ? 1 : 0) }, viewer, ctx.clock());
  });

  app.get('/api/v2/sketchHearts/:id', { schema: { params: IdParams } }, async (request): Promise<SketchHearts> => {
    const { id } = request.params;
    sketchOrThrow(id);
    const rows = heartGivers(db, id, HEARTS_LIST_LIMIT);
    return { users: rows.map((u) => ({ id: u.id, nickname: u.nickname, avatar: avatarUrl(u.id, u.avatar_sketch_id), glops: u.glops })) };
  });

  app.get('/api/v2/sketchHasCoOps/:id', { schema: { params: IdParams } }, async (request): Promise<SketchHasCoOps> => {
    const { id } = request.params;
    sketchOrThrow(id);
    // A co-op is keyed by its base sketch; its sketches are the other artists' continuations,
    // counted as the viewer sees them listed.
    return coopOfSketch(db, id, visibleTo(feedViewerOf(request.viewer)));
  });

  app.post('/api/v2/sketch/:id', { schema: { params: IdParams, body: SketchWriteBody }, preHandler: requireActor }, async (request): Promise<SketchPrivacyResponse | OkResponse> => {
    const { id } = request.params;
    const actor = actorOf(request);
    const body = request.body;
    const change = body.action === 'delete' ? null : body;
    if (change && change.privacy === undefined && change.unlisted === undefined) {
      throw badRequest('Send {privacy: "public" | "unlisted"} or {action: "delete"}.');
    }
    const row = sketchOrThrow(id);
    if (row.user_id !== actor.id) throw forbidden('Only the artist can change this sketch.');
    if (change) {
      const unlisted = change.privacy !== undefined ? change.privacy === 'unlisted' : (change.unlisted as boolean);
      setUnlisted(db, id, unlisted);
      return { unlisted };
    }
    // The owner cannot delete a sketch that is in a closed compo (spec part 1 §4).
    if (isInClosedCompo(db, row, ctx.clock())) throw new HttpError(409, 'in_closed_compo', CLOSED_COMPO_DELETE_MESSAGE);
    writeTransaction(db, () => deleteSketch(db, id));
    if (row.upload_file) await removeUpload(ctx.dataDir, row.upload_file);
    return { ok: true };
  });

  app.post('/sketch/:id/report', { schema: { params: IdParams, body: SketchReportBody }, preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const { id } = request.params;
    const actor = actorOf(request);
    const report = request.body;
    const details = report.details.trim();
    if (!details && !SKETCH_REPORT_FLAGS.some((flag) => report[flag])) {
      throw badRequest('Choose a reason or describe the problem.');
    }
    const row = sketchOrThrow(id);
    if (row.user_id === actor.id) throw forbidden('You cannot report your own sketch.');
    insertSketchReport(db, { ...report, sketchId: id, userId: actor.id, date: new Date(ctx.clock()).toISOString(), details });
    return { ok: true };
  });
}
