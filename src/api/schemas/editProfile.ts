// Edit profile (spec part 2 §2 "Edit profile", §3 "Profile edit values (userInfo)", "Patron
// data (userPro)", "Edit-profile response", §7 GET /editProfile?format=json and the save through
// /editProfile). Shapes the spec leaves open are ours: the avatar and cover are the chosen
// sketch's id (null: the generated picture), the country its ISO code ('' none).
import * as v from 'valibot';
import { IdSchema } from './common';

const str = () => /*@__PURE__*/ v.string();
const bool = () => /*@__PURE__*/ v.boolean();
const nullableId = () => /*@__PURE__*/ v.nullable(IdSchema);
const nullableNumber = () => /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.number());

/** The values the form edits. */
export const UserInfoSchema = /*@__PURE__*/ v.object({
  nickname: str(),
  email: str(),
  website: str(),
  about: str(),
  avatar: nullableId(),
  cover: nullableId(),
  emoticonId: nullableId(),
  country: str(),
  birthDay: nullableNumber(),
  birthMonth: nullableNumber(),
  gender: /*@__PURE__*/ v.picklist(['', 'male', 'female', 'other']),
  showChat: bool(),
  showMature: bool(),
  useNewSite: bool(),
  /** Null until the user chose one: the form then starts from the theme shown now. */
  theme: /*@__PURE__*/ v.nullable(/*@__PURE__*/ v.picklist(['dark', 'gray', 'light'])),
});
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;

/** The patron's extra settings (present for patrons only). */
export const UserProSchema = /*@__PURE__*/ v.object({
  slug: str(),
  emailMsg: bool(),
  emailFan: bool(),
  wmName: str(),
});
export type UserPro = v.InferOutput<typeof UserProSchema>;

/** A sketch the pickers offer (the avatar any, the cover only 2048x506 ones). */
export const RecentSketchSchema = /*@__PURE__*/ v.object({
  id: IdSchema,
  title: /*@__PURE__*/ v.nullable(str()),
  imageUrl: str(),
  width: /*@__PURE__*/ v.number(),
  height: /*@__PURE__*/ v.number(),
});
export type RecentSketch = v.InferOutput<typeof RecentSketchSchema>;

export const GenericCoverSchema = /*@__PURE__*/ v.object({ id: IdSchema, imageUrl: str() });
export type GenericCover = v.InferOutput<typeof GenericCoverSchema>;

export const EmoticonSchema = /*@__PURE__*/ v.object({ id: IdSchema, image: str() });
export type Emoticon = v.InferOutput<typeof EmoticonSchema>;

export const CountrySchema = /*@__PURE__*/ v.object({ code: str(), name: str() });
export type Country = v.InferOutput<typeof CountrySchema>;

/** GET /editProfile?format=json: the signed-in user's own values and what the pickers offer. */
export const EditProfileSchema = /*@__PURE__*/ v.object({
  userId: IdSchema,
  userInfo: UserInfoSchema,
  /** The addresses of the current avatar and cover (the pickers show them as chosen). */
  avatarUrl: str(),
  coverUrl: str(),
  recentSketches: /*@__PURE__*/ v.array(RecentSketchSchema),
  genericCovers: /*@__PURE__*/ v.array(GenericCoverSchema),
  recentEmoticons: /*@__PURE__*/ v.array(EmoticonSchema),
  countries: /*@__PURE__*/ v.array(CountrySchema),
  /** Present for patrons only. */
  userPro: /*@__PURE__*/ v.optional(UserProSchema),
});
export type EditProfile = v.InferOutput<typeof EditProfileSchema>;

/** POST /editProfile: any of the values (the form sends them all); the patron's under userPro. */
export type EditProfileRequest = Partial<UserInfo> & { userId?: number; userPro?: Partial<UserPro> };

/** POST /editProfile answers with what is now saved. */
export const EditProfileSavedSchema = /*@__PURE__*/ v.object({
  ok: /*@__PURE__*/ v.literal(true),
  userInfo: UserInfoSchema,
  avatarUrl: str(),
  coverUrl: str(),
  userPro: /*@__PURE__*/ v.optional(UserProSchema),
});
export type EditProfileSaved = v.InferOutput<typeof EditProfileSavedSchema>;
