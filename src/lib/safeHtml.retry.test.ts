// @vitest-environment jsdom
// The sanitiser's chunk failing to load (offline for a moment): the HTML stays unshown, never
// unsanitised, and the next use loads the chunk again (libraryChunk) and sets the sanitiser up.
import { describe, expect, it, vi } from 'vitest';
import { prepareSafeHtml, sanitizeHtml } from './safeHtml';

const network = vi.hoisted(() => ({ down: true, loads: 0 }));
vi.mock('dompurify', async (importOriginal) => {
  network.loads += 1;
  if (network.down) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the sanitiser when its chunk fails to load', () => {
  it('shows nothing of the HTML, then sanitises it once the chunk loads on the next try', async () => {
    const html = '<b>bold</b><img src="x" onerror="alert(1)">';
    // (vitest wraps the factory's error in its own message.)
    await expect(prepareSafeHtml(html)).rejects.toThrow();
    expect(sanitizeHtml(html)).toBeNull();
    // Text without markup needs no sanitiser, so it shows all the same.
    expect(sanitizeHtml('3 > 2')).toBe('3 > 2');
    network.down = false;
    await prepareSafeHtml(html);
    expect(network.loads).toBe(2);
    expect(sanitizeHtml(html)).toBe('<b>bold</b><img src="x">');
    // Loaded once: later HTML needs no load.
    await prepareSafeHtml('<i>again</i>');
    expect(network.loads).toBe(2);
  });
});
