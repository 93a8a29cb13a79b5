// The variant home (/?variant=tabs): tabs latest, trending, top, streams and following, each an
// endless list (streams: the live ones). The chosen tab and the grid mode are page state.
import { styled } from '@linaria/react';
import { useRef } from 'react';
import { usePageState } from '../../app/navigation/pageState';
import { CHOSEN_TAB, TAB } from '../../components/TabList';
import { useTabs } from '../../components/useTabs';
import type { GalleryKind } from '../../lib/gallery';
import { GalleryList } from '../../features/lists/GalleryList';
import { galleryList } from '../../queries/galleries';
import { Streams } from './HomeStreams';
import { EmptyNote } from './homeStyles';
import type { LiveStream } from '../../api/schemas/home';
import type { CurrentUser } from '../../api/schemas/session';
import { sitePaths } from '../../lib/paths/site';

export const HOME_TABS = [
  { id: 'latest', label: 'Latest' },
  { id: 'trending', label: 'Trending' },
  { id: 'top', label: 'Top' },
  { id: 'streams', label: 'Streams' },
  { id: 'following', label: 'Following' },
] as const;
export type HomeTab = (typeof HOME_TABS)[number]['id'];
const TAB_IDS = HOME_TABS.map((t) => t.id);

const GALLERY_OF: Record<Exclude<HomeTab, 'streams'>, GalleryKind> = {
  latest: { kind: 'recent' },
  trending: { kind: 'trending' },
  top: { kind: 'tops', days: 7 },
  following: { kind: 'friends' },
};

const Bar = styled.div`
  position: sticky;
  top: calc(var(--header-height) + env(safe-area-inset-top));
  z-index: 5;
  display: flex;
  gap: 4px;
  margin: 14px -12px 12px;
  padding: 6px 12px;
  background: var(--bg);
  border-bottom: 1px solid var(--border);
  overflow-x: auto;
  button {
    ${TAB}
    flex: 1 0 auto;
    padding: 0 8px;
  }
  button[aria-selected='true'] {
    ${CHOSEN_TAB}
  }
`;

export function TabsHome({ user, streams }: { user: CurrentUser | null; streams: LiveStream[] }) {
  const [stored, setTab] = usePageState<HomeTab>('home-tab', 'latest');
  const tab: HomeTab = HOME_TABS.some((t) => t.id === stored) ? stored : 'latest';
  const area = useRef<HTMLDivElement>(null);
  const choose = (next: HomeTab) => {
    setTab(next);
    // Deep in one list, the next one starts at its top (just under the sticky tab bar).
    const top = area.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) window.scrollTo(0, window.scrollY + top);
  };
  const aria = useTabs({ tabs: TAB_IDS, selected: tab, onSelect: choose });
  return (
    <div ref={area} data-testid="home-tabs" data-tab={tab}>
      <Bar {...aria.list} aria-label="Home">
        {HOME_TABS.map((t) => (
          <button key={t.id} type="button" {...aria.tab(t.id)} data-testid={`home-tab-${t.id}`}>
            {t.label}
          </button>
        ))}
      </Bar>
      <div {...aria.panel}>
        {tab === 'streams' ? (
          <Streams streams={streams} />
        ) : tab === 'following' && !user ? (
          <EmptyNote>
            <a href={sitePaths.login(sitePaths.homeTabs())}>Log in</a> to see the sketches of the artists you follow.
          </EmptyNote>
        ) : (
          <GalleryList
            list={galleryList(GALLERY_OF[tab], 'recent', user?.id ?? null)}
            mode="grid"
            followedOnly={tab === 'following'}
          />
        )}
      </div>
    </div>
  );
}
