// The app shell: the skip link, header, menus, the bar of a gloperator acting as someone, the page
// (or the ban page for a banned user), dialogs.
import { css } from '@linaria/core';
import { Suspense, useEffect, type MouseEvent } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { queryClient } from '../../api/queryClient';
import { selectIsBanned, SESSION_KEY, sessionMark, useSession } from '../../stores/session';
import { useTheme } from '../../stores/theme';
import { ActingBar } from './ActingBar';
import { RouteAnnouncer } from './RouteAnnouncer';
import { DialogHost } from './DialogHost';
import { Header } from './Header';
import { PageHost } from './PageHost';
import { ChatBoxMount } from './ChatBoxMount';
import { PAGE_OPEN_TO_BANNED, reloadPage, useNavigation } from '../navigation/navigation';
import { useWouterLocation } from './wouterLocation';
import { globalStyles } from './globalStyles';
import { lazyChunk } from '../../lib/lazyChunk';
import { withChunkStyles } from '../../lib/chunkStyles';
import { focusMainRegion, MAIN_REGION_ID } from '../../lib/mainRegion';

// Banned users are few: their page is a chunk of its own, not part of everyone's first load.
const BanScreen = lazyChunk('screens/ban/BanScreen', () => withChunkStyles(import('../../screens/ban/BanScreen')).then((module) => module.default));

// Hidden until focused: the first Tab of every page offers to jump over the header.
const skipLink = css`
  position: fixed;
  z-index: 200;
  top: 4px;
  left: 4px;
  padding: 12px 16px;
  border-radius: var(--radius);
  background: var(--accent);
  color: var(--accent-text);
  font-weight: 700;
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
  }
`;

/** The page's main content (PageHost's <main>, or the ban page) takes focus, so Tab goes on from there. */
const skipToMain = (event: MouseEvent) => {
  event.preventDefault();
  focusMainRegion();
};

/**
 * Another tab learned another session (SESSION_KEY): signed out, in as someone else, or a ban
 * page shown or lifted. This one reads the session again and, for another account, the page it
 * shows, read for the previous one; a ban page shows or leaves with the session (App).
 */
function followOtherTabs(): () => void {
  const onStorage = async (event: StorageEvent) => {
    if (event.key !== SESSION_KEY || event.newValue === sessionMark(useSession.getState().user)) return;
    const before = useSession.getState().user?.id ?? null;
    await useSession.getState().load();
    if ((useSession.getState().user?.id ?? null) !== before) {
      void queryClient.resetQueries();
      void reloadPage();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function App() {
  const user = useSession((s) => s.user);
  const sessionStatus = useSession((s) => s.status);
  // A theme change rebuilds the page: the generation is the key of everything below the shell.
  const generation = useTheme((s) => s.generation);
  // The ban page stands in for every page but one: a banned user can still log out.
  const loggingOut = useNavigation((s) => s.page?.name === PAGE_OPEN_TO_BANNED);
  // The page under the ban page was not loaded (resolvePage): once the ban is lifted, it is.
  const heldByBan = useNavigation((s) => s.page?.heldByBan === true);
  const banned = useSession(selectIsBanned);
  useEffect(() => {
    if (heldByBan && !banned) void reloadPage();
  }, [heldByBan, banned]);

  useEffect(() => {
    document.body.classList.add(globalStyles);
  }, []);
  useEffect(followOtherTabs, []);

  return (
    <QueryClientProvider client={queryClient}>
    <Router hook={useWouterLocation}>
      <div key={generation}>
        <a href={`#${MAIN_REGION_ID}`} className={skipLink} onClick={skipToMain} data-testid="skip-link">
          Skip to main content
        </a>
        <Header />
        <ActingBar />
        {user?.ban && !loggingOut ? (
          <Suspense fallback={null}>
            <BanScreen ban={user.ban} userId={user.id} />
          </Suspense>
        ) : (
          sessionStatus !== 'loading' && <PageHost />
        )}
        <ChatBoxMount />
        <RouteAnnouncer />
        <DialogHost />
      </div>
    </Router>
    </QueryClientProvider>
  );
}
