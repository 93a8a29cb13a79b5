// What a signed-in user does to someone's sketch, and to their own profile with a sketch
// (spec part 1 §4, §5, §7): POST /heart {action: heart|feature, which}, POST /rate
// {key, rating, which}, POST /api/v2/user/setAvatar and /setCover {sketch}.
import { actorOf, requireActor } from '../auth/guards';
import type { ActorRow } from '../users/currentUser';
import type { DomainApp, DomainOptions } from '../context';
import { addHeart, hasHearted, heartCount, isFeatured, rateSketch, rulesCount, setFeatured, type SketchRow } from '../data/sketches';
import { heartsAvailable, setAvatarSketch, setCoverSketch, spendHeart, spendStar, starsAvailable } from '../data/users';
import { findSketch, givingRefusal } from '../entities/sketchInfo';
import { avatarUrl, coverUrl } from '../entities/urls';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { isCoverSized, PROFILE_TEXTS, profilePictureProblem } from '../../src/lib/profileRules';
import { RequestKeys } from './requestKeys';
import { ALREADY_HEARTED, ProfilePictureBody, SketchHeartBody, SketchRateBody, type FeatureResponse, type HeartResponse, RateResponseSchema, type RateResponse } from '../../src/api/schemas/sketches';
import type { SetAvatarResponse, SetCoverResponse } from '../../src/api/schemas/users';
import { writeTransaction } from '../db/database';

/** The refusal of a heart, a star or a rating from a user the artist blocked (the page offers them none). */
export const BLOCKED_BY_ARTIST_GIVING = 'The artist has blocked you, so you cannot heart, feature or rate this sketch.';
/** The refusal of a heart, a star or a rating for a sketch hidden from the giver (taken down, mature, by a user they block). */
export const HIDDEN_SKETCH_GIVING = 'This sketch is hidden from you, so you cannot heart, feature or rate it.';

export async function sketchActionRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;
  const rateAnswers = new RequestKeys(ctx, 'rate', RateResponseSchema);
  const sketchOrThrow = (id: number): SketchRow => {
    const row = findSketch(db, id);
    if (!row) throw notFound(`Sketch ${id} does not exist.`);
    return row;
  };
  const now = () => new Date(ctx.clock()).toISOString();
  const refuseIfMayNotGive = (actor: ActorRow, sketch: SketchRow) => {
    const refusal = givingRefusal(db, sketch, actor);
    if (refusal) throw forbidden(refusal === 'blockedByArtist' ? BLOCKED_BY_ARTIST_GIVING : HIDDEN_SKETCH_GIVING);
  };

  app.post('/heart', { schema: { body: SketchHeartBody }, preHandler: requireActor }, async (request): Promise<HeartResponse | FeatureResponse> => {
    const actor = actorOf(request);
    const { action, which } = request.body;
    const sketch = sketchOrThrow(which);
    if (sketch.user_id === actor.id) {
      throw forbidden(action === 'heart' ? 'You cannot give a heart to your own sketch.' : 'You cannot feature your own sketch.');
    }
    refuseIfMayNotGive(actor, sketch);
    if (action === 'heart') {
      // Once and for good: the primary key refuses a second heart; the giver's count never goes below 0.
      return writeTransaction(db, (): HeartResponse => {
        if (hasHearted(db, actor.id, which)) {
          throw new HttpError(409, ALREADY_HEARTED, 'You already gave this sketch a heart.');
        }
        if (!spendHeart(db, actor.id)) throw forbidden('You have no hearts left.');
        addHeart(db, actor.id, which, now());
        return { heartsReceived: heartCount(db, which), heartsAvailable: heartsAvailable(db, actor.id) };
      });
    }
    return writeTransaction(db, (): FeatureResponse => {
      if (isFeatured(db, which) === true) {
        throw new HttpError(409, 'already_featured', 'This sketch is already featured.');
      }
      if (!spendStar(db, actor.id)) throw forbidden('You have no stars left.');
      const date = now();
      setFeatured(db, which, { userId: actor.id, date });
      return {
        featured: true,
        featuredByName: actor.nickname,
        featuredByLink: `/user/${actor.id}`,
        featuredDate: date,
        starsAvailable: starsAvailable(db, actor.id),
      };
    });
  });

  app.post('/rate', { schema: { body: SketchRateBody }, preHandler: requireActor }, async (request): Promise<RateResponse> => {
    const actor = actorOf(request);
    const { key, rating, which } = request.body;
    return rateAnswers.once(actor.id, key, () => {
      const sketch = sketchOrThrow(which);
      if (sketch.user_id === actor.id) throw forbidden('You cannot rate your own sketch.');
      refuseIfMayNotGive(actor, sketch);
      return writeTransaction(db, (): RateResponse => {
        rateSketch(db, actor.id, which, rating, now());
        return { userRating: rating === 'rules' ? 'rules' : null, rateRules: rulesCount(db, which) };
      });
    });
  });

  const ownSketch = (actorId: number, sketchId: number, what: string): SketchRow => {
    const sketch = sketchOrThrow(sketchId);
    if (sketch.user_id !== actorId) throw forbidden(`Only your own sketch can be your ${what}.`);
    const problem = profilePictureProblem(sketch);
    if (problem) throw badRequest(problem);
    return sketch;
  };

  app.post('/api/v2/user/setAvatar', { schema: { body: ProfilePictureBody }, preHandler: requireActor }, async (request): Promise<SetAvatarResponse> => {
    const actor = actorOf(request);
    const { sketch } = request.body;
    ownSketch(actor.id, sketch, 'avatar');
    setAvatarSketch(db, actor.id, sketch);
    return { avatar: avatarUrl(actor.id, sketch) };
  });

  app.post('/api/v2/user/setCover', { schema: { body: ProfilePictureBody }, preHandler: requireActor }, async (request): Promise<SetCoverResponse> => {
    const actor = actorOf(request);
    const { sketch } = request.body;
    const row = ownSketch(actor.id, sketch, 'cover');
    if (!isCoverSized(row)) throw badRequest(PROFILE_TEXTS.notCover);
    setCoverSketch(db, actor.id, sketch);
    return { cover: coverUrl(actor.id, sketch) };
  });
}
