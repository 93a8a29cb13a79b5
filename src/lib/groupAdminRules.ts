// Rules of group admin (spec part 2 §2 "Group admin", §5, §6, §8; part 1 §3 local storage, §5
// links): who may use it, its tabs, the links the suggest form takes, and its texts. The server
// imports what it enforces (roles, the group name in a link), so both sides agree.
import { PRODUCT_HOST } from './product';
import { displayTitle } from './sketchCard';
import { sentenceText, userSentence, type SentencePart } from './userText';

import { type GroupAdminTab } from './groupAdminTabs';

export { DEFAULT_GROUP_ADMIN_TAB, GROUP_ADMIN_TABS, isGroupAdminTab, type GroupAdminTab } from './groupAdminTabs';

/** Group admins (icon flag 'g') and gloperators ('m') have the pages and the Groups admin link (§6). */
export const GROUP_ADMIN_FLAGS = ['g', 'm'] as const;
export const mayAdminGroups = (user: { icons: readonly string[] } | null | undefined): boolean =>
  !!user && GROUP_ADMIN_FLAGS.some((flag) => user.icons.includes(flag));

/** Local-storage keys of the suggest form's drafts (part 1 §3). */
export const SUGGEST_DRAFT_KEYS = { group: 'ga-suggest-group', sketch: 'ga-suggest-sketch' } as const;

export const GROUP_ADMIN_TEXTS = {
  approveFailed: 'Error approving request.',
  deleteFailed: 'Error deleting group request.',
  officialFailed: (title: string) => `Error changing official status for group ${title}`,
  suggestFailed: 'Sorry, there was an error. Please try again in a bit.',
  suggestInvalid: 'Please fill in the fields with valid links',
  /** Generic admin alert (§8 "Admin tools show generic 'Error' or 'Error!' alerts"). */
  generic: 'Error!',
} as const;

/** What the prompts ask (a rejection and a feature approval need a non-empty message, §5). */
export const REJECT_PROMPT = 'Why is this group request rejected? The requester gets this message.';
export const FEATURE_APPROVE_PROMPT = 'A message for the artist about the feature:';

/** Longest message an admin may send with a decision. */
export const ADMIN_MESSAGE_MAX = 500;

/** The group's name as a group link writes it: lower case, runs of other characters as one dash. */
export function groupLinkName(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The group named by a group link (§5: "the product's own host with group/{alphanumeric or
 * dash}"), or null. `hosts` are the hosts that count as the product's own besides its public
 * one (the address the site is served from). The old site's /e/ prefix is allowed.
 */
export function parseGroupLink(text: string, hosts: readonly string[] = []): string | null {
  const own = [PRODUCT_HOST, `www.${PRODUCT_HOST}`, ...hosts].map((host) => host.toLowerCase());
  const match = /^(?:https?:\/\/)?([^/?#\s]+)\/(?:e\/)?group\/([A-Za-z0-9-]+)\/?(?:[?#]\S*)?$/.exec(text.trim());
  if (!match || !own.includes((match[1] ?? '').toLowerCase())) return null;
  return match[2] ?? null;
}

type GroupActivityLine = { kind: string; user: { nickname: string } | null; group: { title: string }; sketch: { title: string | null } | null };

/** One line of the activity tab, its users' parts apart (src/lib/userText.tsx). */
export function groupActivityParts(item: GroupActivityLine): SentencePart[] {
  const who = item.user?.nickname ?? ['Someone'];
  const sketch = item.sketch ? userSentence`“${displayTitle(item.sketch.title)}”` : ['a sketch'];
  const group = item.group.title;
  switch (item.kind) {
    case 'join':
      return userSentence`${who} joined ${group}`;
    case 'add':
      return userSentence`${who} added ${sketch} to ${group}`;
    case 'feature':
      return userSentence`${who} approved ${sketch} as a feature of ${group}`;
    case 'created':
      return userSentence`${who} created ${group} from a group request`;
    case 'official':
      return userSentence`${who} made ${group} official`;
    case 'unofficial':
      return userSentence`${who} made ${group} no longer official`;
    case 'suggest':
      return userSentence`${who} suggested ${sketch} to ${group}`;
    default:
      return userSentence`${who}: ${group}`;
  }
}

/** One line of the activity tab, as one string. */
export const groupActivityText = (item: GroupActivityLine): string => sentenceText(groupActivityParts(item));

export const GROUP_ADMIN_TAB_LABELS: Record<GroupAdminTab, string> = {
  activity: 'Activity',
  stats: 'Stats',
  requests: 'Requests',
  queue: 'Queue',
  new: 'New',
  suggest: 'Suggest',
  moderate: 'Moderate',
};

export const GROUP_ADMIN_EMPTY = {
  activity: 'No group activity yet.',
  stats: 'No groups yet.',
  requests: 'No group requests to decide.',
  queue: 'No features in the queue.',
  new: 'No new feature requests.',
  moderate: 'No groups yet.',
} as const;

export const GROUP_ADMIN_LOAD_FAILED = 'Sorry, this list could not be loaded.';

export type SuggestDraft = keyof typeof SUGGEST_DRAFT_KEYS;

export function loadSuggestDraft(which: SuggestDraft): string {
  try {
    return localStorage.getItem(SUGGEST_DRAFT_KEYS[which]) ?? '';
  } catch {
    return '';
  }
}

/** Keeps what the admin typed; an empty text removes the draft. */
export function saveSuggestDraft(which: SuggestDraft, text: string): void {
  try {
    if (text) localStorage.setItem(SUGGEST_DRAFT_KEYS[which], text);
    else localStorage.removeItem(SUGGEST_DRAFT_KEYS[which]);
  } catch {
    /* storage full or disabled: the draft lives only in the field */
  }
}
