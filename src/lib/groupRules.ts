// The rules of groups (spec part 2 §4, §5, §8, §9), shared by the groups screen and the
// reference server: a request needs a name, a description and a thumbnail sketch; the leader is
// 16 or older; a request may be voted up once per user for 30 days; a sketch is in at most 10
// groups.
import { GROUP_FILL_IN_ALL, GROUP_NEED_THUMBNAIL } from './groupLimits';
import { parseSketchLink } from './links';

export const MAX_GROUPS_PER_SKETCH = 10;
export const REQUEST_VOTE_DAYS = 30;
export const GROUP_LEADER_MIN_AGE = 16;

const DAY_MS = 86_400_000;

export const GROUP_TEXTS = {
  fillInAll: GROUP_FILL_IN_ALL,
  needThumbnail: GROUP_NEED_THUMBNAIL,
  publicThumbnail: 'The thumbnail must be a public sketch that is not marked mature: everyone sees it.',
  tooManyGroups: 'Sorry a sketch cannot be in more than 10 groups.',
  invalidGroup: 'Invalid group',
  nameTaken: 'A group with this name exists already.',
  leaderAge: `The leader of a group must be ${GROUP_LEADER_MIN_AGE} or older: by requesting a group you confirm that you are.`,
  requestFailed: 'Sorry, your request could not be sent. Please try again in a bit.',
  voteFailed: 'Sorry, your vote could not be counted. Please try again in a bit.',
  changeFailed: 'Sorry, the groups of this sketch could not be changed. Please try again in a bit.',
} as const;

/** The text of a group search without a match. */
export const noMatchingGroupsText = (query: string) => 'Sorry no matching groups found for ' + query;

/** Whether a request made at `dateIso` may still be voted up at `nowMs` (for 30 days). */
export function requestVotable(dateIso: string, nowMs: number): boolean {
  const made = Date.parse(dateIso);
  return Number.isFinite(made) && nowMs - made < REQUEST_VOTE_DAYS * DAY_MS;
}

export interface GroupRequestDraft {
  title: string;
  description: string;
  /** A sketch link (any host, sketch/{digits}) or a sketch id. */
  thumbnail: string;
}

/** The thumbnail's sketch id: a sketch link or a plain id; null when there is none. */
export function thumbnailSketchId(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d{1,12}$/.test(trimmed)) return Number(trimmed) || null;
  return parseSketchLink(trimmed);
}

/** The first problem of a request form, or null when it may be sent. */
export function groupRequestProblem(draft: GroupRequestDraft): string | null {
  if (!draft.title.trim() || !draft.description.trim()) return GROUP_TEXTS.fillInAll;
  if (thumbnailSketchId(draft.thumbnail) === null) return GROUP_TEXTS.needThumbnail;
  return null;
}

export type GroupTab = 'yours' | 'all' | 'events' | 'search' | 'requests';
export const GROUP_TABS: readonly { id: GroupTab; label: string }[] = [
  { id: 'yours', label: 'Your Groups' },
  { id: 'all', label: 'All Groups' },
  { id: 'events', label: 'Events' },
  { id: 'search', label: 'Search' },
  { id: 'requests', label: 'Requests' },
];

/** The tabs a viewer sees: Your Groups only for a member of a group, Requests only signed in. */
export function groupTabsFor(signedIn: boolean, member: boolean): GroupTab[] {
  return GROUP_TABS.map((t) => t.id).filter((id) => (id === 'yours' ? member : id === 'requests' ? signedIn : true));
}

/** The tab of `?tab=`, if the viewer has it; else their first (Your Groups for members, else All Groups). */
export function groupTabFrom(search: string, tabs: readonly GroupTab[]): GroupTab {
  const asked = new URLSearchParams(search).get('tab');
  return tabs.find((t) => t === asked) ?? tabs[0] ?? 'all';
}
