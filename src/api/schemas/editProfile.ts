// Edit profile (spec part 2 §2 "Edit profile", §3 "Profile edit values (userInfo)", "Patron
// data (userPro)", "Edit-profile response", §7 GET /editProfile?format=json and the save through
// /editProfile). Shapes the spec leaves open are ours: the avatar and cover are the chosen
// sketch's id (null: the generated picture), the country its ISO code ('' none).
import * as v from 'valibot';
import { IdSchema } from './common';

const str = () => v.string();
const bool = () => v.boolean();
const nullableId = () => v.nullable(IdSchema);
const nullableNumber = () => v.nullable(v.number());

/** The values the form edits. */
export const UserInfoSchema = v.object({
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
  gender: v.picklist(['', 'male', 'female', 'other']),
  showChat: bool(),
  showMature: bool(),
  useNewSite: bool(),
  /** Null until the user chose one: the form then starts from the theme shown now. */
  theme: v.nullable(v.picklist(['dark', 'gray', 'light'])),
});
export type UserInfo = v.InferOutput<typeof UserInfoSchema>;

/** The patron's extra settings (present for patrons only). */
export const UserProSchema = v.object({
  slug: str(),
  emailMsg: bool(),
  emailFan: bool(),
  wmName: str(),
});
export type UserPro = v.InferOutput<typeof UserProSchema>;

/** A sketch the pickers offer (the avatar any, the cover only 2048x506 ones). */
export const RecentSketchSchema = v.object({
  id: IdSchema,
  title: v.nullable(str()),
  imageUrl: str(),
  width: v.number(),
  height: v.number(),
});
export type RecentSketch = v.InferOutput<typeof RecentSketchSchema>;

export const GenericCoverSchema = v.object({ id: IdSchema, imageUrl: str() });
export type GenericCover = v.InferOutput<typeof GenericCoverSchema>;

export const EmoticonSchema = v.object({ id: IdSchema, image: str() });
export type Emoticon = v.InferOutput<typeof EmoticonSchema>;

export const CountrySchema = v.object({ code: str(), name: str() });
export type Country = v.InferOutput<typeof CountrySchema>;

/** GET /editProfile?format=json: the signed-in user's own values and what the pickers offer. */
export const EditProfileSchema = v.object({
  userId: IdSchema,
  userInfo: UserInfoSchema,
  /** The addresses of the current avatar and cover (the pickers show them as chosen). */
  avatarUrl: str(),
  coverUrl: str(),
  recentSketches: v.array(RecentSketchSchema),
  genericCovers: v.array(GenericCoverSchema),
  recentEmoticons: v.array(EmoticonSchema),
  countries: v.array(CountrySchema),
  /** Present for patrons only. */
  userPro: v.optional(UserProSchema),
});
export type EditProfile = v.InferOutput<typeof EditProfileSchema>;

/** POST /editProfile: any of the values (the form sends them all); the patron's under userPro. */
export type EditProfileRequest = Partial<UserInfo> & { userId?: number; userPro?: Partial<UserPro> };

/** POST /editProfile answers with what is now saved. */
export const EditProfileSavedSchema = v.object({
  ok: v.literal(true),
  userInfo: UserInfoSchema,
  avatarUrl: str(),
  coverUrl: str(),
  userPro: v.optional(UserProSchema),
});
export type EditProfileSaved = v.InferOutput<typeof EditProfileSavedSchema>;
