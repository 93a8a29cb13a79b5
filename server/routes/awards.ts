// Yearly awards (spec part 1 §2, §7): GET /api/v2/awards/info {year, vp} for everyone,
// POST /api/v2/awards/vote {cat, obj} and POST /awards {categoryId, action, sketchId or artistId}
// for signed-in users who may act. Votes and nominations are taken only while the year is open
// for voting. The voting preview (vp, the page's vote_preview flag) shows anyone the voting page
// of a closed year, but only a gloperator's preview votes and nominations are stored there (the
// staff trying the page): the flag is a public address, and anyone else's would change a closed
// year's tallies. A vote with obj null takes the vote back (the page's pencil), so the user can
// vote again.
import { AwardNominationBody, AwardsInfoQuery, AwardVoteBody, type Awards } from '../../src/api/schemas/awards';
import type { OkResponse } from '../../src/api/schemas/common';
import { actorOf, requireActor } from '../auth/guards';
import { hasIcon } from '../auth/roles';
import type { ActorRow } from '../users/currentUser';
import type { DomainApp, DomainOptions } from '../context';
import { addNomination, type AwardCategoryRow, findAwardCategory, findAwardYear, isCandidate, removeAwardVote, saveAwardVote } from '../data/awards';
import { sketchPassesFilter } from '../data/sketches';
import { userExists, userIdOfNickname } from '../data/users';
import { awardsEntity } from '../entities/awards';
import { feedViewer, visibleTo } from '../feeds/cards';
import { badRequest, forbidden, notFound } from '../http/errors';

export async function awardRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;

  /** The category, when its year takes votes and nominations (or a gloperator previews it). */
  const openCategory = (id: number, preview: boolean, actor: ActorRow): AwardCategoryRow => {
    const category = findAwardCategory(db, id);
    if (!category) throw notFound(`Award category ${id} does not exist.`);
    const year = findAwardYear(db, category.year);
    const staffPreview = preview && hasIcon(actor, 'm');
    if (!staffPreview && year?.voting_open !== 1) throw forbidden(`Voting for the ${category.year} awards is closed.`);
    return category;
  };

  app.get('/api/v2/awards/info', { schema: { querystring: AwardsInfoQuery } }, async (request): Promise<Awards> => {
    const { year, vp } = request.query;
    const row = findAwardYear(db, year);
    if (!row) throw notFound(`There are no awards for ${year}.`);
    return awardsEntity(db, row, feedViewer(ctx, request), vp, request.viewer !== null && hasIcon(request.viewer, 'm'));
  });

  app.post('/api/v2/awards/vote', { schema: { body: AwardVoteBody }, preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const { cat, obj, vp } = request.body;
    const actor = actorOf(request);
    const user = actor.id;
    const category = openCategory(cat, vp, actor);
    if (obj === null) {
      removeAwardVote(db, category.id, user);
      return { ok: true };
    }
    if (!isCandidate(db, category.id, obj)) throw badRequest(`That is not a candidate of "${category.title}".`);
    saveAwardVote(db, category.id, user, obj, new Date(ctx.clock()).toISOString());
    return { ok: true };
  });

  app.post('/awards', { schema: { body: AwardNominationBody }, preHandler: requireActor }, async (request): Promise<OkResponse> => {
    const body = request.body;
    const actor = actorOf(request);
    const user = actor.id;
    const category = openCategory(body.categoryId, body.vp, actor);
    let objectId: number;
    if (body.action === 'nominateSketch') {
      if (category.kind !== 'sketch') throw badRequest(`"${category.title}" is an artist category: nominate an artist.`);
      // Only a sketch the nominating user may see in a list (public, no violation, not hidden to them).
      const visible = visibleTo(feedViewer(ctx, request));
      if (!sketchPassesFilter(db, body.sketchId, visible)) throw notFound(`Sketch ${body.sketchId} does not exist.`);
      objectId = body.sketchId;
    } else {
      if (category.kind !== 'artist') throw badRequest(`"${category.title}" is a sketch category: nominate a sketch.`);
      const found =
        typeof body.artistId === 'number' ? (userExists(db, body.artistId) ? body.artistId : undefined) : userIdOfNickname(db, body.artistId);
      if (found === undefined) throw notFound('There is no artist of that name or number.');
      objectId = found;
    }
    addNomination(db, category.id, user, objectId, new Date(ctx.clock()).toISOString());
    return { ok: true };
  });
}
