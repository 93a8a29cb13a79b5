// The groups screen (/groups; spec part 2 §2): tabs Your Groups (only for a member of a group),
// All Groups, Events, Search and Requests (signed in only). The chosen tab is kept in the address
// (?tab=), the search text in page state, so reload and back show the same. Search ignores an
// empty text and runs on Enter; no match says 'Sorry no matching groups found for ' + the text.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { queryClient } from '../../api/queryClient';
import { replaceAddress } from '../../app/navigation/navigation';
import { usePageState } from '../../app/navigation/pageState';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { ListPage } from '../../components/ListPage';
import { TabList } from '../../components/TabList';
import { useTabs } from '../../components/useTabs';
import { SearchField } from '../../features/search/SearchField';
import { GROUP_TABS, groupTabFrom, groupTabsFor, noMatchingGroupsText, type GroupTab } from '../../lib/groupRules';
import { sitePaths } from '../../lib/paths/site';
import { groupEventsQuery, groupRequestsQuery, groupSearchQuery, userGroupsQuery } from '../../queries/groups';
import { useSession, whenSessionKnown } from '../../stores/session';
import { EventCard, GroupCard } from './GroupCards';
import { RequestList } from './RequestList';
import { GroupGrid } from './groupGrid';
import type { GroupEvent } from '../../api/schemas/community';
import type { Group } from '../../api/schemas/galleries';
import type { GroupList } from '../../api/schemas/groups';

export interface GroupsData {
  tab: GroupTab;
  tabs: GroupTab[];
}

/** The first tab's list into the cache, so the page shows complete. */
export async function load({ location }: LoadContext): Promise<GroupsData> {
  const user = await whenSessionKnown();
  const mine = user ? await queryClient.fetchQuery(userGroupsQuery(user.id)) : null;
  const tabs = groupTabsFor(user !== null, (mine?.groups.length ?? 0) > 0);
  const tab = groupTabFrom(location.search, tabs);
  if (tab === 'all') await queryClient.fetchQuery(groupSearchQuery(''));
  if (tab === 'events') await queryClient.fetchQuery(groupEventsQuery());
  if (tab === 'requests' && user) await queryClient.fetchQuery(groupRequestsQuery(user.id));
  return { tab, tabs };
}

/** A group card's row: the 72 px thumbnail, padding and border, and the gap. */
const GROUP_ROW = 106;
/** An event's row: a few lines of description. */
const EVENT_ROW = 150;
const groupKey = (group: Group) => String(group.id);
const groupCard = (group: Group, rowKey: string) => <GroupCard key={group.id} group={group} rowKey={rowKey} />;
const eventKey = (event: GroupEvent, index: number) => `${event.groupId}-${index}`;
const eventCard = (event: GroupEvent, rowKey: string, index: number) => <EventCard key={eventKey(event, index)} event={event} rowKey={rowKey} />;

const LABEL = Object.fromEntries(GROUP_TABS.map((t) => [t.id, t.label])) as Record<GroupTab, string>;

/** A tab's list of groups (someone's groups, or what a search finds: '' for all). */
function Groups<Key extends QueryKey>({ query, empty, testId }: { query: UseQueryOptions<GroupList, Error, GroupList, Key>; empty: string; testId: string }) {
  const result = useQuery(query);
  const groups = result.data?.groups ?? null;
  if (result.isError && groups === null) {
    return (
      <p className="hint" data-testid={`${testId}-error`}>
        Sorry, the groups could not be loaded. Please try again in a bit.
      </p>
    );
  }
  if (groups === null) return <p className="hint">Loading groups…</p>;
  if (groups.length === 0) {
    return (
      <p className="hint" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  }
  return (
<GroupGrid items={groups} keyOf={groupKey} renderCard={groupCard} estimate={GROUP_ROW} testId={testId} />
  );
}

function Events() {
  const result = useQuery(groupEventsQuery());
  const events = result.data?.events ?? null;
  if (result.isError && events === null) return <p className="hint">Sorry, the events could not be loaded. Please try again in a bit.</p>;
  if (events === null) return <p className="hint">Loading events…</p>;
  if (events.length === 0) {
    return (
      <p className="hint" data-testid="group-events-empty">
        No group events are running right now.
      </p>
    );
  }
  return (
<GroupGrid items={events} keyOf={eventKey} renderCard={eventCard} estimate={EVENT_ROW} testId="group-events" />
  );
}

function Search() {
  const [query, setQuery] = usePageState('groups-query', '');
  return (
    <>
      <div className="search">
        <SearchField label="Search groups" initial={query} onSearch={setQuery} testId="group-search" />
      </div>
      {query ? (
        <Groups query={groupSearchQuery(query)} empty={noMatchingGroupsText(query)} testId="group-search-results" />
      ) : (
        <p className="hint">Type a group name, or part of one, and press Enter.</p>
      )}
    </>
  );
}

export default function GroupsScreen({ data }: ScreenProps<GroupsData>) {
  const user = useSession((s) => s.user);
  const [tab, setTab] = useState<GroupTab>(data.tab);
  usePageTitle(`${LABEL[tab]} · Groups`);
  const choose = (next: GroupTab) => {
    setTab(next);
    // The tab in the address without a new history entry (reload and shared links show it).
    replaceAddress(sitePaths.groups(next));
  };
  const tabs = useTabs({ tabs: data.tabs, selected: tab, onSelect: choose });
  return (
    <ListPage data-testid="groups" data-tab={tab}>
      <h1>Groups</h1>
      <TabList {...tabs.list} aria-label="Groups">
        {data.tabs.map((id) => (
          <button key={id} type="button" {...tabs.tab(id)} data-testid={`groups-tab-${id}`}>
            {LABEL[id]}
          </button>
        ))}
      </TabList>
      <div {...tabs.panel} data-testid="groups-panel">
        {tab === 'yours' && user && <Groups query={userGroupsQuery(user.id)} empty="You are not in any group yet." testId="your-groups" />}
        {tab === 'all' && <Groups query={groupSearchQuery('')} empty="No groups yet." testId="all-groups" />}
        {tab === 'events' && <Events />}
        {tab === 'search' && <Search />}
        {tab === 'requests' && user && <RequestList viewerId={user.id} />}
      </div>
    </ListPage>
  );
}
