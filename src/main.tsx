// Entry: theme is already applied by boot.js; start the host bridge, routing and the session,
// then mount the app and tell the host the page is ready.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { announceReady, followHostFiles, startHostBridge } from './app/hostBridge';
import { installErrorReporting, reportPageView } from './app/analytics';
import { interceptLinkClicks } from './app/links';
import { onPageView, startNavigation } from './app/navigation';
import { rootErrorOptions } from './app/PageBoundary';
import { preloadRouteTable, resolvePage } from './app/routes';
import { followQueryFreshness } from './app/queryFreshness';
import { useSession } from './stores/session';

installErrorReporting();
startHostBridge();
followQueryFreshness();
void useSession.getState().load();
interceptLinkClicks();
onPageView((page) => reportPageView(page.location.path));
// Once a page shows, the rest of the route table, so the first click does not wait for it.
const stopPreload = onPageView(() => {
  stopPreload();
  preloadRouteTable();
});
startNavigation(resolvePage);
followHostFiles();

const rootElement = document.getElementById('root')!;
// StrictMode checks only in development builds (`npm run dev`): effects run, clean up and run
// again, so one that does not clean up shows at once; a production build ignores it.
createRoot(rootElement, rootErrorOptions).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
requestAnimationFrame(() => announceReady());
