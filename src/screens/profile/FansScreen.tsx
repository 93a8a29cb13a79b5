// The fan lists (/user/{id}/fans and /user/{id}/fanof: spec part 2 §2 Fans, §4): 'Your fans' (or
// 'Fans' on someone else's) and 'Fan of'. The tab bar shows only on one's own lists; switching
// tabs starts the list again from its first page and puts the tab in the address. Someone else's
// list is named by its heading alone.
import { styled } from '@linaria/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { replaceAddress } from '../../app/navigation/navigation';
import { TabList } from '../../components/TabList';
import { useState } from 'react';
import { queryClient } from '../../api/queryClient';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { useTabs } from '../../components/useTabs';
import { fixedImage } from '../../lib/images';
import { sitePaths } from '../../lib/paths/site';
import { userPaths } from '../../lib/paths/users';
import { FAN_TABS, fanTabLabel, type FanTab } from '../../lib/profile';
import { loadEndlessList } from '../../queries/endlessList';
import { fanListDef, profileQuery } from '../../queries/profile';
import { useSession, whenSessionKnown } from '../../stores/session';
import { FanGrid } from './FanGrid';
import { PageFrame } from '../../components/PageFrame';

export interface FansParams {
  user: string;
  tab: FanTab;
}

export type FansData = FansParams;

export async function load({ params, restored }: LoadContext<FansParams>): Promise<FansData> {
  const viewer = await whenSessionKnown();
  const profile = await queryClient.fetchQuery(profileQuery(params.user));
  const own = viewer?.id === profile.id;
  await loadEndlessList(fanListDef(params.tab, profile.id, own && params.tab === 'fans'), { restored });
  return params;
}

const EMPTY: Record<FanTab, { own: string; other: string }> = {
  fans: { own: 'You have no fans yet.', other: 'No fans yet.' },
  fanof: { own: 'You are not a fan of anyone yet.', other: 'Not a fan of anyone yet.' },
};

const Page = styled(PageFrame)`
  max-width: 1280px;
  .owner {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
    max-width: 100%;
    overflow-wrap: anywhere; /* a long nickname breaks rather than widen the page */
    color: var(--accent);
    font-weight: 700;
  }
  .owner img {
    flex: none;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: var(--surface-2);
  }
  h1 {
    margin: 8px 0 12px;
    font-size: 1.4rem;
  }
`;

export default function FansScreen({ data }: ScreenProps<FansData, FansParams>) {
  const profile = useSuspenseQuery(profileQuery(data.user)).data;
  const viewer = useSession((s) => s.user);
  const own = viewer?.id === profile.id;
  const [tab, setTab] = useState<FanTab>(data.tab);
  const choose = (next: FanTab) => {
    if (next === tab) return;
    // Spec part 2 §4: switching tab resets the list and its cursor and reads it again. The chosen
    // tab's list drops what it kept from an earlier visit (every loaded page), so its grid, mounted
    // anew below, starts from the first page, fetched again.
    void queryClient.resetQueries({ queryKey: fanListDef(next, profile.id, own && next === 'fans').queryKey, exact: true });
    setTab(next);
    replaceAddress(next === 'fans' ? sitePaths.userFans(data.user) : userPaths.userFanOf(data.user));
  };
  const tabs = useTabs({ tabs: FAN_TABS, selected: tab, onSelect: choose });
  const label = fanTabLabel(tab, own);
  usePageTitle(own ? label : `${label} · ${profile.nickname}`);
  const list = fanListDef(tab, profile.id, own && tab === 'fans');
  const grid = <FanGrid key={tab} list={list} followIcons={own && tab === 'fans'} empty={own ? EMPTY[tab].own : EMPTY[tab].other} />;

  return (
    <Page data-testid="fans" data-tab={tab} data-user-id={profile.id}>
      <a className="owner" href={sitePaths.user(profile.id)} data-testid="fans-owner">
        <img {...fixedImage(profile.avatar, 32)} alt="" width={32} height={32} />
        {profile.nickname}
      </a>
      {own ? (
        <>
          <h1>Fans</h1>
          <TabList {...tabs.list} aria-label="Fan lists" data-testid="fans-tabs">
            {FAN_TABS.map((t) => (
              <button key={t} type="button" {...tabs.tab(t)} data-testid={`fans-tab-${t}`}>
                {fanTabLabel(t, true)}
              </button>
            ))}
          </TabList>
          <div {...tabs.panel}>{grid}</div>
        </>
      ) : (
        <>
          <h1 data-testid="fans-heading">{label}</h1>
          {grid}
        </>
      )}
    </Page>
  );
}
