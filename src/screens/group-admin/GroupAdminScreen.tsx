// Group admin (/a/groups[/{tab}], also /e/a/groups/{tab}; spec part 2 §2, §4-§8): tabs activity
// (the default), stats, requests, queue, new, suggest and moderate, for group admins (icon flag
// 'g') and gloperators, who have the Groups admin link too (§6). A tab change rewrites the
// address to /e/a/groups/{tab} without a new history entry.
// Anyone else gets the not-found page, as someone else's edit page does: the spec makes the pages
// "available only" to those users, and a page that is not there for them does not tell them that
// an admin area exists (the server refuses every call all the same).
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import type { GroupStatsSort } from '../../api/schemas/groupAdmin';
import { replaceAddress } from '../../app/navigation/navigation';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { TabList } from '../../components/TabList';
import { useTabs } from '../../components/useTabs';
import { GROUP_ADMIN_TAB_LABELS, GROUP_ADMIN_TABS, mayAdminGroups, type GroupAdminTab } from '../../lib/groupAdminRules';
import { groupPaths } from '../../lib/paths/groups';
import { loadEndlessList } from '../../queries/endlessList';
import { featureQueueQuery, groupActivityDef, groupRequestsQuery, groupStatsDef, newFeaturesDef } from '../../queries/groupAdmin';
import { whenSessionKnown } from '../../stores/session';
import { ActivityTab } from './ActivityTab';
import { AdminPage } from './groupAdminStyles';
import { ModerateTab } from './ModerateTab';
import { NewFeaturesTab } from './NewFeaturesTab';
import { QueueTab } from './QueueTab';
import { RequestsTab } from './RequestsTab';
import { StatsTab } from './StatsTab';
import { SuggestTab } from './SuggestTab';

export interface GroupAdminParams {
  tab: GroupAdminTab;
}

/** The first data of a tab, so the page shows complete (a list shown again by back or forward as it was left). */
function prefetch(tab: GroupAdminTab, restored: boolean): Promise<unknown> | null {
  switch (tab) {
    case 'activity':
      return loadEndlessList(groupActivityDef(), { restored });
    case 'stats':
      return loadEndlessList(groupStatsDef('sketches'), { restored });
    case 'moderate':
      return loadEndlessList(groupStatsDef('title'), { restored });
    case 'requests':
      return queryClient.fetchQuery(groupRequestsQuery());
    case 'queue':
      return queryClient.fetchQuery(featureQueueQuery());
    case 'new':
      return loadEndlessList(newFeaturesDef(), { restored });
    case 'suggest':
      return null;
  }
}

export async function load({ params, restored = false }: LoadContext<GroupAdminParams>): Promise<GroupAdminParams> {
  if (!mayAdminGroups(await whenSessionKnown())) throw new ApiError(404, null);
  await prefetch(params.tab, restored);
  return params;
}

export default function GroupAdminScreen({ data }: ScreenProps<GroupAdminParams, GroupAdminParams>) {
  const [tab, setTab] = useState<GroupAdminTab>(data.tab);
  const [sort, setSort] = useState<GroupStatsSort>('sketches');
  usePageTitle(`${GROUP_ADMIN_TAB_LABELS[tab]} · Groups admin`);
  const choose = (next: GroupAdminTab) => {
    setTab(next);
    replaceAddress(groupPaths.groupAdmin(next));
  };
  // On a phone the strip scrolls and brings the chosen tab into view (an address may name the
  // last): useTabs does it for every tab bar.
  const aria = useTabs({ tabs: GROUP_ADMIN_TABS, selected: tab, onSelect: choose });
  return (
    <AdminPage data-testid="group-admin">
      <h1>Groups admin</h1>
      <TabList {...aria.list} aria-label="Groups admin" data-testid="ga-tabs">
        {GROUP_ADMIN_TABS.map((t) => (
          <button key={t} type="button" {...aria.tab(t)} data-testid={`ga-tab-${t}`}>
            {GROUP_ADMIN_TAB_LABELS[t]}
          </button>
        ))}
      </TabList>
      <div {...aria.panel} data-testid="ga-panel" data-tab={tab}>
        <h2 className="sr-only">{GROUP_ADMIN_TAB_LABELS[tab]}</h2>
        {tab === 'activity' && <ActivityTab />}
        {tab === 'stats' && <StatsTab sort={sort} onSort={setSort} />}
        {tab === 'requests' && <RequestsTab />}
        {tab === 'queue' && <QueueTab />}
        {tab === 'new' && <NewFeaturesTab />}
        {tab === 'suggest' && <SuggestTab />}
        {tab === 'moderate' && <ModerateTab />}
      </div>
    </AdminPage>
  );
}
