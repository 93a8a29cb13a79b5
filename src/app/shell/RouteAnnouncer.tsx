// Says the new page's title to a screen reader after a move within the app. A page the app shows
// in place of another is no page load, which a screen reader would announce on its own, and a
// changed document title is not read out: without this, focus is on the body and nothing is said.
// The first page is a page load: nothing to say. Said through the same live region as an action's
// result (SpokenStatus), so a page moved to again, with the same title, is read again.
import { useEffect } from 'react';
import { SpokenStatus, useSpokenStatus } from '../../components/SpokenStatus';
import { onPageView, useNavigation } from '../navigation/navigation';

/** How long after a page shows its title is read: the screen sets it in an effect (usePageTitle). */
const TITLE_SETTLE_MS = 100;

export function RouteAnnouncer() {
  const { text, say } = useSpokenStatus();
  useEffect(() => {
    let firstSeen = useNavigation.getState().page !== null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onPageView(() => {
      if (!firstSeen) {
        firstSeen = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(() => say(document.title), TITLE_SETTLE_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [say]);
  return <SpokenStatus text={text} testId="route-announcer" />;
}
