// The shared brush library: the category tree of brushCatalog.ts and about 300 brushes in its
// leaves, with titles unique within a leaf. Draws from a stream of its own, so steps added
// elsewhere in the seed do not change the library.
import type { SeedContext } from './context';
import { allCategoryPaths, BRUSH_LEAVES, categoryKey } from './brushCatalog';
import { mixSeed, Rng } from './prng';

const STREAM = 0xb2_05e5;
export const BRUSHES_PER_LEAF = { min: 14, max: 22 } as const;

export interface SeededBrush {
  id: number;
  title: string;
  categoryPath: string;
}

export function seedBrushes(ctx: SeedContext): SeededBrush[] {
  const { db } = ctx;
  const rng = new Rng(mixSeed(ctx.seed, STREAM));
  const insertCategory = db.prepare('INSERT INTO brush_categories (id, key, path, title, parent_id) VALUES (?, ?, ?, ?, ?)');
  const insertBrush = db.prepare('INSERT INTO brushes (id, category_id, title, style) VALUES (?, ?, ?, ?)');

  const idOfPath = new Map<string, number>();
  for (const path of allCategoryPaths()) {
    const id = idOfPath.size + 1;
    const slash = path.lastIndexOf('/');
    const parentId = slash === -1 ? null : (idOfPath.get(path.slice(0, slash)) ?? null);
    insertCategory.run(id, categoryKey(path), path, path.slice(slash + 1), parentId);
    idOfPath.set(path, id);
  }

  const brushes: SeededBrush[] = [];
  for (const leaf of BRUSH_LEAVES) {
    const combos = leaf.prefixes.flatMap((prefix) => leaf.nouns.map((noun) => `${prefix} ${noun}`));
    const titles = rng.sample(combos, rng.int(BRUSHES_PER_LEAF.min, BRUSHES_PER_LEAF.max));
    const categoryId = idOfPath.get(leaf.path) as number;
    for (const title of titles) {
      const id = brushes.length + 1;
      insertBrush.run(id, categoryId, title, rng.pick(leaf.styles));
      brushes.push({ id, title, categoryPath: leaf.path });
    }
  }
  return brushes;
}
