// Rules of the edit-profile screen (spec part 2 §2 "Edit profile", §3, §5, §9), shared by the
// client's form and the reference server's checks, so both refuse the same input with the same
// words. Limits the spec leaves open are ours and named here.
import type { ThemeName } from './theme';

export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 20;
export const EMAIL_MAX = 254;
export const WEBSITE_MAX = 200;
export const ABOUT_MAX = 5000;
/** The patron web address (spec §9: slug max 50). */
export const SLUG_MAX = 50;
export const WM_NAME_MAX = 50;
/** Spec §9: the avatar picker's images are 50x50, 25 on small screens; the cover's 150x50 and 75x25; emoticons 24x24. */
export const AVATAR_PICK_SIZE = { large: 50, small: 25 } as const;
export const COVER_PICK_SIZE = { large: { width: 150, height: 50 }, small: { width: 75, height: 25 } } as const;
export const EMOTICON_SIZE = 24;
/** Only a sketch of exactly this size can be a cover (spec §5, §9). */
export const COVER_SKETCH_SIZE = { width: 2048, height: 506 } as const;
export const EDIT_PROFILE_MAX_WIDTH = 768;
/** How many recent sketches and emoticons the pickers offer. */
export const RECENT_SKETCHES = 24;
export const RECENT_EMOTICONS = 12;

export const PROFILE_THEMES = ['dark', 'gray', 'light'] as const satisfies readonly ThemeName[];
export type ProfileTheme = (typeof PROFILE_THEMES)[number];

/** Gender options in the spec's order: Secret is the empty value. */
export const GENDER_OPTIONS = [
  { value: '', label: 'Secret' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'other', label: 'Other' },
] as const;
export type Gender = (typeof GENDER_OPTIONS)[number]['value'];
export const GENDERS: readonly Gender[] = GENDER_OPTIONS.map((option) => option.value);

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
/** Days of each month in a leap year: a birthday has no year, so 29 February is a date. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
export const daysInMonth = (month: number): number => MONTH_DAYS[month - 1] ?? 31;

export const PROFILE_TEXTS = {
  emailHint: 'For account recovery only',
  saveError: 'Sorry there was an error updating your profile.',
  saved: 'Your profile was updated.',
  loginRequired: 'Please log in to edit your profile.',
  nickname: `A nickname has ${NICKNAME_MIN} to ${NICKNAME_MAX} letters, digits, dots, dashes or underscores, and not only digits.`,
  email: 'Please enter a valid e-mail address.',
  website: 'The website must be a web address, such as https://…',
  about: `The about text can be at most ${ABOUT_MAX} characters.`,
  birthDate: 'Please choose both the day and the month of your birthday, or neither.',
  birthDay: 'That month does not have that many days.',
  country: 'Please choose a country from the list.',
  slugTaken: 'That web address is taken. Please choose another.',
  slugReserved: 'That web address is reserved. Please choose another.',
  slugDigits: 'A web address needs at least one letter.',
  slugForm: `A web address has at most ${SLUG_MAX} lower-case letters, digits, underscores or hyphens.`,
  wmName: `The watermark name can be at most ${WM_NAME_MAX} characters.`,
  nicknameTaken: 'That nickname is taken. Please choose another.',
  notCover: `Only a sketch of ${COVER_SKETCH_SIZE.width}x${COVER_SKETCH_SIZE.height} can be used as a cover.`,
  // An avatar shows beside everything its user does, and a cover on their profile, to everyone,
  // visitors too, while a mature sketch is only for viewers marked mature (spec part 1 §5).
  matureProfilePicture: 'A mature sketch cannot be an avatar or a cover: everyone sees those.',
  takenDownProfilePicture: 'A sketch taken down by a moderator cannot be an avatar or a cover.',
} as const;

/** Why a sketch may not be an avatar or a cover, or null when it may (any size; a cover must also be isCoverSized). */
export function profilePictureProblem(sketch: { mature: boolean | number; violation: string | null }): string | null {
  if (sketch.violation !== null) return PROFILE_TEXTS.takenDownProfilePicture;
  return sketch.mature ? PROFILE_TEXTS.matureProfilePicture : null;
}

export const mayBeProfilePicture = (sketch: { mature: boolean | number; violation: string | null }): boolean => profilePictureProblem(sketch) === null;

/**
 * The patron web address as typed becomes (spec §5): shortened to 50 characters, lowercased,
 * spaces become hyphens, non-word characters removed, repeated hyphens collapsed, leading
 * hyphens removed.
 */
export function slugify(text: string): string {
  return text
    .slice(0, SLUG_MAX)
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/--+/g, '-')
    .replace(/^-+/, '');
}

/**
 * First path segments of the site's own pages: a patron address there would be hidden behind
 * the page (or hide it), so they are not free to take.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'a', 'activity', 'admin', 'album', 'albums', 'api', 'artists', 'assets', 'auth', 'awards', 'challenge', 'challenges',
  'chat', 'classes', 'compo', 'compos', 'content', 'download', 'e', 'edit', 'editprofile', 'fanof', 'fans', 'forums',
  'gallery', 'gloperate', 'group', 'groups', 'help', 'img', 'logout', 'message', 'messages', 'native-stub', 'old',
  'recover', 'search', 'shared', 'sketch', 'slice', 'socket_io', 'stats', 'store', 'stream', 'streams', 'tag', 'upload',
  'user', 'vote', 'whiteboard',
]);

/** Why a (slugified) web address cannot be taken, or null when it can. An empty one means "none". */
export function slugProblem(slug: string): string | null {
  if (slug === '') return null;
  if (slug !== slugify(slug) || slug.length > SLUG_MAX) return PROFILE_TEXTS.slugForm;
  if (/^[\d_-]+$/.test(slug)) return PROFILE_TEXTS.slugDigits;
  if (RESERVED_SLUGS.has(slug)) return PROFILE_TEXTS.slugReserved;
  return null;
}

/** The patron's public address as the preview shows it: the slug, or the user-id path when there is none. */
export function patronAddress(origin: string, slug: string, userId: number): string {
  return slug ? `${origin}/${slug}` : `${origin}/user/${userId}`;
}

/** What a watermark shows without a watermark name (the server draws the nickname then: server/images/watermark.ts). */
export const WATERMARK_WITHOUT_NAME = 'Sketches with a watermark carry your nickname.';

/** The watermark as the sketches show it: a copyright line with the year. */
export function watermarkLine(name: string, year: number): string {
  return `© ${year} ${name.trim()}`;
}

const NICKNAME = /^[A-Za-z0-9_.-]+$/;
export function nicknameProblem(nickname: string): string | null {
  const value = nickname.trim();
  if (value.length < NICKNAME_MIN || value.length > NICKNAME_MAX || !NICKNAME.test(value) || /^\d+$/.test(value)) return PROFILE_TEXTS.nickname;
  return null;
}

/** A plain address: no spaces, no markup characters, one @, a dot in the domain. Empty is allowed (no e-mail). */
const EMAIL = /^[^\s@<>"'`()[\]\\,;:]+@[^\s@<>"'`()[\]\\,;:]+\.[^\s@<>"'`()[\]\\,;:.]{2,}$/;
export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (value === '') return null;
  return value.length > EMAIL_MAX || !EMAIL.test(value) ? PROFILE_TEXTS.email : null;
}

const WEB_ADDRESS = /^https?:\/\/[^\s<>"'`]+$/i;
export function websiteProblem(website: string): string | null {
  const value = website.trim();
  if (value === '') return null;
  return value.length > WEBSITE_MAX || !WEB_ADDRESS.test(value) ? PROFILE_TEXTS.website : null;
}

/** Both parts of a birthday or neither, and a day the month has. */
export function birthDateProblem(day: number | null, month: number | null): string | null {
  if ((day === null) !== (month === null)) return PROFILE_TEXTS.birthDate;
  if (day !== null && month !== null && (month < 1 || month > 12 || day < 1 || day > daysInMonth(month))) return PROFILE_TEXTS.birthDay;
  return null;
}

export const isCoverSized = (size: { width: number; height: number }): boolean =>
  size.width === COVER_SKETCH_SIZE.width && size.height === COVER_SKETCH_SIZE.height;
