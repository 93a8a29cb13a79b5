// The shared brush library of the demo: a category tree two to three levels deep (24 nodes)
// whose leaves hold the brushes. Each leaf names the stroke styles its thumbnails are painted
// with (server/images/brushArt.ts) and the words its brush titles are made of. Plain data.

export const BRUSH_STYLES = [
  'pencil',
  'coloredPencil',
  'ink',
  'brushPen',
  'calligraphy',
  'watercolor',
  'oil',
  'airbrush',
  'spray',
  'marker',
  'chalk',
  'paper',
  'dots',
  'hatching',
  'leaves',
  'shapes',
  'glow',
  'smudge',
] as const;

export type BrushStyle = (typeof BRUSH_STYLES)[number];

export interface LeafCategory {
  path: string;
  styles: readonly BrushStyle[];
  /** Title words: a title is "{prefix} {noun}". */
  prefixes: readonly string[];
  nouns: readonly string[];
}

/** Leaves in tree order; their parents are created from the paths. */
export const BRUSH_LEAVES: readonly LeafCategory[] = [
  {
    path: 'Pencils/Graphite',
    styles: ['pencil'],
    prefixes: ['HB', '2B', '4B', '6B', '8B', '2H', 'Soft', 'Hard', 'Blunt', 'Sharp', 'Grainy', 'Smooth', 'Tilted', 'Sketchy'],
    nouns: ['Pencil', 'Lead', 'Shader', 'Sketcher', 'Liner'],
  },
  {
    path: 'Pencils/Colored',
    styles: ['coloredPencil'],
    prefixes: ['Wax', 'Oil', 'Soft', 'Dry', 'Layering', 'Burnishing', 'Bright', 'Muted', 'Prismatic', 'Chunky'],
    nouns: ['Crayon', 'Color Pencil', 'Blender', 'Tint', 'Shader'],
  },
  {
    path: 'Inks/Pens',
    styles: ['ink'],
    prefixes: ['Fine', 'Technical', 'Ballpoint', 'Gel', 'Fountain', 'Dip', 'Rough', 'Steady', 'Wobbly', 'Crisp'],
    nouns: ['Pen', 'Liner', 'Nib', 'Inker', 'Outliner'],
  },
  {
    path: 'Inks/Brush Pens',
    styles: ['brushPen'],
    prefixes: ['Sumi', 'Tapered', 'Dry', 'Wet', 'Bold', 'Pointed', 'Manga', 'Comic', 'Flexible', 'Springy'],
    nouns: ['Brush Pen', 'Inker', 'Stroke', 'Tip'],
  },
  {
    path: 'Inks/Calligraphy',
    styles: ['calligraphy'],
    prefixes: ['Italic', 'Gothic', 'Flat', 'Broad', 'Chisel', 'Copperplate', 'Uncial', 'Slanted'],
    nouns: ['Nib', 'Marker', 'Quill', 'Edge'],
  },
  {
    path: 'Paints/Watercolor',
    styles: ['watercolor'],
    prefixes: ['Wet', 'Soft', 'Bleeding', 'Granular', 'Flat', 'Round', 'Misty', 'Pooling', 'Salted', 'Light'],
    nouns: ['Wash', 'Glaze', 'Bloom', 'Round', 'Flat'],
  },
  {
    path: 'Paints/Oil',
    styles: ['oil', 'smudge'],
    prefixes: ['Impasto', 'Bristle', 'Filbert', 'Palette', 'Thick', 'Dry', 'Loaded', 'Worn', 'Fan', 'Rough'],
    nouns: ['Brush', 'Knife', 'Stroke', 'Blender'],
  },
  {
    path: 'Airbrush/Soft',
    styles: ['airbrush'],
    prefixes: ['Soft', 'Feather', 'Cloud', 'Haze', 'Gentle', 'Wide', 'Narrow', 'Velvet'],
    nouns: ['Airbrush', 'Glow', 'Mist', 'Blend'],
  },
  {
    path: 'Airbrush/Spray',
    styles: ['spray'],
    prefixes: ['Graffiti', 'Fine', 'Coarse', 'Splatter', 'Speckle', 'Stipple', 'Can', 'Fat Cap'],
    nouns: ['Spray', 'Mist', 'Dust', 'Spatter'],
  },
  {
    path: 'Markers',
    styles: ['marker'],
    prefixes: ['Alcohol', 'Felt', 'Chisel', 'Bullet', 'Highlighter', 'Dry', 'Fresh', 'Broad', 'Studio', 'Neon'],
    nouns: ['Marker', 'Tip', 'Liner', 'Filler'],
  },
  {
    path: 'Charcoal & Chalk',
    styles: ['chalk'],
    prefixes: ['Willow', 'Vine', 'Compressed', 'Soft', 'Pastel', 'Conte', 'Sidewalk', 'Dusty', 'Smudgy', 'Crumbly'],
    nouns: ['Charcoal', 'Chalk', 'Pastel', 'Stick'],
  },
  {
    path: 'Textures/Paper',
    styles: ['paper'],
    prefixes: ['Cold Press', 'Hot Press', 'Kraft', 'Rice', 'Canvas', 'Linen', 'Newsprint', 'Cardboard'],
    nouns: ['Grain', 'Texture', 'Tooth', 'Surface'],
  },
  {
    path: 'Textures/Patterns/Dots',
    styles: ['dots'],
    prefixes: ['Halftone', 'Polka', 'Scatter', 'Bubble', 'Pointillist', 'Tiny', 'Big'],
    nouns: ['Dots', 'Screen', 'Spots', 'Pattern'],
  },
  {
    path: 'Textures/Patterns/Hatching',
    styles: ['hatching'],
    prefixes: ['Cross', 'Parallel', 'Diagonal', 'Contour', 'Dense', 'Loose', 'Engraving'],
    nouns: ['Hatch', 'Lines', 'Shading', 'Pattern'],
  },
  {
    path: 'Stamps/Nature',
    styles: ['leaves'],
    prefixes: ['Maple', 'Fern', 'Oak', 'Willow', 'Ivy', 'Grass', 'Autumn', 'Spring', 'Petal', 'Clover'],
    nouns: ['Leaves', 'Stamp', 'Scatter', 'Sprig'],
  },
  {
    path: 'Stamps/Shapes',
    styles: ['shapes'],
    prefixes: ['Star', 'Heart', 'Confetti', 'Square', 'Triangle', 'Circle', 'Sparkle', 'Party'],
    nouns: ['Stamp', 'Scatter', 'Trail', 'Burst'],
  },
  {
    path: 'Effects',
    styles: ['glow', 'smudge'],
    prefixes: ['Neon', 'Laser', 'Fire', 'Aura', 'Smear', 'Finger', 'Blur', 'Glitter', 'Magic', 'Soft'],
    nouns: ['Glow', 'Light', 'Smudge', 'Blend', 'Trail'],
  },
];

/** A URL-safe, unique key of a category path: 'Charcoal & Chalk' -> 'charcoal-chalk'. */
export function categoryKey(path: string): string {
  return path
    .toLowerCase()
    .split('/')
    .map((part) => part.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, ''))
    .join('.');
}

/** Every category path of the tree, parents before children, in tree order. */
export function allCategoryPaths(leaves: readonly LeafCategory[] = BRUSH_LEAVES): string[] {
  const paths: string[] = [];
  for (const leaf of leaves) {
    const parts = leaf.path.split('/');
    for (let depth = 1; depth <= parts.length; depth++) {
      const path = parts.slice(0, depth).join('/');
      if (!paths.includes(path)) paths.push(path);
    }
  }
  return paths;
}
