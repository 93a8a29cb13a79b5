// The text a form's user typed, kept in this tab's storage (src/lib/drafts.ts, the house rule: a
// reload or Back loses nothing): the named text fields, while they differ from what the form
// started with. Back on the form, it starts from them again; a successful send, or the values
// coming back to the form's start, removes them. Only text: a picked file or a chosen picture is
// cheap to choose again and cannot be kept in storage.
import { useEffect, useRef } from 'react';
import { loadDraft, saveDraft } from '../../lib/drafts';

export interface FormDraft<V> {
  /** Storage key: one per form and the thing it edits (`sketch-edit:42`). */
  key: string;
  /** The text fields kept. */
  fields: readonly { [K in keyof V]: V[K] extends string ? K : never }[keyof V][];
}

const storageKey = (key: string) => `form-draft:${key}`;

/** The kept fields of a draft: only strings of the named fields count (storage is another's to write). */
function readDraft<V>(draft: FormDraft<V>): Partial<Record<keyof V, string>> {
  try {
    const parsed: unknown = JSON.parse(loadDraft('session', storageKey(draft.key)) || 'null');
    if (!parsed || typeof parsed !== 'object') return {};
    const kept: Partial<Record<keyof V, string>> = {};
    for (const field of draft.fields) {
      const value = (parsed as Record<string, unknown>)[String(field)];
      if (typeof value === 'string') kept[field] = value;
    }
    return kept;
  } catch {
    return {};
  }
}

/** Removes the draft of a form sent successfully. */
export function clearFormDraft<V>(draft: FormDraft<V> | undefined): void {
  if (draft) saveDraft('session', storageKey(draft.key), '');
}

/**
 * Restores the draft into the form once (after the first render, so a page rendered on the server
 * matches its markup), then keeps it as the values change.
 */
export function useFormDraft<V extends object>(draft: FormDraft<V> | undefined, values: V, initial: V, restore: (kept: Partial<Record<keyof V, string>>) => void): void {
  const restored = useRef(false);
  // A form passes its draft as a literal: the key names it, and a new object is not a new draft.
  const latest = useRef({ draft, restore });
  useEffect(() => {
    latest.current = { draft, restore };
  });
  const key = draft?.key;
  // Keeping comes before restoring: on the first render, which still holds the form's start, it
  // does nothing, so the draft is not removed only to be written again once it is restored.
  useEffect(() => {
    const current = latest.current.draft;
    if (!current || !restored.current) return;
    const changed = current.fields.filter((field) => !Object.is(values[field], initial[field]));
    const text = changed.length ? JSON.stringify(Object.fromEntries(changed.map((field) => [field, values[field]]))) : '';
    saveDraft('session', storageKey(current.key), text);
  }, [key, values, initial]);
  useEffect(() => {
    const current = latest.current.draft;
    if (!current || restored.current) return;
    restored.current = true;
    const kept = readDraft(current);
    if (Object.keys(kept).length) latest.current.restore(kept);
  }, [key]);
}
