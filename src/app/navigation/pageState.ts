// State of a page that survives leaving it and coming back with back or forward (spec part 1
// §4: "a saved scroll position and page state are restored"), kept per history entry.
import { useEffect, useState } from 'react';
import { useNavigation } from './navigation';

function storageKey(entryKey: string, name: string) {
  return `page-state:${entryKey}:${name}`;
}

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
  const key = storageKey(entryKey, name);
  const [value, setValue] = useState<T>(() => read(key, initial));
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      /* storage full or disabled: the state is kept only while the page is open */
    }
  }, [key, value]);
  return [value, setValue];
}
