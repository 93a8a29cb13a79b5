// Sketch and gallery addresses (one domain of the site's builders: ./site.ts says why they are split).
import { segment, sitePaths } from './site';

export const sketchPaths = {
  sketchEdit: (id: number) => `/sketch/${segment(id)}/edit`,
  sketchStats: (id: number) => `/stats/${segment(id)}`,
  tag: (tag: string) => sitePaths.gallery({ kind: 'tag', tag }),
  coOps: (sketchId: number) => sitePaths.gallery({ kind: 'coop', id: sketchId }),
  brushes: () => '/shared/brush',
} as const;
