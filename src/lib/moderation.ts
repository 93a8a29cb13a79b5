// The gloperators' tools (spec part 1 §5, §6, §8, §9): the ban durations in hours with their
// labels, the texts of the tools, and the limits the server enforces too.
import { PERMANENT_DURATION, WARNING_DURATION } from './ban';
import { ABOUT_MAX } from './profileRules';
import { SKETCH_DESCRIPTION_MAX, SKETCH_TITLE_MAX } from './sketchRules';

export interface BanOption {
  hours: number;
  label: string;
}

/** Spec part 1 §9: Warning 0, 1, 3, 24, 168, 720, Permanent -1, with exactly these labels. */
export const BAN_OPTIONS: readonly BanOption[] = [
  { hours: WARNING_DURATION, label: 'Warning' },
  { hours: 1, label: '1 hour' },
  { hours: 3, label: '3 hour' },
  { hours: 24, label: '1 day' },
  { hours: 168, label: '7 day' },
  { hours: 720, label: '30 day' },
  { hours: PERMANENT_DURATION, label: 'Permanent ban' },
];

export const BAN_DURATIONS: readonly number[] = BAN_OPTIONS.map((option) => option.hours);
export const BAN_REASON_MAX = 500;
export const BAN_NOTES_MAX = 2000;
/** Lists of the moderator section, a page at a time. */
export const MODERATION_PAGE_SIZE = 25;

export const MODERATION_TEXTS = {
  /** Spec part 1 §8, the ban form. */
  banFailed: 'There was an error, please try again in a bit',
  /** Spec part 1 §8, the other admin tools. */
  error: 'Error',
  errorBang: 'Error!',
  reasonRequired: 'Please enter a reason.',
  durationRequired: 'Please choose a duration.',
  mergeTargetRequired: 'Please enter the id of the user to merge into.',
  mergeSelf: 'A user cannot be merged into themselves.',
  /** Ours: a merged-away account may not act any more, so a gloperator would lock themselves out. */
  mergeOwnAccount: 'You cannot merge your own account away.',
  sharedImageTitleRequired: 'Please enter a title.',
  editDataFieldRequired: 'Please choose what to edit.',
} as const;

/**
 * "Edit local or live data" (spec part 1 §6): the stored fields a gloperator may set on the live
 * record a panel is about, and their limits (the owner's own limits). A sketch's title and
 * description; a user's about text. Nicknames, e-mail, bans and featuring have their own tools.
 */
export const EDIT_DATA_FIELDS = {
  sketch: { title: { label: 'Title', max: SKETCH_TITLE_MAX }, description: { label: 'Description', max: SKETCH_DESCRIPTION_MAX } },
  user: { about: { label: 'About', max: ABOUT_MAX } },
} as const;
export const editDataTooLongText = (label: string, max: number) => `${label} can be at most ${max} characters.`;

export const confirmFeatureText = (featured: boolean) =>
  featured ? 'Remove this sketch from the featured sketches?' : 'Feature this sketch?';
export const confirmMergeText = (nickname: string, targetId: number) =>
  `Merge ${nickname} into user ${targetId}? Their sketches, comments, albums and fans move to that account.`;
export const confirmImpersonateText = (nickname: string) =>
  `Sign in as ${nickname}? You will act as them until you go back to your own account or log out.`;
export const confirmDeleteCommentText = 'Delete this comment?';

/** How a ban record reads in the bans list. */
export function banDurationLabel(hours: number): string {
  return BAN_OPTIONS.find((option) => option.hours === hours)?.label ?? `${hours} hours`;
}

/** The end of a suspension that starts at `startMs`: null for a warning or a permanent ban. */
export function banEndDate(hours: number, startMs: number): string | null {
  return hours > 0 ? new Date(startMs + hours * 3_600_000).toISOString() : null;
}
