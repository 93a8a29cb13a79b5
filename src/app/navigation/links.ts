// A click on an internal link is handled in the page with a history push (spec part 1 §2).
import { isInternalNavigation } from '../../lib/route';
import { navigate } from './navigation';

export function interceptLinkClicks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || !isInternalNavigation(anchor, event, window.location.origin)) return;
    event.preventDefault();
    const url = new URL(anchor.href);
    void navigate(url.pathname + url.search + url.hash);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
