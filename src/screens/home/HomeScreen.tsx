// Home (/, /e/, /#/; spec part 1 §2): the user's cover and badges, the message of the day,
// birthdays, today's challenge, compos, a featured strip, the switchable recents area, top
// sketches, following, trending, live streams and the navigation tiles. /?variant=tabs is the
// variant home with tabs latest, trending, top, streams and following.
// Data: POST /api/v2/index in the loader, again every 60 s while the page is shown (the query's
// refetchInterval, paused while the page is hidden; a page shown again reads what is stale at
// once); the query cache keeps unchanged parts as they were (structural sharing: the place on the
// page, the chosen tab and unchanged cards stay).
import { styled } from '@linaria/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryClient } from '../../api/queryClient';
import { usePageTitle, type LoadContext, type ScreenProps } from '../../app/navigation/screen';
import { HELP_URL } from '../../lib/product';
import { useSession } from '../../stores/session';
import { homeIndexQuery } from '../../queries/home';
import { HOME_REFRESH_MS, homeKeys } from '../../queries/homeKeys';
import { rememberSeenMotd } from '../../lib/motd';
import { Birthdays, Challenges, Motd, Stats } from './HomeSections';
import { Compos, SketchStrip } from './HomeStrips';
import { HomePage } from './homeStyles';
import { ProfileBlock } from './ProfileBlock';
import type { HomeIndex } from '../../api/schemas/home';
import { sitePaths } from '../../lib/paths/site';
import { withChunkStyles } from '../../lib/chunkStyles';
import { useUnreadFromHome } from '../../queries/unreadFromHome';

export const NAVIGATION_TILES = [
  { label: 'Artists', href: sitePaths.artists() },
  { label: 'Compos', href: sitePaths.compos() },
  { label: 'Forum', href: sitePaths.forums() },
  { label: 'Groups', href: sitePaths.groups() },
  { label: 'Search', href: sitePaths.search() },
  { label: 'Help', href: HELP_URL },
] as const;

export interface HomeData {
  /** The tabs of the variant home: a chunk of their own (endless lists), loaded only for it. */
  tabs: typeof import('./TabsHome') | null;
}

// Once loaded, the lower half renders in the same pass as the rest (back to home keeps its place).
let belowModule: typeof import('./HomeBelow') | null = null;
/** Loads the lower half's chunk (once loaded, every render shows it at once). */
export const loadBelow = () => withChunkStyles(import('./HomeBelow')).then((module) => (belowModule = module));

function useBelow() {
  const [module, setModule] = useState(belowModule);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadBelow().then(
      (loaded) => live && setModule(loaded),
      (error: unknown) => console.warn('The lower half of the home page did not load', error),
    );
    return () => {
      live = false;
    };
  }, [module]);
  return module?.default ?? null;
}

const isTabsVariant = (search: string) => new URLSearchParams(search).get('variant') === 'tabs';

export async function load({ location }: LoadContext): Promise<HomeData> {
  const [, tabs] = await Promise.all([queryClient.fetchQuery(homeIndexQuery()), isTabsVariant(location.search) ? withChunkStyles(import('./TabsHome')) : null]);
  return { tabs };
}

const Tiles = styled.nav`
  margin-top: 28px;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 10px;
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 72px;
    border-radius: var(--radius);
    background: var(--surface);
    border: 1px solid var(--border);
    color: var(--text);
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    background: var(--surface-2);
  }
`;

const VariantLink = styled.p`
  margin: 10px 2px 0;
  text-align: right;
  font-size: 0.875rem;
  a {
    /* A touch target (44 px), as the toolkit's links in a row (linkRow). */
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--accent);
    font-weight: 600;
  }
`;

/** Holds the place of the lower half while its code arrives. */
const BelowPlaceholder = styled.div`
  min-height: 100vh;
`;

/** Sections appear once they have content and then stay, so a refresh never makes the page jump. */
function useShownOnce() {
  const shown = useRef(new Set<string>());
  return (name: string, hasContent: boolean) => {
    if (hasContent) shown.current.add(name);
    return shown.current.has(name);
  };
}

export default function HomeScreen({ data, location }: ScreenProps<HomeData>) {
  const user = useSession((s) => s.user);
  // Read again every minute while shown; the open recents tab follows the same beat (RecentsArea).
  const indexRead = useSuspenseQuery({ ...homeIndexQuery(), refetchInterval: HOME_REFRESH_MS });
  const index = indexRead.data;
  useUnreadFromHome(index.user?.unread, indexRead.dataUpdatedAt);
  const TabsHome = data.tabs?.TabsHome;
  const variant = TabsHome && isTabsVariant(location.search) ? 'tabs' : 'full';
  const shownOnce = useShownOnce();
  const HomeBelow = useBelow();
  usePageTitle(null);

  const dismissMotd = () => {
    if (!index.motd) return;
    rememberSeenMotd(index.motd.id);
    queryClient.setQueryData<HomeIndex>(homeKeys.index, (shown) => shown && { ...shown, motd: null });
  };

  return (
    <HomePage data-testid="home" data-variant={variant}>
      <ProfileBlock user={index.user} />
      {index.motd && <Motd motd={index.motd} onDismiss={dismissMotd} />}
      {index.stats && <Stats stats={index.stats} />}
      <VariantLink>
        {variant === 'tabs' ? (
          <a href={sitePaths.home()} data-testid="home-variant-full">
            Full home
          </a>
        ) : (
          <a href={sitePaths.homeTabs()} data-testid="home-variant-tabs">
            Tabs view
          </a>
        )}
      </VariantLink>
      {TabsHome && variant === 'tabs' ? (
        <TabsHome user={user} streams={index.streams} />
      ) : (
        <>
          {shownOnce('birthdays', index.birthdays.length > 0) && <Birthdays users={index.birthdays} />}
          {shownOnce('challenges', index.challenges.length > 0) && <Challenges challenges={index.challenges} />}
          {shownOnce('compos', index.compos.length > 0) && <Compos compos={index.compos} />}
          {shownOnce('featured', index.featured.length > 0) && (
            <SketchStrip id="featured" title="Featured" sketches={index.featured} more={sitePaths.gallery({ kind: 'featured' })} />
          )}
          {HomeBelow ? (
            // eslint-disable-next-line react-hooks/static-components -- the lazily loaded module's export: the same component every render
            <HomeBelow index={index} user={user} shownOnce={shownOnce} />
          ) : (
            <BelowPlaceholder />
          )}
        </>
      )}
      <Tiles aria-label="Explore" data-testid="home-tiles">
        {NAVIGATION_TILES.map((tile) => (
          <a key={tile.label} href={tile.href} {...(tile.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {tile.label}
          </a>
        ))}
      </Tiles>
    </HomePage>
  );
}
