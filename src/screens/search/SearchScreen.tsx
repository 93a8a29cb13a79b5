// Search (/search; spec part 1 §2): kinds Artists, Sketches and Magic, sorted recent or top, as
// a grid or a large list. The text, kind and sort are the address (?q=&kind=&sort=): a search is
// a new history entry, a change of kind or sort replaces it, so back returns to the same results
// at the same place. A search runs on Enter; an empty text does nothing; none found says
// 'No results'. Before a search the page shows the top sketches of 7, 30 or 365 days.
// What each kind matches is the server's (server/entities/directory.ts).
import type { SearchKind, SearchSort } from '../../api/schemas/discover';
import { navigate } from '../../app/navigation/navigation';
import { loadEndlessList } from '../../queries/endlessList';
import { usePageState } from '../../app/navigation/pageState';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { ListPage } from '../../components/ListPage';
import type { CardMode } from '../../components/ViewToggle';
import { GalleryList } from '../../features/lists/GalleryList';
import { SearchField } from '../../features/search/SearchField';
import { UserList } from '../../features/users/UserList';
import { NO_RESULTS_TEXT, noArtistsText, searchFrom, type SearchAddress } from '../../lib/discover';
import { sitePaths } from '../../lib/paths/site';
import { searchArtistList, searchSketchList } from '../../queries/discover';
import { useSession, whenSessionKnown } from '../../stores/session';
import { SearchControls } from './SearchControls';
import { DEFAULT_TOP_WINDOW, TopSketches, topSketchesList } from './TopSketches';

const MODES: readonly CardMode[] = ['grid', 'list'];

/** The first page of what the address asks for, into the cache: the page shows complete. */
export async function load({ location, restored }: LoadContext): Promise<SearchAddress> {
  const address = searchFrom(location.search);
  const viewerId = (await whenSessionKnown())?.id ?? null;
  const { query, kind, sort } = address;
  if (!query) await loadEndlessList(topSketchesList(DEFAULT_TOP_WINDOW, viewerId), { restored });
  else if (kind === 'artists') await loadEndlessList(searchArtistList(query, sort, viewerId), { restored });
  else await loadEndlessList(searchSketchList(kind, query, sort, viewerId), { restored });
  return address;
}

function SearchResults({ query, kind, sort, mode }: SearchAddress & { mode: CardMode }) {
  const user = useSession((s) => s.user);
  const viewerId = user?.id ?? null;
  const key = `${kind}:${sort}:${query}`;
  return (
    <section aria-label="Results" data-testid="search-results" data-kind={kind}>
      {kind === 'artists' ? (
        <UserList key={key} list={searchArtistList(query, sort, viewerId)} stats={['glops', 'fans', 'sketches']} mode={mode} empty={noArtistsText(query)} />
      ) : (
        <GalleryList key={key} list={searchSketchList(kind, query, sort, viewerId)} mode={mode} empty={NO_RESULTS_TEXT} />
      )}
    </section>
  );
}

export default function SearchScreen({ location }: ScreenProps<SearchAddress>) {
  // The address is the truth: a change of kind or sort replaces it in place (same history entry).
  const { query, kind, sort } = searchFrom(location.search);
  const [storedMode, setMode] = usePageState<CardMode>('search-mode', 'grid');
  const mode = MODES.includes(storedMode) ? storedMode : 'grid';
  usePageTitle(query ? `${query} · Search` : 'Search');
  const go = (next: SearchAddress, replace: boolean) => void navigate(sitePaths.search(next), { replace });
  return (
    <ListPage data-testid="search" data-query={query} data-kind={kind} data-sort={sort}>
      <h1>Search</h1>
      {/* A new key per search: the field shows the text of the address it belongs to. */}
      <SearchField key={query} label="Search artists and sketches" initial={query} testId="search" onSearch={(text) => go({ query: text, kind, sort }, false)} />
      <SearchControls
        kind={kind}
        sort={sort}
        mode={mode}
        onKind={(next: SearchKind) => next !== kind && go({ query, kind: next, sort }, true)}
        onSort={(next: SearchSort) => next !== sort && go({ query, kind, sort: next }, true)}
        onMode={setMode}
      />
      {query ? <SearchResults query={query} kind={kind} sort={sort} mode={mode} /> : <TopSketches mode={mode} />}
    </ListPage>
  );
}
