// The app shell: header, menus, the page (or the ban page for a banned user), dialogs.
import { lazy, Suspense, useEffect } from 'react';
import { Router } from 'wouter';
import { useSession } from '../stores/session';
import { useTheme } from '../stores/theme';
import { useDialogs } from '../stores/dialogs';
import { Header } from './Header';
import { PageHost } from './PageHost';
import { useNavigation } from './navigation';
import { useWouterLocation } from './wouterLocation';
import { globalStyles } from './globalStyles';

// Banned users are few: their page is a chunk of its own, not part of everyone's first load.
const BanScreen = lazy(() => import('../screens/ban/BanScreen'));
// Alerts and confirmations load with the first one asked for: most pages show none.
const Dialogs = lazy(() => import('../components/Dialogs').then((module) => ({ default: module.Dialogs })));

export function App() {
  const user = useSession((s) => s.user);
  const sessionStatus = useSession((s) => s.status);
  // A theme change rebuilds the page: the generation is the key of everything below the shell.
  const generation = useTheme((s) => s.generation);
  const asked = useDialogs((s) => s.queue.length > 0);
  // The ban page stands in for every page but one: a banned user can still log out.
  const loggingOut = useNavigation((s) => s.page?.name === 'logout');

  useEffect(() => {
    document.body.classList.add(globalStyles);
  }, []);

  return (
    <Router hook={useWouterLocation}>
      <div key={generation}>
        <Header />
        {user?.ban && !loggingOut ? (
          <Suspense fallback={null}>
            <BanScreen ban={user.ban} userId={user.id} />
          </Suspense>
        ) : (
          sessionStatus !== 'loading' && <PageHost />
        )}
        {asked && (
          <Suspense fallback={null}>
            <Dialogs />
          </Suspense>
        )}
      </div>
    </Router>
  );
}
