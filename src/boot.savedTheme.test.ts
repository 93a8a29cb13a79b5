// @vitest-environment jsdom
// boot.js opens the page in the theme a signed-in user saved in their profile (named on <html> by
// the server, server/http/savedTheme.ts) when this browser has no theme of its own.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function boot(savedTheme: string | null) {
  vi.resetModules();
  delete document.documentElement.dataset.theme;
  if (savedTheme) document.documentElement.setAttribute('data-saved-theme', savedTheme);
  await import('./boot');
  return document.documentElement.dataset.theme;
}

describe("boot.js and the profile's saved theme", () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-saved-theme');
    localStorage.clear();
  });

  it('applies it in a browser with no theme stored, without storing it', async () => {
    expect(await boot('dark')).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it("gives way to this browser's own choice", async () => {
    localStorage.setItem('theme', 'light');
    expect(await boot('dark')).toBe('light');
  });

  it('leaves the default where nothing is saved or stored', async () => {
    expect(await boot(null)).toBe('default');
  });
});
