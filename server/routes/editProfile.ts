// Edit profile (spec part 2 §2, §3, §5, §7), always the signed-in user's own:
//   GET  /editProfile?format=json  -> EditProfile (userInfo, userPro for patrons, the pickers' choices)
//   POST /editProfile {any userInfo field, userPro?: {...}, userId?} -> EditProfileSaved
// Every field is checked before anything is written (lengths, the slug rules, a country of the
// list, a real birthday, a theme of three); a userId other than the actor's is refused, and so
// is userPro from anyone but a patron. A taken nickname or web address is a 409.
import * as v from 'valibot';
import { EditProfileQuery, EditProfileSaveBody, type EditProfile, type EditProfileSaved } from '../../src/api/schemas/editProfile';
import { birthDateProblem, isCoverSized, PROFILE_TEXTS, profilePictureProblem } from '../../src/lib/profileRules';
import { actorOf, requireActor } from '../auth/guards';
import { hasIcon } from '../auth/roles';
import type { DomainApp, DomainOptions } from '../context';
import { isCountryCode } from '../entities/countryList';
import { sketchOwnerAndSize } from '../data/sketches';
import { emoticonOwner, findUser, isGenericCover, nicknameTakenByOther, patronSlugTakenByOther, type ProfileUpdate, savePatronSettings, updateProfile, type UserRow } from '../data/users';
import { editProfileOf, userInfoOf, userProOf } from '../entities/editProfile';
import { avatarUrl, coverUrl } from '../entities/urls';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import { writeTransaction } from '../db/database';

/** The country is a code of the server's list ('' none), checked on top of the shared body. */
const saveBody = v.pipe(
  EditProfileSaveBody,
  v.forward(
    v.check((body) => body.country === undefined || body.country === '' || isCountryCode(body.country), PROFILE_TEXTS.country),
    ['country'],
  ),
);
type SaveBody = v.InferOutput<typeof saveBody>;

export async function editProfileRoutes(app: DomainApp, { ctx }: DomainOptions): Promise<void> {
  const { db } = ctx;

  const profileOrThrow = (userId: number): UserRow => {
    const row = findUser(db, userId);
    if (!row) throw notFound(`User ${userId} does not exist.`);
    return row;
  };

  app.get('/editProfile', { schema: { querystring: EditProfileQuery }, preHandler: requireActor }, async (request): Promise<EditProfile> => {
    return editProfileOf(db, profileOrThrow(actorOf(request).id));
  });

  /** Every check that needs the store; throws before anything is written. */
  const checkAgainstStore = (actor: UserRow, body: SaveBody) => {
    if (body.nickname !== undefined) {
      if (nicknameTakenByOther(db, body.nickname, actor.id) || patronSlugTakenByOther(db, body.nickname, actor.id)) throw new HttpError(409, 'nickname_taken', PROFILE_TEXTS.nicknameTaken, 'nickname');
    }
    if (body.avatar != null) {
      const row = sketchOwnerAndSize(db, body.avatar);
      if (!row) throw notFound(`Sketch ${body.avatar} does not exist.`);
      if (row.user_id !== actor.id) throw forbidden('Only your own sketch can be your avatar.');
      const problem = profilePictureProblem(row);
      if (problem) throw badRequest(problem, 'avatar');
    }
    if (body.cover != null) {
      const row = sketchOwnerAndSize(db, body.cover);
      if (!row) throw notFound(`Sketch ${body.cover} does not exist.`);
      if (!isGenericCover(db, body.cover)) {
        if (row.user_id !== actor.id) throw forbidden('Only your own sketch or one of the generic covers can be your cover.');
        if (!isCoverSized(row)) throw badRequest(PROFILE_TEXTS.notCover, 'cover');
        const problem = profilePictureProblem(row);
        if (problem) throw badRequest(problem, 'cover');
      }
    }
    if (body.emoticonId != null) {
      const owner = emoticonOwner(db, body.emoticonId);
      if (owner === undefined) throw notFound(`Emoticon ${body.emoticonId} does not exist.`);
      if (owner !== actor.id) throw forbidden('Only your own emoticon can be your "me" emoticon.');
    }
    const slug = body.userPro?.slug;
    if (slug) {
      if (patronSlugTakenByOther(db, slug, actor.id) || nicknameTakenByOther(db, slug, actor.id)) throw new HttpError(409, 'slug_taken', PROFILE_TEXTS.slugTaken, 'userPro.slug');
    }
  };

  app.post('/editProfile', { schema: { body: saveBody }, preHandler: requireActor }, async (request): Promise<EditProfileSaved> => {
    const actorId = actorOf(request).id;
    const body = request.body;
    const { userId, userPro, ...values } = body;
    if (userId !== undefined && userId !== actorId) throw forbidden('You can only edit your own profile.');
    if (Object.keys(values).length === 0 && userPro === undefined) throw badRequest('Invalid body: nothing to update.');
    const actor = profileOrThrow(actorId);
    if (userPro !== undefined && !hasIcon(actor, 'p')) throw forbidden('Only patrons have a web address, e-mail notifications and a watermark name.');
    // A birthday changes as a whole: both parts, checked together.
    if ((values.birthDay === undefined) !== (values.birthMonth === undefined)) throw badRequest(`Invalid body: ${PROFILE_TEXTS.birthDate}`);
    if (values.birthDay !== undefined) {
      const problem = birthDateProblem(values.birthDay, values.birthMonth ?? null);
      if (problem) throw badRequest(`Invalid body: ${problem}`);
    }
    checkAgainstStore(actor, body);

    const columns: ProfileUpdate = {};
    if (values.nickname !== undefined) columns.nickname = values.nickname;
    if (values.email !== undefined) columns.email = values.email;
    if (values.website !== undefined) columns.website = values.website;
    if (values.about !== undefined) columns.about = values.about;
    if (values.avatar !== undefined) columns.avatar_sketch_id = values.avatar;
    if (values.cover !== undefined) columns.cover_sketch_id = values.cover;
    if (values.emoticonId !== undefined) columns.emoticon_id = values.emoticonId;
    if (values.country !== undefined) columns.country = values.country === '' ? null : values.country;
    if (values.birthDay !== undefined) columns.birth_day = values.birthDay;
    if (values.birthMonth !== undefined) columns.birth_month = values.birthMonth;
    if (values.gender !== undefined) columns.gender = values.gender;
    if (values.showChat !== undefined) columns.show_chat = values.showChat ? 1 : 0;
    if (values.showMature !== undefined) columns.mature = values.showMature ? 1 : 0;
    if (values.useNewSite !== undefined) columns.use_new_site = values.useNewSite ? 1 : 0;
    if (values.theme !== undefined) columns.theme = values.theme;

    writeTransaction(db, () => {
      updateProfile(db, actorId, columns);
      if (userPro !== undefined) {
        const current = userProOf(db, actor)!;
        const next = { ...current, ...Object.fromEntries(Object.entries(userPro).filter(([, value]) => value !== undefined)) };
        savePatronSettings(db, actorId, next);
      }
    });

    const saved = profileOrThrow(actorId);
    const pro = userProOf(db, saved);
    return {
      ok: true,
      userInfo: userInfoOf(saved),
      avatarUrl: avatarUrl(saved.id, saved.avatar_sketch_id),
      coverUrl: coverUrl(saved.id, saved.cover_sketch_id),
      ...(pro ? { userPro: pro } : {}),
    };
  });
}
