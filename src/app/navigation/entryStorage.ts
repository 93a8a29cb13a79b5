// What a history entry keeps in this tab's storage (its scroll position, its page state) is
// stored under the entry's key, which starts with the time the entry was made (newEntryKey). A
// tab's history holds at most 50 entries in Chromium and 100 in WebKit, and the entries of the
// history stand in the order they were made (a push drops the entries after it; a replace keeps
// the entry's key), so the storage of an entry older than the newest ENTRIES_KEPT is for a page
// no Back reaches. It is dropped at each new entry: a tab open for days (the app's WebView) would
// otherwise fill its 5 MB at some 60 bytes a page, and scroll positions, page states and drafts
// would then silently stop being kept.
export const ENTRIES_KEPT = 200;

/** Where an entry keeps its scroll position (navigation.ts). */
export const scrollKey = (entryKey: string) => `scroll:${entryKey}`;
/** Where an entry keeps one of its page states (pageState.ts). */
export const pageStateKey = (entryKey: string, name: string) => `page-state:${entryKey}:${name}`;
/** The two keys above, with the entry's key and the time it starts with. */
const ENTRY_STORAGE_KEY = /^(?:scroll|page-state):(([0-9a-z]+)-[0-9a-z]*)(?::|$)/;

/** A new history entry's key: the time it was made (base 36), then a random part. */
export function newEntryKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Removes the stored scroll positions and page states of all but the newest `keep` entries. */
export function pruneEntryStorage(keep = ENTRIES_KEPT): void {
  try {
    const keysByEntry = new Map<string, { made: number; keys: string[] }>();
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      const match = key ? ENTRY_STORAGE_KEY.exec(key) : null;
      if (!key || !match) continue;
      const entry = match[1]!;
      const found = keysByEntry.get(entry) ?? { made: parseInt(match[2]!, 36), keys: [] };
      found.keys.push(key);
      keysByEntry.set(entry, found);
    }
    if (keysByEntry.size <= keep) return;
    const oldestFirst = [...keysByEntry.values()].sort((a, b) => a.made - b.made);
    for (const { keys } of oldestFirst.slice(0, keysByEntry.size - keep)) for (const key of keys) sessionStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing was kept */
  }
}
