// State of a page that survives leaving it and coming back with back or forward (spec part 1
// §4: "a saved scroll position and page state are restored"), kept per history entry.
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/useHydrated';
import { pageStateKey } from './entryStorage';
import { useNavigation } from './navigation';


function read<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** Like useState, but restored when the user returns to this history entry. */
export function usePageState<T>(name: string, initial: T): [T, (value: T) => void] {
  const entryKey = useNavigation((s) => s.page?.entryKey ?? 'none');
  const key = pageStateKey(entryKey, name);
  // A page the server rendered (a reload of this entry, say) hydrates with `initial`, as the
  // server wrote it, which knows nothing of this tab's storage: what the entry stored is restored
  // right after, or React would throw the server's markup away.
  const hydrated = useHydrated();
  const restoreAfterHydration = useRef(!hydrated);
  const [value, setValue] = useState<T>(() => (hydrated ? read(key, initial) : initial));
  useEffect(() => {
    if (restoreAfterHydration.current) {
      restoreAfterHydration.current = false;
      const stored = read(key, value);
      if (JSON.stringify(stored) !== JSON.stringify(value)) {
        // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is the browser's, readable only once hydration has matched the server's markup
        setValue(stored);
        return;
      }
    }
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      /* storage full or disabled: the state is kept only while the page is open */
    }
  }, [key, value]);
  return [value, setValue];
}
