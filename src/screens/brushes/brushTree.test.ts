import { describe, expect, it, vi } from 'vitest';
import type { BrushCategory } from '../../api/schemas/content';
import { ancestorsOf, buildCategoryTree, categoryFromHash, flattenTree, hashOfCategory, parentPath, placeableCategories } from './brushTree';

const category = (id: number, path: string, items = 1): BrushCategory => ({ id, items, key: path.toLowerCase(), path, title: path.split('/').at(-1)! });

describe('brush category tree', () => {
  it('nests categories by path, siblings by title, whatever order they come in', () => {
    const tree = buildCategoryTree([
      category(5, 'Textures/Patterns/Dots'),
      category(1, 'Pencils'),
      category(3, 'Textures'),
      category(2, 'Pencils/Graphite'),
      category(4, 'Textures/Patterns'),
      category(6, 'Pencils/Colored'),
    ]);
    expect(tree.map((node) => node.category.path)).toEqual(['Pencils', 'Textures']);
    expect(tree[0]!.children.map((node) => node.category.title)).toEqual(['Colored', 'Graphite']);
    const dots = tree[1]!.children[0]!.children[0]!;
    expect(dots.category.path).toBe('Textures/Patterns/Dots');
    expect(dots.depth).toBe(2);
    expect(flattenTree(tree).map((node) => node.category.id)).toEqual([1, 6, 2, 3, 4, 5]);
  });

  it('keeps a category whose parent is missing, at the top level', () => {
    const tree = buildCategoryTree([category(1, 'Stamps/Nature'), category(2, 'Effects')]);
    expect(tree.map((node) => node.category.path)).toEqual(['Effects', 'Stamps/Nature']);
  });

  it('drops categories without a path or repeating one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const placed = placeableCategories([category(1, 'Inks'), { id: 2, path: ' ', title: 'x', items: 0, key: 'x' }, category(3, 'Inks'), category(4, 'Pens')]);
    expect(placed.map((c) => c.id)).toEqual([1, 4]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('knows parents and ancestors', () => {
    expect(parentPath('Textures/Patterns/Dots')).toBe('Textures/Patterns');
    expect(parentPath('Inks')).toBe('');
    expect(ancestorsOf('Textures/Patterns/Dots')).toEqual(['Textures', 'Textures/Patterns']);
    expect(ancestorsOf('Inks')).toEqual([]);
  });

  it('keeps the category path in the URL hash, each segment encoded', () => {
    expect(hashOfCategory('Charcoal & Chalk')).toBe('#Charcoal%20%26%20Chalk');
    expect(hashOfCategory('Inks/Brush Pens')).toBe('#Inks/Brush%20Pens');
    expect(hashOfCategory('')).toBe('');
    for (const path of ['Charcoal & Chalk', 'Inks/Brush Pens', 'Textures/Patterns/Dots', 'A%B/C#D']) {
      expect(categoryFromHash(hashOfCategory(path))).toBe(path);
    }
    expect(categoryFromHash('#Inks/Brush Pens')).toBe('Inks/Brush Pens');
    expect(categoryFromHash('')).toBe('');
    expect(categoryFromHash('#')).toBe('');
  });

  it('ignores a hash that cannot be decoded', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(categoryFromHash('#Inks/%E0%A4%A')).toBe('');
    expect(warn).toHaveBeenCalledOnce();
  });
});
