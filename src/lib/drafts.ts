// What the user is typing, kept in the browser's storage so that a reload, Back or a failed send
// loses nothing (the house rule: bad input or a failure never loses what the user typed). A
// comment's draft is kept in localStorage (spec part 1 §3/§5: one per comment target, until it is
// posted); a private message's in sessionStorage, this tab's only, so it is not left on a shared
// device. Storage that is full or disabled keeps the draft in the input alone.
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from './useHydrated';

export type DraftStore = 'local' | 'session';

function storageOf(store: DraftStore): Storage | null {
  try {
    return store === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(store: DraftStore, key: string): string {
  try {
    return storageOf(store)?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Saves what the user typed; an empty text removes the draft. */
export function saveDraft(store: DraftStore, key: string, text: string): void {
  try {
    if (text) storageOf(store)?.setItem(key, text);
    else storageOf(store)?.removeItem(key);
  } catch {
    /* storage full or disabled: the draft lives only in the input */
  }
}

/** Removes the draft once `sent` is saved by the server, unless the user has typed something new since. */
export function clearSentDraft(store: DraftStore, key: string, sent: string): void {
  if (loadDraft(store, key) === sent) saveDraft(store, key, '');
}

/**
 * A text field's value kept as a draft under `key`: restored after hydration (the server's markup
 * has none), saved as it changes. `set` changes the field and the draft; `show` changes only the
 * field (a send empties the box while the draft stays until the server has it).
 */
export function useDraft(store: DraftStore, key: string): { text: string; set: (text: string) => void; show: (text: string) => void } {
  const hydrated = useHydrated();
  const [text, setText] = useState(() => (hydrated ? loadDraft(store, key) : ''));
  const restored = useRef(hydrated);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    setText(loadDraft(store, key));
  }, [store, key]);
  return {
    text,
    set: (next) => {
      setText(next);
      saveDraft(store, key, next);
    },
    show: setText,
  };
}
