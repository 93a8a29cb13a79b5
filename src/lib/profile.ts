// Rules of the profile and fan screens (spec part 2 §2 Profiles and Fans, §4, §6, §9): which
// tabs a viewer gets and which opens first, what the address says, which facts show, the texts.
import type { Gender, Profile } from '../api/schemas/profile';
import { MONTH_NAMES } from './relativeTime';
import { formatNumber } from './numbers';
import { shortDayText } from './dayText';

/** The profile's tabs with an address of their own under the profile (/user/{id}/{section}). */
export const PROFILE_SECTIONS = ['about', 'sketches', 'albums', 'likes', 'blocks'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const SECTION_LABELS: Record<ProfileSection, string> = {
  about: 'About',
  sketches: 'Sketches',
  albums: 'Albums',
  likes: 'Likes',
  blocks: 'Blocks',
};

/** The fan lists (/user/{id}/fans and /fanof). */
export const FAN_TABS = ['fans', 'fanof'] as const;
export type FanTab = (typeof FAN_TABS)[number];

/** Views are shown only over this many (spec part 2 §9). */
export const VIEWS_SHOWN_OVER = 10;
/** An about text longer than this changes the layout (spec part 2 §9). */
export const LONG_ABOUT_OVER = 1024;

export const THANKS_FOR_REPORT = 'Thanks for your report!';
export const NOT_ALLOWED_TO_COMMENT = (nickname: string) => `${nickname} has blocked you, so you cannot comment on this profile.`;
export const confirmUnfanText = (nickname: string) => `Stop being a fan of ${nickname}?`;
export const confirmBlockText = (nickname: string) =>
  `Block ${nickname}? You will no longer see their sketches and comments, they cannot comment on your profile, and neither of you stays a fan of the other.`;
/** Why the server refuses a fan across a block (a block ends fandom both ways). */
export const FAN_TEXTS = {
  unblockFirst: 'You block this user: unblock them first to become their fan.',
  blockedByUser: 'This user has blocked you, so you cannot become their fan.',
} as const;
export const confirmUnblockText = (nickname: string) => `Unblock ${nickname}?`;
export const confirmReportText = (nickname: string) => `Report ${nickname} to the gloperators?`;
export const ACTION_FAILED = 'Sorry, there was an error. Please try again in a bit.';
/** What a refused fan, unfan, block or unblock says: the server's reason for a refusal it explains (FAN_TEXTS), otherwise ACTION_FAILED. */
export const relationFailedText = (code: string | null, reason: string | null) => (code === 'forbidden' && reason ? reason : ACTION_FAILED);
export const noteSentText = (fans: number) => (fans === 1 ? 'Your note was sent to 1 fan.' : `Your note was sent to ${fans} fans.`);

/** Tabs of the profile for this viewer: blocks only for the owner (spec part 2 §2). */
export function profileSections(own: boolean): ProfileSection[] {
  return PROFILE_SECTIONS.filter((s) => s !== 'blocks' || own);
}

/** The tab an address asks for; without one, about for visitors and others, sketches for the owner. */
export function sectionFor(asked: string | undefined, own: boolean): ProfileSection {
  const sections = profileSections(own);
  const found = sections.find((s) => s === asked);
  if (found) return found;
  return own ? 'sketches' : 'about';
}

/** The fan list's labels: 'Your fans' on one's own list, 'Fans' on someone else's (spec part 2 §2). */
export function fanTabLabel(tab: FanTab, own: boolean): string {
  if (tab === 'fanof') return 'Fan of';
  return own ? 'Your fans' : 'Fans';
}

export const showsViews = (views: number) => views > VIEWS_SHOWN_OVER;
export const isLongAbout = (about: string) => about.length > LONG_ABOUT_OVER;

const GENDER_TEXT: Record<Gender, string> = { '': '', male: 'Male', female: 'Female', other: 'Other' };
export const genderText = (gender: Gender) => GENDER_TEXT[gender];

/** 'March 14' (no year: the profile shows the day and month only); '' when either is missing. */
export function birthdayText(day: number | null, month: number | null): string {
  if (!day || !month || month < 1 || month > 12) return '';
  return `${MONTH_NAMES[month - 1]} ${day}`;
}

/** The facts line of a profile, in the spec's order, leaving out what the user did not give. */
export function profileFacts(p: Pick<Profile, 'joined' | 'birthDay' | 'birthMonth' | 'gender' | 'countryName' | 'patron' | 'patronSince' | 'views'>): { key: string; label: string; value: string }[] {
  const facts = [
    { key: 'joined', label: 'Joined', value: shortDayText(p.joined) },
    { key: 'birthday', label: 'Birthday', value: birthdayText(p.birthDay, p.birthMonth) },
    { key: 'gender', label: 'Gender', value: genderText(p.gender) },
    { key: 'country', label: 'Country', value: p.countryName ?? '' },
    { key: 'patron', label: 'Patron since', value: p.patron ? shortDayText(p.patronSince) || 'Yes' : '' },
    { key: 'views', label: 'Views', value: showsViews(p.views) ? formatNumber(p.views) : '' },
  ];
  return facts.filter((f) => f.value !== '');
}
