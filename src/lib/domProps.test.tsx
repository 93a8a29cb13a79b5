// @vitest-environment jsdom
// The styled-element prop filter that replaces @emotion/is-prop-valid: it passes on every prop
// this codebase gives a styled HTML element exactly as is-prop-valid did, and keeps style-only
// and unknown camelCase props off the DOM without a React warning.
import { render } from '../../test/support/render';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
// The real package, by path: the bare name is aliased to domProps.ts in tests as in the build.
// @ts-expect-error -- the package's types do not resolve by this path; it is a (name: string) => boolean.
import emotionIsPropValid from '../../node_modules/@emotion/is-prop-valid/dist/emotion-is-prop-valid.esm.js';
import { Button } from '../components/Button';
import isPropValid from './domProps';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The attribute names written on the opening tags of `name` in `source` (`{...}` skipped as a whole). */
function attributesOf(source: string, name: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(new RegExp(`<${name}[\\s/>]`, 'g'))) {
    let depth = 0;
    let i = match.index + name.length + 1;
    let tag = '';
    for (; i < source.length; i++) {
      const ch = source[i]!;
      if (ch === '{') depth++;
      else if (ch === '}') depth--;
      else if (ch === '>' && depth === 0) break;
      tag += depth === 0 && ch !== '}' ? ch : ' ';
    }
    names.push(...[...tag.matchAll(/([A-Za-z$][\w$-]*)=/g)].map((m) => m[1]!));
  }
  return names;
}

describe('domProps (is-prop-valid replacement)', () => {
  const files = sourceFiles(join(process.cwd(), 'src')).map((file) => readFileSync(file, 'utf8'));
  const styledTags = new Set(files.flatMap((source) => [...source.matchAll(/(?:const|let)\s+(\w+)\s*=\s*styled\.[a-z]+\b/g)].map((m) => m[1]!)));

  it('decides like is-prop-valid for every prop this codebase gives a styled HTML element', () => {
    expect(styledTags.size).toBeGreaterThan(50);
    const props = new Set(files.flatMap((source) => [...styledTags].flatMap((name) => attributesOf(source, name))));
    expect(props.size).toBeGreaterThan(15);
    expect(props).toContain('data-testid');
    // linaria takes `as` and `class` out before it filters.
    const differing = [...props].filter((name) => name !== 'as' && name !== 'class' && isPropValid(name) !== emotionIsPropValid(name));
    expect(differing).toEqual([]);
  });

  it('agrees on the common DOM props and drops style-only and unknown camelCase props', () => {
    for (const name of ['className', 'style', 'href', 'onClick', 'onPointerDown', 'tabIndex', 'htmlFor', 'srcSet', 'fetchPriority', 'aria-label', 'data-state', 'children', 'ref', 'role', 'hidden']) {
      expect([name, isPropValid(name)]).toEqual([name, true]);
      expect([name, emotionIsPropValid(name)]).toEqual([name, true]);
    }
    for (const name of ['$tone', 'isOpen', 'hasMore', 'refreshCount', 'emptyText']) expect([name, isPropValid(name)]).toEqual([name, false]);
  });

  it('keeps unknown props off the rendered element, with no React warning', () => {
    const errors = vi.spyOn(console, 'error');
    // Button passes what it does not use on to its styled <button>.
    const extra = { $tone: 'dark', isOpen: true } as Record<string, unknown>;
    const { container } = render(<Button data-testid="box" aria-label="Box" tabIndex={0} {...extra} />);
    const button = container.querySelector('button')!;
    expect(button.getAttribute('data-testid')).toBe('box');
    expect(button.getAttribute('aria-label')).toBe('Box');
    expect(button.getAttribute('tabindex')).toBe('0');
    expect(button.hasAttribute('$tone')).toBe(false);
    expect([...button.attributes].map((a) => a.name.toLowerCase())).not.toContain('isopen');
    expect(errors).not.toHaveBeenCalled();
  });
});
