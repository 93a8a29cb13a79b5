// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newEntryKey, pruneEntryStorage } from './entryStorage';

/** An entry key made at `ms` (the clock moved there). */
function entryMadeAt(ms: number): string {
  vi.setSystemTime(ms);
  return newEntryKey();
}

describe('the storage of history entries', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('keeps the newest entries’ scroll positions and page states and drops the older ones’', () => {
    vi.useFakeTimers();
    const entries = [3, 1, 4, 2, 5].map((n) => entryMadeAt(1_800_000_000_000 + n * 1000));
    for (const entry of entries) {
      sessionStorage.setItem(`scroll:${entry}`, '120');
      sessionStorage.setItem(`page-state:${entry}:tab`, '"albums"');
    }
    sessionStorage.setItem('form-draft:upload', '{"title":"Cat"}');
    sessionStorage.setItem('page-state:none:tab', '"about"');
    pruneEntryStorage(3);
    const kept = entries.filter((entry) => sessionStorage.getItem(`scroll:${entry}`) !== null);
    expect(kept).toEqual([entries[0], entries[2], entries[4]]); // made at 3, 4 and 5 s
    for (const entry of kept) expect(sessionStorage.getItem(`page-state:${entry}:tab`)).toBe('"albums"');
    expect(sessionStorage.getItem(`page-state:${entries[1]}:tab`)).toBeNull();
    // What is not an entry's is left alone.
    expect(sessionStorage.getItem('form-draft:upload')).toBe('{"title":"Cat"}');
    expect(sessionStorage.getItem('page-state:none:tab')).toBe('"about"');
  });

  it('leaves the storage alone while it holds no more entries than it keeps', () => {
    const entry = newEntryKey();
    sessionStorage.setItem(`scroll:${entry}`, '10');
    pruneEntryStorage(1);
    expect(sessionStorage.getItem(`scroll:${entry}`)).toBe('10');
  });
});
