// The voting ballot of a compo (/compo/{name}/vote, spec part 1 §2 "Voting ballot", §4, §5, §8):
// the entries in sets of 4; pick one (it moves first) or Skip (all four equal); Next goes on and
// becomes the submit on the last set; Visit opens the chosen sketch. Sending stores or replaces
// the vote: 'Thanks for casting your vote!'; a failure asks to retry and gives the button back.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';
import { navigate } from '../../app/navigation/navigation';
import { usePageState } from '../../app/navigation/pageState';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import type { Ballot, CompoInfo } from '../../api/schemas/compos';
import { fitsBallot, next, startBallot, VOTE_FAILED, VOTE_THANKS, votesOf, type BallotState } from '../../lib/ballot';
import { sitePaths } from '../../lib/paths/site';
import { ballotQuery, compoInfoQuery, useSendVotes } from '../../queries/compos';
import { alertDialog } from '../../stores/dialogs';
import { selectUser, useSession } from '../../stores/session';
import { BallotSet } from './BallotSet';
import { Page } from './compoStyles';
import { Countdown } from './Countdown';

export const NOT_VOTING = 'Voting is not open for this compo.';
export const LOGIN_TO_VOTE = 'Please log in to vote.';
export const NOTHING_TO_VOTE = 'There are no entries for you to vote on in this compo.';

export interface CompoVoteData {
  name: string;
}

export async function load({ params }: LoadContext<{ name: string }>): Promise<CompoVoteData> {
  const compo = await queryClient.fetchQuery(compoInfoQuery(params.name));
  // The ballot is only for signed-in users while the compo is voting; others get a note.
  if (compo.state === 'voting' && useSession.getState().user) await queryClient.fetchQuery(ballotQuery(compo.id));
  return { name: params.name };
}

export default function CompoVoteScreen({ data }: ScreenProps<CompoVoteData>) {
  const compo = useSuspenseQuery(compoInfoQuery(data.name)).data;
  const viewer = useSession(selectUser);
  usePageTitle(`Vote: ${compo.title}`);
  const open = compo.state === 'voting' && viewer !== null;
  const ballot = useQuery({ ...ballotQuery(compo.id), enabled: open }).data;
  return (
    <Page data-testid="compo-vote-page">
      <h1>
        Vote: <a href={sitePaths.compo(compo.keyName)}>{compo.title}</a>
      </h1>
      {compo.state !== 'voting' ? (
        <p data-testid="vote-closed">
          {NOT_VOTING} <a href={sitePaths.compo(compo.keyName)}>Back to the compo</a>
        </p>
      ) : viewer === null ? (
        <p data-testid="vote-login">
          <a href={sitePaths.login(sitePaths.compoVote(compo.keyName))}>{LOGIN_TO_VOTE}</a>
        </p>
      ) : ballot ? (
        <>
          <Countdown compo={compo} />
          <BallotForm compo={compo} ballot={ballot} />
        </>
      ) : null}
    </Page>
  );
}

function BallotForm({ compo, ballot }: { compo: CompoInfo; ballot: Ballot }) {
  const sets = ballot.sets.map((set) => set.map((card) => card.id));
  const [kept, setKept] = usePageState<BallotState | null>('ballot', null);
  const state = fitsBallot(kept, sets) ? kept : startBallot(sets, ballot.votes);
  const vote = useSendVotes();
  const hasVoted = compo.hasVoted || ballot.votes !== null;

  if (sets.length === 0) return <p data-testid="vote-empty">{NOTHING_TO_VOTE}</p>;
  if (vote.isSuccess) {
    return (
      <p role="status" data-testid="vote-thanks">
        {VOTE_THANKS} <a href={sitePaths.compo(compo.keyName)}>Back to the compo</a>
      </p>
    );
  }

  const submit = async () => {
    try {
      await vote.mutateAsync({ key: compo.keyName, votes: votesOf(state) });
    } catch (error) {
      console.warn('compo vote failed', error);
      await alertDialog(VOTE_FAILED);
      return;
    }
    setKept(null);
  };

  const onNext = async () => {
    const result = next(state);
    if ('error' in result) return alertDialog(result.error);
    if ('submit' in result) return submit();
    setKept(result.state);
    window.scrollTo(0, 0);
  };

  return (
    <BallotSet
      state={state}
      cards={ballot.sets[state.step] ?? []}
      submitLabel={hasVoted ? 'Update your vote' : 'Submit vote'}
      sending={vote.isPending}
      onChange={setKept}
      onNext={() => void onNext()}
      onVisit={(id) => void navigate(sitePaths.sketch(id))}
    />
  );
}
