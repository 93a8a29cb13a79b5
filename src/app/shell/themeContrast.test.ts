// Contrast of the four themes (WCAG 2 AA: at least 4.5:1 for text). The colours are read from
// the theme blocks of globalStyles.ts, so the test checks the values the site ships.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = readFileSync(new URL('./globalStyles.ts', import.meta.url), 'utf8');

/** `--name: #rrggbb` of each `[data-theme='name']` block (the default block also holds :root). */
function themes(): Record<string, Record<string, string>> {
  const found: Record<string, Record<string, string>> = {};
  for (const [, name, body] of source.matchAll(/\[data-theme='(\w+)'\]\s*\{([^}]*)\}/g)) {
    found[name!] = Object.fromEntries([...body!.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map(([, key, value]) => [key!, value!.toLowerCase()]));
  }
  return found;
}

/** Relative luminance of an sRGB colour (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Which colour is shown as text on which backgrounds of its theme. */
const TEXT_ON: Record<string, string[]> = {
  text: ['bg', 'surface', 'surface-2', 'header-bg'],
  'text-muted': ['bg', 'surface', 'surface-2'],
  accent: ['bg', 'surface', 'surface-2', 'header-bg'], // links, and the product name in the header
  danger: ['bg', 'surface'], // error messages on the page and in dialogs
};
/** Text on a fill: [text, fill]; '#ffffff' is literal white. */
const TEXT_ON_FILL: [string, string][] = [
  ['accent-text', 'accent'],
  ['ok-text', 'ok'],
  ['#ffffff', 'danger-fill'],
];

describe('contrast of the themes', () => {
  const all = themes();

  it('reads all four themes and their colours', () => {
    expect(Object.keys(all).sort()).toEqual(['dark', 'default', 'gray', 'light']);
    for (const colours of Object.values(all)) expect(Object.keys(colours)).toEqual(expect.arrayContaining(['bg', 'surface', 'surface-2', 'text', 'text-muted', 'accent', 'accent-text', 'danger']));
  });

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  for (const theme of ['default', 'light', 'gray', 'dark']) {
    it(`keeps text, secondary text, links and errors at 4.5:1 or more in the ${theme} theme`, () => {
      const colours = all[theme]!;
      const low: string[] = [];
      const check = (fg: string, bg: string) => {
        const ratio = contrastRatio(colours[fg] ?? fg, colours[bg]!);
        if (ratio < 4.5) low.push(`${fg} on ${bg}: ${ratio.toFixed(2)}:1`);
      };
      for (const [fg, backgrounds] of Object.entries(TEXT_ON)) for (const bg of backgrounds) check(fg, bg);
      for (const [fg, fill] of TEXT_ON_FILL) check(fg, fill);
      expect(low).toEqual([]);
    });
  }
});
