// A voting compo's link to its ballot, on the compo's page and on home's compo cards alike: its
// words ('Update your vote' once voted), and for a visitor the way through the login. A module of
// its own: home's first load takes this, not the compos' rules.
import { sitePaths } from './paths/site';

export const VOTE_LABEL = 'Vote';
export const UPDATE_VOTE_LABEL = 'Update your vote';
/** A visitor's link to a voting compo's ballot, which goes through the login. */
export const LOGIN_TO_VOTE_LABEL = 'Log in to vote';

/** The vote button's words: 'Update your vote' once the user has voted. */
export const voteButtonLabel = (hasVoted: boolean) => (hasVoted ? UPDATE_VOTE_LABEL : VOTE_LABEL);

export interface VoteLink {
  href: string;
  label: string;
  testId: 'compo-vote' | 'compo-login-to-vote';
}

/** The link to a compo's ballot for the viewer: none unless it is voting and they may vote (a visitor is sent through the login). */
export function voteLinkOf(compo: { keyName: string; state: string; canVote: boolean; hasVoted: boolean }, signedIn: boolean): VoteLink | null {
  if (compo.state !== 'voting') return null;
  const ballot = sitePaths.compoVote(compo.keyName);
  if (!signedIn) return { href: sitePaths.login(ballot), label: LOGIN_TO_VOTE_LABEL, testId: 'compo-login-to-vote' };
  if (!compo.canVote) return null;
  return { href: ballot, label: voteButtonLabel(compo.hasVoted), testId: 'compo-vote' };
}
