// The artist's edit form of a sketch. Apart from sketches.ts, which the first load of every page
// takes: the form's read and its request schema come with the edit page only.
import { queryOptions } from '@tanstack/react-query';
import { fetchSketchEdit } from '../api/sketchEdit';
import type { SketchEditInfo } from '../api/schemas/sketchEdit';
import { sketchKeys } from './sketches';

/** What the artist's edit form starts from (the owner only: others get 401, 403 or 404). */
export const sketchEditQuery = (id: number) =>
  queryOptions({ queryKey: sketchKeys.edit(id), queryFn: (): Promise<SketchEditInfo> => fetchSketchEdit(id) });
