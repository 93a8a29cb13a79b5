// The words of a voting compo's link to its ballot, on the compo's page and on home's compo cards
// alike. A module of their own: home's first load takes these words, not the compos' rules.

export const VOTE_LABEL = 'Vote';
export const UPDATE_VOTE_LABEL = 'Update your vote';
/** A visitor's link to a voting compo's ballot, which goes through the login. */
export const LOGIN_TO_VOTE_LABEL = 'Log in to vote';

/** The vote button's words: 'Update your vote' once the user has voted. */
export const voteButtonLabel = (hasVoted: boolean) => (hasVoted ? UPDATE_VOTE_LABEL : VOTE_LABEL);
