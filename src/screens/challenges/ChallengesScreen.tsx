// The daily challenge list (/challenges, spec part 1 §2, §5, §7, §9): every challenge newest
// first, 50 a page as the list scrolls (windowed), a search that runs on Enter, and the
// 'Suggest challenge' dialog for signed-in users.
import { useState } from 'react';
import { usePageState } from '../../app/navigation/pageState';
import { usePageTitle, type LoadContext } from '../../app/navigation/screen';
import { challengeListDef } from '../../queries/challenges';
import { loadEndlessList, useEndlessList } from '../../queries/endlessList';
import { ChallengeList } from './ChallengeList';
import { ChallengeSearchForm, ChallengeSearchResults } from './ChallengeSearch';
import { Page, Toolbar } from './challengeLayout';
import { SuggestChallengeButton } from './SuggestChallengeButton';

export async function load({ restored }: LoadContext): Promise<undefined> {
  // The first page into the cache: the list shows complete.
  await loadEndlessList(challengeListDef(), { restored });
  return undefined;
}

export default function ChallengesScreen() {
  usePageTitle('Daily challenges');
  // The search survives back and forward; its answer is in the query cache.
  const [query, setQuery] = usePageState<string>('challenge-search', '');
  const [text, setText] = useState(query);
  const list = useEndlessList(challengeListDef());
  const clear = () => {
    setQuery('');
    setText('');
  };

  return (
    <Page data-testid="challenges-page">
      <h1>Daily challenges</h1>
      <Toolbar>
        <ChallengeSearchForm text={text} onText={setText} onSearch={setQuery} onClear={clear} />
        {/* The button itself is pushed to the end: a spacer would take a gap beside the field on
            every line it shares with it, and leave the field narrower than the cards below. */}
        <SuggestChallengeButton className="grow" />
      </Toolbar>
      {query ? (
        <ChallengeSearchResults query={query} onClear={clear} />
      ) : (
        <ChallengeList challenges={list.items} list={list} />
      )}
    </Page>
  );
}
