// The build really emits linaria's CSS (the plugin silently doing nothing is a known failure),
// links it from index.html, and keeps the first load within its budget.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const dist = join(process.cwd(), 'dist');

describe('build.mjs', () => {
  let output = '';
  beforeAll(() => {
    output = execFileSync(process.execPath, ['build.mjs'], { encoding: 'utf8' });
  }, 120_000);

  it('emits one stylesheet with the themes and the components’ classes, linked from index.html', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const href = /<link rel="stylesheet" href="\/(assets\/styles-[A-Z0-9]+\.css)">/.exec(html)?.[1];
    expect(href).toBeTruthy();
    const css = readFileSync(join(dist, href!), 'utf8');
    expect(css).toMatch(/\[data-theme=dark\]\{[^}]*--bg:#161616/);
    expect(css).toMatch(/\[data-theme=light\]\{[^}]*--bg:#f2f2f3/);
    expect(css).toMatch(/\[data-theme=gray\]\{[^}]*--bg:#4d5052/);
    // Class names that linaria generated appear both in the CSS and in the JavaScript that uses them.
    const js = readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(dist, 'assets', f), 'utf8'))
      .join('\n');
    const classes = [...css.matchAll(/\.([a-z][a-z0-9]{6,8})\{/g)].map((m) => m[1]!);
    expect(classes.length).toBeGreaterThan(20);
    const used = classes.filter((c) => js.includes(`"${c}`) || js.includes(`'${c}`) || js.includes(` ${c}`));
    expect(used.length).toBeGreaterThan(classes.length * 0.8);
    expect(js).not.toContain('Using the "styled" tag in runtime is not supported');
  });

  it('loads boot.js synchronously before the app, with no inline script', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html.indexOf('<script src="/boot.js"></script>')).toBeLessThan(html.indexOf('type="module"'));
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('reports the chunk sizes and keeps the first load of / within 100 KB gzip', () => {
    expect(output).toMatch(/first-load JavaScript of "\/": [\d.]+ KB gzip/);
    const report = JSON.parse(readFileSync(join(dist, 'size-report.json'), 'utf8'));
    expect(report.firstLoadJsGzip).toBeGreaterThan(40_000); // React alone is most of it: a real measure
    expect(report.firstLoadJsGzip).toBeLessThanOrEqual(100 * 1024);
  });

  it('fails when the first load is over the budget (a tighter one given here; it cannot be loosened)', () => {
    const over = spawnSync(process.execPath, ['build.mjs', '--budget-bytes=50000'], { encoding: 'utf8' });
    expect(over.status).toBe(1);
    expect(over.stderr).toMatch(/Build failed: first-load JavaScript \d+ B gzip is over the budget of 50000 B\./);
    const loose = spawnSync(process.execPath, ['build.mjs', '--budget-bytes=900000'], { encoding: 'utf8' });
    expect(loose.status).toBe(0);
    expect(JSON.parse(readFileSync(join(dist, 'size-report.json'), 'utf8')).budget).toBe(100 * 1024);
  }, 240_000);

  it('puts each screen in a chunk of its own', () => {
    const meta = JSON.parse(readFileSync(join(dist, 'meta.json'), 'utf8'));
    const entries = Object.values(meta.outputs as Record<string, { entryPoint?: string }>).map((o) => o.entryPoint ?? '');
    expect(entries).toContain('src/screens/home/HomeScreen.tsx');
    expect(entries).toContain('src/screens/ban/BanScreen.tsx');
  });
});
