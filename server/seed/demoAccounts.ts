// The fixed demo accounts of the seed, one per role. End-to-end tests import this list, so
// ids, nicknames and roles here are a contract: change them only together with the tests.
import { ANONYMOUS_NICKNAME } from '../../src/lib/whiteboardRules';

export type DemoRole = 'artist' | 'patron' | 'groupAdmin' | 'gloperator' | 'warned' | 'banned';

export interface DemoAccount {
  id: number;
  nickname: string;
  role: DemoRole;
  description: string;
  /** The platform sign-in subject linked to the account. */
  appleSub: string;
}

export const DEMO_ACCOUNTS = [
  {
    id: 1,
    nickname: 'InkyAda',
    role: 'artist',
    description: 'Prolific artist with many sketches, fans and albums',
    appleSub: 'apple-ada',
  },
  {
    id: 2,
    nickname: 'PatronPaolo',
    role: 'patron',
    description: 'Patron member since 2024-03-01',
    appleSub: 'apple-paolo',
  },
  {
    id: 3,
    nickname: 'GroupGreta',
    role: 'groupAdmin',
    description: 'Group admin (sees the group admin pages)',
    appleSub: 'apple-greta',
  },
  {
    id: 4,
    nickname: 'GlopGus',
    role: 'gloperator',
    description: 'Gloperator (moderator) who may delete any comment',
    appleSub: 'apple-gus',
  },
  {
    id: 5,
    nickname: 'WarnedWes',
    role: 'warned',
    description: 'Has an unaccepted warning from a gloperator',
    appleSub: 'apple-wes',
  },
  {
    id: 6,
    nickname: 'BannedBea',
    role: 'banned',
    description: 'Suspended for 7 days',
    appleSub: 'apple-bea',
  },
] as const satisfies readonly DemoAccount[];

/**
 * The 'Anonymous' account (spec part 2 §6): signed in and with a chat id, but its nickname is
 * refused the whiteboard ('Sorry your account does not have access to the Whiteboard yet.' and
 * home). Seeded after the generated users (seedAnonymous.ts), so its id is not fixed; the sign-in
 * page lists it with data-role="anonymous".
 */
export const ANONYMOUS_ACCOUNT = {
  nickname: ANONYMOUS_NICKNAME,
  description: 'Signed in, but the whiteboard refuses the Anonymous account',
  email: 'anonymous@example.com',
} as const;

export function demoAccountByRole(role: DemoRole): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account for role ${role}`);
  return account;
}

/** Seed facts about the demo accounts that tests and the seed share. */
export const DEMO_FACTS = {
  patronSince: '2024-03-01',
  warningReason: 'Off-topic spam in comments',
  suspensionReason: 'Harassment of another artist',
  suspensionHours: 168,
  /** Other users start here. */
  firstOtherUserId: 7,
} as const;
