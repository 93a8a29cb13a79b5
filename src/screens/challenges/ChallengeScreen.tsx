// One daily challenge (/challenge/{id}, spec part 1 §2 "Daily Challenge page", §3, §8): title,
// description, date badge, suggester, the entries as a grid (at least 3 columns, a phone too) or
// a large list, a 'Past challenges' link, 'Suggest challenge' for signed-in users, and the
// previous and next challenges. A challenge that does not load shows the error page (the loader throws).
import { styled } from '@linaria/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { queryClient } from '../../api/queryClient';
import { usePageState } from '../../app/navigation/pageState';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { SketchGrid } from '../../components/SketchGrid';
import { ViewToggle, type CardMode } from '../../components/ViewToggle';
import { CHALLENGE_GRID_MIN_COLUMNS, challengeDateText, entryCountText, NO_ENTRIES } from '../../lib/challengeRules';
import { WHOLE_LIST } from '../../lib/listState';
import { sitePaths } from '../../lib/paths/site';
import { useRenderNow } from '../../lib/renderClock';
import { visibleSketches } from '../../lib/visibility';
import { challengeQuery } from '../../queries/challenges';
import { selectUser, useSession } from '../../stores/session';
import { ChallengeNeighbours } from './ChallengeNeighbours';
import { Page, Toolbar } from './challengeLayout';
import { SuggestChallengeButton } from './SuggestChallengeButton';
import { textLinkTarget } from '../../components/buttonLinks';

export interface ChallengeData {
  id: number;
}

export async function load({ params }: LoadContext<{ id: number }>): Promise<ChallengeData> {
  await queryClient.fetchQuery(challengeQuery(params.id));
  return { id: params.id };
}

const Head = styled.header`
  display: grid;
  gap: 8px;
  margin-bottom: 16px;
  .back {
    justify-self: start;
    color: var(--accent);
    font-weight: 600;
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 14px;
    color: var(--text-muted);
  }
  .facts a {
    color: var(--accent);
  }
  .badge {
    display: inline-block;
    padding: 2px 10px;
    border-radius: 999px;
    background: var(--accent);
    color: var(--accent-text);
    font-weight: 700;
    font-size: 0.875rem;
  }
  .description {
    margin: 0;
    max-width: 70ch;
    line-height: 1.45;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

export default function ChallengeScreen({ data }: ScreenProps<ChallengeData>) {
  const challenge = useSuspenseQuery(challengeQuery(data.id)).data;
  const viewer = useSession(selectUser);
  const [mode, setMode] = usePageState<CardMode>('challenge-mode', 'grid');
  usePageTitle(`${challenge.title} · Daily challenge`);
  const sketches = visibleSketches(challenge.sketches, viewer);
  // 'Today' by the render's moment: the server's page hydrates as it was written.
  const day = challengeDateText(challenge.date, useRenderNow());

  return (
    <Page data-testid="challenge-page" data-challenge-id={challenge.id}>
      <Head>
        <a className={`back ${textLinkTarget}`} href={sitePaths.challenges()} data-testid="past-challenges">
          Past challenges
        </a>
        <h1 data-testid="challenge-title">{challenge.title}</h1>
        <div className="facts">
          {day && (
            <span className="badge" data-testid="challenge-date">
              {day}
            </span>
          )}
          <span data-testid="challenge-entries">{entryCountText(challenge.entries)}</span>
          {challenge.user && (
            <span data-testid="challenge-suggester">
              Suggested by <a href={sitePaths.user(challenge.user.id)}>{challenge.user.nickname}</a>
            </span>
          )}
        </div>
        {challenge.description && (
          <p className="description" data-testid="challenge-description">
            {challenge.description}
          </p>
        )}
      </Head>
      <Toolbar>
        <h2>Entries</h2>
        <span className="grow" />
        <ViewToggle mode={mode} onMode={setMode} testIdPrefix="challenge-mode" />
        <SuggestChallengeButton />
      </Toolbar>
      {/* Every entry comes with the challenge: there is no next page to load. */}
      <SketchGrid sketches={sketches} mode={mode} list={WHOLE_LIST} minColumns={CHALLENGE_GRID_MIN_COLUMNS} empty={NO_ENTRIES} />
      <ChallengeNeighbours prev={challenge.prev} next={challenge.next} />
    </Page>
  );
}
