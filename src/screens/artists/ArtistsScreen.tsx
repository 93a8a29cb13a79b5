// The artists directory (/artists; spec part 1 §2): tabs Search, Active, Birthday, Fans, Glops,
// Sketches and Patrons. The chosen tab is kept in the address (?tab=), so a reload, a shared link
// and back all show it; the search text is page state, so back shows the same results at the
// same place. Lists come from GET /api/v2/users (Active, Birthday and Patrons load only their
// first page) and the search from GET /api/v2/search/user.
import { useState } from 'react';
import type { UserSort } from '../../api/schemas/discover';
import { replaceAddress } from '../../app/navigation/navigation';
import { usePageState } from '../../app/navigation/pageState';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { ListPage } from '../../components/ListPage';
import { SearchField } from '../../features/search/SearchField';
import { UserList } from '../../features/users/UserList';
import type { UserStat } from '../../features/users/UserCard';
import { ARTIST_TABS, artistTabFrom, noArtistsText, type ArtistTab } from '../../lib/discover';
import { sitePaths } from '../../lib/paths/site';
import { artistSearchList, directoryList } from '../../queries/discover';
import { loadEndlessList } from '../../queries/endlessList';
import { useSession, whenSessionKnown } from '../../stores/session';
import { ArtistTabBar } from './ArtistTabBar';

export interface ArtistsData {
  tab: ArtistTab;
}

/** The first page of the tab in the address, into the cache: the list shows complete. */
export async function load({ location, restored }: LoadContext): Promise<ArtistsData> {
  const tab = artistTabFrom(location.search);
  if (tab !== 'search') {
    const user = await whenSessionKnown();
    await loadEndlessList(directoryList(tab, user?.id ?? null), { restored });
  }
  return { tab };
}

/** The numbers each list shows: what it is sorted by first. */
const STATS: Record<UserSort | 'search', readonly UserStat[]> = {
  search: ['glops', 'fans', 'sketches'],
  active: ['sketches', 'fans'],
  birthday: ['glops'],
  fans: ['fans', 'glops'],
  glops: ['glops', 'fans'],
  sketches: ['sketches', 'glops'],
  patrons: ['since'],
};

const EMPTY: Record<UserSort, string> = {
  active: 'No artists have uploaded lately.',
  birthday: 'No birthdays today.',
  fans: 'No artists yet.',
  glops: 'No artists yet.',
  sketches: 'No artists yet.',
  patrons: 'No patrons yet.',
};

/** Keeps the tab in the address without a page load (the history entry, its page state and scroll stay). */
function showTabInAddress(tab: ArtistTab): void {
  replaceAddress(sitePaths.artists(tab));
}

function ArtistSearch() {
  const user = useSession((s) => s.user);
  const [query, setQuery] = usePageState('artists-query', '');
  return (
    <>
      <div className="search">
        <SearchField label="Search artists" initial={query} onSearch={setQuery} testId="artist-search" />
      </div>
      {query ? (
        <UserList key={query} list={artistSearchList(query, user?.id ?? null)} stats={STATS.search} empty={noArtistsText(query)} />
      ) : (
        <p className="hint">Type a nickname, or part of one, and press Enter.</p>
      )}
    </>
  );
}

export default function ArtistsScreen({ data }: ScreenProps<ArtistsData>) {
  const [tab, setTab] = useState<ArtistTab>(data.tab);
  const user = useSession((s) => s.user);
  const label = ARTIST_TABS.find((t) => t.id === tab)?.label ?? '';
  usePageTitle(tab === 'search' ? 'Artists' : `${label} · Artists`);
  const choose = (next: ArtistTab) => {
    setTab(next);
    showTabInAddress(next);
  };
  return (
    <ListPage data-testid="artists" data-tab={tab}>
      <h1>Artists</h1>
      <ArtistTabBar selected={tab} onSelect={choose}>
        {(panel) => (
          <div {...panel} data-testid="artists-panel">
            {tab === 'search' ? (
              <ArtistSearch />
            ) : (
              <UserList key={tab} list={directoryList(tab, user?.id ?? null)} stats={STATS[tab]} empty={EMPTY[tab]} />
            )}
          </div>
        )}
      </ArtistTabBar>
    </ListPage>
  );
}
