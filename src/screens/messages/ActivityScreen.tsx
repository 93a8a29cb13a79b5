// Activity (/activity, /activity/uploads, /activity/replies; spec part 2 §2, §3 "Unread counts"):
// tabs Notifications (others became a fan, hearted or gave a thumbs-up to a sketch), Uploads (the
// followed artists' new sketches) and Replies (others' comments on the user's sketches and
// profile). The chosen tab is the address, rewritten without a page load. Each list is windowed
// and endless; once its first page shows, its badge in the header goes back to 0.
import { replaceAddress } from '../../app/navigation/navigation';
import { TabList } from '../../components/TabList';
import { useEffect, useMemo, useState } from 'react';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { SketchGrid } from '../../components/SketchGrid';
import { useTabs } from '../../components/useTabs';
import { ACTIVITY_LOGIN, ACTIVITY_TABS, activityTabOf, NO_ACTIVITY, type ActivityTab } from '../../lib/messageRules';
import { sitePaths } from '../../lib/paths/site';
import { loadEndlessList, useEndlessList } from '../../queries/endlessList';
import { activityDef, messageKeys, unreadQuery, uploadsDef, useClearUnread } from '../../queries/messages';
import { queryClient } from '../../api/queryClient';
import { selectUser, useSession, whenSessionKnown } from '../../stores/session';
import { ActivityList } from './ActivityList';
import { LoginNotice } from '../../components/LoginNotice';
import { Page } from './messageLayout';

export interface ActivityData {
  tab: ActivityTab;
  signedIn: boolean;
}

export async function load({ location, restored }: LoadContext): Promise<ActivityData> {
  const tab = activityTabOf(location.path) ?? 'notifications';
  const user = await whenSessionKnown();
  if (!user) return { tab, signedIn: false };
  // A list the header counts something new in is read again, even on Back and even if read a
  // moment ago: shown as it was, it would clear the badge of items that were never on screen.
  const unread = queryClient.getQueryData(unreadQuery().queryKey)?.[tab] ?? 0;
  if (unread > 0) await queryClient.invalidateQueries({ queryKey: messageKeys.activity(tab, user.id), exact: true, refetchType: 'none' });
  const asLeft = { restored: restored && unread === 0 };
  if (tab === 'uploads') await loadEndlessList(uploadsDef(user.id), asLeft);
  else await loadEndlessList(activityDef(tab, user.id), asLeft);
  return { tab, signedIn: true };
}

/**
 * Once the list's first page is on screen, its badge is read, up to the newest item it shows
 * (`newest`, its date; null for an empty list): what came after the page was fetched stays new.
 */
function useReadOnShow(kind: ActivityTab, shown: boolean, newest: string | null | undefined) {
  // A failure changes nothing shown: the badge stays until the list is shown again.
  const { mutate: clear } = useClearUnread();
  useEffect(() => {
    if (shown) clear(newest ? { kind, upTo: newest } : { kind });
  }, [kind, shown, newest, clear]);
}

function ActivityFeed({ tab, viewerId }: { tab: 'notifications' | 'replies'; viewerId: number }) {
  const list = useEndlessList(activityDef(tab, viewerId));
  useReadOnShow(tab, list.data !== undefined, list.items[0]?.date);
  // New: as many of the newest as the first page counted. The later pages are read after the
  // first one's showing read the list, so the server marks none of them.
  const newCount = list.data?.pages[0]?.newCount ?? 0;
  const items = useMemo(() => list.items.map((item, index) => (item.unread || index >= newCount ? item : { ...item, unread: true })), [list.items, newCount]);
  const label = ACTIVITY_TABS.find((t) => t.tab === tab)!.label;
  return (
    <ActivityList
      items={items}
      viewerId={viewerId}
      list={list}
      label={label}
      empty={NO_ACTIVITY[tab]}
    />
  );
}

function UploadsFeed({ viewerId }: { viewerId: number }) {
  const list = useEndlessList(uploadsDef(viewerId));
  useReadOnShow('uploads', list.data !== undefined, list.items[0]?.dateCreated);
  return (
    <SketchGrid
      sketches={list.items}
      mode="grid"
      list={list}
      minColumns={2}
      empty={NO_ACTIVITY.uploads}
    />
  );
}

function Activity({ initial, viewerId }: { initial: ActivityTab; viewerId: number }) {
  const [tab, setTab] = useState<ActivityTab>(initial);
  const label = ACTIVITY_TABS.find((t) => t.tab === tab)!.label;
  usePageTitle(`${label} · Activity`);
  const choose = (next: ActivityTab) => {
    setTab(next);
    // The address names the tab; the history entry, its page state and scroll stay.
    replaceAddress(sitePaths.activity(next === 'notifications' ? undefined : next));
  };
  const aria = useTabs({ tabs: ACTIVITY_TABS.map((t) => t.tab), selected: tab, onSelect: choose });
  return (
    <>
      <h1>Activity</h1>
      <TabList {...aria.list} aria-label="Activity" data-testid="activity-tabs">
        {ACTIVITY_TABS.map((t) => (
          <button key={t.tab} type="button" {...aria.tab(t.tab)} data-testid={`activity-tab-${t.tab}`}>
            {t.label}
          </button>
        ))}
      </TabList>
      <div {...aria.panel} data-testid="activity-panel" data-tab={tab}>
        {tab === 'uploads' ? <UploadsFeed viewerId={viewerId} /> : <ActivityFeed key={tab} tab={tab} viewerId={viewerId} />}
      </div>
    </>
  );
}

export default function ActivityScreen({ data }: ScreenProps<ActivityData>) {
  const viewer = useSession(selectUser);
  return (
    <Page data-testid="activity-page">
      {data.signedIn && viewer ? <Activity initial={data.tab} viewerId={viewer.id} /> : <VisitorNotice />}
    </Page>
  );
}

function VisitorNotice() {
  usePageTitle('Activity');
  return <LoginNotice text={ACTIVITY_LOGIN} />;
}
