// The sketch page on Back or Forward: its strips, switches and entry boxes render after the page
// (lazy chunks, the strips only once the comments settled), so the place PageHost restores is cut
// short at the page's first end. The page follows its growth until the place is reached.
import { useEffect } from 'react';
import { savedScroll, useNavigation } from '../../app/navigation/navigation';
import { followPageGrowth } from '../../lib/followPageGrowth';

export function useRestoredPlace(): void {
  useEffect(() => {
    const page = useNavigation.getState().page;
    if (!page?.restored) return;
    const top = savedScroll(page.entryKey);
    if (window.scrollY >= top - 1) return;
    return followPageGrowth((stop) => {
      window.scrollTo(0, top);
      if (window.scrollY >= top - 1) stop();
    });
  }, []);
}
