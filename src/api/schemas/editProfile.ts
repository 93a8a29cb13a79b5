// Edit profile (spec part 2 §2 "Edit profile", §3 "Profile edit values (userInfo)", "Patron
// data (userPro)", "Edit-profile response", §7 GET /editProfile?format=json and the save through
// /editProfile). Shapes the spec leaves open are ours: the avatar and cover are the chosen
// sketch's id (null: the generated picture), the country its ISO code ('' none).
import * as v from 'valibot';
import {
  ABOUT_MAX,
  EMAIL_MAX,
  emailProblem,
  GENDERS,
  NICKNAME_MAX,
  nicknameProblem,
  PROFILE_TEXTS,
  PROFILE_THEMES,
  slugProblem,
  WEBSITE_MAX,
  websiteProblem,
  WM_NAME_MAX,
} from '../../lib/profileRules';
import { IdSchema } from './common';
import { idField } from './requestFields';

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

/** GET /editProfile?format=json. */
export const EditProfileQuery = v.object({ format: v.optional(v.literal('json', "Expected format 'json'")) });
export type EditProfileQuery = v.InferInput<typeof EditProfileQuery>;

/** One of the shared texts: a call (the build marks it pure), since a property read would keep an unused schema in the bundle. */
const profileText = (key: keyof typeof PROFILE_TEXTS) => PROFILE_TEXTS[key];

/** A text checked by one of the shared rules (null: fine), trimmed first. */
const ruledText = (rule: (value: string) => string | null, max: number) =>
  v.pipe(
    v.string('Expected text'),
    v.maxLength(max * 4, `At most ${max} characters`),
    v.trim(),
    v.check((value) => rule(value) === null, (issue) => rule(String(issue.input)) ?? 'Not valid'),
  );

const dayOrMonth = (max: number) => v.nullable(v.pipe(v.number('Expected a number or null'), v.integer('Expected a whole number'), v.minValue(1, 'Expected 1 or more'), v.maxValue(max, `Expected ${max} or less`)));

/** POST /editProfile's userPro: the patron's web address, e-mail notifications and watermark name. */
const EditProfileProBody = v.strictObject(
  {
    slug: v.optional(v.pipe(v.string('Expected text'), v.maxLength(200, 'A web address has at most 50 characters'), v.check((slug) => slugProblem(slug) === null, (issue) => slugProblem(String(issue.input)) ?? 'Not valid'))),
    emailMsg: v.optional(v.boolean('Expected true or false')),
    emailFan: v.optional(v.boolean('Expected true or false')),
    wmName: v.optional(v.pipe(v.string('Expected text'), v.trim(), v.maxLength(WM_NAME_MAX, profileText('wmName')))),
  },
  'Expected only slug, emailMsg, emailFan and wmName',
);

/**
 * POST /editProfile: any of the values (the form sends them all), the patron's under userPro; a
 * userId other than the signed-in user's is refused. The country is a code of the server's list
 * ('' none): the server checks that on top.
 */
export const EditProfileSaveBody = v.object(
  {
    userId: v.optional(idField),
    nickname: v.optional(ruledText(nicknameProblem, NICKNAME_MAX)),
    email: v.optional(ruledText(emailProblem, EMAIL_MAX)),
    website: v.optional(ruledText(websiteProblem, WEBSITE_MAX)),
    about: v.optional(v.pipe(v.string('Expected text'), v.maxLength(ABOUT_MAX, profileText('about')))),
    avatar: v.optional(v.nullable(idField)),
    cover: v.optional(v.nullable(idField)),
    emoticonId: v.optional(v.nullable(idField)),
    country: v.optional(v.string('Expected a country code')),
    birthDay: v.optional(dayOrMonth(31)),
    birthMonth: v.optional(dayOrMonth(12)),
    gender: v.optional(v.picklist(GENDERS, "Expected '', 'male', 'female' or 'other'")),
    showChat: v.optional(v.boolean('Expected true or false')),
    showMature: v.optional(v.boolean('Expected true or false')),
    useNewSite: v.optional(v.boolean('Expected true or false')),
    theme: v.optional(v.nullable(v.picklist(PROFILE_THEMES, "Expected 'dark', 'gray' or 'light'"))),
    userPro: v.optional(EditProfileProBody),
  },
  'expected the profile values as an object',
);
export type EditProfileSaveBody = v.InferInput<typeof EditProfileSaveBody>;

/** POST /editProfile answers with what is now saved. */
export const EditProfileSavedSchema = v.object({
  ok: v.literal(true),
  userInfo: UserInfoSchema,
  avatarUrl: str(),
  coverUrl: str(),
  userPro: v.optional(UserProSchema),
});
export type EditProfileSaved = v.InferOutput<typeof EditProfileSavedSchema>;
